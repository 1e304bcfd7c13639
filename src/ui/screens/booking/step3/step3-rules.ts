import { berthSexOf } from '../../../../core/booking/domain/berth-sex';
import { type BookingState } from '../../../../core/booking/domain/booking-state';
import { isBirthDate } from '../../../../core/booking/domain/birth-date';
import { BOOKING_MESSAGES, isPhone } from '../../../../core/booking/domain/step-rules';
import { isEmail } from '../../../../core/shared/validation';
import { isRealPhone } from './countries';

/** Message ids of the passenger-details step; the SPEC's wording where it has one (section 8). */
export const STEP3_MESSAGES = {
  required: 'results.step3.error.required',
  birthDateInvalid: 'account.validation.birthDateInvalid',
  birthDateFuture: 'account.validation.birthDateFuture',
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  phoneInvalid: BOOKING_MESSAGES.invalidPhone,
  zipCodeInvalid: 'account.validation.zipCodeInvalid',
  greekZipCode: 'results.step3.error.greekZipCode',
  courierGreeceOnly: 'results.step3.error.courierGreeceOnly',
  taxNumber: 'results.step3.error.taxNumber',
  terms: BOOKING_MESSAGES.paymentFields,
  shipping: BOOKING_MESSAGES.shippingDetails,
  manInvalid: 'results.step3.error.manInvalid',
  loyaltyInvalid: 'results.step3.error.loyaltyInvalid',
  couponInvalid: 'results.step3.error.couponInvalid',
  berthSex: 'results.step3.error.berthSex',
  invalid: 'account.validation.invalid',
} as const;

/** What the companies of the chosen trips need of each traveller, vehicle and pet. */
export interface Step3Needs {
  readonly sex: boolean;
  readonly birthDate: boolean;
  readonly nationality: boolean;
  readonly document: boolean;
  readonly plate: boolean;
  readonly petChip: boolean;
}

export function step3Needs(state: BookingState): Step3Needs {
  const rules = state.routes.map((trip) => trip?.BookingValidation);
  const any = (key: 'requiresSex' | 'requiresBirthDate' | 'requiresNationality' | 'requiresDocument' | 'requiresPlate' | 'requiresPetChip') =>
    rules.some((rule) => rule?.[key] === true);
  return {
    sex: any('requiresSex'), birthDate: any('requiresBirthDate'), nationality: any('requiresNationality'),
    document: any('requiresDocument'), plate: any('requiresPlate'), petChip: any('requiresPetChip'),
  };
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * Field key → message id of every field of ResultsStep3 that is not right yet, in the order the form shows them.
 * Keys: `traveller.{i}.{field}`, `vehicle.{i}.plate`, `pet.{i}.{field}`, `leader.{field}`, `payment.{field}`,
 * `invoice.{field}`, `terms`. It holds at least what the core's `detailsErrors` asks (so a booking it lets
 * through is one the core accepts) plus real dates and real phone numbers.
 */
