import { type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expect, test } from './support/fixtures';
import { openHostedPayment } from './support/api-booking';
import { mailedLink } from './support/mailbox';
import { escapeRegExp, hostedPaymentPage, localePath, payByCard, t, uniqueEmail } from './support/booking-journey';

/**
 * "Change date or sailing" (issue 17): a logged-in traveller opens My trips → Manage, changes the date of a leg to a
 * dearer sailing of the same route and company on a later day, pays the difference on the test processor's hosted page,
 * comes back to the manage page and sees the new date on the ticket. The order is made through the real Booking API
 * with the user's token (Aegean Star Lines Piraeus → Naxos three weeks ahead: changes free until 48 hours before, so
 * the difference is the fare's), in Greek and in English.
 */

interface Trip { tripId: string; company: { code: string }; departureDatetime: string; deckAvailability: { code: string; lowestFare: number }[]; seatAvailability: { code: string }[] }

const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);

async function aslTrips(request: APIRequestContext, date: string): Promise<Trip[]> {
  const results = await request.post('/booking/results', { data: { legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: date }], lang: 'en' } });
  return (((await results.json()) as { legs: { trips: Trip[] }[] }).legs[0]?.trips ?? []).filter((t) => t.company.code === 'ASL');
}

/** Registers and activates a traveller, and answers their bearer token. */
async function loggedInTraveller(page: Page, locale: 'el' | 'en', email: string): Promise<string> {
  const password = 'Wave9#z';
  const register = await page.request.post('/api/auth/register', { data: { firstName: 'Eleni', lastName: 'Papadopoulou', email, password, lang: locale } });
  expect(register.status()).toBe(201);
  const link = new URL(await mailedLink(page, email, '/activate-account'), 'http://shop.test');
  const token = new URLSearchParams(link.search).get('token') ?? new URLSearchParams(link.hash.replace(/^#/, '')).get('token');
  if (token) await page.request.patch('/api/auth/activate-account', { headers: { authorization: `Bearer ${token}` } });
  else await page.goto(link.pathname + link.search);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

const fare = (t: Trip) => t.deckAvailability[0]?.lowestFare ?? Number.MAX_SAFE_INTEGER;

/** The first day after three weeks with an ASL sailing dearer (on deck) than `than`. */
async function dearerDay(request: APIRequestContext, than: number): Promise<string> {
  for (let plus = 22; plus < 50; plus += 1) {
    if ((await aslTrips(request, day(plus))).some((t) => fare(t) !== Number.MAX_SAFE_INTEGER && fare(t) > than)) return day(plus);
  }
  throw new Error(`no ASL sailing Piraeus → Naxos dearer than ${than}`);
}

/** One adult on the cheaper ASL sailing Piraeus → Naxos three weeks ahead, the user's order, paid by card. */
async function userBooking(page: Page, locale: 'el' | 'en', bearer: string, email: string): Promise<{ code: string; fare: number }> {
  const auth = { authorization: `Bearer ${bearer}` };
  // The cheaper of the day's deck fares, so a later day has a dearer sailing to change to.
  const trip = [...await aslTrips(page.request, day(21))].sort((a, b) => fare(a) - fare(b))[0];
  expect(trip, 'an Aegean Star Lines ferry Piraeus → Naxos').toBeTruthy();
  const place = trip!.deckAvailability[0]?.code ?? trip!.seatAvailability[0]?.code;
  const hold = await page.request.post(`/booking/optional-booking?lang=${locale}`, {
    headers: auth, data: { trips: [{ tripId: trip!.tripId, passengers: [{ passengerType: 'AD', accommodationType: place, sex: 'female' }] }] },
  });
  expect(hold.status()).toBe(200);
  const { order_code: code } = (await hold.json()) as { order_code: string };
  const insert = await page.request.post(`/booking/insert-booking?lang=${locale}`, {
    headers: auth,
    data: {
      order_code: code,
      leader: { firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30', country: 'GR' },
      passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
    },
  });
  expect(insert.status()).toBe(200);
  await page.addInitScript((value) => sessionStorage.setItem('auth.token', value), bearer);
  await page.goto(localePath(locale, '/'));
  await openHostedPayment(page, code, locale, auth);
  await payByCard(page, locale, '4111 1111 1111 1111');
  await page.waitForURL(`**/success?order_code=${code}`);
  return { code, fare: fare(trip!) };
}

for (const locale of ['el', 'en'] as const) {
  const lang = locale === 'el' ? 'Greek' : 'English';
  test(`a logged-in traveller changes a leg's date from My trips and pays the difference, in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail(`eleni.change.${locale}`);
    const bearer = await loggedInTraveller(page, locale, email);
    const { code, fare: booked } = await userBooking(page, locale, bearer, email);
    const newDay = await dearerDay(page.request, booked);

    // My trips → Manage.
    await page.goto(localePath(locale, '/account'));
    await page.getByRole('link', { name: t(locale, 'account.trips.manageLabel', { code }) }).click();
    await page.waitForURL(new RegExp(`${escapeRegExp(localePath(locale, '/manage'))}\\?order_code=${code}`));
    const section = page.getByRole('region', { name: t(locale, 'manage.change.title') });
    const leg = section.getByRole('listitem').first();
    await expect(leg).toContainText(t(locale, 'manage.change.policy.freeUntil', { hours: 48, closes: 3 }));
    await expectAccessible(page);

    // A later day's sailings of the same route and company, each with what it costs.
    await leg.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(locale, 'manage.change.open'))}`) }).click();
    const form = section.getByRole('group', { name: new RegExp(escapeRegExp(t(locale, 'manage.change.form.title', { from: 'X', to: 'Y' }).split('X')[0]!.trim())) });
    await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
    const date = form.getByLabel(t(locale, 'manage.change.field.date'));
    await date.fill('');
    await form.getByRole('button', { name: t(locale, 'manage.change.showDay') }).click();
    await expect(date).toBeFocused();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(t(locale, 'manage.change.problem.date.required'));
    await expectAccessible(page);
    await date.fill(newDay);
    await form.getByRole('button', { name: t(locale, 'manage.change.showDay') }).click();
    const payPrefix = t(locale, 'manage.change.difference.pay', { amount: '§' }).split('§')[0]!;
    const dearer = form.locator('label.manage-change__sailing').filter({ hasText: payPrefix }).first();
    await expect(dearer).toBeVisible();
    await expectAccessible(page);
    await dearer.getByRole('radio').check();
    const confirm = form.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(locale, 'manage.change.confirm.pay', { amount: '§' }).split('§')[0]!)}`) });
    // The difference shown on the sailing is the one the button names and the one the hosted page charges (as cents:
    // the page writes 12,50 € or €12.50, the processor 12.50 EUR).
    const cents = (text: string | null) => (text ?? '').replace(/\D/g, '');
    const shownDifference = cents(await dearer.locator('strong').last().textContent());
    expect(Number(shownDifference)).toBeGreaterThan(0);
    expect(cents(await confirm.textContent())).toBe(shownDifference);
    await confirm.click();

    // The processor's hosted page takes the difference and sends the traveller back to the manage page.
    await hostedPaymentPage(page, locale);
    expect(cents(await page.locator('main strong').first().textContent())).toBe(shownDifference);
    await payByCard(page, locale, '4111 1111 1111 1111');
    // Back on /manage?order_code=…&change=…; the page drops the change's code from the address once it is settled.
    await page.waitForURL(new RegExp(`${escapeRegExp(localePath(locale, '/manage'))}\\?order_code=${code}`));
    const done = page.getByRole('region', { name: t(locale, 'manage.change.title') }).getByRole('status');
    await expect(done).toContainText(t(locale, 'manage.change.done', { when: '§' }).split('§')[0]!, { timeout: 30_000 });
    const ticket = page.getByRole('article', { name: new RegExp(escapeRegExp(t(locale, 'ticket.reservationNumber'))) });
    // The status names the new departure as the page writes dates (weekday, day, month, year, then the time); the
    // ticket shows the same day.
    const when = (await done.locator('strong').first().textContent()) ?? '';
    const shown = when.slice(0, when.lastIndexOf(','));
    expect(shown).toContain(String(Number(newDay.slice(8))));
    await expect(ticket).toContainText(shown);
    await expectAccessible(page);
  });
}

/**
 * A logged-in traveller's booking (English), a change of its first leg to a dearer sailing started from the manage
 * page: the browser is on the hosted payment page of the difference. Answers the order's code and the new day.
 */
async function dearerChangeOnHostedPage(page: Page, emailName: string): Promise<{ code: string; newDay: string }> {
  const email = uniqueEmail(emailName);
  const bearer = await loggedInTraveller(page, 'en', email);
  const { code, fare: booked } = await userBooking(page, 'en', bearer, email);
  const newDay = await dearerDay(page.request, booked);
  await page.goto(`/en/manage?order_code=${code}`);
  const section = page.getByRole('region', { name: 'Change date or sailing' });
  await section.getByRole('listitem').first().getByRole('button', { name: /^Change date or sailing/ }).click();
  const form = section.getByRole('group', { name: /^Change / });
  await form.getByLabel('New date').fill(newDay);
  await form.getByRole('button', { name: 'Show sailings' }).click();
  await form.locator('label.manage-change__sailing').filter({ hasText: 'You pay' }).first().getByRole('radio').check();
  await form.getByRole('button', { name: /^Pay .* and change$/ }).click();
  await hostedPaymentPage(page, 'en');
  return { code, newDay };
}

test('a change whose payment page was left is finished from the manage page with "Continue to payment" (English)', async ({ page }) => {
  test.setTimeout(240_000);
  const { code, newDay } = await dearerChangeOnHostedPage(page, 'eleni.resume.en');
  const amount = (await page.locator('main strong').first().textContent()) ?? '';

  // The traveller leaves the payment page without paying and comes back to the booking later.
  await page.goto(`/en/manage?order_code=${code}`);
  const status = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(status).toContainText('A change of this booking is waiting for the payment of its difference.');
  const again = status.getByRole('button', { name: /^Continue to payment \(/ });
  await expect(again).toBeVisible();
  // The button names the difference the hosted page charges (as cents: 12,50 € or €12.50 vs 12.50 EUR).
  const cents = (text: string | null) => (text ?? '').replace(/\D/g, '');
  expect(cents(await again.textContent())).toBe(cents(amount));
  await expectAccessible(page);
  await again.click();

  // The same difference on the hosted page, paid; back on the manage page, the new date is on the ticket.
  await hostedPaymentPage(page, 'en');
  expect(cents(await page.locator('main strong').first().textContent())).toBe(cents(amount));
  await payByCard(page, 'en', '4111 1111 1111 1111');
  await page.waitForURL(new RegExp(`/en/manage\\?order_code=${code}`));
  const done = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(done).toContainText('Your trip is changed', { timeout: 30_000 });
  await expect(done.getByRole('button', { name: /Continue to payment/ })).toHaveCount(0);
  const when = (await done.locator('strong').first().textContent()) ?? '';
  expect(when).toContain(String(Number(newDay.slice(8))));
  await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText(when.slice(0, when.lastIndexOf(',')));
  await expectAccessible(page);
});

test('a change paid on the hosted page whose result was lost: "Continue to payment" shows the change done, no second payment page (English)', async ({ page }) => {
  test.setTimeout(240_000);
  const { code, newDay } = await dearerChangeOnHostedPage(page, 'eleni.lost.en');

  // The card is taken, but the way back to the shop is lost (the result the page posts never arrives).
  let lost = 0;
  await page.route('**/payments/cardlink/confirm', async (route) => {
    lost += 1;
    await route.abort('connectionreset');
  });
  await payByCard(page, 'en', '4111 1111 1111 1111');
  await expect.poll(() => lost).toBe(1);
  await page.unroute('**/payments/cardlink/confirm');

  // Back on the booking before the shop has asked the processor: "Continue to payment" finds the payment made.
  await page.goto(`/en/manage?order_code=${code}`);
  const status = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(status).toContainText('A change of this booking is waiting for the payment of its difference.');
  await status.getByRole('button', { name: /^Continue to payment \(/ }).click();
  const done = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(done).toContainText('Your trip is changed', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/en/manage');
  await expect(done.getByRole('button', { name: /Continue to payment/ })).toHaveCount(0);
  const when = (await done.locator('strong').first().textContent()) ?? '';
  expect(when).toContain(String(Number(newDay.slice(8))));
  await expectAccessible(page);
});

test('a change whose card was declined is paid with another card through "Continue to payment" (English)', async ({ page }) => {
  test.setTimeout(240_000);
  const { code } = await dearerChangeOnHostedPage(page, 'eleni.declined.en');
  // The bank declines the card: the traveller is back on the manage page, the change still waiting.
  await payByCard(page, 'en', '4000 0000 0000 0002');
  await page.waitForURL(new RegExp(`/en/manage\\?order_code=${code}`));
  const status = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  const again = status.getByRole('button', { name: /^Continue to payment \(/ });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await again.click();

  // A new payment page (a new attempt) takes another card; the change is done.
  await hostedPaymentPage(page, 'en');
  await payByCard(page, 'en', '4111 1111 1111 1111');
  await page.waitForURL(new RegExp(`/en/manage\\?order_code=${code}`));
  const done = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(done).toContainText('Your trip is changed', { timeout: 30_000 });
  const when = (await done.locator('strong').first().textContent()) ?? '';
  await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText(when.slice(0, when.lastIndexOf(',')));
});
