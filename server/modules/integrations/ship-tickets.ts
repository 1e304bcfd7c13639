/**
 * Exports: `shipTickets(deps, order)`.
 * Printed tickets by courier are booked with the courier once the order is issued, never before it is paid (an
 * unpaid or failed order has no voucher). Called for every issued order (the saga's `onIssued`, which runs again
 * after a crash or a lost answer): an order that already has its shipping number, or whose tickets are not going
 * by courier, is left alone; the courier keeps one voucher per order code, so a repeated call books nothing twice.
 * The shipping number and the expected delivery day are kept in the order's reservation, so the success page, the
 * account's trips and the reservation e-mail show them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InsertBookingRequest, Reservation } from '../../../src/contract/index';
import { bookingOrders } from '../../database/schema/index';
import type { Db } from '../../database/connect';
import type { Courier } from '../../ports/courier';
import type { OrderRow } from '../booking/reservation';
import { toE164 } from '../emails/structs';
import { normaliseZip } from '../../../src/core/shared/greek-postcodes';

export async function shipTickets(deps: { readonly db: Db; readonly courier: Courier }, order: OrderRow): Promise<Reservation['shipping']> {
  const details = order.details as InsertBookingRequest | null;
  const reservation = order.reservation as Reservation | null;
  if (order.status !== 'success' || !reservation || details?.receiveTicketsMethod !== 'courier' || !details.shipping) return undefined;
  if (reservation.shipping) return reservation.shipping;
  const { leader, shipping } = details;
  const phone = `${leader.phonePrefix}${leader.mobile}`.replace(/\s/g, '');
  const { voucher } = await deps.courier.createVoucher({
    orderCode: order.orderCode, name: shipping.doorName ?? `${leader.firstName} ${leader.lastName}`, address: shipping.address,
    city: shipping.city, prefecture: shipping.prefecture, zipCode: normaliseZip(shipping.zipCode) ?? shipping.zipCode,
    telephone: toE164(phone) ?? phone,
  });
  const kept = { shippingNumber: voucher.shippingNumber, estimatedDelivery: voucher.estimatedDelivery };
  await deps.db.update(bookingOrders)
    .set({ reservation: sql`${bookingOrders.reservation} || ${JSON.stringify({ shipping: kept })}::jsonb` })
    .where(and(eq(bookingOrders.id, order.id), sql`not (${bookingOrders.reservation} ? 'shipping')`));
  return kept;
}
