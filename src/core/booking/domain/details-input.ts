import { type Locale } from '../../shared/locale';
import { normaliseCouponCode } from '../../coupon/coupon';
import { type BookingState } from './booking-state';
import { type Quote } from './quote';
import { goToStep } from './wizard';
import { detailsFieldValue, setDetailsField, tidyDetailsField } from './details-fields';
import { digitsAndSpaces, normaliseCode, normaliseContactName, normaliseEmail, normaliseName } from './details-tidy';
import {
  setAddressZip, setCoupon, setInvoice, setLeader, setPaymentForm, setPetForm, setPricing, setTraveller, setVehicleForm,
} from './form-actions';
import { setPassengerChoice } from './party-actions';
import { type CodeKind } from './step2-choices';

/**
 * What the details step (step 3) writes into the booking beyond one field's value: what typing into a field keeps,
 * what a choice implies for other fields, the codes a traveller carries on every trip, the coupon still to apply,
 * and what the account and its saved records fill in. Pure; the view model forwards what was typed.
 */

/** A telephone number split into its calling prefix and national number. */
export interface PhoneParts { readonly prefix: string; readonly national: string }

/** What a field keeps of what was typed: telephone numbers their digits (the +30 of a courier's Greek number goes), tax and registry numbers their digits up to their length. */
export function typedDetailsValue(key: string, raw: string): string {
  switch (key) {
    case 'leader.mobile': case 'invoice.mobile': return digitsAndSpaces(raw);
    case 'payment.telephone': return digitsAndSpaces(raw.replace(/^\s*(\+|00)30/, ''));
    case 'invoice.tax': return raw.replace(/\D/g, '').slice(0, 9);
    case 'invoice.registry': return raw.replace(/\D/g, '').slice(0, 12);
    default: return raw;
  }
}

/**
 * Typing into a field of the details step. A leader's mobile typed or pasted with its international prefix
 * (`international`, split by the caller's numbering plans) sets the prefix and the national number.
 */
export function enterDetailsField(state: BookingState, key: string, raw: string, locale: Locale, international?: PhoneParts): BookingState {
  if (key === 'leader.mobile' && international) return setLeader(state, { phonePrefix: international.prefix, mobile: international.national });
  return setDetailsField(state, key, typedDetailsValue(key, raw), locale);
}

/** Ticket delivery: e-ticket at the port, or courier within Greece (the recipient defaults to the leader, a Greek mobile to theirs). */
export function chooseDelivery(state: BookingState, method: 'port' | 'courier'): BookingState {
  if (method === 'port') return setPaymentForm(state, { receiveTicketsMethod: 'port' });
  const { leader, paymentForm: pay } = state;
  const name = pay.name || normaliseContactName([leader.firstName, leader.lastName].filter(Boolean).join(' '));
  const telephone = pay.telephone || (leader.phonePrefix === '+30' ? leader.mobile : '');
  return setPaymentForm(state, { receiveTicketsMethod: 'courier', name, telephone });
}

/** The contact address is the billing (and courier) address. */
export function billingAddressFromContact(state: BookingState): BookingState {
  const { address, city, zipcode } = state.leader;
  const pay = state.paymentForm;
  return pay.address === address && pay.city === city && pay.zipCode === zipcode ? state : setPaymentForm(state, { address, city, zipCode: zipcode });
}

/** A Greek tax number (ΑΦΜ): nine digits. */
export function isTaxNumber(tax: string): boolean {
  return /^\d{9}$/.test(tax.trim());
}

/** The invoice's company as the tax authority knows it. */
export function setInvoiceCompany(state: BookingState, company: { companyName: string; activity: string; address: string; taxOffice: string }): BookingState {
  const { companyName, activity, address, taxOffice } = company;
  return setInvoice(state, { companyName, activity, address, taxOffice });
}

// Codes a traveller carries on every trip ---------------------------------------------------------------------

