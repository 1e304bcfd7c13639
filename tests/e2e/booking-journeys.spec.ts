import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  type Contact, type JourneyLocale, type PlannedLeg, type Traveller, chooseSailings, contactRegion, continueFromStep2,
  expectReservationMail, expectTickets, fillContact, fillTraveller, homePath, pay, payByCard, planLegs,
  arrowTo, hostedPaymentPage, payButton, portName, priceSummary, sailingRadio, settledTotal, stepHeading, t, tabTo,
  chooseDateByKeyboard, termsCheckbox, travellerRegion, typeInto, uniqueEmail, searchFromHome, wizardForm,
} from './support/booking-journey';
import { PAY_TEXTS } from '../../server/adapters/payments/test-processor-texts';

/**
 * The whole booking journeys of issue 5, each from the home page's trip wizard to the tickets: the routes and days
 * come from the demo network through the Booking API (days with sailings from the server's Athens "today"), every
 * page on the way is checked with axe, and the tickets are paid on the hosted test payment page.
 */

// The calendar's "today" is the browser's: give it the server's time zone.
test.use({ timezoneId: 'Europe/Athens' });

const ELENI: Traveller = { name: 'Eleni', surname: 'Papadopoulou', sex: 'female', birthDate: '12/03/1985', document: 'AK123456' };
const NIKOS: Traveller = { name: 'Nikos', surname: 'Papadopoulos', sex: 'male', birthDate: '02/11/1983', document: 'AK654321' };

const contactOf = (email: string): Contact => ({
  firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', address: 'Akti Miaouli 10', city: 'Piraeus',
  prefecture: 'Attica', zipCode: '18538',
});

/** The shop asks before a reload or leaving mid-booking (beforeunload): the tests accept. */
function acceptLeaving(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.type()); void dialog.accept(); });
  return dialogs;
}

