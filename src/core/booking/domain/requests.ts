import { type Assistance } from './assistance';
import { type FuelType } from '../../shared/vehicle-fuel';
import { type Locale } from '../../shared/locale';
import { type BookingState, type TripBooking } from './booking-state';
import { type PassengerChoice, type VehicleChoice } from './party';

/**
 * What the core asks the shop for, in the shop's words: a quote (and a hold) of the chosen trips, then the details
 * of the order. The server-backed adapter maps them to the Booking API's requests (src/adapters/http/booking.mappers.ts:
 * `orderCode` is the wire's `order_code`, a `postcode` its `zipcode`/`zipCode`, a trip's `pets` its `Pets`).
 */
export interface PassengerRequest {
  readonly passengerType: string;
  readonly accommodationType: string;
  readonly accommodationRequestType?: 'COMPLETE' | 'SHARED';
  readonly sex?: 'male' | 'female';
  readonly discountIdOrCode?: string;
  readonly documentId?: string;
  readonly loyaltyCard?: string;
  readonly residentIdOrCode?: string;
}
export interface VehicleRequest { readonly accommodationType: string; readonly length: number; readonly discountIdOrCode?: string; readonly loyaltyCard?: string }
export interface PetRequest { readonly code: string; readonly description?: string; readonly passengerIndex: number; readonly identityNumber?: string }
/** One trip of a quote or hold request. */
export interface TripRequest {
  readonly tripId: string;
  readonly passengers: PassengerRequest[];
  readonly vehicles?: VehicleRequest[];
  readonly trailers?: VehicleRequest[];
  readonly pets?: PetRequest[];
  readonly additionalServices?: { readonly code: string; readonly quantity: number }[];
  readonly vesselCode?: string;
  readonly company?: string;
  readonly departurePort?: string;
  readonly destinationPort?: string;
  readonly departureDatetime?: string;
  readonly arrivalDateTime?: string;
}
/** The quote (and hold) request of the chosen trips. */
export interface QuoteRequest {
  readonly trips: TripRequest[];
  readonly coupon?: string;
  /** The customer's e-mail, for coupons restricted to one address. */
  readonly email?: string;
  readonly receiveTicketsMethod?: 'port' | 'courier';
  readonly lang?: Locale;
}
type Sex = 'male' | 'female';
/** The details of a held order: the leader, one traveller per passenger, vehicles, pets, delivery and invoice. */
export interface DetailsRequest {
  readonly orderCode: string;
  readonly leader: {
    readonly firstName: string; readonly lastName: string; readonly email: string; readonly mobile: string; readonly phonePrefix: string;
    readonly address?: string; readonly postcode?: string; readonly city?: string; readonly country: string; readonly sex?: Sex;
  };
  readonly passengers: {
    readonly name: string; readonly surname: string; readonly sex?: Sex; readonly nationality?: string; readonly birthDate?: string; readonly documentNumber?: string;
    readonly assistance?: Assistance;
  }[];
  readonly vehicles?: { readonly plate: string; readonly name?: string; readonly fuelType?: FuelType }[];
  readonly pets?: { readonly name: string; readonly identityNumber?: string }[];
  readonly receiveTicketsMethod: 'port' | 'courier';
  readonly shipping?: {
    readonly address: string; readonly city: string; readonly postcode: string; readonly prefecture: string; readonly country: string;
    readonly doorName?: string; readonly poBox?: string;
  };
  readonly paymentMethod: 'card' | 'credit_limit';
  readonly invoice?: {
    readonly companyName: string; readonly activity: string; readonly tax: string; readonly taxOffice?: string; readonly address: string;
    readonly registry?: string; readonly mobile?: string;
  };
  readonly newsletter?: boolean;
  readonly lang?: Locale;
}

const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

function passengerRequestOf(p: PassengerChoice) {
  return {
    passengerType: p.passengerType,
    accommodationType: p.accommodationType,
    accommodationRequestType: p.accommodationRequestType,
    sex: p.sex,
    discountIdOrCode: text(p.discountIdOrCode),
    documentId: text(p.documentId),
    loyaltyCard: text(p.loyaltyCard),
    residentIdOrCode: text(p.residentIdOrCode),
  };
}

const vehicleRequestOf = (v: VehicleChoice) => ({
  accommodationType: v.accommodationType, length: v.length, discountIdOrCode: text(v.discountIdOrCode), loyaltyCard: text(v.loyaltyCard),
});

