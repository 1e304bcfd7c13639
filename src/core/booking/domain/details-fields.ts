import { normaliseCouponCode } from '../../coupon/coupon';
import { type BookingState } from './booking-state';
import { type TravellerForm } from './forms';
import { isAssistanceKind } from './assistance';
import { normaliseBirthDate, normaliseCode, normaliseContactName, normaliseEmail, normaliseName } from './details-tidy';
import { setAddressZip, setCoupon, setInvoice, setLeader, setPaymentForm, setPetForm, setTraveller, setVehicleForm } from './form-actions';
import { type Locale } from '../../shared/locale';

/**
 * The fields of the details step (ResultsStep3) by key — `traveller.{i}.{field}`, `vehicle.{i}.{field}`,
 * `pet.{i}.{field}`, `leader.{field}`, `payment.{field}`, `invoice.{field}`, `coupon.couponNumber` — read, written and
 * tidied as the form does, so the form's view model only forwards what the traveller typed. Adding a field of step
 * 3: its place in the booking's forms, its key here (`detailsFieldKeys`), its rule in details-form.ts.
 */

/** Every field key the form shows now, in order (the order in which Pay checks them). */
export function detailsFieldKeys(s: BookingState): string[] {
  return [
    ...s.travellers.flatMap((_, i) => ['name', 'surname', 'nationality', 'birthDate', 'documentNumber', 'manNumber', 'loyaltyCard', 'assistance', 'assistanceNote'].map((f) => `traveller.${i}.${f}`)),
    ...s.vehicleForms.flatMap((_, i) => [`vehicle.${i}.plate`, `vehicle.${i}.name`]),
    ...s.petForms.flatMap((_, i) => [`pet.${i}.name`, `pet.${i}.identityNumber`]),
    'leader.firstName', 'leader.lastName', 'leader.email', 'leader.mobile', 'leader.address', 'leader.city', 'payment.prefecture', 'leader.zipcode',
    ...(s.paymentForm.receiveTicketsMethod === 'courier' ? ['payment.name', 'payment.telephone', 'payment.poBox'] : []),
    ...(s.invoice.needInvoice ? ['invoice.tax', 'invoice.companyName', 'invoice.activity', 'invoice.taxOffice', 'invoice.address', 'invoice.registry', 'invoice.mobile'] : []),
    'coupon.couponNumber',
  ];
}

/** The current text (or flag) of a field; '' for a key the booking does not have. */
export function detailsFieldValue(s: BookingState, key: string): string {
  const [area, a, b] = key.split('.') as [string, string, string | undefined];
  const pick = (record: object | undefined, field: string | undefined) =>
    String((record as Record<string, unknown> | undefined)?.[field ?? ''] ?? '');
  switch (area) {
    case 'traveller': return pick(s.travellers[Number(a)], b);
    case 'vehicle': return pick(s.vehicleForms[Number(a)], b);
    case 'pet': return pick(s.petForms[Number(a)], b);
    case 'leader': return pick(s.leader, a);
    case 'payment': return pick(s.paymentForm, a);
    case 'invoice': return pick(s.invoice, a);
    case 'coupon': return pick(s.coupon, a);
    default: return '';
  }
}

/**
 * The booking with a field's new text, through the form transitions; the contact address is also the billing one,
 * and a Greek postal code prefills the prefecture in `locale`, the page's language (Greek, the shop's default).
 */
export function setDetailsField(s: BookingState, key: string, value: string, locale: Locale = 'el'): BookingState {
  const [area, a, b] = key.split('.') as [string, string, string];
  const index = Number(a);
  switch (area) {
    case 'traveller':
      // Help of no kind has no note.
      if (b === 'assistance') return setTraveller(s, index, isAssistanceKind(value) ? { assistance: value } : { assistance: '', assistanceNote: '' });
      return setTraveller(s, index, { [b]: value } as Partial<TravellerForm>);
    case 'vehicle': return setVehicleForm(s, index, { [b]: value });
    case 'pet': return setPetForm(s, index, { [b]: value });
    case 'leader': {
      // The contact address is also the billing (and courier) address of the payment form.
      const next = setLeader(s, { [a]: value });
      if (a === 'address' || a === 'city') return setPaymentForm(next, { [a]: value });
      if (a === 'zipcode') return setAddressZip(s, value, locale);
      return next;
    }
    case 'payment': return setPaymentForm(s, { [a]: value });
    case 'invoice': return setInvoice(s, { [a]: value });
    case 'coupon': return setCoupon(s, { couponNumber: value });
    default: return s;
  }
}

/** A field's text tidied as when the traveller leaves it (SPEC.md section 5). */
export function tidyDetailsField(key: string, value: string): string {
  const field = key.split('.').pop() ?? '';
  if (/^traveller\.\d+\.(name|surname)$/.test(key)) return normaliseName(value);
  if (key === 'payment.name' || /^pet\.\d+\.name$/.test(key)) return normaliseContactName(value);
  if (['documentNumber', 'manNumber', 'loyaltyCard', 'plate', 'identityNumber'].includes(field)) return normaliseCode(value);
  if (key === 'leader.email') return normaliseEmail(value);
  if (field === 'birthDate') return normaliseBirthDate(value);
  if (key === 'leader.mobile' || key === 'payment.telephone' || key === 'invoice.tax' || key === 'invoice.registry' || key === 'invoice.mobile') return value.replace(/\D/g, '');
  if (key === 'coupon.couponNumber') return normaliseCouponCode(value);
  return value.replace(/\s+/g, ' ').trim();
}
