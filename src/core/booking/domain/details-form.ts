import { isCleanText, isEmail } from '../../shared/validation';
import { ASSISTANCE_NOTE_MAX } from './assistance';
import { REGISTRY_PATTERN } from '../../shared/vehicle-fuel';
import { berthSexOf } from './berth-sex';
import { isBirthDate } from './birth-date';
import { type BookingState } from './booking-state';

/**
 * What the summary above the Pay button says is still missing, by area (SPEC.md section 8: 'Please fill in all
 * passenger details.', 'Invalid phone number', 'Check the payment fields & accept the Terms of Use.'…). The UI says
 * each in the traveller's language (`DETAILS_SUMMARY_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type DetailsSummaryItem = 'passengerDetails' | 'invalidPhone' | 'shippingDetails' | 'paymentFields' | 'fillAllFields';

/** A mobile number as the Booking API takes it: 6 to 16 digits (spaces allowed). */
export function isPhone(value: string): boolean {
  return /^[0-9 ]{6,16}$/.test(value.trim()) && value.replace(/\D/g, '').length >= 6;
}

/** Why a field of the details step (step 3) is not right yet; the UI names each in the traveller's language. */
export type DetailsProblem =
  | 'required' | 'birthDateInvalid' | 'birthDateFuture' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid'
  | 'zipCodeInvalid' | 'greekZipCode' | 'courierGreeceOnly' | 'taxNumber' | 'terms' | 'berthSex' | 'registryInvalid'
  | 'assistanceNoteTooLong' | 'textInvalid';

/** What the companies of the chosen trips need of each traveller, vehicle and pet. */
export interface DetailsNeeds {
  readonly sex: boolean;
  readonly birthDate: boolean;
  readonly nationality: boolean;
  readonly document: boolean;
  readonly plate: boolean;
  readonly petChip: boolean;
}

export function detailsNeeds(state: BookingState): DetailsNeeds {
  const rules = state.routes.map((trip) => trip?.BookingValidation);
  const any = (key: 'requiresSex' | 'requiresBirthDate' | 'requiresNationality' | 'requiresDocument' | 'requiresPlate' | 'requiresPetChip') =>
    rules.some((rule) => rule?.[key] === true);
  return {
    sex: any('requiresSex'), birthDate: any('requiresBirthDate'), nationality: any('requiresNationality'),
    document: any('requiresDocument'), plate: any('requiresPlate'), petChip: any('requiresPetChip'),
  };
}

/**
 * The form's own checks on top of what an order needs: today (a birth date may not be in the future) and whether a
 * telephone number really exists (the numbering plans: a library only the form's chunk loads). With them the
 * traveller is also asked for the contact address (the billing address) and each given value must be right.
 */
