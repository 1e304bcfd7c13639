import { type Order, type Quote, type Reservation, type TripQuote } from '../../core/booking';
import { type Sailing } from '../../core/search';
import { type DetailsRequest, type TripRequest, passengerOffers } from '../../core/booking';
import { DEFAULT_PASSENGER_TYPE, percentOfAdultFare } from '../../core/search';
import { type Clock } from '../../core/shared/clock.port';
import { err, ok } from '../../core/shared/result';
import { type BookingField, type BookingRefusal, type BookingRefusalKind, type InvalidReason, refuse, refuseField } from '../../core/booking/domain/booking-refusal';
import { passportName } from '../../core/shared/passport-name';

/** A refusal in the shop's words, as the server's reads once mapped by the server-backed gateway. */
export const fail = (kind: Exclude<BookingRefusalKind, 'Invalid'>, detail: string, field?: BookingField) => err<BookingRefusal>(refuse(kind, detail, field));
/** A refused field of the request. */
export const failField = (reason: InvalidReason, detail: string, field?: BookingField) => err<BookingRefusal>(refuseField(reason, detail, field));

export const PET_FARE = 1500;

/** What pricing reads of the gateway's seed (`InMemoryBookingSeed`): the timetable's sailings and the clock. */
export interface PricingSeed {
  trip(tripId: string): Sailing | undefined;
  readonly clock: Clock;
}

/** What a reservation is made of in a stored order (`StoredOrder`): its amount, prices and details. */
export interface IssuedOrder {
  readonly order: Pick<Order, 'payment_amount'>;
  readonly pricing: Quote;
  readonly details?: DetailsRequest;
}

/** The price of one trip of a request (the `position`-th in departure order), from the seeded sailing's fares. */
export function priceTrip(item: TripRequest, seed: PricingSeed, position = 0) {
  const trip = seed.trip(item.tripId);
  if (!trip) return failField('UnknownTrip', `Sailing ${item.tripId} is not in the timetable`, { part: 'trip' });
  if (Date.parse(trip.departureDatetime) <= Date.parse(seed.clock.nowIso())) return failField('TripDeparted', `Sailing ${item.tripId} has already left`, { part: 'trip' });
  const offers = passengerOffers(trip);
  const passengerPrices = [];
  for (const [index, p] of item.passengers.entries()) {
    const offer = offers.find((o) => o.code === p.accommodationType);
    if (!offer) return failField('Input', `no ${p.accommodationType} on ${trip.tripId}`, { part: 'passenger', trip: position, index, name: 'accommodationType' });
    const wanted = item.passengers.filter((q) => q.accommodationType === offer.code).length;
    if (offer.available < wanted) return fail('NoAvailability', 'no room left');
    const passengerType = p.passengerType ?? DEFAULT_PASSENGER_TYPE;
    // The shop's reference share of the adult fare for the type (the passenger-type table).
    const fare = Math.round((offer.lowestFare * percentOfAdultFare(passengerType)) / 100);
    passengerPrices.push({ index, passengerType, accommodationType: offer.code, fare, discount: 0, discountCode: null, total: fare });
  }
  const vehiclesOf = (list: TripRequest['vehicles']) => {
    if ((list ?? []).length > 0 && !trip.garageAvailability) return undefined;
    return (list ?? []).map((v, index) => {
      const fare = Math.round((trip.garageAvailability!.lowestFare * v.length) / 4);
      return { index, accommodationType: v.accommodationType, length: v.length, fare, discount: 0, total: fare };
    });
  };
  const vehiclePrices = vehiclesOf(item.vehicles);
  const trailerPrices = vehiclesOf(item.trailers);
  if (!vehiclePrices || !trailerPrices) return fail('NoAvailability', 'the vessel takes no vehicles');
  if ((item.pets ?? []).length > trip.petAvailability) return fail('NoAvailability', 'no room for pets');
  const petPrices = (item.pets ?? []).map((pet, index) => ({ index, code: pet.code, passengerIndex: pet.passengerIndex, total: PET_FARE }));
  const all = [...passengerPrices, ...vehiclePrices, ...trailerPrices, ...petPrices];
  return ok<TripQuote>({
    tripId: trip.tripId, company: trip.company.code, vesselCode: trip.vesselCode, departureDatetime: trip.departureDatetime,
    arrivalDatetime: trip.arrivalDatetime, passengerPrices, vehiclePrices, trailerPrices, servicePrices: [], petPrices,
    trip_total: all.reduce((sum, p) => sum + p.total, 0),
  });
}

/** The reservation of a paid order: a ticket per passenger on every trip. */
export function issueReservation(orderCode: string, stored: IssuedOrder, seed: PricingSeed): Reservation {
  const details = stored.details!;
  let ticket = 0;
  return {
    order_code: orderCode, order_status: 'success', reservationNumber: `R${orderCode}`,
    fullName: `${details.leader.firstName} ${details.leader.lastName}`, email: details.leader.email,
    trips: stored.pricing.trips.map((t) => {
      const trip = seed.trip(t.tripId)!;
      return {
        tripId: t.tripId, company: t.company, companyName: trip.company.name, vesselName: trip.vesselName,
        from: trip.from.code, to: trip.to.code, departureDatetime: t.departureDatetime, arrivalDatetime: t.arrivalDatetime,
        companyReservationCode: `${t.company}-${orderCode.slice(-6)}`, checkinCode: `CK${orderCode.slice(-4)}`,
        passengers: t.passengerPrices.map((p) => ({
          index: p.index, name: passportName(details.passengers[p.index]?.name ?? ''), surname: passportName(details.passengers[p.index]?.surname ?? ''),
          passengerType: p.passengerType, accommodationType: p.accommodationType, ticketNumber: `T${String(++ticket).padStart(8, '0')}`, price: p.total,
          ...(details.passengers[p.index]?.assistance ? { assistance: details.passengers[p.index]?.assistance } : {}),
        })),
        vehicles: t.vehiclePrices.map((v) => ({
          index: v.index, plate: details.vehicles?.[v.index]?.plate ?? '', accommodationType: v.accommodationType, price: v.total,
          ticketNumber: `V${String(++ticket).padStart(8, '0')}`,
        })),
        pets: t.petPrices.map((p) => ({ index: p.index, name: details.pets?.[p.index]?.name ?? '', code: p.code, price: p.total })),
        trip_total: t.trip_total,
      };
    }),
    subtotal: stored.pricing.subtotal, serviceFee: stored.pricing.serviceFee, shippingCost: stored.pricing.shippingCost,
    discount: stored.pricing.discount, total: stored.pricing.total, payment_amount: stored.order.payment_amount,
    issued_at: seed.clock.nowIso(),
  };
}
