import fc from 'fast-check';
import { seedTrip, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryCouponGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import {
  ApplyCoupon, type BookingState, CheckTravellerCode, INITIAL_BOOKING, PriceBooking, ValidatePassengerCode,
  appliedTravellerCode, billingAddressFromContact, chooseDelivery, codeRefusedEverywhere, couponPending,
  detailsInputValue, enterDetailsField, fillPetFromSaved, fillTravellerFromSaved, fillVehicleFromSaved, goToStep,
  LookUpInvoiceCompany, isTaxNumber, leaveDetailsField, pendingTravellerCodes, prefillLeader, selectTrip, setCoupon, setDetailsFlag, setInvoiceCompany,
  setLeader, setPassengerChoice, setPaymentForm, setTraveller, startBooking, travellerCode, travellerCodePending,
  typedDetailsValue, withNewPrices, withTravellerCode,
} from '../../../src/core/booking';
import { CheckCoupon } from '../../../src/core/coupon';
import { err } from '../../../src/core/shared/result';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

/** The details step's rules (details-input.ts) and its two use cases over the in-memory adapters (no HTTP). */

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const back = seedTrips(FIRST_DAY, 6).find((t) => t.from.code === 'JTR' && t.to.code === 'PIR' && t.departureDatetime > outward.arrivalDatetime)!;

async function priced(world: ReturnType<typeof aWorld>, legs = 1, adults = 2): Promise<BookingState> {
  let s = startBooking(INITIAL_BOOKING, legs, travellers({ adults }));
  s = selectTrip(s, 0, outward);
  if (legs > 1) s = selectTrip(s, 1, back);
  s = setLeader(s, { email: 'maria@example.gr' });
  const answer = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(s);
  if (!answer.ok) throw new Error(`pricing failed: ${answer.error.kind}`);
  return answer.value;
}

describe('what typing into a details field keeps (details-input.ts)', () => {
  it('keeps digits of numbers, drops a Greek courier number\'s +30, and cuts tax and registry numbers to length', () => {
    expect(typedDetailsValue('leader.mobile', '69-1234 5678x')).toBe('691234 5678');
    expect(typedDetailsValue('payment.telephone', ' +30 691 234 5678')).toBe(' 691 234 5678');
    expect(typedDetailsValue('payment.telephone', '0030 6912345678')).toBe(' 6912345678');
    expect(typedDetailsValue('invoice.tax', 'EL 0947-0181 23')).toBe('094701812');
    expect(typedDetailsValue('invoice.registry', '1234567890123456')).toBe('123456789012');
    expect(typedDetailsValue('leader.firstName', ' Μαρία ')).toBe(' Μαρία ');
  });

  it('never lets a tax number past nine digits, nor anything but digits into it (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (raw) => {
      const tax = typedDetailsValue('invoice.tax', raw);
      expect(tax).toMatch(/^\d{0,9}$/);
      expect(isTaxNumber(tax)).toBe(tax.length === 9);
    }));
  });

  it('sets the prefix and the national number of a leader\'s mobile typed with its international prefix', () => {
    const state = startBooking(INITIAL_BOOKING, 1, travellers());
    const next = enterDetailsField(state, 'leader.mobile', '+49 151 2345678', 'en', { prefix: '+49', national: '1512345678' });
    expect(next.leader).toMatchObject({ phonePrefix: '+49', mobile: '1512345678' });
    expect(enterDetailsField(state, 'leader.mobile', '691 234', 'en').leader.mobile).toBe('691 234');
  });

  it('tidies a field when it is left, and changes nothing when it is tidy', () => {
    const state = setTraveller(startBooking(INITIAL_BOOKING, 1, travellers()), 0, { name: '  Μαρία ', manNumber: ' man 123 ' });
    const left = leaveDetailsField(state, 'traveller.0.name', 'en');
    expect(left.travellers[0]!.name).toBe('MARIA');
    expect(leaveDetailsField(left, 'traveller.0.name', 'en')).toBe(left);
    expect(leaveDetailsField(state, 'traveller.0.manNumber', 'en').travellers[0]!.manNumber).toBe('MAN 123');
  });

  it('looks up the invoice\'s company by a tax number, asking nobody for one that is not nine digits (in-memory register)', async () => {
    const company = { companyName: 'Aegean SA', activity: 'Shipping', address: 'Akti 1', taxOffice: 'Piraeus', tax: '094701812' };
    const asked: string[] = [];
    const register = new InMemoryInvoiceLookupGateway([company]);
    const lookUp = new LookUpInvoiceCompany({ invoice: { companyByTaxNumber: (tax) => { asked.push(tax); return register.companyByTaxNumber(tax); } } });
    expect(await lookUp.execute(' 094701812 ')).toMatchObject({ ok: true, value: { companyName: 'Aegean SA' } });
    expect(await lookUp.execute('123456789')).toEqual({ ok: false, error: { kind: 'NoSuchCompany' } });
    expect(await lookUp.execute('12345')).toEqual({ ok: false, error: { kind: 'NotATaxNumber' } });
    expect(asked).toEqual(['094701812', '123456789']);
  });

  it('courier delivery takes the leader as recipient and a Greek mobile as telephone; what was typed stays', () => {
    let state = setLeader(startBooking(INITIAL_BOOKING, 1, travellers()), { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', phonePrefix: '+30', mobile: '6912345678' });
    const courier = chooseDelivery(state, 'courier');
    expect(courier.paymentForm).toMatchObject({ receiveTicketsMethod: 'courier', name: 'Maria Papadopoulou', telephone: '6912345678' });
    expect(chooseDelivery(setLeader(state, { phonePrefix: '+49' }), 'courier').paymentForm.telephone).toBe('');
    state = setPaymentForm(state, { name: 'Nikos', telephone: '2101234567' });
    expect(chooseDelivery(state, 'courier').paymentForm).toMatchObject({ name: 'Nikos', telephone: '2101234567' });
    expect(chooseDelivery(courier, 'port').paymentForm.receiveTicketsMethod).toBe('port');
  });

  it('bills the contact address, and changes nothing when it already does', () => {
    const state = setLeader(startBooking(INITIAL_BOOKING, 1, travellers()), { address: 'Ermou 1', city: 'Athens', zipcode: '105 63' });
    const billed = billingAddressFromContact(state);
    expect(billed.paymentForm).toMatchObject({ address: 'Ermou 1', city: 'Athens', zipCode: '105 63' });
    expect(billingAddressFromContact(billed)).toBe(billed);
  });

  it('sets the check boxes and the invoice\'s company', () => {
    let state = startBooking(INITIAL_BOOKING, 1, travellers());
    state = setDetailsFlag(setDetailsFlag(setDetailsFlag(state, 'payment.checked', true), 'payment.newsletter', true), 'invoice.needInvoice', true);
    expect([state.paymentForm.checked, state.paymentForm.newsletter, state.invoice.needInvoice]).toEqual([true, true, true]);
    state = setInvoiceCompany(state, { companyName: 'Aegean SA', activity: 'Shipping', address: 'Akti 1', taxOffice: 'Piraeus', extra: 'x' } as never);
    expect(state.invoice).toMatchObject({ companyName: 'Aegean SA', activity: 'Shipping', address: 'Akti 1', taxOffice: 'Piraeus' });
    expect(state.invoice).not.toHaveProperty('extra');
  });

  it('pre-fills only the leader\'s empty fields from the account, the nationality as country while no address is typed', () => {
    let state = setLeader(startBooking(INITIAL_BOOKING, 1, travellers()), { firstName: 'Eleni' });
    const account = { firstName: 'Maria', lastName: 'Papadopoulou', email: ' Maria@Example.gr ', customer: { address: 'Ermou 1', city: 'Athens', zipCode: '10563', nationality: 'de' } };
    state = prefillLeader(state, account, { prefix: '+30', national: '6912345678' }, 'en');
    expect(state.leader).toMatchObject({ firstName: 'Eleni', lastName: 'Papadopoulou', email: 'maria@example.gr', address: 'Ermou 1', city: 'Athens', zipcode: '10563', country: 'DE', phonePrefix: '+30', mobile: '6912345678' });
    expect(state.paymentForm).toMatchObject({ address: 'Ermou 1', city: 'Athens', zipCode: '10563' });
    expect(prefillLeader(state, account, undefined, 'en')).toBe(state);
  });

  it('fills a traveller from a saved passenger with the loyalty card of a company of the trips', () => {
    const state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, outward);
    const saved = {
      firstName: 'Jürgen', lastName: 'Müller', gender: 'male' as const, nationality: 'de', birthDate: '01/02/1980', documentNumber: 'ab 123', manNumber: '',
      loyaltyClubs: [{ company: 'XXX', cardNumber: '1' }, { company: outward.company.code, cardNumber: '12345678' }],
    };
    expect(fillTravellerFromSaved(state, 0, saved).travellers[0]).toMatchObject({
      name: 'JUERGEN', surname: 'MUELLER', sex: 'male', nationality: 'DE', birthDate: '01/02/1980', documentNumber: 'AB 123', loyaltyCard: '12345678',
    });
    expect(fillTravellerFromSaved(state, 0, { ...saved, loyaltyClubs: [] }).travellers[0]!.loyaltyCard).toBe(state.travellers[0]!.loyaltyCard ?? '');
    const withCar = startBooking(INITIAL_BOOKING, 1, travellers({ vehicles: 1, pets: 1 }));
    expect(fillVehicleFromSaved(withCar, 0, { plate: 'ικα 1234', name: 'Car' }).vehicleForms[0]).toMatchObject({ plate: 'IKA 1234', name: 'Car' });
    expect(fillPetFromSaved(withCar, 0, { nickname: 'Ρεξ', chip: 'gr-1' }).petForms[0]).toMatchObject({ name: 'Rex', identityNumber: 'GR-1' });
  });
});

