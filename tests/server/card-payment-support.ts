/**
 * Helpers of the card payment tests: the browser's side of the embedded test processor (the hosted page's form,
 * the card submitted, the signed result the page posts back to the shop), step by step, so a test can hold a result
 * back and post it later (a callback that arrives late, twice, or never).
 */
import { eq } from 'drizzle-orm';
import type { CardlinkPaymentAnswer, OptionalBookingAnswer, PricingRequest } from '../../src/contract/index';
import { payments, testProcessorAttempts } from '../../server/database/schema/index';
import type { TestServer } from '../support/server-harness';
import { leader, post, travellers } from './booking-support';

export type Field = { name: string; value: string };

export async function form(url: string, fields: readonly Field[]): Promise<Response> {
  return fetch(url, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.map((f) => [f.name, f.value])).toString(),
  });
}

/** Reads the hidden fields and action of the form with `id` (or the first form) in an HTML page. */
export function readForm(html: string, id?: string): { action: string; fields: Field[] } {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf('<form');
  const chunk = html.slice(html.lastIndexOf('<form', start + 5), html.indexOf('</form>', start));
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const action = unescape(/action="([^"]*)"/.exec(chunk)?.[1] ?? '');
  const fields = [...chunk.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => ({ name: unescape(m[1] as string), value: unescape(m[2] as string) }));
  return { action, fields };
}

/** Holds a booking and records its details: the order awaits a card payment. */
export async function orderAwaitingCard(server: TestServer, request: PricingRequest, extra: Record<string, unknown> = {}): Promise<OptionalBookingAnswer> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...request, lang: 'en' });
  if (hold.status !== 200) throw new Error(`hold: ${hold.status} ${JSON.stringify(hold.body)}`);
  const vehicles = request.trips[0]?.vehicles?.length ? [{ plate: 'IKA1234' }] : undefined;
  const inserted = await post(server, '/booking/insert-booking', {
    order_code: hold.body.order_code, leader, passengers: travellers.slice(0, request.trips[0]?.passengers.length ?? 1), ...(vehicles ? { vehicles } : {}), ...extra,
  });
  if (inserted.status !== 200) throw new Error(`insert: ${inserted.status} ${JSON.stringify(inserted.body)}`);
  return hold.body;
}

/** Starts a card payment (a new attempt) and opens its hosted page: answers the page's form and the attempt id. */
export async function openPaymentPage(server: TestServer, orderCode: string, bearer?: string): Promise<{ attemptId: string; page: { action: string; fields: Field[] } }> {
  const redirect = await post<CardlinkPaymentAnswer>(server, '/api/payments/cardlink', { order_code: orderCode, lang: 'en' }, { token: bearer });
  if (redirect.status !== 200) throw new Error(`cardlink: ${redirect.status} ${JSON.stringify(redirect.body)}`);
  const attemptId = redirect.body.fields.find((f) => f.name === 'orderid')?.value as string;
  const page = await form(redirect.body.url, redirect.body.fields);
  return { attemptId, page: readForm(await page.text()) };
}

/** Pays an order awaiting a card with the test card that succeeds; answers where the shop sends the traveller. */
export async function payByCard(server: TestServer, orderCode: string, bearer?: string): Promise<string> {
  const { page } = await openPaymentPage(server, orderCode, bearer);
  return postResult(await submitCard(server, page));
}

/** Submits a card on an opened page: the processor takes (or declines) the money and answers the signed result. */
export async function submitCard(server: TestServer, page: { action: string; fields: Field[] }, card = '4111111111111111'): Promise<{ action: string; fields: Field[] }> {
  const submitted = await form(`${server.url}${page.action}`, [
    ...page.fields, { name: 'card', value: card }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' },
  ]);
  return readForm(await submitted.text(), 'result');
}

/** Posts a signed result to the shop as the browser does; answers where the shop sends the traveller. */
export async function postResult(result: { action: string; fields: Field[] }): Promise<string> {
  const response = await form(result.action, result.fields);
  return response.headers.get('location') ?? `status ${response.status}`;
}

/** The shop's payment attempts of an order, oldest first. */
export async function attemptsOf(server: TestServer, orderId: number) {
  return server.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/** What the processor's own ledger says of an attempt: captured and refunded cents. */
export async function ledgerOf(server: TestServer, attemptId: string): Promise<{ captured: number; refunded: number } | undefined> {
  const [row] = await server.database.db.select({ captured: testProcessorAttempts.captured, refunded: testProcessorAttempts.refunded })
    .from(testProcessorAttempts).where(eq(testProcessorAttempts.attemptId, attemptId));
  return row;
}
