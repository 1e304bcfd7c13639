import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingOrders, cardPayments, orderTransitions, payments } from '../../server/database/schema/booking';
import type { CardlinkPaymentAnswer, OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import type { TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, post, startBookingServer, testClock, travellers } from './booking-support';

let server: TestServer;
const clock = testClock();
let trip: Trip;
const SECRET = 'demo-shared-secret';
const digestOf = (values: string[]) => crypto.createHash('sha256').update(values.join('') + SECRET, 'utf8').digest('base64');
type Field = { name: string; value: string };

beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

async function orderAwaitingCard(lang = 'en'): Promise<OptionalBookingAnswer> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...familyWithCar(trip), lang });
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] });
  expect(inserted.status).toBe(200);
  return hold.body;
}
async function form(url: string, fields: readonly Field[]): Promise<Response> {
  return fetch(url, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.map((f) => [f.name, f.value])).toString(),
  });
}
/** Reads the hidden fields and action of the form with `id` (or the first form) in an HTML page. */
function readForm(html: string, id?: string): { action: string; fields: Field[] } {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf('<form');
  const chunk = html.slice(html.lastIndexOf('<form', start + 5), html.indexOf('</form>', start));
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const action = unescape(/action="([^"]*)"/.exec(chunk)?.[1] ?? '');
  const fields = [...chunk.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => ({ name: unescape(m[1] as string), value: unescape(m[2] as string) }));
  return { action, fields };
}
async function payWith(order: OptionalBookingAnswer, card: string, lang = 'en') {
  const redirect = await post<CardlinkPaymentAnswer>(server, '/api/payments/cardlink', { order_code: order.order_code, lang });
  expect(redirect.status).toBe(200);
  const page = await form(redirect.body.url, redirect.body.fields);
  expect(page.status).toBe(200);
  const payForm = readForm(await page.text());
  const submitted = await form(`${server.url}${payForm.action}`, [...payForm.fields, { name: 'card', value: card }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' }]);
  return { redirect: redirect.body, html: await submitted.text(), status: submitted.status };
}

describe('Card payment through the Cardlink redirect', () => {
  it('answers the signed form in the protocol order, digest over the values and the shared secret', async () => {
    const order = await orderAwaitingCard();
    const reply = await post<CardlinkPaymentAnswer>(server, '/api/payments/cardlink', { order_code: order.order_code });
    expect(reply.status).toBe(200);
    const names = reply.body.fields.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['version', 'mid']);
    expect(names.at(-1)).toBe('digest');
    expect(names.indexOf('orderAmount')).toBeLessThan(names.indexOf('confirmUrl'));
    const values = reply.body.fields.filter((f) => f.name !== 'digest').map((f) => f.value);
    expect(reply.body.fields.at(-1)?.value).toBe(digestOf(values));
    expect(reply.body.fields.find((f) => f.name === 'orderAmount')?.value).toBe((order.payment_amount / 100).toFixed(2));
    expect(reply.body.url).toBe(`${server.url}/payments/test-processor/pay`);
    expect(JSON.stringify(reply.body)).not.toMatch(/4111/);
  });

  it('refuses bad input and orders that do not await a card payment', async () => {
    expect((await post(server, '/api/payments/cardlink', {})).status).toBe(400);
    expect((await post(server, '/api/payments/cardlink', { order_code: 'FSUNKNOWN1' })).status).toBe(404);
    const held = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip));
    expect((await post(server, '/api/payments/cardlink', { order_code: held.body.order_code })).status).toBe(409);
    const tampered = await form(`${server.url}/payments/test-processor/pay`, [{ name: 'version', value: '2' }, { name: 'digest', value: 'forged' }]);
    expect(tampered.status).toBe(400);
  });

  it('serves the test payment page in all six languages, with the payment described in that language (issue 19)', async () => {
    const order = await orderAwaitingCard();
    const words: Record<string, string> = { el: 'Αριθμός κάρτας', en: 'Card number', de: 'Kartennummer', it: 'Numero della carta', fr: 'Numéro de carte', es: 'Número de tarjeta' };
    const described: Record<string, string> = {
      el: 'Εισιτήρια πλοίου', en: 'Ferry tickets', de: 'Fährtickets', it: 'Biglietti del traghetto', fr: 'Billets de ferry', es: 'Billetes de ferry',
    };
    for (const [lang, word] of Object.entries(words)) {
      const redirect = await post<CardlinkPaymentAnswer>(server, '/api/payments/cardlink', { order_code: order.order_code, lang });
      const description = redirect.body.fields.find((f) => f.name === 'orderDesc')?.value ?? '';
      expect(description, lang).toMatch(new RegExp(`^${described[lang]} ${order.order_code}: \\S`));
      expect(description.length).toBeLessThanOrEqual(128);
      const page = await (await form(redirect.body.url, redirect.body.fields)).text();
      expect(page, lang).toContain(word);
      expect(page).toContain(`lang="${lang}"`);
    }
  });

  it('finalises a paid booking once: a replayed or forged callback changes nothing', async () => {
    const order = await orderAwaitingCard();
    const { html } = await payWith(order, '4111 1111 1111 1111');
    const result = readForm(html, 'result');
    expect(result.action).toBe(`${server.url}/payments/cardlink/confirm`);
    expect(result.fields.find((f) => f.name === 'status')?.value).toBe('CAPTURED');
    const callback = await form(result.action, result.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`${server.url}/en/success?order_code=${order.order_code}`);
    const issued = await post<Reservation>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(issued.status).toBe(200);
    const tickets = issued.body.trips[0]?.passengers.map((p) => p.ticketNumber);
    expect(tickets).toHaveLength(3);

    const replayed = await form(result.action, result.fields);
    expect(replayed.headers.get('location')).toContain('/en/success');
    const forged = await form(result.action, result.fields.map((f) => (f.name === 'txId' ? { ...f, value: '999' } : f)));
    expect(forged.headers.get('location')).toContain('/error?reason=payment');
    const again = await post<Reservation>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(again.body.trips[0]?.passengers.map((p) => p.ticketNumber)).toEqual(tickets);
    const records = await server.database.db.select().from(cardPayments).where(eq(cardPayments.orderCode, order.order_code));
    expect(records).toHaveLength(2);
    // Both kept results were read and done with (1ec310b: a replay is marked applied too); the capture took effect once.
    expect(records.filter((r) => r.applied)).toHaveLength(2);
    expect(records.filter((r) => !r.verified)).toHaveLength(0);
    const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, order.order_code));
    const toPaid = await server.database.db.select().from(orderTransitions)
      .where(and(eq(orderTransitions.orderId, row!.id), eq(orderTransitions.toStatus, 'paid')));
    expect(toPaid).toHaveLength(1);
    // Applied twice, the replay would be taken for a capture after the order closed and paid back.
    const attempts = await server.database.db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(attempts.map((a) => [a.status, a.refundDue, a.refundStatus])).toEqual([['captured', 0, null]]);
  });

  it('sends a declined card to the failure page and leaves the order awaiting payment', async () => {
    const order = await orderAwaitingCard('de');
    const { html } = await payWith(order, '4000 0000 0000 0002', 'de');
    const result = readForm(html, 'result');
    expect(result.action).toBe(`${server.url}/payments/cardlink/cancel`);
    const callback = await form(result.action, result.fields);
    expect(callback.headers.get('location')).toBe(`${server.url}/de/error?reason=payment&order_code=${order.order_code}&payment=declined`);
    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).body).toMatchObject({ error: { code: 'PAYMENT_NOT_CONFIRMED' } });
  });

  it('asks for a 3-D Secure code and pays once it is right', async () => {
    const order = await orderAwaitingCard();
    const { html } = await payWith(order, '4000000000003220');
    expect(html).toContain('3-D Secure');
    const step = readForm(html);
    const wrong = readForm(await (await form(`${server.url}${step.action}`, [...step.fields, { name: 'code', value: '0000' }])).text(), 'result');
    expect(wrong.fields.find((f) => f.name === 'status')?.value).toBe('REFUSED');
    const right = readForm(await (await form(`${server.url}${step.action}`, [...step.fields, { name: 'code', value: '1234' }])).text(), 'result');
    const callback = await form(right.action, right.fields);
    expect(callback.headers.get('location')).toContain('/en/success');
  });

  it('expires a booking whose hold ran out while its payment page was open: the page then takes no money (issue 14)', async () => {
    const order = await orderAwaitingCard();
    const redirect = await post<CardlinkPaymentAnswer>(server, '/api/payments/cardlink', { order_code: order.order_code });
    const page = readForm(await (await form(redirect.body.url, redirect.body.fields)).text());
    clock.advance(30);
    expect((await post(server, '/api/payments/cardlink', { order_code: order.order_code })).status).toBe(410);
    // The reconciler asks the processor about the open attempt (nothing paid), voids it, releases the holds.
    await server.app.shop.reconciler.runOnce();
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, order.order_code));
    expect(row).toMatchObject({ status: 'expired', outcome: 'hold_expired', paid: false });
    const submitted = await form(`${server.url}${page.action}`, [...page.fields, { name: 'card', value: '4111111111111111' }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' }]);
    expect(submitted.status).toBe(409);
    expect(await submitted.text()).not.toContain('id="result"');
    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).body).toMatchObject({ error: { code: 'PAYMENT_NOT_CONFIRMED' } });
  });

  it('does not finalise a correctly signed callback whose amount differs from the order', async () => {
    const order = await orderAwaitingCard();
    const values = { version: '2', mid: 'demo-merchant', orderid: `${order.order_code}-ABCD`, status: 'CAPTURED', orderAmount: '1.00', currency: 'EUR', paymentTotal: '1.00', message: 'Approved', txId: '1' };
    const fields = Object.entries(values).map(([name, value]) => ({ name, value }));
    const signed = [...fields, { name: 'digest', value: digestOf(fields.map((f) => f.value)) }];
    const callback = await form(`${server.url}/payments/cardlink/confirm`, signed);
    expect(callback.headers.get('location')).toContain('/error?reason=payment');
    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).status).toBe(409);
  });
});

describe('Card payment against a real Cardlink account', () => {
  it('signs the same form for PAYMENT_URL with the configured merchant and secret, and serves no test page', async () => {
    const env = { PAYMENT_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'Cardlink1' };
    const { startTestServer } = await import('../support/server-harness');
    const real = await startTestServer({ env, clock: clock.read });
    try {
      const ferry = (await findTrips(real, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
      const hold = await post<OptionalBookingAnswer>(real, '/booking/optional-booking', familyWithCar(ferry));
      await post(real, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] });
      const reply = await post<CardlinkPaymentAnswer>(real, '/api/payments/cardlink', { order_code: hold.body.order_code });
      expect(reply.body.url).toBe(env.PAYMENT_URL);
      expect(reply.body.fields.find((f) => f.name === 'mid')?.value).toBe(env.PAYMENT_MERCHANT_ID);
      const values = reply.body.fields.filter((f) => f.name !== 'digest').map((f) => f.value);
      const expected = crypto.createHash('sha256').update(values.join('') + env.PAYMENT_SECRET, 'utf8').digest('base64');
      expect(reply.body.fields.at(-1)).toEqual({ name: 'digest', value: expected });
      expect((await fetch(`${real.url}/payments/test-processor/pay`, { method: 'POST' })).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