/** A trip's booking item as a quote asks for it: empty trailer slots and unattached pets left out. */
export function tripRequestOf(item: TripBooking): TripRequest {
  return {
    tripId: item.tripId,
    vesselCode: item.vesselCode,
    company: item.company,
    departurePort: item.departurePort,
    destinationPort: item.destinationPort,
    departureDatetime: item.departureDatetime,
    arrivalDateTime: item.arrivalDateTime,
    passengers: item.passengers.map(passengerRequestOf),
    vehicles: item.vehicles.map(vehicleRequestOf),
    trailers: item.trailers.flatMap((t) => (t ? [vehicleRequestOf(t)] : [])),
    pets: item.pets.flatMap((pet) => (pet.passengerIndex === null ? [] : [{
      code: pet.code, description: text(pet.description), passengerIndex: pet.passengerIndex, identityNumber: text(pet.identityNumber),
    }])),
    additionalServices: item.additionalServices.map((s) => ({ code: s.code, quantity: s.quantity })),
  };
}

/** The pricing (and optional-booking) request of the selected trips, in departure order, with the coupon when given. */
export function pricingRequest(state: BookingState, locale: Locale): QuoteRequest | undefined {
  const items = state.items.filter((item): item is TripBooking => item !== null);
  if (items.length === 0 || items.length !== state.routesLength) return undefined;
  const coupon = state.coupon.hasCoupon ? text(state.coupon.couponNumber) : undefined;
  return {
    trips: [...items].sort((a, b) => a.departureDatetime.localeCompare(b.departureDatetime)).map(tripRequestOf),
    coupon,
    email: coupon ? text(state.leader.email) : undefined,
    receiveTicketsMethod: state.paymentForm.receiveTicketsMethod,
    lang: locale,
  };
}

/** The insert-booking request: the leader, one traveller per passenger, vehicle and pet details, delivery, invoice. */
export function insertBookingRequest(state: BookingState, orderCode: string, locale: Locale): DetailsRequest {
  const { leader, paymentForm: pay, invoice } = state;
  const trailers = state.party.trailers.flatMap((t, i) => (t ? [i] : []));
  return {
    orderCode,
    leader: {
      firstName: leader.firstName.trim(), lastName: leader.lastName.trim(), email: leader.email.trim(),
      mobile: leader.mobile.trim(), phonePrefix: leader.phonePrefix.trim() || '+30',
      address: text(leader.address), postcode: text(leader.zipcode), city: text(leader.city),
      country: leader.country || 'GR', sex: leader.sex,
    },
    passengers: state.travellers.map((t) => ({
      name: t.name.trim(), surname: t.surname.trim(), sex: t.sex, nationality: text(t.nationality),
      birthDate: text(t.birthDate), documentNumber: text(t.documentNumber),
      assistance: t.assistance ? { kind: t.assistance, ...(text(t.assistanceNote ?? '') ? { note: (t.assistanceNote ?? '').trim() } : {}) } : undefined,
    })),
    vehicles: [
      ...state.vehicleForms.map((v) => ({ plate: v.plate.trim() || '-', name: text(v.name), fuelType: v.fuelType || undefined })),
      ...trailers.map((i) => ({ plate: state.vehicleForms[i]?.plate.trim() || '-', name: 'trailer' })),
    ],
    pets: state.petForms.filter((_, i) => state.party.pets[i]?.passengerIndex !== null)
      .map((p) => ({ name: p.name.trim(), identityNumber: text(p.identityNumber) })),
    receiveTicketsMethod: pay.receiveTicketsMethod,
    shipping: pay.receiveTicketsMethod === 'courier' ? {
      address: pay.address.trim(), city: pay.city.trim(), postcode: pay.zipCode.trim(), prefecture: pay.prefecture.trim(),
      country: 'GR', doorName: text(pay.name), poBox: text(pay.poBox),
    } : undefined,
    paymentMethod: state.booknowIsReseller ? 'credit_limit' : 'card',
    invoice: invoice.needInvoice ? {
      companyName: invoice.companyName.trim(), activity: invoice.activity.trim(), tax: invoice.tax.trim(),
      taxOffice: text(invoice.taxOffice), address: invoice.address.trim(), registry: text(invoice.registry), mobile: text(invoice.mobile),
    } : undefined,
    newsletter: pay.newsletter,
    lang: locale,
  };
}
