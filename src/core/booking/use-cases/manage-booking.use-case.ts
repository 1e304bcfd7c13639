import { type BookingRefusal } from '../domain/booking-refusal';
import { type ManagedBooking, type Refund } from '../domain/order';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';

/**
 * Why the manage-booking page cannot show or cancel a booking: not one this tab may open (or no such code), the
 * refund changed since it was shown (QuoteChanged: the page shows the new quote), cancelled already, not cancellable
 * now (a ship has sailed, not issued), a change of a leg or a cancellation of a part still under way (it ends first:
 * look again in a few minutes), or another failure.
 */
export type ManageBookingError =
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'QuoteChanged' }
  | { readonly kind: 'AlreadyCancelled' }
  | { readonly kind: 'NotCancellable' }
  | { readonly kind: 'ChangeInProgress' }
  | { readonly kind: 'CancelInProgress' }
  | { readonly kind: 'Failed'; readonly refusal: BookingRefusal };

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;

function manageError(refusal: BookingRefusal): ManageBookingError {
  switch (refusal.kind) {
    case 'NotFound': case 'NotAllowed': case 'NotLoggedIn': return { kind: 'NotFound' };
    case 'QuoteChanged': return { kind: 'QuoteChanged' };
    case 'AlreadySettled': return { kind: 'AlreadyCancelled' };
    case 'OrderClosed': case 'NotIssued': case 'NotPaid': return { kind: 'NotCancellable' };
    case 'ChangeInProgress': return { kind: 'ChangeInProgress' };
    case 'CancelInProgress': return { kind: 'CancelInProgress' };
    default: return { kind: 'Failed', refusal };
  }
}

/**
 * "Manage booking" (issue 17): the booking with its tickets and what cancelling it gives back now, and the
 * cancellation itself. The server computes the quote (the company's tier by the hours left, its fee); the traveller
 * confirms the amount shown, and the server cancels only if it still gives back exactly that.
 */
export class ManageBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'manage' | 'cancel'> }) {}

  async load(orderCode: string): Promise<Result<ManagedBooking, ManageBookingError>> {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code)) return err({ kind: 'NotFound' });
    const answer = await this.deps.booking.manage(code);
    return answer.ok ? ok(answer.value) : err(manageError(answer.error));
  }

  /** Cancels the whole booking for the refund shown (`quote.refund_amount`), only if it is allowed. */
  async cancel(booking: Pick<ManagedBooking, 'order_code' | 'cancel'>): Promise<Result<Refund, ManageBookingError>> {
    if (!booking.cancel.allowed) return err(booking.cancel.reason === 'ALREADY_CANCELLED' ? { kind: 'AlreadyCancelled' } : { kind: 'NotCancellable' });
    const answer = await this.deps.booking.cancel(booking.order_code, booking.cancel.refund_amount);
    return answer.ok ? ok(answer.value) : err(manageError(answer.error));
  }
}
