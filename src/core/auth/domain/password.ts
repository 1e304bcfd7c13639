/** Password length limits of SPEC.md section 9. */
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 10;
/** The special characters a password must contain one of. */
export const PASSWORD_SPECIALS = '!@#$%^&*()';

export type PasswordHint = 'uppercase' | 'length' | 'digit' | 'special';
export const PASSWORD_HINTS: readonly PasswordHint[] = ['uppercase', 'length', 'digit', 'special'];

/** Each hint shown under the password field and whether the password passes it. */
export function passwordHints(password: string): Record<PasswordHint, boolean> {
  const length = [...password].length;
  return {
    uppercase: /\p{Lu}/u.test(password),
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    digit: /\d/.test(password),
    special: [...password].some((ch) => PASSWORD_SPECIALS.includes(ch)),
  };
}

/** A password is valid when longer than 3 characters and every hint passes. */
export function isPasswordValid(password: string): boolean {
  const hints = passwordHints(password);
  return [...password].length > 3 && PASSWORD_HINTS.every((hint) => hints[hint]);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The live strength meter: strong above 6 characters, medium from 4 (SPEC.md names 4 to 5; a password of 6
 * is not yet strong, so it stays medium), weak below.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length > 6) return 'strong';
  if (length >= PASSWORD_MIN_LENGTH) return 'medium';
  return 'weak';
}
