import { type ApiFailure } from '../../shared/api-failure';
import { type Result, err, ok } from '../../shared/result';
import { isEmail } from '../../shared/validation';
import { contactErrors } from '../domain/contact';
import { type ContactMessage, type MailGateway, type NewsletterGateway } from '../ports/account-gateway.port';

export type MessageError =
  | { readonly kind: 'Invalid'; readonly errors: Partial<Record<string, string>> }
  | { readonly kind: 'Failed'; readonly failure: ApiFailure };

/** Sends the contact form ('The email was sent successfully' / 'An error occurred. Please try again.'). */
export class SendContactMessage {
  constructor(private readonly deps: { mail: Pick<MailGateway, 'contactUs'> }) {}

  /** Invalid (nothing sent) or Failed. */
  async execute(message: ContactMessage): Promise<Result<void, MessageError>> {
    const errors = contactErrors(message);
    if (Object.keys(errors).length > 0) return err({ kind: 'Invalid', errors });
    const trimmed = Object.fromEntries(Object.entries(message).map(([k, v]) => [k, v.trim()])) as unknown as ContactMessage;
    const sent = await this.deps.mail.contactUs(trimmed);
    return sent.ok ? ok(undefined) : err({ kind: 'Failed', failure: sent.error });
  }
}

/** Subscribes to the newsletter ('You have subscribed' / 'Something went wrong, please try again'). */
export class SubscribeNewsletter {
  constructor(private readonly deps: { newsletter: NewsletterGateway }) {}

  /** Invalid for a bad e-mail (nothing sent), Failed otherwise. */
  async execute(email: string, group: string): Promise<Result<void, MessageError>> {
    if (!isEmail(email.trim())) return err({ kind: 'Invalid', errors: { email: 'auth.validation.emailInvalid' } });
    const done = await this.deps.newsletter.subscribe(email.trim(), group);
    return done.ok ? ok(undefined) : err({ kind: 'Failed', failure: done.error });
  }
}
