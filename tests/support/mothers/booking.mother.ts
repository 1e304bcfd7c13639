import { type Quote } from '../../../src/core/booking';
import { type Sailing } from '../../../src/core/search';
import {
  type BookingState, INITIAL_BOOKING, selectTrip, setLeader, setPaymentForm, setPricing, setTraveller, setVehicleForm,
  startBooking,
} from '../../../src/core/booking';
import { DEFAULT_TRAVELLERS, type Travellers } from '../../../src/core/search';
import { aReturnTrip, aTrip } from './trip.mother';

export function travellers(overrides: Partial<Omit<Travellers, 'passengers'>> & { adults?: number; children?: number } = {}): Travellers {
  const { adults = 1, children = 0, ...rest } = overrides;
  return { ...DEFAULT_TRAVELLERS, passengers: { ...DEFAULT_TRAVELLERS.passengers, AD: adults, CH: children }, ...rest };
}

/** A pricing answer for trips, each passenger at 30 € and each vehicle at 90 €. */
export function aPricing(trips: readonly Sailing[], state: BookingState, overrides: Partial<Quote> = {}): Quote {
  const priced = trips.map((trip) => {
    const passengers = state.party.passengerTypes.map((type, index) => ({
      index, passengerType: type, accommodationType: 'DECK', fare: 3000, discount: 0, discountCode: null, total: 3000,
    }));
    const vehicles = state.party.vehicles.map((v, index) => ({ index, accommodationType: v.accommodationType, length: v.length, fare: 9000, discount: 0, total: 9000 }));
    return {
      tripId: trip.tripId, company: trip.company.code, vesselCode: trip.vesselCode,
      departureDatetime: trip.departureDatetime, arrivalDatetime: trip.arrivalDatetime,
      passengerPrices: passengers, vehiclePrices: vehicles, trailerPrices: [], servicePrices: [], petPrices: [],
      trip_total: 3000 * passengers.length + 9000 * vehicles.length,
    };
  });
  const subtotal = priced.reduce((s, t) => s + t.trip_total, 0);
  return { trips: priced, subtotal, serviceFee: 150, discount: 0, coupon: null, shippingCost: 0, total: subtotal + 150, currency: 'EUR', ...overrides };
}

/** A round trip for `adults` with both sailings chosen (ResultsStep1 valid). */
export function aBookingWithTrips(adults = 2, extra: Partial<Omit<Travellers, 'passengers'>> = {}): BookingState {
  const started = startBooking(INITIAL_BOOKING, 2, travellers({ adults, ...extra }));
  return selectTrip(selectTrip(started, 0, aTrip()), 1, aReturnTrip());
}

/** A booking priced, with every detail filled and the terms accepted: all three steps valid. */
export function aCompleteBooking(adults = 2): BookingState {
  let state = aBookingWithTrips(adults);
  state = setPricing(state, aPricing([aTrip(), aReturnTrip()], state));
  state.travellers.forEach((_, i) => {
    state = setTraveller(state, i, { name: `Maria${'abcdefghij'[i]}`, surname: 'Papadopoulou', sex: 'female', birthDate: '01/02/1990', documentNumber: `AB12345${i}` });
  });
  state.vehicleForms.forEach((_, i) => {
    state = setVehicleForm(state, i, { plate: `IKA 12${i}4` });
  });
  state = setLeader(state, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678' });
  return setPaymentForm(state, { checked: true });
}
