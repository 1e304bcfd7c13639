import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Guest orders made through the real Booking API (no wizard) and paid on the hosted test page: the helpers of the
 * specs whose subject comes after the booking (manage-*.spec.ts, booking-success.spec.ts, offline-tickets.spec.ts).
 * The order's token is kept here per order code, as the booking tab keeps it in its session storage.
 */

export interface ApiTrip { tripId: string; garage?: boolean; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }
export type ApiLocale = 'el' | 'en' | 'de' | 'it' | 'fr' | 'es';
/** The shop's signed payment form (POST /api/payments/cardlink). */
export interface PaymentForm { url: string; fields: { name: string; value: string }[] }

/** The day `plus` days from now, as YYYY-MM-DD. */
export const daysAhead = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
/** A place on board a sailing sells (on deck, else a seat), if any. */
export const placeOn = (trip: ApiTrip) => trip.deckAvailability[0]?.code ?? trip.seatAvailability[0]?.code;

const orderTokens = new Map<string, string>();
export const keepOrderToken = (code: string, token: string) => { orderTokens.set(code, token); };
/** The header that opens a guest order this spec made. */
export const tokenHeader = (code: string) => ({ 'x-order-token': orderTokens.get(code) ?? '' });

/** The tab holds the order's token, as the tab that booked it through the web app does. */
export async function tabHolds(page: Page, code: string): Promise<void> {
  await page.addInitScript(([c, t]) => sessionStorage.setItem('booking.orderTokens', JSON.stringify({ [c as string]: t })), [code, orderTokens.get(code)]);
}

/** The sailings of one leg on `date` (Booking API, English). */
export async function sailings(request: APIRequestContext, from: string, to: string, date: string): Promise<ApiTrip[]> {
  const answer = await request.post('/booking/results', { data: { legs: [{ departurePort: from, destinationPort: to, departureDate: date }], lang: 'en' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { legs: { trips: ApiTrip[] }[] }).legs[0]?.trips ?? [];
}

/** The guest of these specs: Eleni Papadopoulou, the leader and the one adult passenger. */
export const eleniLeader = (email: string) => ({ firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30', country: 'GR' });
export const ELENI = { name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' } as const;

/** Records (insert-booking) the held order `code` of one adult for Eleni with `email`; the order awaits payment. */
export async function recordForEleni(request: APIRequestContext, code: string, lang: ApiLocale, email: string): Promise<void> {
  const insert = await request.post(`/booking/insert-booking?lang=${lang}`, {
    headers: tokenHeader(code),
    data: { order_code: code, leader: eleniLeader(email), passengers: [ELENI] },
  });
  expect(insert.status(), await insert.text()).toBe(200);
}

/** One adult Piraeus → Naxos `days` ahead, held and recorded (awaiting payment) in `lang`; its code and order token. */
export async function recordedOrder(request: APIRequestContext, lang: ApiLocale, email: string, days = 21): Promise<{ code: string; token: string }> {
  const trip = (await sailings(request, 'PIR', 'JNX', daysAhead(days)))[0];
  expect(trip, 'a ferry Piraeus → Naxos').toBeTruthy();
  const hold = await request.post(`/booking/optional-booking?lang=${lang}`, {
    data: { trips: [{ tripId: trip!.tripId, passengers: [{ passengerType: 'AD', accommodationType: placeOn(trip!), sex: 'female' }] }] },
  });
  expect(hold.status()).toBe(200);
  const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
  keepOrderToken(code, token);
  await recordForEleni(request, code, lang, email);
  return { code, token };
}

/** Posts the shop's signed payment form from the page: the browser goes to the hosted test page. */
export async function postPaymentForm(page: Page, form: PaymentForm): Promise<void> {
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
}

/**
 * Asks the shop for the payment form of `code` (with the order's token, or `headers`) and posts it from the page;
 * answers the processor's attempt id (its card page is /payments/test-processor/attempts/ID).
 */
export async function openHostedPayment(page: Page, code: string, lang: ApiLocale, headers: Record<string, string> = tokenHeader(code)): Promise<string> {
  const answer = await page.request.post('/api/payments/cardlink', { data: { order_code: code, lang }, headers });
  expect(answer.status()).toBe(200);
  const form = (await answer.json()) as PaymentForm;
  await postPaymentForm(page, form);
  return form.fields.find((f) => f.name === 'orderid')!.value;
}

/** Pays on the hosted test page with `card` (the one that succeeds unless told), expiry 12/30, CVV 123. */
export async function payWithTestCard(page: Page, card = '4111 1111 1111 1111'): Promise<void> {
  await page.locator('input[name="card"]').fill(card);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvv"]').fill('123');
  await page.locator('button[value="pay"]').click();
}

/**
 * Opens the web app's home page in `lang` (the tab keeps the order token, as the booking tab would), pays the order on
 * the hosted test page with the card that succeeds and waits for the success page; answers the processor's attempt id.
 */
export async function payOnHostedPage(page: Page, order: { code: string; token?: string }, lang: ApiLocale): Promise<string> {
  if (order.token) keepOrderToken(order.code, order.token);
  await tabHolds(page, order.code);
  await page.goto(lang === 'el' ? '/' : `/${lang}/`);
  const attemptId = await openHostedPayment(page, order.code, lang);
  await payWithTestCard(page);
  await page.waitForURL(`**/success?order_code=${order.code}`);
  return attemptId;
}

/** Text with its runs of white space as one space, trimmed (amounts as the page shows them). */
export const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