export function step3FieldErrors(state: BookingState, todayIso: string): Map<string, string> {
  const errors = new Map<string, string>();
  const needs = step3Needs(state);
  const require = (key: string, value: string | undefined) => {
    if (blank(value)) errors.set(key, STEP3_MESSAGES.required);
  };
  state.travellers.forEach((t, i) => {
    require(`traveller.${i}.name`, t.name);
    require(`traveller.${i}.surname`, t.surname);
    const berth = berthSexOf(state, i);
    if (berth === 'mixed' || (berth && t.sex && t.sex !== berth)) errors.set(`traveller.${i}.sex`, STEP3_MESSAGES.berthSex);
    else if ((needs.sex || berth) && !t.sex) errors.set(`traveller.${i}.sex`, STEP3_MESSAGES.required);
    if (needs.nationality) require(`traveller.${i}.nationality`, t.nationality);
    if (blank(t.birthDate)) {
      if (needs.birthDate) errors.set(`traveller.${i}.birthDate`, STEP3_MESSAGES.required);
    } else if (!isBirthDate(t.birthDate, '9999-12-31')) {
      errors.set(`traveller.${i}.birthDate`, STEP3_MESSAGES.birthDateInvalid);
    } else if (!isBirthDate(t.birthDate, todayIso.slice(0, 10))) {
      errors.set(`traveller.${i}.birthDate`, STEP3_MESSAGES.birthDateFuture);
    }
    if (needs.document) require(`traveller.${i}.documentNumber`, t.documentNumber);
  });
  state.vehicleForms.forEach((v, i) => {
    if (needs.plate) require(`vehicle.${i}.plate`, v.plate);
  });
  state.petForms.forEach((p, i) => {
    if (state.party.pets[i]?.passengerIndex === null) return;
    require(`pet.${i}.name`, p.name);
    if (needs.petChip) require(`pet.${i}.identityNumber`, p.identityNumber);
  });

  const { leader, paymentForm: pay, invoice } = state;
  require('leader.firstName', leader.firstName);
  require('leader.lastName', leader.lastName);
  if (blank(leader.email)) errors.set('leader.email', STEP3_MESSAGES.emailRequired);
  else if (!isEmail(leader.email.trim())) errors.set('leader.email', STEP3_MESSAGES.emailInvalid);
  if (blank(leader.mobile)) errors.set('leader.mobile', STEP3_MESSAGES.required);
  else if (!isPhone(leader.mobile) || !isRealPhone(leader.phonePrefix, leader.mobile)) errors.set('leader.mobile', STEP3_MESSAGES.phoneInvalid);
  require('leader.address', leader.address);
  require('leader.city', leader.city);
  require('payment.prefecture', pay.prefecture);
  const courier = pay.receiveTicketsMethod === 'courier';
  if (blank(leader.zipcode)) errors.set('leader.zipcode', STEP3_MESSAGES.required);
  else if (courier || leader.country === 'GR') {
    if (!/^[0-9]{3} ?[0-9]{2}$/.test(leader.zipcode.trim())) errors.set('leader.zipcode', STEP3_MESSAGES.greekZipCode);
  } else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(leader.zipcode.trim())) errors.set('leader.zipcode', STEP3_MESSAGES.zipCodeInvalid);
  require('leader.country', leader.country);

  if (courier) {
    if (leader.country !== 'GR') errors.set('payment.receiveTicketsMethod', STEP3_MESSAGES.courierGreeceOnly);
    require('payment.name', pay.name);
    if (blank(pay.telephone)) errors.set('payment.telephone', STEP3_MESSAGES.required);
    else if (!isPhone(pay.telephone) || !isRealPhone('+30', pay.telephone)) errors.set('payment.telephone', STEP3_MESSAGES.phoneInvalid);
  }

  if (invoice.needInvoice) {
    if (!/^[0-9]{9}$/.test(invoice.tax.trim())) errors.set('invoice.tax', blank(invoice.tax) ? STEP3_MESSAGES.required : STEP3_MESSAGES.taxNumber);
    require('invoice.companyName', invoice.companyName);
    require('invoice.activity', invoice.activity);
    require('invoice.address', invoice.address);
  }
  if (!pay.checked) errors.set('terms', STEP3_MESSAGES.terms);
  return errors;
}

/** The SPEC's message for what is still missing, by area, for the summary above the Pay button. */
export function step3Summary(errors: ReadonlyMap<string, string>): string[] {
  const messages = new Set<string>();
  for (const key of errors.keys()) {
    if (/^(traveller|vehicle|pet)\./.test(key)) messages.add(BOOKING_MESSAGES.passengerDetails);
    else if (key === 'leader.mobile' && errors.get(key) === STEP3_MESSAGES.phoneInvalid) messages.add(BOOKING_MESSAGES.invalidPhone);
    else if (key === 'payment.receiveTicketsMethod' || (key.startsWith('payment.') && key !== 'payment.prefecture')) messages.add(BOOKING_MESSAGES.shippingDetails);
    else if (key === 'terms' || key.startsWith('invoice.')) messages.add(BOOKING_MESSAGES.paymentFields);
    else messages.add(BOOKING_MESSAGES.fillAllFields);
  }
  return [...messages];
}
