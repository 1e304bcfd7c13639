import { type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expect, test } from './support/fixtures';

/**
 * "Manage booking" (issue 17): a guest cancels from the reservation e-mail's link (English) and sees the refund on the
 * test processor's card page; a guest with only the code proves it with the last name and cancels (Greek). Orders are
 * made through the real Booking API and paid on the hosted test page.
 */

interface Trip { tripId: string; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }
interface Mail { to: string; subject: string; text: string }

const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
const orderTokens = new Map<string, string>();
const tokenHeader = (code: string) => ({ 'x-order-token': orderTokens.get(code) ?? '' });

/** One adult Piraeus → Naxos three weeks ahead, held and recorded (awaiting payment), in `lang`. */
async function recordedOrder(request: APIRequestContext, lang: 'en' | 'el', email: string): Promise<string> {
  const results = await request.post('/booking/results', { data: { legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: day(21) }], lang: 'en' } });
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

const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('manage booking', () => {
  test('a guest cancels from the e-mail link and sees the refund on the card page (English)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `anna.cancel.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'en', email);
    const attemptId = await payByCard(page, code, 'en');

    // The reservation e-mail's manage link carries an order token in its fragment; opened in a fresh tab.
    await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(page, email);
    const link = /https?:\/\/\S+\/en\/manage\?order_code=\w+#t=[\w-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(link, 'a manage-booking link with the order token in the reservation e-mail').toBeTruthy();
    const tab = await page.context().newPage();
    await tab.goto(new URL(link!).pathname + new URL(link!).search + new URL(link!).hash);
    await expect(tab.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await expect(tab.getByRole('article', { name: /Reservation number/ })).toBeVisible();
    await expect.poll(() => new URL(tab.url()).hash).toBe('');

    const cancel = tab.getByRole('region', { name: 'Cancel this booking' });
    const quote = cancel.getByRole('table', { name: 'Refund per trip' });
    await expect(quote.getByRole('row')).toHaveCount(2);
    await expect(quote.getByRole('row').nth(1)).toContainText(/\d+% · \d+ hours before departure \(this rate applies from \d+ hours before\)/);
    const total = spaces(await cancel.locator('.manage-page__total strong').innerText());
    expect(total).toMatch(/^\d+\.\d{2} €$/);
    await expectAccessible(tab);

    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = cancel.getByRole('group', { name: 'Cancel the whole booking?' });
    await expect(confirm.getByRole('heading', { name: 'Cancel the whole booking?' })).toBeFocused();
    await expectAccessible(tab);
    await confirm.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
    await expect(tab.getByRole('status').filter({ hasText: 'Your booking is cancelled.' })).toContainText(total.replace(' ', '\u00a0'));
    await expect(cancel).toContainText('This booking was cancelled;');
    await expect(cancel.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.subject)).toContain(`Your payment for booking ${code} has been refunded`);

    // The card processor's page of the payment shows the refund.
    await tab.goto(`/payments/test-processor/attempts/${attemptId}?lang=en`);
    await expect(tab.locator('[data-field="refunded"]')).toHaveText(total.replace(' ', '\u00a0'));
    await expect(tab.locator('[data-field="refund"]')).toHaveCount(1);
    await tab.close();
  });

  test('a guest with only the code proves it with the last name and cancels (Greek)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.akyrosi.${Date.now()}@example.com`;
    const code = await recordedOrder(page.request, 'el', email);
    await payByCard(page, code, 'el');
    await expect(page.getByRole('link', { name: 'Διαχείριση ή ακύρωση' })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto(`/manage?order_code=${code}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Διαχείριση κράτησης' })).toBeVisible();
    const find = other.getByRole('form', { name: 'Βρείτε την κράτησή σας' });
    await expect(find.getByRole('textbox', { name: 'Κωδικός κράτησης' })).toHaveValue(code);
    await expectAccessible(other);
    const proof = find.getByRole('textbox', { name: /επώνυμο/ });
    await proof.fill('papadopoulou');
    await proof.press('Enter');
    const cancel = other.getByRole('region', { name: 'Ακύρωση κράτησης' });
    await expect(cancel.getByRole('table', { name: 'Επιστροφή ανά δρομολόγιο' })).toContainText(/ώρες πριν από την αναχώρηση/);
    await expectAccessible(other);
    await cancel.getByRole('button', { name: 'Ακύρωση κράτησης' }).click();
    await cancel.getByRole('button', { name: /^Ναι, ακύρωση και επιστροφή/ }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Η κράτησή σας ακυρώθηκε.' })).toBeVisible();
    await expect(cancel).toContainText('Η κράτηση αυτή ακυρώθηκε·');
    await expectAccessible(other);
    await other.close();
  });
});