const CODE_CHOICE: Record<CodeKind, 'residentIdOrCode' | 'loyaltyCard'> = { man: 'residentIdOrCode', loyalty: 'loyaltyCard' };
const CODE_FORM: Record<CodeKind, 'manNumber' | 'loyaltyCard'> = { man: 'manNumber', loyalty: 'loyaltyCard' };

/** The field key of a traveller's code (`traveller.0.manNumber`). */
export const travellerCodeKey = (index: number, kind: CodeKind): string => `traveller.${index}.${CODE_FORM[kind]}`;

/** The code a traveller's choices carry on some trip (what the prices include). */
export function appliedTravellerCode(state: BookingState, index: number, kind: CodeKind): string | undefined {
  return state.items.map((item) => item?.passengers[index]?.[CODE_CHOICE[kind]]).find((code) => code);
}

/** The code in a traveller's field: as typed here, else the one the passengers step had accepted. */
export function travellerCode(state: BookingState, index: number, kind: CodeKind): string {
  return state.travellers[index]?.[CODE_FORM[kind]] ?? appliedTravellerCode(state, index, kind) ?? '';
}

/** A code typed that the prices do not include yet (or one removed that they still include). */
export function travellerCodePending(state: BookingState, index: number, kind: CodeKind): boolean {
  return normaliseCode(travellerCode(state, index, kind)) !== (appliedTravellerCode(state, index, kind) ?? '');
}

/** The traveller carries the code on the trips (legs) that accepted it, and none on the others. */
export function withTravellerCode(state: BookingState, index: number, kind: CodeKind, value: string, accepted: readonly number[]): BookingState {
  return state.items.reduce((acc, _, leg) => setPassengerChoice(acc, leg, index, { [CODE_CHOICE[kind]]: accepted.includes(leg) ? value : undefined }), state);
}

/** A field's text: a traveller's code shows the one the passengers step accepted until another is typed. */
export function detailsInputValue(state: BookingState, key: string): string {
  const [area, a, b] = key.split('.');
  if (area === 'traveller' && (b === 'manNumber' || b === 'loyaltyCard')) return travellerCode(state, Number(a), b === 'manNumber' ? 'man' : 'loyalty');
  return detailsFieldValue(state, key);
}

// Coupon ------------------------------------------------------------------------------------------------------

/** The coupon typed and not yet applied to the prices. */
export function couponPending(state: BookingState): boolean {
  const { hasCoupon, couponNumber } = state.coupon;
  return hasCoupon && couponNumber.trim() !== '' && state.pricing?.coupon !== normaliseCouponCode(couponNumber);
}

// The account and its saved records ---------------------------------------------------------------------------

/** The logged-in user's contact details as the account holds them. */
export interface AccountContact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly customer?: { readonly address?: string; readonly city?: string; readonly zipCode?: string; readonly nationality?: string };
}

/**
 * The leader pre-filled from the account: only fields still empty; the nationality as the country while no address
 * is typed; the account's telephone (`phone`, split by the caller) when no mobile is. The address also bills.
 */
export function prefillLeader(state: BookingState, account: AccountContact, phone: PhoneParts | undefined, locale: Locale): BookingState {
  const leader = state.leader;
  const c = account.customer ?? {};
  const patch: Record<string, string> = {};
  const fill = (field: keyof typeof leader, value: string | undefined) => {
    if (value && !String(leader[field] ?? '').trim()) patch[field] = value;
  };
  fill('firstName', normaliseContactName(account.firstName));
  fill('lastName', normaliseContactName(account.lastName));
  fill('email', normaliseEmail(account.email));
  fill('address', c.address);
  fill('city', c.city);
  fill('zipcode', c.zipCode);
  if (c.nationality && /^[A-Za-z]{2}$/.test(c.nationality) && !leader.address.trim()) patch.country = c.nationality.toUpperCase();
  if (phone && !leader.mobile.trim()) {
    patch.mobile = phone.national;
    patch.phonePrefix = phone.prefix;
  }
  if (Object.keys(patch).length === 0) return state;
  let next = setLeader(state, patch);
  if (patch.address) next = setPaymentForm(next, { address: patch.address });
  if (patch.city) next = setPaymentForm(next, { city: patch.city });
  if (patch.zipcode) next = setAddressZip(next, patch.zipcode, locale);
  return next;
}