export interface DetailsFormChecks {
  readonly todayIso: string;
  readonly realPhone: (prefix: string, national: string) => boolean;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const GREEK_ZIP = /^[0-9]{3} ?[0-9]{2}$/;
const BIRTH_DATE_SHAPE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The one validator of the details step (ResultsStep3): field key → the first problem of every field that is not
 * right yet, in the order the form shows them. Keys: `traveller.{i}.{field}`, `vehicle.{i}.plate`, `pet.{i}.{field}`,
 * `leader.{field}`, `payment.{field}`, `invoice.{field}`, `terms` (`travellers` when the forms do not match the
 * party). Without `form` it answers what an order needs before it is held (HoldBooking, the step's validity); with
 * `form`, what the form asks of the traveller, which is that and more. One pass over the forms: linear time.
 */
export function detailsFieldErrors(state: BookingState, form?: DetailsFormChecks): Map<string, DetailsProblem> {
  const errors = new Map<string, DetailsProblem>();
  const set = (key: string, problem: DetailsProblem) => {
    if (!errors.has(key)) errors.set(key, problem);
  };
  const require = (key: string, value: string | undefined) => {
    if (blank(value)) set(key, 'required');
  };
  const phoneOk = (prefix: string, value: string) => isPhone(value) && (!form || form.realPhone(prefix, value));
  const needs = detailsNeeds(state);
  if (state.travellers.length !== state.party.passengerTypes.length) set('travellers', 'required');
  state.travellers.forEach((t, i) => {
    require(`traveller.${i}.name`, t.name);
    require(`traveller.${i}.surname`, t.surname);
    const berth = form ? berthSexOf(state, i) : undefined;
    if (berth === 'mixed' || (berth && t.sex && t.sex !== berth)) set(`traveller.${i}.sex`, 'berthSex');
    else if ((needs.sex || berth) && !t.sex) set(`traveller.${i}.sex`, 'required');
    if (needs.nationality) require(`traveller.${i}.nationality`, t.nationality);
    if (blank(t.birthDate)) {
      if (needs.birthDate) set(`traveller.${i}.birthDate`, 'required');
    } else if (form ? !isBirthDate(t.birthDate, '9999-12-31') : needs.birthDate && !BIRTH_DATE_SHAPE.test(t.birthDate)) {
      set(`traveller.${i}.birthDate`, 'birthDateInvalid');
    } else if (form && !isBirthDate(t.birthDate, form.todayIso.slice(0, 10))) {
      set(`traveller.${i}.birthDate`, 'birthDateFuture');
    }
    if (needs.document) require(`traveller.${i}.documentNumber`, t.documentNumber);
    if (t.assistance) {
      const note = t.assistanceNote ?? '';
      if (note.length > ASSISTANCE_NOTE_MAX) set(`traveller.${i}.assistanceNote`, 'assistanceNoteTooLong');
      else if (!isCleanText(note)) set(`traveller.${i}.assistanceNote`, 'textInvalid');
      else if (t.assistance === 'other') require(`traveller.${i}.assistanceNote`, note);
    }
  });
  state.vehicleForms.forEach((v, i) => {
    if (needs.plate) require(`vehicle.${i}.plate`, v.plate);
  });
  state.petForms.forEach((p, i) => {
    // The form shows no fields for a pet left without a passenger (step 2 does not let one through).
    if (form && state.party.pets[i]?.passengerIndex === null) return;
    require(`pet.${i}.name`, p.name);
    if (needs.petChip) require(`pet.${i}.identityNumber`, p.identityNumber);
  });

  const { leader, paymentForm: pay, invoice } = state;
  require('leader.firstName', leader.firstName);
  require('leader.lastName', leader.lastName);
  if (blank(leader.email)) set('leader.email', 'emailRequired');
  else if (!isEmail(leader.email.trim())) set('leader.email', 'emailInvalid');
  if (blank(leader.mobile)) set('leader.mobile', 'required');
  else if (!phoneOk(leader.phonePrefix, leader.mobile)) set('leader.mobile', 'phoneInvalid');
  const courier = pay.receiveTicketsMethod === 'courier';
  if (form) {
    // The contact address is the billing address: the form always asks it.
    require('leader.address', leader.address);
    require('leader.city', leader.city);
    require('payment.prefecture', pay.prefecture);
    if (blank(leader.zipcode)) set('leader.zipcode', 'required');
    else if (courier || leader.country === 'GR') {
      if (!GREEK_ZIP.test(leader.zipcode.trim())) set('leader.zipcode', 'greekZipCode');
    } else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(leader.zipcode.trim())) set('leader.zipcode', 'zipCodeInvalid');
    require('leader.country', leader.country);
  }

  if (courier) {
    if (leader.country !== 'GR') set('payment.receiveTicketsMethod', 'courierGreeceOnly');
    require('payment.name', pay.name);
    if (blank(pay.telephone)) set('payment.telephone', 'required');
    else if (!phoneOk('+30', pay.telephone)) set('payment.telephone', 'phoneInvalid');
    if (!form) {
      // The courier's address: the payment form's copy of the contact address (the form copies it before paying).
      require('leader.address', pay.address);
      require('leader.city', pay.city);
      require('payment.prefecture', pay.prefecture);
      if (!GREEK_ZIP.test(pay.zipCode.trim())) set('leader.zipcode', blank(pay.zipCode) ? 'required' : 'greekZipCode');
    }
  }

  if (invoice.needInvoice) {
    if (!/^[0-9]{9}$/.test(invoice.tax.trim())) set('invoice.tax', blank(invoice.tax) ? 'required' : 'taxNumber');
    require('invoice.companyName', invoice.companyName);
    require('invoice.activity', invoice.activity);
    require('invoice.address', invoice.address);
    if (!blank(invoice.registry) && !REGISTRY_PATTERN.test(invoice.registry.trim())) set('invoice.registry', 'registryInvalid');
    if (!blank(invoice.mobile) && !isPhone(invoice.mobile)) set('invoice.mobile', 'phoneInvalid');
  }
  if (!pay.checked) set('terms', 'terms');
  return errors;
}

/**
 * What is still missing, by area (the summary above the Pay button), from the field keys; `phoneInvalid` is how the
 * map names a wrong phone (a `DetailsProblem` by default; the UI's map holds message ids).
 */
export function detailsSummary(errors: ReadonlyMap<string, unknown>, phoneInvalid: unknown = 'phoneInvalid'): DetailsSummaryItem[] {
  const items = new Set<DetailsSummaryItem>();
  for (const [key, problem] of errors) {
    if (/^(traveller|vehicle|pet)/.test(key)) items.add('passengerDetails');
    else if (key === 'leader.mobile' && problem === phoneInvalid) items.add('invalidPhone');
    else if (key === 'payment.receiveTicketsMethod' || (key.startsWith('payment.') && key !== 'payment.prefecture')) items.add('shippingDetails');
    else if (key === 'terms' || key.startsWith('invoice.')) items.add('paymentFields');
    else items.add('fillAllFields');
  }
  return [...items];
}

/** Why the details step is not yet valid (the SPEC's summary items); empty when it is. The same rules as the form's. */
export function detailsErrors(state: BookingState): DetailsSummaryItem[] {
  return detailsSummary(detailsFieldErrors(state));
}
