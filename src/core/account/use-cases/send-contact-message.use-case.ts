import { type Result, err, ok } from '../../shared/result';
import { isEmail } from '../../shared/validation';
import { type ContactProblem, contactErrors } from '../domain/contact';
import { type AccountRefusal, type ContactMessage, type MailGateway, type NewsletterGateway } from '../ports/account-gateway.port';

export type MessageError =
  | { readonly kind: 'Invalid'; readonly errors: Partial<Record<string, ContactProblem>> }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal }
  /** The shop could not be reached or broke (network down, 5xx, an answer of the wrong shape): nothing is known to be sent. */
  | { readonly kind: 'Unreachable' };

/** A gateway fault (thrown) becomes `Unreachable`, so a form never waits for an answer that will not come. */
async function reach<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}

/** Sends the contact form ('The email was sent successfully' / 'An error occurred. Please try again.'). */
export class SendContactMessage {
  constructor(private readonly deps: { mail: Pick<MailGateway, 'contactUs'> }) {}

  /** Invalid (nothing sent), Failed (the server's answer) or Unreachable (a fault). */
  async execute(message: ContactMessage): Promise<Result<void, MessageError>> {
    const errors = contactErrors(message);
    if (Object.keys(errors).length > 0) return err({ kind: 'Invalid', errors });
    const trimmed = Object.fromEntries(Object.entries(message).map(([k, v]) => [k, v.trim()])) as unknown as ContactMessage;
    const sent = await reach(() => this.deps.mail.contactUs(trimmed));
    if (!sent) return err({ kind: 'Unreachable' });
    return sent.ok ? ok(undefined) : err({ kind: 'Failed', failure: sent.error });
  }
}

/** Subscribes to the newsletter ('You have subscribed' / 'Something went wrong, please try again'). */
export class SubscribeNewsletter {
  constructor(private readonly deps: { newsletter: NewsletterGateway }) {}

  /** Invalid for a bad e-mail (nothing sent), Failed for the server's refusal, Unreachable for a fault. */
  async execute(email: string, group: string): Promise<Result<void, MessageError>> {
    if (!isEmail(email.trim())) return err({ kind: 'Invalid', errors: { email: 'emailInvalid' } });
    const done = await reach(() => this.deps.newsletter.subscribe(email.trim(), group));
    if (!done) return err({ kind: 'Unreachable' });
    return done.ok ? ok(undefined) : err({ kind: 'Failed', failure: done.error });
  }
}