describe('a traveller\'s codes on every trip', () => {
  it('shows the code the passengers step accepted until another is typed, and knows what the prices do not include', () => {
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, outward);
    state = setPassengerChoice(state, 0, 1, { residentIdOrCode: 'MAN123456' });
    expect(appliedTravellerCode(state, 1, 'man')).toBe('MAN123456');
    expect(detailsInputValue(state, 'traveller.1.manNumber')).toBe('MAN123456');
    expect(pendingTravellerCodes(state)).toEqual([]);
    state = setTraveller(state, 1, { manNumber: 'man654321' });
    expect(travellerCode(state, 1, 'man')).toBe('man654321');
    expect(travellerCodePending(state, 1, 'man')).toBe(true);
    state = setTraveller(state, 0, { loyaltyCard: '12345678' });
    expect(pendingTravellerCodes(state)).toEqual([{ index: 0, kind: 'loyalty' }, { index: 1, kind: 'man' }]);
    const onOne = withTravellerCode(state, 1, 'man', 'MAN654321', [0]);
    expect(onOne.items[0]!.passengers[1]!.residentIdOrCode).toBe('MAN654321');
    expect(withTravellerCode(onOne, 1, 'man', '', []).items[0]!.passengers[1]!.residentIdOrCode).toBeUndefined();
  });

  it('checks a code with every trip\'s company, keeps it where accepted, and prices with it (in-memory gateway)', async () => {
    const world = aWorld();
    let state = await priced(world, 2);
    state = setTraveller(state, 0, { manNumber: 'man123456' });
    const real = new ValidatePassengerCode({ booking: world.booking });
    // The return trip's company does not take the code.
    const validateCode = { execute: (s: BookingState, input: Parameters<ValidatePassengerCode['execute']>[1]) => (input.leg === 1 ? Promise.resolve(err({ kind: 'CodeNotValid' as const, code: input.kind })) : real.execute(s, input)) };
    const pricing = new PriceBooking({ booking: world.booking, locale: world.locale });
    const pricedStates: BookingState[] = [];
    const priceBooking = { execute: (s: BookingState) => { pricedStates.push(s); return pricing.execute(s); } };
    const check = new CheckTravellerCode({ validateCode, priceBooking });
    const checked = await check.execute(state, 0, 'man');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({ value: 'MAN123456', accepted: [0], legs: 2 });
    expect(codeRefusedEverywhere(checked.value)).toBe(false);
    // The booking was priced with the code on the accepting trip only.
    expect(pricedStates.map((s) => s.items.map((item) => item!.passengers[0]!.residentIdOrCode))).toEqual([['MAN123456', undefined]]);
    const next = withNewPrices(state, (s) => withTravellerCode(s, 0, 'man', checked.value.value, checked.value.accepted), checked.value.pricing);
    expect(next.items.map((item) => item!.passengers[0]!.residentIdOrCode)).toEqual(['MAN123456', undefined]);
    expect(next.currentStep).toBe(state.currentStep);
    expect(travellerCodePending(next, 0, 'man')).toBe(false);
  });

  it('a code no company takes is refused everywhere, the prices without it; a check that fails changes nothing', async () => {
    const world = aWorld();
    const state = setTraveller(await priced(world, 2), 0, { loyaltyCard: 'nope' });
    const priceBooking = new PriceBooking({ booking: world.booking, locale: world.locale });
    const check = new CheckTravellerCode({ validateCode: new ValidatePassengerCode({ booking: world.booking }), priceBooking });
    const refused = await check.execute(state, 0, 'loyalty');
    expect(refused.ok && codeRefusedEverywhere(refused.value)).toBe(true);
    const down = new CheckTravellerCode({ validateCode: { execute: async () => err({ kind: 'Rejected' as const, refusal: { kind: 'Rejected', message: 'down' } as never }) }, priceBooking });
    expect(await down.execute(setTraveller(state, 0, { loyaltyCard: '12345678' }), 0, 'loyalty')).toMatchObject({ ok: false, error: { kind: 'CheckFailed' } });
    // An emptied field takes the code off every trip without asking any company.
    const emptied = await check.execute(setTraveller(state, 0, { loyaltyCard: '' }), 0, 'loyalty');
    expect(emptied).toMatchObject({ ok: true, value: { value: '', accepted: [] } });
    expect(emptied.ok && codeRefusedEverywhere(emptied.value)).toBe(false);
  });
});

