import { type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expect, test } from './support/fixtures';

/**
 * Assistance for reduced mobility asked for after booking, from "Manage booking" (issue 17): a guest asks for it for
 * a passenger three weeks ahead (English: guaranteed) and sees it on the ticket and in the e-mail; a guest whose
 * ship leaves tomorrow (Greek: less than 48 hours) is told it is not guaranteed and given the port's contact. Orders
 * are made through the real Booking API and paid on the hosted test page; the server's clock decides. (A booking
 * made with assistance at step 3 is checked on its ticket by booking-journeys.spec.ts.)
 */

interface Trip { tripId: string; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }
interface Mail { to: string; subject: string; text: string }

const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
const orderTokens = new Map<string, string>();
const tokenHeader = (code: string) => ({ 'x-order-token': orderTokens.get(code) ?? '' });

/** One adult Piraeus → Naxos `days` ahead, held and recorded (awaiting payment), in `lang`. */
async function recordedOrder(request: APIRequestContext, lang: 'en' | 'el', email: string, days: number): Promise<string> {
  const results = await request.post('/booking/results', { data: { legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: day(days) }], lang: 'en' } });
  const trip = ((await results.json()) as { legs: { trips: Trip[] }[] }).legs[0]?.trips[0];
  expect(trip, 'a ferry Piraeus → Naxos').toBeTruthy();
  const place = trip!.deckAvailability[0]?.code ?? trip!.seatAvailability[0]?.code;
  const hold = await request.post(`/booking/optional-booking?lang=${lang}`, {
    data: { trips: [{ tripId: trip!.tripId, passengers: [{ passengerType: 'AD', accommodationType: place, sex: 'female' }] }] },
  });
  expect(hold.status()).toBe(200);
  const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
  orderTokens.set(code, token);
  const insert = await request.post(`/booking/insert-booking?lang=${lang}`, {
    headers: tokenHeader(code),
    data: {
      order_code: code,
      leader: { firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30', country: 'GR' },
      passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
    },
  });
  expect(insert.status()).toBe(200);
  return code;
}

/** Pays the order on the hosted test page with the card that succeeds; answers the processor's attempt id. */
async function payByCard(page: Page, code: string, lang: 'en' | 'el'): Promise<string> {
  await page.addInitScript(([c, t]) => sessionStorage.setItem('booking.orderTokens', JSON.stringify({ [c as string]: t })), [code, orderTokens.get(code)]);
  await page.goto(lang === 'en' ? '/en/' : '/');
  const answer = await page.request.post('/api/payments/cardlink', { data: { order_code: code, lang }, headers: tokenHeader(code) });
  expect(answer.status()).toBe(200);
  const form = (await answer.json()) as { url: string; fields: { name: string; value: string }[] };
  await page.evaluate(({ url, fields }) => {
    const element = document.createElement('form');
    element.method = 'POST';
    element.action = url;
    for (const field of fields) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = field.name;
      input.value = field.value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, form);
  await page.locator('input[name="card"]').fill('4111 1111 1111 1111');
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvv"]').fill('123');
  await page.locator('button[value="pay"]').click();
  await page.waitForURL(`**/success?order_code=${code}`);
  return form.fields.find((f) => f.name === 'orderid')!.value;
}

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  return (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

test.describe('assistance after booking', () => {
  test('a guest asks for assistance three weeks ahead and sees it on the ticket (English)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.assist.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'en', email, 21);
    await payByCard(page, code, 'en');
    await page.goto(`/en/manage?order_code=${code}`);
    const section = page.getByRole('region', { name: 'Assistance for disability or reduced mobility' });
    await expect(section.getByRole('listitem').first()).toContainText(/guaranteed if you ask by/);
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Help needed' }).selectOption({ label: 'Other help' });
    await section.getByRole('button', { name: 'Send request' }).click();
    const note = section.getByRole('textbox', { name: /What help you need/ });
    await expect(note).toBeFocused();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(section).toContainText('Describe the help needed.');
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Help needed' }).selectOption({ label: 'Wheelchair' });
    await note.fill('Help on the ramp');
    await section.getByRole('button', { name: 'Send request' }).click();
    await expect(section.getByRole('status')).toContainText('You asked in time, so the help is guaranteed.');
    await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText('Assistance: Wheelchair (Help on the ramp)');
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.subject)).toContain(`Booking ${code}: assistance for ELENI PAPADOPOULOU`);

    // Opened again, the ticket still shows it (it is stored with the booking).
    await page.reload();
    await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText('Assistance: Wheelchair (Help on the ramp)');
  });

  test('a guest whose ship leaves within 48 hours is told it is not guaranteed and gets the port\'s contact (Greek)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.voitheia.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'el', email, 1);
    await payByCard(page, code, 'el');
    await page.goto(`/manage?order_code=${code}`);
    const section = page.getByRole('region', { name: 'Βοήθεια για άτομα με αναπηρία ή μειωμένη κινητικότητα' });
    const leg = section.getByRole('listitem').first();
    await expect(leg).toContainText('λιγότερο από 48 ώρες πριν από την αναχώρηση');
    await expect(leg.getByRole('link', { name: '+302104550000' })).toHaveAttribute('href', 'tel:+302104550000');
    await expect(leg).toContainText('Κεντρικό Λιμεναρχείο Πειραιά');
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Τι βοήθεια χρειάζεται' }).selectOption({ label: 'Προβλήματα όρασης' });
    await expect(section).toContainText('Μένουν λιγότερες από 48 ώρες ως την αναχώρηση');
    await section.getByRole('button', { name: 'Αποστολή αιτήματος' }).click();
    const outcome = section.getByRole('status');
    await expect(outcome).toContainText('δεν μπορούμε να το εγγυηθούμε');
    await expect(outcome.getByRole('link', { name: '+302104550000' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Αριθμός κράτησης|Reservation/ })).toContainText('Βοήθεια ΑμεΑ: Προβλήματα όρασης');
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.text).join('\n')).toContain('Σημείο εξυπηρέτησης επιβατών στο λιμάνι');
  });
});
