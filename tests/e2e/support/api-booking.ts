import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A paid guest booking made through the real Booking API (no wizard): one adult Piraeus → Naxos `days` ahead, held,
 * recorded, then paid with the card that succeeds on the hosted test page, which sends the browser to the web app's
 * success page (which shows and saves the tickets). For specs whose subject comes after the booking.
 */

interface Trip { tripId: string; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }
export type ApiLocale = 'el' | 'en' | 'de' | 'it' | 'fr' | 'es';

const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);

/** Holds and records the order; answers its code and order token. */
export async function recordedOrder(request: APIRequestContext, lang: ApiLocale, email: string, days = 21): Promise<{ code: string; token: string }> {
  const results = await request.post('/booking/results', { data: { legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: day(days) }], lang: 'en' } });
  const trip = ((await results.json()) as { legs: { trips: Trip[] }[] }).legs[0]?.trips[0];
  expect(trip, 'a ferry Piraeus → Naxos').toBeTruthy();
  const place = trip!.deckAvailability[0]?.code ?? trip!.seatAvailability[0]?.code;
  const hold = await request.post(`/booking/optional-booking?lang=${lang}`, {
    data: { trips: [{ tripId: trip!.tripId, passengers: [{ passengerType: 'AD', accommodationType: place, sex: 'female' }] }] },
  });
  expect(hold.status()).toBe(200);
  const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
  const insert = await request.post(`/booking/insert-booking?lang=${lang}`, {
    headers: { 'x-order-token': token },
    data: {
      order_code: code,
      leader: { firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30', country: 'GR' },
      passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
    },
  });
  expect(insert.status()).toBe(200);
  return { code, token };
}

/**
 * Opens the web app's home page in `lang` (the tab keeps the order token, as the booking tab would), pays the order on
 * the hosted test page and waits for the success page.
 */
export async function payOnHostedPage(page: Page, order: { code: string; token: string }, lang: ApiLocale): Promise<void> {
  await page.addInitScript(([c, t]) => sessionStorage.setItem('booking.orderTokens', JSON.stringify({ [c as string]: t })), [order.code, order.token]);
  await page.goto(lang === 'el' ? '/' : `/${lang}/`);
  const answer = await page.request.post('/api/payments/cardlink', { data: { order_code: order.code, lang }, headers: { 'x-order-token': order.token } });
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
  await page.waitForURL(`**/success?order_code=${order.code}`);
}
