import { type Result, err, ok } from '../../shared/result';
import { type AccountRefusal, type MailGateway } from '../ports/account-gateway.port';

export type ReservationMailError =
  | { readonly kind: 'NotIssued' }
  | { readonly kind: 'TooManyResends' }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/** The reservation e-mail (tickets) of an issued order, which the server sends once per order whatever the reloads. */
export class SendReservationMail {
  constructor(private readonly deps: { mail: Pick<MailGateway, 'sendSuccessReservation'> }) {}

  /** Whether a mail left now (false: it had been sent before); NotIssued, TooManyResends (3 an hour) or Failed. */
  async execute(orderCode: string, options: { resend?: boolean } = {}): Promise<Result<{ sent: boolean }, ReservationMailError>> {
    const answer = await this.deps.mail.sendSuccessReservation(orderCode, options);
    if (answer.ok) return ok(answer.value);
    if (answer.error.kind === 'TooOften') return err({ kind: 'TooManyResends' });
    if (answer.error.kind === 'NotIssued' || answer.error.kind === 'NotFound') return err({ kind: 'NotIssued' });
    return err({ kind: 'Failed', failure: answer.error });
  }
}
