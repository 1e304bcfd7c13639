/**
 * Prices a booking request: each trip from its company's fare tables (the operators' `quote`), then the shop's
 * service fee, a coupon and the courier fee. Integer cents throughout; the client's prices are never read.
 */
import { type PricingAnswer, type PricingRequest, serviceFeeCents, shippingCostCents } from '../../../src/contract/index';
import type { OperatorCatalogue, Trip, TripQuote } from '../../ports/ferry-operators';
import { ApiError } from '../../http/errors';
import { couponDiscount, couponProblem, invalidCoupon, type CouponSource } from './coupons';
import { formatAthens } from '../../operators/athens-time';

export interface PricedTrip { readonly trip: Trip; readonly quote: TripQuote }
export interface Priced { readonly answer: PricingAnswer; readonly trips: readonly PricedTrip[] }

export async function priceBooking(ops: OperatorCatalogue, coupons: CouponSource, request: PricingRequest, now: Date): Promise<Priced> {
  const priced: PricedTrip[] = [];
  const seen = new Set<string>();
  for (const [i, item] of request.trips.entries()) {
    const trip = ops.trip(item.tripId);
    if (!trip) throw new ApiError(422, 'UNKNOWN_TRIP', `Trip ${item.tripId} is not in the timetable`, `trips.${i}.tripId`);
    if (trip.departure.getTime() <= now.getTime()) throw new ApiError(422, 'TRIP_DEPARTED', `Trip ${item.tripId} has already left`, `trips.${i}.tripId`);
    if (seen.has(trip.tripId)) throw new ApiError(422, 'DUPLICATE_TRIP', `Trip ${item.tripId} is listed twice`, `trips.${i}.tripId`);
    seen.add(trip.tripId);
    const quote = await ops.quote(trip, {
      passengers: item.passengers, vehicles: item.vehicles ?? [], trailers: item.trailers ?? [], pets: item.Pets ?? [],
      services: item.additionalServices ?? [],
    });
    if (!quote.ok) throw new ApiError(422, 'INVALID_BOOKING_ITEM', quote.error.message, `trips.${i}.${quote.error.field}`);
    priced.push({ trip, quote: quote.value });
  }
  const subtotal = priced.reduce((sum, p) => sum + p.quote.total, 0);
  let discount = 0;
  let couponCode: string | null = null;
  if (request.coupon) {
    // Any case: `welcome10` is WELCOME10; the order keeps the coupon's own code.
    const coupon = await coupons.find(request.coupon);
    if (!coupon || couponProblem(coupon, { code: request.coupon, amount: subtotal, email: request.email, now })) throw invalidCoupon();
    discount = couponDiscount(coupon, subtotal);
    couponCode = coupon.name;
  }
  // The shop's fees come from the one source of business constants (src/core/booking/domain/business-rules.ts).
  const serviceFee = serviceFeeCents(priced.length);
  const shippingCost = shippingCostCents(request.receiveTicketsMethod);
  const answer: PricingAnswer = {
    trips: priced.map(({ trip, quote }) => ({
      tripId: trip.tripId, company: trip.company.code, vesselCode: trip.vessel.code,
      departureDatetime: formatAthens(trip.departure), arrivalDatetime: formatAthens(trip.arrival),
      passengerPrices: quote.passengers.map((p) => ({
        index: p.index, passengerType: p.passengerType, accommodationType: p.code, fare: p.fare, discount: p.discount,
        discountCode: p.discountCode, total: p.total,
      })),
      vehiclePrices: quote.vehicles.map((v) => ({ index: v.index, accommodationType: v.code, length: v.length, fare: v.fare, discount: v.discount, total: v.total })),
      trailerPrices: quote.trailers.map((v) => ({ index: v.index, accommodationType: v.code, length: v.length, fare: v.fare, discount: v.discount, total: v.total })),
      servicePrices: quote.services.map((s) => ({ index: s.index, code: s.code, quantity: s.quantity, unitPrice: s.unitPrice, total: s.total })),
      petPrices: quote.pets.map((p) => ({ index: p.index, code: p.code, passengerIndex: p.passengerIndex, total: p.total })),
      trip_total: quote.total,
    })),
    subtotal, serviceFee, discount, coupon: couponCode, shippingCost,
    total: subtotal - discount + serviceFee + shippingCost,
    currency: 'EUR',
  };
  return { answer, trips: priced };
}