describe('ApplyCoupon (in-memory adapters)', () => {
  const coupons = new InMemoryCouponGateway([
    { name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' },
    { name: 'BIG', active: true, activeUntil: '2027-09-30T00:00:00Z', fromAmount: 10_000_000 },
  ]);

  function applyCoupon(world: ReturnType<typeof aWorld>) {
    const check = new CheckCoupon({ coupons, clock: world.clock });
    return new ApplyCoupon({ checkCoupon: async () => check, priceBooking: new PriceBooking({ booking: world.booking, locale: world.locale }) });
  }

  it('checks the coupon and prices the booking with it', async () => {
    const world = aWorld();
    const state = setCoupon(await priced(world), { hasCoupon: true, couponNumber: ' summer10 ' });
    expect(couponPending(state)).toBe(true);
    const applied = await applyCoupon(world).execute(state);
    expect(applied).toMatchObject({ ok: true, value: { code: 'SUMMER10' } });
    if (!applied.ok) return;
    expect(applied.value.pricing.total).toBeLessThan(state.pricing!.total);
    const next = withNewPrices(goToStep(state, state.currentStep), (s) => setCoupon(s, { hasCoupon: true, couponNumber: applied.value.code }), applied.value.pricing);
    expect(couponPending(next)).toBe(false);
  });

  it('refuses an empty, unknown or inapplicable coupon, and changes nothing', async () => {
    const world = aWorld();
    const state = await priced(world);
    const apply = applyCoupon(world);
    expect(await apply.execute(setCoupon(state, { hasCoupon: true, couponNumber: '  ' }))).toEqual({ ok: false, error: { kind: 'NoCode' } });
    expect(await apply.execute(setCoupon(state, { hasCoupon: true, couponNumber: 'WINTER' }))).toEqual({ ok: false, error: { kind: 'CouponInvalid' } });
    expect(await apply.execute(setCoupon(state, { hasCoupon: true, couponNumber: 'big' }))).toEqual({ ok: false, error: { kind: 'CouponInvalid' } });
  });
});
