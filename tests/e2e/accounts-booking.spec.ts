import { expect, expectAccessible, test } from './support/fixtures';
import { mailedLink } from './support/mailbox';
import {
  type Traveller, chooseSailings, contactRegion, continueFromStep2, escapeRegExp, homePath, localePath, pay,
  payByCard, planLegs, searchFromHome, t, termsCheckbox, travellerRegion, uniqueEmail,
} from './support/booking-journey';

/**
 * Issue 7: a registered traveller books with the details kept in the account. Register, activate from the mailed
 * link, log in, save a passenger and a vehicle in the account, book a trip for them from the home wizard (step 3
 * filled from the saved records and the account), pay, and find the trip under the account's scheduled trips.
 */

// The calendar's "today" is the browser's: give it the server's time zone.
test.use({ timezoneId: 'Europe/Athens' });

const ELENI: Traveller = { name: 'Eleni', surname: 'Ioannou', sex: 'female', birthDate: '12/05/1990', document: 'AK778899' };

for (const locale of ['el', 'en'] as const) {
  const lang = locale === 'el' ? 'Greek' : 'English';
  test(`an account's saved passenger and vehicle fill a booking, which shows in My trips, in ${lang}`, async ({ page, visit }) => {
    test.setTimeout(240_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const legs = await planLegs(page.request, locale, [['PIR', 'JMK']], { passengers: 1, vehicle: true })
      ?? await planLegs(page.request, locale, [['PIR', 'JTR']], { passengers: 1, vehicle: true })
      ?? await planLegs(page.request, locale, [['RAF', 'JMK']], { passengers: 1, vehicle: true });
    if (!legs) throw new Error('no day with a sailing taking a car');
    const email = uniqueEmail(`maria.${locale}`);
    const password = 'Wave9#z';

    // Register from the header, then activate from the mailed link.
    await visit(homePath(locale));
    await page.getByRole('banner').getByRole('link', { name: t(locale, 'header.login'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t(locale, 'auth.dialog.title') })).toBeVisible();
    await dialog.getByRole('tab', { name: t(locale, 'auth.tab.registration') }).click();
    await dialog.getByLabel(t(locale, 'auth.field.firstName'), { exact: true }).fill('Maria');
    await dialog.getByLabel(t(locale, 'auth.field.lastName'), { exact: true }).fill('Ioannou');
    await dialog.getByLabel(t(locale, 'auth.field.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t(locale, 'auth.field.password'), { exact: true }).fill(password);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t(locale, 'auth.register.submit'), exact: true }).click();
    await expect(dialog.getByText(t(locale, 'auth.register.activationSent', { email }))).toBeVisible();
    await visit(await mailedLink(page, email, '/activate-account'));
    await expect(page.getByText(t(locale, 'auth.activate.done'))).toBeVisible();

    // Log in: the account page.
    await page.getByRole('main').getByRole('link', { name: t(locale, 'auth.login.submit') }).click();
    await dialog.getByLabel(t(locale, 'auth.field.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t(locale, 'auth.field.password'), { exact: true }).fill(password);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t(locale, 'auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/account'))}$`));
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'screen.account.title') })).toBeVisible();

    // Save a passenger and a vehicle.
    const passengers = page.getByRole('region', { name: t(locale, 'account.passengers.title') });
    await passengers.getByRole('button', { name: t(locale, 'account.passengers.add') }).click();
    const passengerField = (field: string) => passengers.getByLabel(t(locale, `account.passengers.field.${field}`), { exact: true });
    await passengerField('firstName').fill(ELENI.name);
    await passengerField('lastName').fill(ELENI.surname);
    await passengerField('birthDate').fill(ELENI.birthDate);
    await passengerField('gender').selectOption(ELENI.sex);
    await passengerField('documentNumber').fill(ELENI.document);
    await passengers.getByRole('button', { name: t(locale, 'account.details.save'), exact: true }).click();
    await expect(passengers.getByRole('listitem').filter({ hasText: `${ELENI.name} ${ELENI.surname}` })).toBeVisible();
    const vehicles = page.getByRole('region', { name: t(locale, 'account.vehicles.title') });
    await vehicles.getByRole('button', { name: t(locale, 'account.vehicles.add') }).click();
    await vehicles.getByLabel(t(locale, 'account.vehicles.field.name'), { exact: true }).fill('Family car');
    await vehicles.getByLabel(t(locale, 'account.vehicles.field.plate'), { exact: true }).fill('IKA1234');
    await vehicles.getByRole('button', { name: t(locale, 'account.details.save'), exact: true }).click();
    await expect(vehicles.getByRole('listitem').filter({ hasText: 'Family car' })).toBeVisible();
    await expectAccessible(page);

    // Book one adult and a car from the home wizard.
    await visit(homePath(locale));
    await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 1, vehicles: 1 });
    await chooseSailings(page, locale, legs);
    await continueFromStep2(page, locale);

    // Step 3: the leader comes from the account; the traveller and the car from the saved records.
    const contact = contactRegion(page, locale);
    const contactField = (field: string) => contact.getByLabel(t(locale, `results.step3.field.${field}`), { exact: true });
    await expect(contactField('email')).toHaveValue(email);
    await expect(contactField('firstName')).toHaveValue('Maria');
    await expect(contactField('lastName')).toHaveValue('Ioannou');
    await expect(contact.getByText(t(locale, 'results.step3.contact.fromAccount'))).toBeVisible();

    const traveller = travellerRegion(page, locale, 0);
    await traveller.getByLabel(t(locale, 'results.step3.saved.passenger')).selectOption({ label: `${ELENI.name} ${ELENI.surname}` });
    await expect(traveller.getByText(t(locale, 'results.step3.saved.filled', { name: `${ELENI.name} ${ELENI.surname}` }))).toBeVisible();
    await expect(traveller.getByLabel(t(locale, 'results.step3.field.name'), { exact: true })).toHaveValue(new RegExp(`^${ELENI.name}$`, 'i'));
    await expect(traveller.getByLabel(t(locale, 'results.step3.field.surname'), { exact: true })).toHaveValue(new RegExp(`^${ELENI.surname}$`, 'i'));
    await expect(traveller.getByRole('radio', { name: t(locale, `results.step3.gender.${ELENI.sex}`), exact: true })).toBeChecked();
    await expect(traveller.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.birthDate'))}`))).toHaveValue(ELENI.birthDate);
    await expect(traveller.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.documentNumber'))}`))).toHaveValue(ELENI.document);

    const car = page.getByRole('region', { name: new RegExp(`^${escapeRegExp(t(locale, 'results.step3.vehicle').split('{')[0]!)}1\\b`) });
    await car.getByLabel(t(locale, 'results.step3.saved.vehicle')).selectOption({ label: 'Family car (IKA1234)' });
    await expect(car.getByText(t(locale, 'results.step3.saved.filled', { name: 'Family car' }))).toBeVisible();
    await expect(car.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.plate'))}`))).toHaveValue('IKA1234');
    await expect(car.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.vehicleName'))}`))).toHaveValue('Family car');

    // The rest of the contact, the terms, and pay by card.
    await contactField('mobile').fill('6912345678');
    await contactField('address').fill('Akti Miaouli 10');
    await contactField('city').fill('Piraeus');
    await contactField('prefecture').fill('Attica');
    await contactField('zipCode').fill('18538');
    await termsCheckbox(page, locale).check();
    await pay(page, locale);
    await payByCard(page, locale, '4111 1111 1111 1111');

    // The tickets, read from the success page (the order is the user's: the API answers it only with the tab's session).
    await page.waitForURL(new RegExp(`${escapeRegExp(localePath(locale, '/success'))}\\?order_code=\\w+`));
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'success.title') })).toBeVisible();
    const orderCode = new URL(page.url()).searchParams.get('order_code')!;
    const numberHeading = page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(t(locale, 'ticket.reservationNumber'))} \\w+$`) });
    await expect(numberHeading).toBeVisible();
    const reservationNumber = (await numberHeading.textContent())!.replace(t(locale, 'ticket.reservationNumber'), '').trim();
    const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservationNumber}` });
    await expect(sheet.getByRole('table', { name: t(locale, 'ticket.vehicles') })).toContainText('IKA1234');
    await expect(sheet.getByRole('row', { name: /Eleni Ioannou/i })).toBeVisible();
    await expectAccessible(page);

    // My trips: the booking is a scheduled trip, and its tickets carry the reservation number.
    await visit(localePath(locale, '/account'));
    const scheduled = page.getByRole('region', { name: new RegExp(`^${escapeRegExp(t(locale, 'account.trips.scheduled').split('(')[0]!.trim())}`) });
    const card = scheduled.locator('.my-trips__card').filter({ hasText: orderCode });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: t(locale, 'account.trips.showTickets', { code: orderCode }) }).click();
    const tickets = card.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservationNumber}` });
    await expect(tickets).toBeVisible();
    await expect(tickets.getByRole('table', { name: t(locale, 'ticket.vehicles') })).toContainText('IKA1234');
    await expectAccessible(page);
  });
}
