import { type BookingRefusal } from '../domain/booking-refusal';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type OrderTokens } from '../ports/order-tokens.port';

/**
 * Why a booking was not found: a field left empty or malformed (the code, or the e-mail / last name), no booking with
 * this code and this e-mail or last name (one answer for both, as the server gives), too many tries, another failure.
 */
export type FindBookingError =
  | { readonly kind: 'Invalid'; readonly field: 'orderCode' | 'proof' }
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'TooManyTries' }
  | { readonly kind: 'Failed'; readonly refusal: BookingRefusal };

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;
const ORDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * "Find your booking" (issue 13): a guest order opens only with its order token. The tab that booked holds it; the
 * e-mailed link carries one (`fromLink`); a traveller who has only the reservation code proves it with the lead
 * traveller's e-mail or last name (`execute`), and the gateway keeps the token the server answers.
 */
export class FindBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'orderAccess'>; tokens: Pick<OrderTokens, 'remember'> }) {}

  /** Keeps the token of an e-mailed link; false (nothing kept) for a code or token of the wrong shape. */
  fromLink(orderCode: string, token: string): boolean {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code) || !ORDER_TOKEN.test(token)) return false;
    this.deps.tokens.remember(code, token);
    return true;
  }

  /** Proves the code with the e-mail (anything with an @) or the last name; answers the code the tab may now open. */
  async execute(orderCode: string, emailOrLastName: string): Promise<Result<{ orderCode: string }, FindBookingError>> {
    const code = orderCode.trim().toUpperCase().replace(/\s+/g, '');
    if (!ORDER_CODE.test(code)) return err({ kind: 'Invalid', field: 'orderCode' });
    const proof = emailOrLastName.trim();
    const isEmail = proof.includes('@');
    if (!proof || proof.length > (isEmail ? 120 : 60)) return err({ kind: 'Invalid', field: 'proof' });
    const answer = await this.deps.booking.orderAccess(code, isEmail ? { email: proof } : { lastName: proof });
    if (answer.ok) return ok({ orderCode: code });
    const refusal = answer.error;
    if (refusal.kind === 'NotFound') return err({ kind: 'NotFound' });
    if (refusal.kind === 'TooManyTries' || refusal.kind === 'TooManyHolds' || refusal.kind === 'HoldLimit') return err({ kind: 'TooManyTries' });
    if (refusal.kind === 'Invalid') return err({ kind: 'Invalid', field: refusal.field?.part === 'order' ? 'orderCode' : 'proof' });
    return err({ kind: 'Failed', refusal });
  }
}
