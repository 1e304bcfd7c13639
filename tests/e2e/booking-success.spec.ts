import { type APIRequestContext, type Page } from '@playwright/test';
import {
  type ApiTrip, ELENI, daysAhead, eleniLeader, keepOrderToken, openHostedPayment, payWithTestCard, placeOn, sailings, tabHolds, tokenHeader,
} from './support/api-booking';
import { expectAccessible, expect, test } from './support/fixtures';
import { mailsTo, openMailedLink } from './support/mailbox';

/** Where the card payment ends: paid orders made through the real Booking API, paid on the hosted test page. */

interface Reservation {
  order_code: string; reservationNumber: string; fullName: string;
  trips: { from: string; to: string; companyReservationCode: string; checkinCode: string; passengers: { name: string; surname: string; ticketNumber: string }[]; vehicles: { plate: string }[] }[];
  total: number;
}

/** A day three weeks ahead (Athens), as YYYY-MM-DD; `plus` more days after it. */
const day = (plus = 0) => daysAhead(21 + plus);

const item = (trip: ApiTrip) => {
  const place = placeOn(trip);
  return {
    tripId: trip.tripId,
    passengers: [{ passengerType: 'AD', accommodationType: place, sex: 'female' }, { passengerType: 'AD', accommodationType: place, sex: 'male' }],
    vehicles: trip.garage ? [{ accommodationType: 'CAR', length: 4.4 }] : [],
  };
};

/** A round trip Piraeus ⇄ Mykonos for two adults with a car, held and recorded (awaiting payment), in `lang`. */
async function recordedOrder(request: APIRequestContext, lang: 'en' | 'el', email: string, token?: string, extra: Record<string, unknown> = {}): Promise<string> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const out = (await sailings(request, 'PIR', 'JMK', day())).find((t) => t.garage);
  const back = (await sailings(request, 'JMK', 'PIR', day(3))).find((t) => t.garage);
  expect(out && back, 'ferries with a garage both ways').toBeTruthy();
  const hold = await request.post(`/booking/optional-booking?lang=${lang}`, { data: { trips: [item(out!), item(back!)] }, headers });
  expect(hold.status()).toBe(200);
  const { order_code: code, order_token: orderToken } = (await hold.json()) as { order_code: string; order_token?: string };
  if (orderToken) keepOrderToken(code, orderToken);
  const insert = await request.post(`/booking/insert-booking?lang=${lang}`, {
    headers: { ...headers, ...tokenHeader(code) },
    data: {
      order_code: code,
      leader: eleniLeader(email),
      passengers: [
        ELENI,
        { name: 'NIKOS', surname: 'PAPADOPOULOS', sex: 'male', nationality: 'GR', birthDate: '02/11/1983', documentNumber: 'AK654321' },
      ],
      vehicles: [{ plate: 'IKA1234' }],
      ...extra,
    },
  });
  expect(insert.status()).toBe(200);
  return code;
}

/** Posts the shop's signed payment form from the page, then pays on the hosted test page with `card`. */
async function payByCard(page: Page, code: string, lang: 'en' | 'el', card: string, token?: string, action: 'pay' | 'cancel' = 'pay'): Promise<void> {
  const headers = token ? { authorization: `Bearer ${token}` } : tokenHeader(code);
  await openHostedPayment(page, code, lang, headers);
  if (action === 'cancel') {
    await page.locator('button[value="cancel"]').click();
    return;
  }
  await payWithTestCard(page, card);
}

