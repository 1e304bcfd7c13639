import { type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expect, test } from './support/fixtures';

/**
 * Partial cancellation (issue 17): a guest opens "Manage booking" from the reservation e-mail's link, cancels the
 * return leg of a round trip (the outward one stays booked), and sees that partial refund on the test processor's
 * card page; in English and in Greek, with axe on the section and its dialog. Orders are made through the real
 * Booking API and paid on the hosted test page, on a route whose company lets a leg be cancelled alone (found by
 * asking the server for the quote of a held order, then releasing the others).
 */

interface Trip { tripId: string; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }
interface Mail { to: string; subject: string; text: string }
interface Managed { cancel: { trips: { partial?: { legs: boolean; passengers: boolean } }[] } }

const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
const orderTokens = new Map<string, string>();
const tokenHeader = (code: string) => ({ 'x-order-token': orderTokens.get(code) ?? '' });
const ROUTES = [['PIR', 'JNX'], ['PIR', 'JTR'], ['PIR', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['RAF', 'JMK'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;
const place = (t: Trip) => t.deckAvailability[0]?.code ?? t.seatAvailability[0]?.code;

async function trips(request: APIRequestContext, from: string, to: string, date: string): Promise<Trip[]> {
  const results = await request.post('/booking/results', { data: { legs: [{ departurePort: from, destinationPort: to, departureDate: date }], lang: 'en' } });
  return ((await results.json()) as { legs: { trips: Trip[] }[] }).legs[0]?.trips.filter((t) => place(t)) ?? [];
}

/**
 * One adult on a round trip three weeks ahead whose return leg's company lets a leg be cancelled alone, held and
 * recorded (awaiting payment) in `lang`. Held orders on other routes are released at once.
 */
async function recordedRoundTrip(request: APIRequestContext, lang: 'en' | 'el', email: string): Promise<string> {
  for (const [from, to] of ROUTES) {
    const out = (await trips(request, from, to, day(21)))[0];
    const backs = await trips(request, to, from, day(24));
    for (const back of backs.slice(0, 4)) {
      if (!out) break;
      const hold = await request.post(`/booking/optional-booking?lang=${lang}`, {
        data: { trips: [out, back].map((t) => ({ tripId: t.tripId, passengers: [{ passengerType: 'AD', accommodationType: place(t), sex: 'female' }] })) },
      });
      if (hold.status() !== 200) continue;
      const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
      orderTokens.set(code, token);
      const managed = (await (await request.post('/booking/manage', { data: { order_code: code }, headers: tokenHeader(code) })).json()) as Managed;
      if (managed.cancel.trips[1]?.partial?.legs !== true) {
        await request.post('/booking/failed-booking', { data: { order_code: code }, headers: tokenHeader(code) });
        continue;
      }
      const insert = await request.post(`/booking/insert-booking?lang=${lang}`, {
        headers: tokenHeader(code),
        data: {
          order_code: code,
          leader: { firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30', country: 'GR' },
          passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
        },
      });
      expect(insert.status(), await insert.text()).toBe(200);
      return code;
    }
  }
  throw new Error('no round trip whose company lets a leg be cancelled alone');
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

const TEXTS = {
  en: {
    link: /https?:\/\/\S+\/en\/manage\?order_code=\w+#t=[\w-]{43}/, heading: 'Manage your booking', section: 'Cancel part of the booking',
    wholeLeg: 'Cancel this whole leg', table: 'Refund per leg for what you chose', ask: 'Cancel what is selected',
    dialog: 'Cancel this part of the booking?', yes: /^Yes, cancel and refund/, done: 'Cancelled.', gone: 'This leg has been cancelled.',
    ticketGone: 'Cancelled: the tickets of this trip are no longer valid',
  },
  el: {
    link: /https?:\/\/\S+\/manage\?order_code=\w+#t=[\w-]{43}/, heading: 'Διαχείριση κράτησης', section: 'Ακύρωση μέρους της κράτησης',
    wholeLeg: 'Ακύρωση ολόκληρου του σκέλους', table: 'Επιστροφή ανά σκέλος για ό,τι επιλέξατε', ask: 'Ακύρωση επιλεγμένων',
    dialog: 'Ακύρωση αυτού του μέρους;', yes: /^Ναι, ακύρωση και επιστροφή/, done: 'Ακυρώθηκε.', gone: 'Αυτό το σκέλος ακυρώθηκε.',
    ticketGone: null,
  },
} as const;

test.describe('manage booking: cancel part of it', () => {
  for (const lang of ['en', 'el'] as const) {
    test(`a guest cancels the return leg from the e-mail link and sees the partial refund on the card page (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const t = TEXTS[lang];
      const email = `eleni.part.${lang}.${Date.now()}@example.com`;
      const code = await recordedRoundTrip(page.request, lang, email);
      const attemptId = await payByCard(page, code, lang);

      // The reservation e-mail's manage link (the order token in its fragment), opened in a fresh tab.
      await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThan(0);
      const [mail] = await mailsTo(page, email);
      const link = t.link.exec(mail?.text ?? '')?.[0];
      expect(link, 'a manage-booking link with the order token in the reservation e-mail').toBeTruthy();
      const tab = await page.context().newPage();
      await tab.goto(new URL(link!).pathname + new URL(link!).search + new URL(link!).hash);
      await expect(tab.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

      const section = tab.getByRole('region', { name: t.section });
      const legs = section.getByRole('group');
      await expect(legs).toHaveCount(2);
      const ask = section.getByRole('button', { name: t.ask });
      await expect(ask).toBeDisabled();
      await expectAccessible(tab);

      // Keyboard: the return leg's whole-leg box, ticked with Space.
      await legs.nth(1).getByRole('checkbox', { name: t.wholeLeg }).focus();
      await tab.keyboard.press('Space');
      const table = section.getByRole('table', { name: t.table });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(/\d+%|\d+ (hours|ώρες)/);
      const total = spaces(await section.locator('.manage-page__total strong').innerText());
      expect(total).toMatch(/^\d+[.,]\d{2} €$/);
      await expect(ask).toBeEnabled();
      await expectAccessible(tab);

      await ask.click();
      const dialog = tab.getByRole('alertdialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(total.replace(' ', '\u00a0'));
      await expectAccessible(tab);
      // The focus stays in the dialog (react-aria's trap): Tab twice comes back to the first button.
      const first = dialog.getByRole('button').first();
      await expect(first).toBeFocused();
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await dialog.getByRole('button', { name: t.yes }).click();

      await expect(section.getByRole('status').filter({ hasText: t.done })).toContainText(total.replace(' ', '\u00a0'));
      await expect(legs.nth(1)).toContainText(t.gone);
      if (t.ticketGone) await expect(tab.getByText(t.ticketGone)).toBeVisible();
      // The outward leg stays booked and can still be cancelled.
      await expect(legs.nth(0).getByRole('checkbox', { name: t.wholeLeg })).toBeEnabled();
      await expectAccessible(tab);

      // The card processor's page of the payment shows the partial refund, not the whole payment.
      await tab.goto(`/payments/test-processor/attempts/${attemptId}?lang=${lang}`);
      await expect(tab.locator('[data-field="refund"]')).toHaveCount(1);
      await expect(tab.locator('[data-field="refunded"]')).toHaveText(total.replace(' ', '\u00a0'));
      await expect(tab.locator('[data-field="captured"]')).not.toHaveText(total.replace(' ', '\u00a0'));
      await tab.close();
    });
  }
});
