import fc from 'fast-check';
import {
  type BookingState, type DetailsFormChecks, addPet, addVehicle, assignPet, detailsErrors, detailsFieldErrors, detailsSummary,
  setInvoice, setLeader, setPaymentForm, setPetForm, setTraveller, setVehicleForm,
} from '../../../src/core/booking';
import { aBookingWithTrips } from '../../support/mothers/booking.mother';

/** The form's checks: today, and (for the test) a numbering plan where a real number has 10 digits. */
const form: DetailsFormChecks = { todayIso: '2027-06-01T09:00:00.000Z', realPhone: (_prefix, national) => national.replace(/\D/g, '').length === 10 };

/** Mostly the right value (so that whole bookings come out right often), else one of the wrong or hostile ones. */
const mostly = <T,>(good: T, ...bad: T[]) => fc.oneof({ weight: 12, arbitrary: fc.constant(good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
const wrongText = ['', ' ', 'x'.repeat(200)];
const text = mostly('Maria', ...wrongText);
const place = mostly('Ermou 1', ...wrongText);
const zip = mostly('105 63', '10563', 'SW1A 1AA', '1'.repeat(50), '');
const phone = mostly('6912345678', '', '691234', '69 1234 5678', 'abc', '1'.repeat(40));
const birthDate = mostly('01/02/1990', '', '31/02/1990', '01/02/2030', '1990-02-01');

/** A booking of step 3 with every detail drawn from small pools of right, wrong and hostile values. */
const details: fc.Arbitrary<BookingState> = fc.record({
  travellers: fc.array(fc.record({ name: text, surname: text, birthDate, sex: fc.constantFrom(undefined, 'male', 'female') }), { minLength: 2, maxLength: 2 }),
  vehicle: fc.option(mostly('IKA1234', ...wrongText), { nil: undefined }),
  pet: fc.option(fc.record({ name: text, owner: mostly(0, 1, -1) }), { nil: undefined }),
  leader: fc.record({ firstName: text, lastName: text, email: mostly('maria@example.gr', '', 'maria@', 'a'.repeat(300)), mobile: phone, address: place, city: place, zipcode: zip, country: mostly('GR', '', 'GB') }),
  pay: fc.record({ checked: mostly(true, false), courier: fc.boolean(), name: text, telephone: phone, prefecture: place, copied: mostly(true, false), address: place, city: place, zipCode: zip }),
  invoice: fc.record({ needInvoice: fc.boolean(), tax: mostly('123456789', '', '12345'), companyName: text, activity: text, address: place }),
}).map((d) => {
  let s = aBookingWithTrips(2);
  d.travellers.forEach((t, i) => { s = setTraveller(s, i, t); });
  if (d.vehicle !== undefined) s = setVehicleForm(addVehicle(s), 0, { plate: d.vehicle });
  if (d.pet) s = setPetForm(assignPet(addPet(s, 0), 0, d.pet.owner), 0, { name: d.pet.name });
  s = setLeader(s, d.leader);
  const { leader } = d;
  // The form copies the contact address into the payment form before paying (`copied`); a headless client may not.
  const address = d.pay.copied ? { address: leader.address, city: leader.city, zipCode: leader.zipcode } : { address: d.pay.address, city: d.pay.city, zipCode: d.pay.zipCode };
  s = setPaymentForm(s, { checked: d.pay.checked, receiveTicketsMethod: d.pay.courier ? 'courier' : 'port', name: d.pay.name, telephone: d.pay.telephone, prefecture: d.pay.prefecture, ...address });
  return setInvoice(s, d.invoice);
});

describe('the details step\'s one validator (property)', () => {
  it('what the form lets through (its address copied for the payment) is what an order needs: the hold never finds it not ready', () => {
    fc.assert(fc.property(details, (s) => {
      const formErrors = detailsFieldErrors(s, form);
      const orderErrors = detailsFieldErrors(s);
      const copied = s.paymentForm.address === s.leader.address && s.paymentForm.city === s.leader.city && s.paymentForm.zipCode === s.leader.zipcode;
      if (formErrors.size === 0 && copied) expect(detailsErrors(s)).toEqual([]);
      // The form asks at least what the order needs, on the same fields (the courier's copy of the address aside).
      if (copied) for (const key of orderErrors.keys()) expect(formErrors.has(key) || key === 'pet.0.name').toBe(true);
      // Each field answers one problem, and the summary names something exactly when a field is wrong.
      expect(detailsSummary(formErrors).length > 0).toBe(formErrors.size > 0);
      expect(detailsErrors(s).length > 0).toBe(orderErrors.size > 0);
    }), { numRuns: 400 });
  });
});

describe('the details step\'s one validator', () => {
  const filled = (s: BookingState) => setPaymentForm(setLeader(
    [0, 1].reduce((acc, i) => setTraveller(acc, i, { name: 'Maria', surname: 'P' }), s),
    { firstName: 'Maria', lastName: 'P', email: 'maria@example.gr', mobile: '6912345678' },
  ), { checked: true });

  it('an order needs names, contact and terms; the form also asks the contact address', () => {
    const s = filled(aBookingWithTrips(2));
    expect(detailsErrors(s)).toEqual([]);
    expect([...detailsFieldErrors(s, form).keys()]).toEqual(['leader.address', 'leader.city', 'payment.prefecture', 'leader.zipcode']);
    expect(detailsFieldErrors(setLeader(s, { country: '' }), form).get('leader.country')).toBe('required');
  });

  it('answers the first problem of each field only, in the form\'s order', () => {
    const s = setLeader(filled(aBookingWithTrips(2)), { email: 'maria@', mobile: '12' });
    const errors = detailsFieldErrors(s, form);
    expect(errors.get('leader.email')).toBe('emailInvalid');
    expect(errors.get('leader.mobile')).toBe('phoneInvalid');
    expect(detailsErrors(s)).toEqual(['fillAllFields', 'invalidPhone']);
  });

  it('a birth date in the future is refused by the form, which knows today', () => {
    const s = setTraveller(filled(aBookingWithTrips(2)), 0, { birthDate: '01/02/2030' });
    expect(detailsFieldErrors(s, form).get('traveller.0.birthDate')).toBe('birthDateFuture');
    expect(detailsFieldErrors(s).has('traveller.0.birthDate')).toBe(false);
  });

  it('courier delivery needs a Greek address, recipient and telephone', () => {
    const s = setPaymentForm(filled(aBookingWithTrips(2)), { receiveTicketsMethod: 'courier' });
    expect(detailsFieldErrors(setLeader(s, { country: 'GB' })).get('payment.receiveTicketsMethod')).toBe('courierGreeceOnly');
    expect([...detailsFieldErrors(s).keys()]).toEqual(['payment.name', 'payment.telephone', 'leader.address', 'leader.city', 'payment.prefecture', 'leader.zipcode']);
    expect(detailsErrors(s)).toEqual(['shippingDetails', 'fillAllFields']);
  });
});