/** Errors the pages of the journey print (console and uncaught), each with the page's address. */
function shopErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`); });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Whether a radio button is the first enabled one of the page (Tab lands on it). */
async function isFirst(radio: Locator): Promise<boolean> {
  return radio.evaluate((element) => element === document.querySelector('input[type="radio"]:not(:disabled)'));
}

async function plan(page: Page, locale: JourneyLocale, candidates: readonly (readonly (readonly [string, string])[])[],
  need: { passengers: number; vehicle?: boolean; pet?: boolean }, gapDays = 1): Promise<PlannedLeg[]> {
  for (const routes of candidates) {
    const legs = await planLegs(page.request, locale, routes, need, gapDays);
    if (legs) return legs;
  }
  throw new Error(`no days with fitting sailings on ${JSON.stringify(candidates)}`);
}

/** Fills step 3 for the travellers and the contact and accepts the terms. */
async function fillDetails(page: Page, locale: JourneyLocale, travellers: readonly Traveller[], contact: Contact): Promise<void> {
  for (const [i, who] of travellers.entries()) await fillTraveller(page, locale, i, who);
  await fillContact(page, locale, contact);
  await termsCheckbox(page, locale).check();
}

test.describe('booking journeys, home to tickets', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a one-way trip for two adults, in Greek', async ({ page, visit }) => {
    const errors = shopErrors(page);
    const locale = 'el';
    const legs = await plan(page, locale, [[['PIR', 'JMK']], [['PIR', 'JTR']]], { passengers: 2 });
    const email = uniqueEmail('eleni.el');
    acceptLeaving(page);

    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 2 });
    await chooseSailings(page, locale, legs);
    await expect(page.getByRole('group', { name: t(locale, 'results.step2.passenger', { number: 2 }) })).toBeVisible();
    await continueFromStep2(page, locale);

    await fillDetails(page, locale, [ELENI, NIKOS], contactOf(email));
    await pay(page, locale);
    await payByCard(page, locale, '4111 1111 1111 1111');

    const reservation = await expectTickets(page, locale, [ELENI, NIKOS]);
    expect(new URL(page.url()).pathname).toBe('/success');
    // The tickets name the ports in Greek, as the booking was made.
    expect([reservation.trips[0]?.from, reservation.trips[0]?.to]).toEqual([legs[0]!.trip.from.name, legs[0]!.trip.to.name]);
    await expect(page.locator('.ticket-trip__route').first()).toContainText(legs[0]!.trip.from.name);
    await expect(page.getByText(t(locale, 'success.mail.sent', { email }))).toBeVisible();
    await expectReservationMail(page, email, reservation);
    expect(errors).toEqual([]);
  });

  for (const locale of ['el', 'en'] as const) {
    test(`assistance asked for in step 3 shows on the ticket, beside each ticket's QR code, in ${locale} (issue 17)`, async ({ page, visit }) => {
      const errors = shopErrors(page);
      const legs = await plan(page, locale, [[['PIR', 'JMK']], [['PIR', 'JTR']]], { passengers: 1 });
      const email = uniqueEmail(`assist.${locale}`);
      acceptLeaving(page);

      await visit(homePath(locale));
      await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 1 });
      await chooseSailings(page, locale, legs);
      await continueFromStep2(page, locale);
      await fillDetails(page, locale, [ELENI], contactOf(email));
      const first = travellerRegion(page, locale, 0);
      await first.getByRole('combobox', { name: t(locale, 'results.step3.field.assistance') }).selectOption('wheelchair');
      await first.getByLabel(t(locale, 'results.step3.field.assistanceNote')).fill('Help on the ramp');
      await expectAccessible(page);
      await pay(page, locale);
      await payByCard(page, locale, '4111 1111 1111 1111');

      const reservation = await expectTickets(page, locale, [ELENI]);
      const kind = t(locale, 'results.step3.assistance.wheelchair');
      await expect(page.getByText(t(locale, 'ticket.assistanceNote', { kind, note: 'Help on the ramp' }))).toBeVisible();
      const ticket = reservation.trips[0]!.passengers[0]!.ticketNumber;
      await expect(page.getByRole('img', { name: t(locale, 'ticket.passes.qr', { ticket }) })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('a round trip with a car and a dog, in English', async ({ page, visit }) => {
    const errors = shopErrors(page);
    const locale = 'en';
    const legs = await plan(page, locale, [
      [['PIR', 'JMK'], ['JMK', 'PIR']], [['PIR', 'JTR'], ['JTR', 'PIR']], [['RAF', 'JMK'], ['JMK', 'RAF']], [['PIR', 'AEG'], ['AEG', 'PIR']],
    ], { passengers: 1, vehicle: true, pet: true }, 3);
    const email = uniqueEmail('eleni.en');
    acceptLeaving(page);

    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'roundTrip', legs, adults: 1, vehicles: 1, pets: 1 });
    await chooseSailings(page, locale, legs);

    // The car and the dog from the wizard: the car as it comes, the dog a large pet in the care of passenger 1.
    const vehicles = page.getByRole('region', { name: t(locale, 'results.step2.vehicles.title') });
    await expect(vehicles.getByRole('combobox', { name: t(locale, 'results.step2.vehicle.type') })).toHaveValue('CAR');
    const pets = page.getByRole('region', { name: t(locale, 'results.step2.pets.title') });
    await pets.getByRole('combobox', { name: t(locale, 'results.step2.pet.type') }).selectOption('PET_L');
    await pets.getByRole('combobox', { name: t(locale, 'results.step2.pet.owner') }).selectOption('0');
    const summary = priceSummary(page, locale);
    await expect(summary.getByText(t(locale, 'results.price.line.pet', { number: 1, type: t(locale, 'results.step2.pet.PET_L') })).first()).toBeVisible();
    await expect(summary.getByText(/^Car, \d/).first()).toBeVisible();
    await continueFromStep2(page, locale);

    await fillDetails(page, locale, [ELENI], contactOf(email));
    const car = page.getByRole('region', { name: /^Vehicle 1 ·/ });
    await car.getByLabel(/^Registration plate/).fill('ika1234');
    await car.getByLabel(/^Make and model/).fill('Fiat Panda');
    // SPEC section 3's fuel type, leader's sex and invoice registry and mobile (issue 19), sent with the booking.
    await car.getByRole('combobox', { name: /^Fuel type/ }).selectOption('diesel');
    const contact = page.getByRole('region', { name: t(locale, 'results.step3.contact') });
    await contact.getByRole('group', { name: /^Gender/ }).getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('checkbox', { name: t(locale, 'results.step3.invoice.need') }).check();
    await page.getByLabel(/^Tax number/).fill('094014201');
    await page.getByRole('button', { name: t(locale, 'results.step3.invoice.lookUp') }).click();
    await expect(page.getByLabel(/^Company name/)).toHaveValue(/ΑΙΓΑΙΟ/);
    await page.getByLabel(/^Business registry \(GEMI\) number/).fill('000123401000');
    await page.getByLabel(/^Company mobile phone/).fill('6912345678');
    const dog = page.getByRole('region', { name: /^Pet 1 ·/ });
    await dog.getByLabel(/^Pet's name/).fill('Argos');
    await dog.getByLabel(/^Microchip number/).fill('941000024680135');
    const inserted = page.waitForResponse((r) => r.url().includes('/booking/insert-booking') && r.request().method() === 'POST');
    await pay(page, locale);
    const insert = await inserted;
    expect(insert.status()).toBe(200);
    expect(insert.request().postDataJSON()).toMatchObject({
      leader: { sex: 'female' }, vehicles: [{ plate: 'IKA1234', name: 'Fiat Panda', fuelType: 'diesel' }],
      invoice: { tax: '094014201', registry: '000123401000', mobile: '6912345678' },
    });
    await payByCard(page, locale, '4111 1111 1111 1111');

    const reservation = await expectTickets(page, locale, [ELENI]);
    expect(reservation.trips).toHaveLength(2);
    for (const [i, trip] of reservation.trips.entries()) {
      expect(trip.vehicles.map((v) => v.plate)).toEqual(['IKA1234']);
      const section = page.locator('.ticket-trip').nth(i);
      await expect(section.getByRole('table', { name: t(locale, 'ticket.vehicles') })).toContainText('IKA1234');
      await expect(section.getByRole('table', { name: t(locale, 'ticket.pets') })).toContainText('Argos');
    }
    await expectReservationMail(page, email, reservation);
    expect(errors).toEqual([]);
  });

  test('a three-leg trip, in German', async ({ page, visit }) => {
    const errors = shopErrors(page);
    const locale = 'de';
    const legs = await plan(page, locale, [
      [['PIR', 'AEG'], ['AEG', 'AGS'], ['AGS', 'PIR']], [['PIR', 'JNX'], ['JNX', 'AMO'], ['AMO', 'PIR']],
    ], { passengers: 1 });
    const email = uniqueEmail('eleni.de');
    acceptLeaving(page);

    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'multiple', legs, adults: 1 });
    const legsParam = legs.map((l) => `${l.from}-${l.to}-${l.date}`).join('~');
    expect(new URL(page.url()).searchParams.get('legs')).toBe(legsParam);
    await chooseSailings(page, locale, legs);
    // Step 2 has the three trips in order, each with its passenger.
    for (const [i, leg] of legs.entries()) {
      const name = t(locale, 'results.step2.trip.heading', { number: i + 1, from: leg.trip.from.name, to: leg.trip.to.name });
      await expect(page.getByRole('region', { name }).getByRole('group', { name: t(locale, 'results.step2.passenger', { number: 1 }) })).toBeVisible();
    }
    await continueFromStep2(page, locale);

    // Typed once, the traveller's details serve all three trips.
    await expect(travellerRegion(page, locale, 0).getByRole('listitem')).toHaveCount(3);
    await fillDetails(page, locale, [ELENI], contactOf(email));
    await pay(page, locale);
    await payByCard(page, locale, '4111 1111 1111 1111');

    const reservation = await expectTickets(page, locale, [ELENI]);
    expect(reservation.trips).toHaveLength(3);
    await expect(page.getByRole('heading', { name: new RegExp(t(locale, 'ticket.tripOf', { n: 3, count: 3 })) })).toBeVisible();
    await expectReservationMail(page, email, reservation);
    expect(errors).toEqual([]);
  });

  test('a declined card leads to the failure page, and trying again pays', async ({ page, visit }) => {
    const locale = 'en';
    const legs = await plan(page, locale, [[['RAF', 'JMK']], [['PIR', 'JMK']]], { passengers: 1 });
    const email = uniqueEmail('eleni.declined');
    acceptLeaving(page);

    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 1 });
    await chooseSailings(page, locale, legs);
    const total = await continueFromStep2(page, locale);
    await fillDetails(page, locale, [ELENI], contactOf(email));
    await pay(page, locale);
    await payByCard(page, locale, '4000 0000 0000 0002');

    await page.waitForURL(/\/en\/error\?reason=payment&order_code=\w+&payment=declined/);
    // What happened and what to do (issue 19): the bank declined the card, nothing was charged.
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'paymentFailure.declined.title') })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(t(locale, 'paymentFailure.declined'))).toBeVisible();
    await expect(main.getByText(/There was a problem with your reservation/)).toHaveCount(0);
    await expectAccessible(page);
    expect(await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()).toEqual([]);

    // Back to the last step, everything kept, and another card.
    await main.getByRole('button', { name: t(locale, 'paymentFailure.tryAgain') }).click();
    await expect(stepHeading(page)).toHaveText(t(locale, 'results.step3.title'));
    await expect(travellerRegion(page, locale, 0).getByLabel('First name', { exact: true })).toHaveValue('ELENI');
    await expect(contactRegion(page, locale).getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expect(termsCheckbox(page, locale)).toBeChecked();
    expect(await settledTotal(page, locale)).toBe(total);
    await pay(page, locale);
    await payByCard(page, locale, '4111 1111 1111 1111');
    const reservation = await expectTickets(page, locale, [ELENI]);
    await expectReservationMail(page, email, reservation);
  });

  test('a reload in the middle of step 3 keeps the trips, choices, prices and everything typed', async ({ page, visit }) => {
    const locale = 'en';
    const legs = await plan(page, locale, [[['PIR', 'JTR']], [['PIR', 'JMK']]], { passengers: 2 });
    const email = uniqueEmail('eleni.reload');
    const dialogs = acceptLeaving(page);

    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 2 });
    await chooseSailings(page, locale, legs);

    // A choice on step 2: passenger 2 gets another place than the one offered first.
    const place = page.getByRole('group', { name: 'Passenger 2' }).getByRole('combobox', { name: t(locale, 'results.step2.accommodation') });
    await settledTotal(page, locale);
    const current = await place.inputValue();
    const other = (await place.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
      .find((value) => value && value !== current);
    expect(other, 'another place to choose').toBeDefined();
    await place.selectOption(other!);
    const total = await continueFromStep2(page, locale);

    // Half of step 3.
    await fillTraveller(page, locale, 0, ELENI);
    const second = travellerRegion(page, locale, 1);
    await second.getByLabel('First name', { exact: true }).fill('Nikos');
    await second.getByRole('radio', { name: 'Male', exact: true }).check();
    const contact = contactRegion(page, locale);
    await contact.getByLabel('E-mail', { exact: true }).fill(email);
    await contact.getByLabel('Mobile phone', { exact: true }).fill('6912345678');
    await contact.getByLabel('Address (street and number)', { exact: true }).fill('Akti Miaouli 10');
    const places = await second.getByRole('listitem').allTextContents();
    const trips = await page.getByRole('region', { name: t(locale, 'results.chosen.title') }).textContent();

    await page.reload();
    await expect(stepHeading(page)).toHaveText(t(locale, 'results.step3.title'));
    expect(dialogs).toContain('beforeunload');
    const first = travellerRegion(page, locale, 0);
    await expect(first.getByLabel('First name', { exact: true })).toHaveValue('ELENI');
    await expect(first.getByLabel('Last name', { exact: true })).toHaveValue('PAPADOPOULOU');
    await expect(first.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
    await expect(first.getByLabel(/^Date of birth/)).toHaveValue(ELENI.birthDate);
    await expect(first.getByLabel(/^ID card or passport number/)).toHaveValue(ELENI.document);
    // A field being typed in when the page reloaded keeps its text as typed.
    await expect(second.getByLabel('First name', { exact: true })).toHaveValue(/^nikos$/i);
    await expect(second.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    await expect(contact.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expect(contact.getByLabel('Mobile phone', { exact: true })).toHaveValue('6912345678');
    await expect(contact.getByLabel('Address (street and number)', { exact: true })).toHaveValue('Akti Miaouli 10');
    await expect(second.getByRole('listitem')).toHaveText(places);
    await expect(page.getByRole('region', { name: t(locale, 'results.chosen.title') })).toHaveText(trips ?? '');
    expect(await settledTotal(page, locale)).toBe(total);
    await expectAccessible(page);

    // The rest, and the booking goes through.
    await fillTraveller(page, locale, 1, NIKOS);
    await fillContact(page, locale, contactOf(email));
    await termsCheckbox(page, locale).check();
    await pay(page, locale);
    await payByCard(page, locale, '4111 1111 1111 1111');
    const reservation = await expectTickets(page, locale, [ELENI, NIKOS]);
    await expectReservationMail(page, email, reservation);
  });
  test('a whole booking with the keyboard alone', async ({ page, visit }) => {
    const locale = 'en';
    const errors = shopErrors(page);
    const legs = await plan(page, locale, [[['PIR', 'JMK']], [['PIR', 'JTR']]], { passengers: 2 });
    const [leg] = legs;
    const from = await portName(page.request, leg!.from, locale);
    const to = await portName(page.request, leg!.to, locale);
    const email = uniqueEmail('eleni.keys');
    acceptLeaving(page);
    const keys = page.keyboard;
    // No mouse: any click on the page fails the test.
    await page.exposeFunction('reportClick', (x: number, y: number) => errors.push(`a mouse click at ${x},${y}`));
    await page.addInitScript(() => {
      window.addEventListener('mousedown', (event) => {
        if (event.isTrusted) (window as unknown as { reportClick: (x: number, y: number) => void }).reportClick(event.clientX, event.clientY);
      }, true);
    });

    // Home: the wizard, from the top of the page.
    await visit(homePath(locale));
    const form = wizardForm(page, locale);
    await tabTo(page, form.getByLabel('Departure port', { exact: true }).first());
    const departure = form.getByRole('combobox', { name: 'Departure port' });
    await expect(departure).toBeFocused();
    await keys.type(from);
    await expect(page.getByRole('option', { name: new RegExp(`^${from}`) }).first()).toBeVisible();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect(departure).toHaveValue(from);
    const destination = form.getByRole('combobox', { name: 'Destination port' });
    await tabTo(page, destination);
    await keys.type(to);
    await expect(page.getByRole('option', { name: new RegExp(`^${to}`) }).first()).toBeVisible();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect(destination).toHaveValue(to);
    await expect(page.getByText(t(locale, 'wizard.dates.loading'))).toHaveCount(0);
    await chooseDateByKeyboard(page, form.getByRole('button', { name: /^Departure date/ }), leg!.date);
    await tabTo(page, form.getByRole('button', { name: /^Travellers/ }));
    await keys.press('Enter');
    const travellers = page.getByRole('dialog', { name: 'Travellers' });
    await tabTo(page, travellers.getByRole('button', { name: 'More Adults' }));
    await keys.press('Enter');
    await tabTo(page, travellers.getByRole('button', { name: 'Done' }));
    await expectAccessible(page);
    await keys.press('Enter');
    await expect(travellers).toBeHidden();
    await expect(form.getByRole('button', { name: /^Travellers/ })).toContainText('2 passengers');
    await tabTo(page, form.getByRole('button', { name: 'Search', exact: true }));
    await keys.press('Enter');

    // Step 1: Tab into the sailings of the day, the arrow keys choose one.
    await expect(stepHeading(page)).toHaveText('Choose your sailing');
    await expectAccessible(page);
    const target = sailingRadio(page, leg!);
    await tabTo(page, page.getByRole('radio', { disabled: false }).first());
    if (await isFirst(target)) await keys.press('Space');
    else await arrowTo(page, target);
    await expect(target).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await keys.press('Enter');

    // Step 2: the places offered; focus is on the step's heading.
    await expect(stepHeading(page)).toHaveText('Passengers and vehicles');
    await expect(stepHeading(page)).toBeFocused();
    await settledTotal(page, locale);
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await keys.press('Enter');

    // Step 3: every field typed, the radios and the checkbox with the keyboard.
    await expect(stepHeading(page)).toHaveText('Passenger details and payment');
    await expect(stepHeading(page)).toBeFocused();
    for (const [i, who] of [ELENI, NIKOS].entries()) {
      const region = travellerRegion(page, locale, i);
      await typeInto(page, region.getByLabel('First name', { exact: true }), who.name);
      await typeInto(page, region.getByLabel('Last name', { exact: true }), who.surname);
      await tabTo(page, region.getByRole('radio', { name: 'Male', exact: true }));
      if (who.sex === 'female') await arrowTo(page, region.getByRole('radio', { name: 'Female', exact: true }));
      else await keys.press('Space');
      await typeInto(page, region.getByLabel(/^Date of birth/), who.birthDate);
      await typeInto(page, region.getByLabel(/^ID card or passport number/), who.document);
    }
    const contact = contactRegion(page, locale);
    const details = contactOf(email);
    await typeInto(page, contact.getByLabel('First name', { exact: true }), details.firstName);
    await typeInto(page, contact.getByLabel('Last name', { exact: true }), details.lastName);
    await typeInto(page, contact.getByLabel('E-mail', { exact: true }), details.email);
    await typeInto(page, contact.getByLabel('Mobile phone', { exact: true }), details.mobile);
    await typeInto(page, contact.getByLabel('Address (street and number)', { exact: true }), details.address);
    await typeInto(page, contact.getByLabel('Town or city', { exact: true }), details.city);
    await typeInto(page, contact.getByLabel('Prefecture or region', { exact: true }), details.prefecture);
    await typeInto(page, contact.getByLabel('Postal code', { exact: true }), details.zipCode);
    await tabTo(page, termsCheckbox(page, locale));
    await keys.press('Space');
    await expect(termsCheckbox(page, locale)).toBeChecked();
    await expectAccessible(page);
    await tabTo(page, payButton(page, locale));
    await keys.press('Enter');

    // The hosted payment page, then the tickets.
    await hostedPaymentPage(page, locale);
    const texts = PAY_TEXTS[locale];
    await typeInto(page, page.getByLabel(texts.card), '4111 1111 1111 1111');
    await typeInto(page, page.getByLabel(texts.expiry), '12/30');
    await typeInto(page, page.getByLabel(texts.cvv), '123');
    await tabTo(page, page.getByRole('button', { name: texts.pay, exact: true }));
    await keys.press('Enter');
    const reservation = await expectTickets(page, locale, [ELENI, NIKOS]);
    await expectReservationMail(page, email, reservation);
    expect(errors).toEqual([]);
  });
});
