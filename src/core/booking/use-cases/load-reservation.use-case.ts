import { type Order, type OrderOutcome, type Reservation } from '../domain/order';
import { type BookingRefusal, ORDER_MOVED_ON } from '../domain/booking-refusal';
import { type Cents } from '../../shared/money';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';

/** Why an order's money went back (the server's `outcome`): the company refused, the coupon was used up… */
export type { OrderOutcome };

/** What the traveller is told of a paid order that was not issued: why, how much goes back, and whether it has. */
export interface RefundInfo {
  /** The amount paid back (cents); null when the server has not said yet. */
  readonly amount: Cents | null;
  readonly outcome: OrderOutcome | null;
  /** The processor has paid it back (the order is `refunded`); otherwise it is on its way. */
  readonly done: boolean;
}

/**
 * Why an order shows no tickets: unknown (or another user's), not paid (a declined or unfinished card payment), paid
 * and its tickets still being confirmed with the company (Issuing: ask again shortly), paid but not issued (the
 * money goes back: NotIssued, with what the server says of the refund), or another failure.
 */
export type ReservationError =
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'NotPaid' }
  | { readonly kind: 'Issuing' }
  | { readonly kind: 'NotIssued'; readonly refund?: RefundInfo }
  | { readonly kind: 'Failed'; readonly refusal: BookingRefusal };

function reservationError(refusal: BookingRefusal): ReservationError {
  if (refusal.kind === 'NotFound' || refusal.kind === 'NotAllowed') return { kind: 'NotFound' };
  if (refusal.kind === 'NotPaid') return { kind: 'NotPaid' };
  if (refusal.kind === 'Issuing') return { kind: 'Issuing' };
  if (ORDER_MOVED_ON.has(refusal.kind) || refusal.kind === 'HoldExpired' || refusal.kind === 'CreditTooLow') return { kind: 'NotIssued' };
  return { kind: 'Failed', refusal };
}

/** The refund the server records on an order that ended without tickets; undefined when it records none. */
export function refundOf(order: Order): RefundInfo | undefined {
  if (!order.paid && order.refund_amount == null) return undefined;
  return { amount: order.refund_amount ?? null, outcome: order.outcome ?? null, done: order.order_status === 'refunded' };
}

/** The tickets of an order, read from the server by its code: the server, never the page, knows whether it was paid. */
export class LoadReservation {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'issueTickets' | 'voucher' | 'orderStatus'> }) {}

  /**
   * After the payment page: the issued reservation; NotFound, NotPaid, Issuing, NotIssued (with the refund the
   * server records: why and how much) or Failed.
   */
  async afterPayment(orderCode: string, userId?: string): Promise<Result<Reservation, ReservationError>> {
    const code = orderCode.trim().toUpperCase();
    if (!code) return err({ kind: 'NotFound' });
    const done = await this.deps.booking.issueTickets(code, userId);
    if (done.ok) return ok(done.value);
    const error = reservationError(done.error);
    if (error.kind !== 'NotIssued') return err(error);
    // Why the money goes back and how much: the order says. Without it the traveller is still told it goes back.
    const order = await this.deps.booking.orderStatus(code, userId).catch(() => undefined);
    const refund = order?.ok ? refundOf(order.value) : undefined;
    return err(refund ? { kind: 'NotIssued', refund } : { kind: 'NotIssued' });
  }

  /** The tickets of an issued order (the account's trips); NotFound, NotIssued or Failed. */
  async tickets(orderCode: string): Promise<Result<Reservation, ReservationError>> {
    const voucher = await this.deps.booking.voucher(orderCode);
    return voucher.ok ? ok(voucher.value.reservation) : err(reservationError(voucher.error));
  }
}
