import { emailError } from '../../auth/domain/forms';

/**
 * Why a field of the e-mail change is refused (the form's own rule, or the server's answer). The core names the
 * problem; the UI says it in the visitor's language (`EMAIL_CHANGE_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type EmailChangeProblem =
  | 'emailRequired' | 'emailInvalid' | 'sameEmail' | 'emailTaken'
  | 'passwordRequired' | 'wrongPassword' | 'tooManyAttempts' | 'invalid';

/** The e-mail change form: the new address and the current password. */
export interface EmailChangeForm {
  readonly newEmail: string;
  readonly currentPassword: string;
}

/** Field → problem of each wrong field: a well-formed address that is not the current one, and a password. */
export function emailChangeErrors(form: EmailChangeForm, currentEmail: string): Partial<Record<keyof EmailChangeForm, EmailChangeProblem>> {
  const errors: Partial<Record<keyof EmailChangeForm, EmailChangeProblem>> = {};
  const email = emailError(form.newEmail);
  if (email) errors.newEmail = email;
  else if (form.newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase()) errors.newEmail = 'sameEmail';
  if (!form.currentPassword) errors.currentPassword = 'passwordRequired';
  return errors;
}