test.describe('booking success and failure pages', () => {
  test('a paid order shows its tickets, prints cleanly and is e-mailed once (English)', async ({ page, visit }) => {
    test.setTimeout(120_000);
    const email = `eleni.${Date.now()}@example.com`;
    // Console errors of the shop's pages (the hosted payment page is the processor's, not the shop's).
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' && !new URL(page.url()).pathname.startsWith('/payments/')) errors.push(m.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    const code = await recordedOrder(page.request, 'en', email);
    await tabHolds(page, code);
    await visit('/en/');
    await payByCard(page, code, 'en', '4111 1111 1111 1111');

    await page.waitForURL(`**/en/success?order_code=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/Your tickets have been e-mailed to/)).toContainText(email);
    const finalised = await page.request.post('/booking/finalize-booking', { data: { order_code: code }, headers: tokenHeader(code) });
    const reservation = (await finalised.json()) as Reservation;
    const sheet = page.getByRole('article', { name: `Reservation number ${reservation.reservationNumber}` });
    await expect(sheet).toContainText('Eleni Papadopoulou');
    for (const [i, trip] of reservation.trips.entries()) {
      const section = sheet.locator('.ticket-trip').nth(i);
      await expect(section.getByRole('heading', { name: new RegExp(`Trip ${i + 1} of 2\\s*${trip.from}\\s*to\\s*${trip.to}`) })).toBeVisible();
      await expect(section).toContainText(trip.companyReservationCode);
      await expect(section).toContainText(trip.checkinCode);
      for (const passenger of trip.passengers) {
        await expect(section.getByRole('row', { name: new RegExp(`${passenger.name} ${passenger.surname}`) })).toContainText(passenger.ticketNumber);
      }
      await expect(section.getByRole('table', { name: 'Vehicles' })).toContainText('IKA1234');
      await expect(section.getByText('Departure', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^\w+,? \d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);
    }
    await expect(sheet.getByText('Final amount').locator('xpath=following-sibling::dd')).toHaveText(`${(reservation.total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}\u00a0€`);
    await expectAccessible(page);

    // One e-mail, whatever the reloads.
    await expect.poll(async () => (await mailsTo(page, email)).length).toBe(1);
    const [mail] = await mailsTo(page, email);
    expect(mail?.subject).toContain(reservation.reservationNumber);
    expect(mail?.text).toContain(reservation.trips[0]!.passengers[0]!.ticketNumber);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/Your tickets have been e-mailed to/)).toBeVisible();
    expect(await mailsTo(page, email)).toHaveLength(1);

    // Printed: only the tickets, black on white, a page per trip with the reservation number repeated.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print tickets' })).toBeHidden();
    await expect(page.locator('.success-page__banner')).toBeHidden();
    await expect(page.getByText('FerryShop · E-ticket')).toBeVisible();
    const printed = await sheet.evaluate((element) => {
      const trips = [...element.querySelectorAll('.ticket-trip')];
      return {
        color: getComputedStyle(element).color, background: getComputedStyle(document.body).backgroundColor,
        breaks: trips.map((t) => getComputedStyle(t).breakBefore),
        refs: trips.map((t) => getComputedStyle(t.querySelector('.ticket-trip__print-ref')!).display),
      };
    });
    expect(printed).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', breaks: ['auto', 'page'], refs: ['block', 'block'] });
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-header')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Greek success page; another tab needs the e-mail or last name, or the e-mailed link', async ({ page, visit }) => {
    test.setTimeout(120_000);
    const email = `eleni.el.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'el', email);
    await tabHolds(page, code);
    await visit('/');
    await payByCard(page, code, 'el', '4111111111111111');
    await page.waitForURL(`**/success?order_code=${code}`);
    expect(new URL(page.url()).pathname).toBe('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Η κράτησή σας επιβεβαιώθηκε' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Εκτύπωση εισιτηρίων' })).toBeVisible();
    await expect(page.getByText(/Τα εισιτήριά σας στάλθηκαν στο/)).toBeVisible();
    await expectAccessible(page);

    // Issue 13: another tab with only the code is told what an unknown code is told, and offered "Find your booking":
    // the code with the lead traveller's e-mail or last name opens it.
    const other = await page.context().newPage();
    await other.goto(`/en/success?order_code=${code}`);
    await expect(other.getByRole('heading', { level: 1, name: 'We could not find this reservation' })).toBeVisible();
    const find = other.getByRole('form', { name: 'Find your booking' });
    await expect(find.getByRole('textbox', { name: 'Reservation code' })).toHaveValue(code);
    const proof = find.getByRole('textbox', { name: 'E-mail or last name of the lead traveller' });
    await proof.fill('someone.else@example.com');
    await proof.press('Enter');
    await expect(find.getByText('We found no booking with this code and this e-mail or last name.', { exact: false })).toBeVisible();
    await expect(proof).toBeFocused();
    await expectAccessible(other);
    await proof.fill('PAPADOPOULOU');
    await proof.press('Enter');
    await expect(other.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    expect(await mailsTo(page, email)).toHaveLength(1);
    await other.close();

    // The e-mailed link carries a token in its fragment: it opens the booking, and the address bar drops it.
    const fromMail = await openMailedLink(page, email, /https?:\/\/\S+\/success\?order_code=\w+#t=[\w-]{43}/);
    await expect(fromMail.getByRole('heading', { level: 1, name: 'Η κράτησή σας επιβεβαιώθηκε' })).toBeVisible();
    await expect.poll(() => new URL(fromMail.url()).hash).toBe('');
    expect(new URL(fromMail.url()).searchParams.get('order_code')).toBe(code);
    await fromMail.close();
  });

  test('printed tickets by courier: booked once paid, the shipping number shown and the delivery tracked (Greek)', async ({ page, visit }) => {
    test.setTimeout(120_000);
    const email = `courier.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'el', email, undefined, {
      receiveTicketsMethod: 'courier', shipping: { address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', country: 'GR' },
    });
    await tabHolds(page, code);
    await visit('/');
    await payByCard(page, code, 'el', '4111 1111 1111 1111');
    await page.waitForURL(`**/success?order_code=${code}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Η κράτησή σας επιβεβαιώθηκε' });
    await expect(heading).toBeFocused();
    // Focused for screen readers, the heading shows no ring (in the focus colour it read as an error).
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
    // The loading spinner is a circle, not an oval, wherever it sits.
    expect(await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.className = 'page-loading';
      probe.innerHTML = '<span class="page-loading__spinner"></span>long text '.repeat(1) + 'word '.repeat(200);
      document.body.append(probe);
      const box = probe.querySelector('span')!.getBoundingClientRect();
      probe.remove();
      return [box.width, box.height];
    })).toEqual([24, 24]);
    const courier = page.locator('.success-page__courier');
    await expect(courier).toContainText(/Τα έντυπα εισιτήριά σας αποστέλλονται με courier\. Αριθμός αποστολής \d{10}· αναμενόμενη παράδοση /);
    await courier.getByRole('button', { name: 'Πού βρίσκεται η αποστολή;' }).click();
    await expect(courier.getByRole('status')).toHaveText('Η αποστολή καταχωρίστηκε· ο courier θα την παραλάβει σύντομα.');
    await expectAccessible(page);
    const [mail] = (await mailsTo(page, email));
    expect(mail?.text).toMatch(/αριθμός αποστολής \d{10}/);
  });

  test('a declined card leads to the failure page with customer support, and the order can still be paid', async ({ page, visit }) => {
    test.setTimeout(120_000);
    const email = `eleni.declined.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'en', email);
    await tabHolds(page, code);
    await visit('/en/');
    await payByCard(page, code, 'en', '4000 0000 0000 0002');
    await page.waitForURL(`**/en/error?reason=payment&order_code=${code}&payment=declined`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your card was declined' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/Any questions\? Our customer support is there for you/)).toBeVisible();
    const settings = (await (await page.request.get('/api/settings')).json()) as { data: { key: string; value: string }[] };
    const setting = (key: string) => settings.data.find((s) => s.key === key)?.value ?? '';
    await expect(main.getByRole('link', { name: setting('supportPhone') })).toBeVisible();
    await expect(main.getByRole('link', { name: setting('supportEmail') })).toHaveAttribute('href', `mailto:${setting('supportEmail')}`);
    await expect(main.getByText('Your card was declined by the bank. Nothing was charged. Try again or use another card.')).toBeVisible();
    await expect(main).toContainText(code);
    await expectAccessible(page);
    expect(await mailsTo(page, email)).toHaveLength(0);

    // The order still awaits payment: a second card goes through, to the tickets.
    await payByCard(page, code, 'en', '4111 1111 1111 1111');
    await page.waitForURL(`**/en/success?order_code=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a payment cancelled on the payment page says so: nothing charged, pay again (Greek)', async ({ page, visit }) => {
    const email = `eleni.cancelled.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'el', email);
    await tabHolds(page, code);
    await visit('/');
    await payByCard(page, code, 'el', '', undefined, 'cancel');
    await page.waitForURL(`**/error?reason=payment&order_code=${code}&payment=cancelled`);
    const heading = page.getByRole('heading', { level: 1, name: 'Ακυρώσατε την πληρωμή' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('Ακυρώσατε την πληρωμή. Δεν έγινε καμία χρέωση.');
    await expect(main.getByText('Λυπούμαστε!')).toHaveCount(0);
    await expectAccessible(page);
    expect(await mailsTo(page, email)).toHaveLength(0);
  });

  test('an order that is not paid is not shown as confirmed', async ({ page, visit }) => {
    const code = await recordedOrder(page.request, 'en', `eleni.unpaid.${Date.now()}@example.com`);
    await tabHolds(page, code);
    await visit(`/en/success?order_code=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment has not been confirmed' })).toBeVisible();
    await expectAccessible(page);
    await visit('/en/success?order_code=FSNOSUCH00');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this reservation' })).toBeVisible();
  });

  test('a logged-in traveller finds the trip in My trips with its tickets; the sign-in test page shows the session', async ({ page, visit }) => {
    test.setTimeout(150_000);
    const email = `eleni.account.${Date.now()}@example.com`;
    const password = 'Sea7!x';
    expect((await page.request.post('/api/auth/register', { data: { firstName: 'Eleni', lastName: 'Papadopoulou', email, password } })).status()).toBe(201);
    let activation = '';
    await expect.poll(async () => {
      const mail = (await mailsTo(page, email)).find((m) => m.text.includes('activate-account?token='));
      activation = /activate-account\?token=([^\s&"]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return activation;
    }, { timeout: 15_000 }).not.toBe('');
    expect((await page.request.patch('/api/auth/activate-account', { headers: { authorization: `Bearer ${decodeURIComponent(activation)}` }, data: {} })).status()).toBeLessThan(300);
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    // The tab holds the session, as after logging in through the dialog.
    await page.addInitScript((value) => sessionStorage.setItem('auth.token', value), token);

    const code = await recordedOrder(page.request, 'en', email, token);
    await visit('/en/');
    await payByCard(page, code, 'en', '4111 1111 1111 1111', token);
    await page.waitForURL(`**/en/success?order_code=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();

    await visit('/en/account');
    const trips = page.getByRole('region', { name: 'My trips' });
    const scheduled = trips.getByRole('region', { name: 'Scheduled trips (1)' });
    await expect(scheduled).toContainText(code);
    await expect(trips.getByRole('region', { name: 'History (0)' })).toContainText('Your past trips will appear here.');
    await scheduled.getByRole('button', { name: `Show tickets of reservation ${code}` }).click();
    const sheet = scheduled.getByRole('article', { name: `Reservation number ${code}` });
    await expect(sheet.locator('.ticket-trip')).toHaveCount(2);
    await expect(sheet.getByRole('table', { name: 'Passengers' }).first()).toContainText('ELENI PAPADOPOULOU');
    await expectAccessible(page);

    await visit('/en/test/auth-flow');
    const session = page.getByRole('region', { name: "This tab's session" });
    await expect(session).toContainText(`Logged in as Eleni Papadopoulou (${email})`);
    await page.getByRole('button', { name: 'Check the session with the server' }).click();
    await expect(page.getByRole('region', { name: 'What happened' })).toContainText(`The server knows the session: Eleni Papadopoulou (${email}).`);
    await expectAccessible(page);
  });
});
