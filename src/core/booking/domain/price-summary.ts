import { type Cents, sumCents } from '../../shared/money';
import { type BookingState } from './booking-state';

/** The price parts shown beside the booking (SPEC.md section 3). All in cents. */
export interface PriceSummary {
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly serviceFee: Cents;
  /** What a reseller pays from the credit limit; 0 for anyone else. */
  readonly creditLimit: Cents;
  /** The courier fee when tickets go by courier. */
  readonly extraCost: Cents;
  readonly finalPrice: Cents;
}

/**
 * The summary built from the pricing answer of the trips still selected. The courier fee follows the delivery
 * chosen now, so changing delivery needs no new pricing; a discount never exceeds the subtotal.
 */
export function priceSummary(state: BookingState): PriceSummary | undefined {
  const pricing = state.pricing;
  if (!pricing || pricing.trips.length === 0) return undefined;
  const subtotal = sumCents(pricing.trips.map((trip) => trip.trip_total));
  const discount = Math.min(pricing.discount, subtotal);
  const extraCost = state.paymentForm.receiveTicketsMethod === 'courier' ? state.shippingCost : 0;
  const finalPrice = subtotal - discount + pricing.serviceFee + extraCost;
  return {
    subtotal,
    discount,
    serviceFee: pricing.serviceFee,
    creditLimit: state.booknowIsReseller ? finalPrice : 0,
    extraCost,
    finalPrice,
  };
}