/** A passenger saved in the account. */
export interface SavedTraveller {
  readonly firstName: string; readonly lastName: string; readonly gender: '' | 'male' | 'female'; readonly nationality: string;
  readonly birthDate: string; readonly documentNumber: string; readonly manNumber: string;
  readonly loyaltyClubs: readonly { readonly company: string; readonly cardNumber: string }[];
}

/** The fields a saved passenger fills. */
export const SAVED_TRAVELLER_FIELDS = ['name', 'surname', 'sex', 'nationality', 'birthDate', 'documentNumber', 'manNumber', 'loyaltyCard'] as const;

/** Traveller `index` filled from a saved passenger: names as on tickets, the loyalty card of a company of the trips. */
export function fillTravellerFromSaved(state: BookingState, index: number, saved: SavedTraveller): BookingState {
  const companies = new Set(state.items.map((item) => item?.company));
  const club = saved.loyaltyClubs.find((c) => companies.has(c.company));
  return setTraveller(state, index, {
    name: normaliseName(saved.firstName), surname: normaliseName(saved.lastName),
    ...(saved.gender ? { sex: saved.gender } : {}),
    nationality: saved.nationality ? saved.nationality.toUpperCase() : state.travellers[index]?.nationality ?? 'GR',
    birthDate: saved.birthDate, documentNumber: normaliseCode(saved.documentNumber),
    manNumber: normaliseCode(saved.manNumber), loyaltyCard: club ? normaliseCode(club.cardNumber) : state.travellers[index]?.loyaltyCard ?? '',
  });
}

/** Vehicle `index` filled from a saved vehicle. */
export function fillVehicleFromSaved(state: BookingState, index: number, saved: { plate: string; name: string }): BookingState {
  return setVehicleForm(state, index, { plate: normaliseCode(saved.plate), name: saved.name });
}

/** Pet `index` filled from a saved pet. */
export function fillPetFromSaved(state: BookingState, index: number, saved: { nickname: string; chip: string }): BookingState {
  return setPetForm(state, index, { name: normaliseContactName(saved.nickname), identityNumber: normaliseCode(saved.chip) });
}

/** The booking with the coupon applied (its prices come with it). */
export function withCoupon(state: BookingState, code: string): BookingState {
  return setCoupon(state, { hasCoupon: true, couponNumber: code });
}

/** The travellers' codes typed that the prices do not include yet, traveller by traveller (MAN code, then loyalty card). */
export function pendingTravellerCodes(state: BookingState): { index: number; kind: CodeKind }[] {
  return state.travellers.flatMap((_, index) => (['man', 'loyalty'] as const)
    .filter((kind) => travellerCodePending(state, index, kind)).map((kind) => ({ index, kind })));
}

/** The details step's check boxes: the terms, the newsletter, and whether an invoice is wanted. */
export function setDetailsFlag(state: BookingState, key: 'payment.checked' | 'payment.newsletter' | 'invoice.needInvoice', on: boolean): BookingState {
  if (key === 'invoice.needInvoice') return setInvoice(state, { needInvoice: on });
  return setPaymentForm(state, key === 'payment.checked' ? { checked: on } : { newsletter: on });
}

/**
 * Choices and their new prices in one transition, on the step the booking is at: the wizard never sees the unpriced
 * state between them (which would send it back to step 2), and whatever was typed meanwhile stays.
 */
export function withNewPrices(state: BookingState, change: (s: BookingState) => BookingState, pricing: Quote): BookingState {
  return goToStep(setPricing(change(state), pricing), state.currentStep);
}

/** A field left: its text tidied (`tidyDetailsField`: names as on tickets, codes in Latin capitals…). */
export function leaveDetailsField(state: BookingState, key: string, locale: Locale): BookingState {
  const current = detailsInputValue(state, key);
  const tidy = tidyDetailsField(key, current);
  return tidy === current ? state : setDetailsField(state, key, tidy, locale);
}
