import { type Reservation } from './order';
import { type Quote } from './quote';
import { type BookingState, type HeldOrder } from './booking-state';
import {
  type CouponForm, type InvoiceForm, type LeaderForm, type PaymentForm, type PetForm, type TravellerForm, type VehicleForm,
} from './forms';
import { refresh } from './wizard';
import { isPrefilledPrefecture, prefectureOfZip } from '../../shared/greek-postcodes';
import { type Locale } from '../../shared/locale';

const patchAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry));

export function setTraveller(state: BookingState, index: number, patch: Partial<TravellerForm>): BookingState {
  return state.travellers[index] ? refresh({ ...state, travellers: patchAt(state.travellers, index, patch) }) : state;
}

export function setVehicleForm(state: BookingState, index: number, patch: Partial<VehicleForm>): BookingState {
  return state.vehicleForms[index] ? refresh({ ...state, vehicleForms: patchAt(state.vehicleForms, index, patch) }) : state;
}

export function setPetForm(state: BookingState, index: number, patch: Partial<PetForm>): BookingState {
  return state.petForms[index] ? refresh({ ...state, petForms: patchAt(state.petForms, index, patch) }) : state;
}

export function setLeader(state: BookingState, patch: Partial<LeaderForm>): BookingState {
  return refresh({ ...state, leader: { ...state.leader, ...patch } });
}

/** Changes the payment form; a reseller always pays from the credit limit, anyone else by card. */
export function setPaymentForm(state: BookingState, patch: Partial<PaymentForm>): BookingState {
  const paymentMethod = state.booknowIsReseller ? 'credit_limit' : 'card';
  return refresh({ ...state, paymentForm: { ...state.paymentForm, ...patch, paymentMethod } });
}

export function setInvoice(state: BookingState, patch: Partial<InvoiceForm>): BookingState {
  return refresh({ ...state, invoice: { ...state.invoice, ...patch } });
}

/** The coupon form; the discount shows once the booking is priced again with it. */
export function setCoupon(state: BookingState, patch: Partial<CouponForm>): BookingState {
  return { ...state, coupon: { ...state.coupon, ...patch } };
}

/** The reseller ('booknow') user and flag; the flag forces payment from the credit limit. */
export function setReseller(state: BookingState, userId: string | null, isReseller: boolean): BookingState {
  const paymentMethod = isReseller ? 'credit_limit' : 'card';
  return refresh({
    ...state, booknowUserId: userId, booknowIsReseller: isReseller, paymentForm: { ...state.paymentForm, paymentMethod },
  });
}

/** Stores the pricing answer when it still prices the selected trips (an answer to an older selection is dropped). */
export function setPricing(state: BookingState, pricing: Quote): BookingState {
  const selected = state.items.map((item) => item?.tripId).filter(Boolean);
  const priced = new Set(pricing.trips.map((t) => t.tripId));
  if (selected.length !== priced.size || !selected.every((id) => priced.has(id!))) return state;
  const items = state.items.map((item) => item && {
    ...item, total: pricing.trips.find((t) => t.tripId === item.tripId)?.trip_total ?? item.total,
  });
  return refresh({ ...state, items, pricing });
}

export function setOrder(state: BookingState, order: HeldOrder | null): BookingState {
  return { ...state, order };
}

export function setReservation(state: BookingState, reservation: Reservation | null): BookingState {
  return { ...state, reservation };
}

/** The booking session's uuid, sent as the `uuid` header on booking calls. */
export function setUuid(state: BookingState, uuid: string): BookingState {
  return { ...state, uuid };
}

/**
 * The courier and billing address's postal code (the leader's), with the prefecture prefilled from a Greek code
 * (issue 19): a prefecture the traveller typed is never overwritten; one prefilled from an earlier code is.
 */
export function setAddressZip(state: BookingState, zipcode: string, locale: Locale): BookingState {
  const next = setPaymentForm(setLeader(state, { zipcode }), { zipCode: zipcode });
  const typed = next.paymentForm.prefecture.trim();
  const prefecture = prefectureOfZip(zipcode, locale);
  if (!prefecture || (typed !== '' && !isPrefilledPrefecture(typed, locale))) return next;
  return typed === prefecture ? next : setPaymentForm(next, { prefecture });
}
