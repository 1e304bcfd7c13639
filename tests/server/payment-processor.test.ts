/**
 * The card processor behind the `PaymentProcessor` port (issue 14): the Cardlink adapter tested for real, over
 * HTTP, against the embedded test processor (its hosted page and its VPOS XML API), and the in-process test
 * processor over the same ledger; refunds that reach the processor, idempotent by key, never more than captured;
 * voids; injected faults (fail, timeout, lost) that never pay back twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { deployProblems } from '../../server/deploy-check';
import { testProcessorAttempts, testProcessorRefunds } from '../../server/database/schema/test-processor';
import { PaymentError, type PaymentStart } from '../../server/ports/payment-processor';
import {
  CardlinkProcessor, TEST_PROCESSOR_API_PATH, TEST_PROCESSOR_PATH, TestProcessor, createPaymentProcessor, registerTestProcessorRoutes,
} from '../../server/adapters/payments/index';
import { RESULT_ORDER, signFields } from '../../server/adapters/payments/cardlink-protocol';
import { parseXml, signedVpos, xml } from '../../server/adapters/payments/vpos-xml';
import { startTestServer, type TestServer } from '../support/server-harness';

type Field = { name: string; value: string };
/** A free port picked at start (a fixed one clashed when two test runs shared the machine). */
let PORT = 0;
let BASE = '';
const MERCHANT = { PAYMENT_MERCHANT_ID: '0020000321', PAYMENT_SECRET: 'processor-test-only-secret' };
/** How long the embedded processor's `timeout` and `lost` faults hold a call; the Cardlink adapter waits longer
 * (a loaded machine answers a burst of refunds in more than 300 ms), except where its own timeout is tested. */
const TIMEOUT_MS = 300;
const CLIENT_TIMEOUT_MS = 5000;

let server: TestServer;
let processorApp: FastifyInstance;
let embedded: TestProcessor;
let cardlink: CardlinkProcessor;
let counter = 0;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}`;
  server = await startTestServer();
  const clock = () => new Date();
  const db = server.database.db;
  // The embedded processor as a processor of its own, on its own port, with a merchant and secret of its own …
  const created = createPaymentProcessor({ config: loadConfig({ ...MERCHANT, PUBLIC_URL: BASE, PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS) }), db, clock });
  expect(created).toBeInstanceOf(TestProcessor);
  embedded = created as TestProcessor;
  processorApp = Fastify();
  registerTestProcessorRoutes(processorApp, embedded);
  await processorApp.listen({ port: PORT, host: '127.0.0.1' });
  // … and the Cardlink adapter configured for it as for a real Cardlink account.
  const real = createPaymentProcessor({
    config: loadConfig({ ...MERCHANT, PAYMENT_URL: `${BASE}${TEST_PROCESSOR_PATH}`, PAYMENT_API_URL: `${BASE}${TEST_PROCESSOR_API_PATH}`, PAYMENT_TIMEOUT_MS: String(CLIENT_TIMEOUT_MS) }),
    db, clock,
  });
  expect(real).toBeInstanceOf(CardlinkProcessor);
  cardlink = real as CardlinkProcessor;
});
afterAll(async () => {
  await processorApp?.close();
  await server?.close();
});
afterEach(() => embedded.setFaults(''));

const payment = (amount: number, lang = 'en'): PaymentStart => ({
  attemptId: `PP${Date.now().toString(36).toUpperCase()}${++counter}-A1B2`, amount, currency: 'EUR', lang, description: 'Ferry tickets PIR-JMK',
  payer: { email: 'eleni@example.gr', phone: '+30 6912345678', country: 'GR', state: 'Attiki', zip: '10558', city: 'Athens', address: 'Ermou 1' },
  confirmUrl: 'https://shop.example/payments/cardlink/confirm', cancelUrl: 'https://shop.example/payments/cardlink/cancel',
});
async function form(url: string, fields: readonly Field[]): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: encode(fields) });
}
const encode = (fields: readonly Field[]) => new URLSearchParams(fields.map((f) => [f.name, f.value])).toString();
function readForm(html: string, id?: string): { action: string; fields: Field[] } {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf('<form');
  const chunk = html.slice(html.lastIndexOf('<form', start + 5), html.indexOf('</form>', start));
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const action = unescape(/action="([^"]*)"/.exec(chunk)?.[1] ?? '');
  const fields = [...chunk.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => ({ name: unescape(m[1] as string), value: unescape(m[2] as string) }));
  return { action, fields };
}
/** Submits `card` on an opened hosted page: the page's HTML answer. */
async function submit(page: { action: string; fields: Field[] }, card: string, origin = BASE): Promise<{ status: number; html: string; page: { action: string; fields: Field[] } }> {
  const submitted = await form(`${origin}${page.action}`, [...page.fields, { name: 'card', value: card }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' }]);
  return { status: submitted.status, html: await submitted.text(), page };
}
/** Opens the hosted page with the signed form (the first post of its `orderid`) and submits `card`: the page's HTML answer. */
async function pay(start: { url: string; fields: readonly Field[] }, card: string): Promise<{ status: number; html: string; page: { action: string; fields: Field[] }; opened: string }> {
  const response = await form(start.url, start.fields);
  expect(response.status).toBe(200);
  const opened = await response.text();
  return { ...(await submit(readForm(opened), card, new URL(start.url).origin)), opened };
}
async function captured(amount: number, processor: { start(p: PaymentStart): Promise<{ url: string; fields: readonly Field[] }> } = cardlink) {
  const start = payment(amount);
  const { html } = await pay(await processor.start(start), '4111 1111 1111 1111');
  return { attemptId: start.attemptId, result: readForm(html, 'result') };
}
const ledgerOf = async (attemptId: string) => {
  const [attempt] = await server.database.db.select().from(testProcessorAttempts).where(eq(testProcessorAttempts.attemptId, attemptId));
  const refunds = await server.database.db.select().from(testProcessorRefunds).where(eq(testProcessorRefunds.attemptId, attemptId));
  return { attempt, refunds };
};
const kindOf = async (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof PaymentError ? error.kind : String(error)));

describe('Cardlink adapter against the embedded processor, over HTTP', () => {
  it('signs the redirect form, pays on the page, verifies the signed capture and inquires the same result', async () => {
    const start = payment(8070);
    const redirect = await cardlink.start(start);
    expect(redirect.url).toBe(`${BASE}${TEST_PROCESSOR_PATH}`);
    const values = Object.fromEntries(redirect.fields.map((f) => [f.name, f.value]));
    expect(values).toMatchObject({ version: '2', mid: MERCHANT.PAYMENT_MERCHANT_ID, orderid: start.attemptId, orderAmount: '80.70', currency: 'EUR', trType: '1', payerPhone: '+306912345678' });
    const { html } = await pay(redirect, '4111111111111111');
    const result = readForm(html, 'result');
    expect(result.action).toBe(start.confirmUrl);
    const verified = cardlink.verify(encode(result.fields));
    expect(verified).toMatchObject({ attemptId: start.attemptId, outcome: 'captured', amount: 8070 });
    expect(verified?.transactionId).toMatch(/^\d{10}$/);
    // The ledger wrote the capture before the browser was sent back.
    expect((await ledgerOf(start.attemptId)).attempt).toMatchObject({ status: 'captured', captured: 8070, refunded: 0, txId: verified?.transactionId });
    expect(await cardlink.inquire(start.attemptId)).toMatchObject({ attemptId: start.attemptId, outcome: 'captured', amount: 8070, transactionId: verified?.transactionId });
  });

  it('captures an attempt at most once: a second submit of the same page answers the first result', async () => {
    const start = payment(5000);
    const redirect = await cardlink.start(start);
    const first = await pay(redirect, '4111111111111111');
    const again = await form(`${BASE}${first.page.action}`, [...first.page.fields, { name: 'card', value: '4000000000000002' }, { name: 'action', value: 'pay' }]);
    const repeated = readForm(await again.text(), 'result');
    expect(repeated.fields).toEqual(readForm(first.html, 'result').fields);
    // The signed request posted again is refused as Cardlink refuses an `orderid` it has seen: no form, no result.
    const reopened = await form(redirect.url, redirect.fields);
    expect(reopened.status).toBe(409);
    const refusedPage = await reopened.text();
    expect(refusedPage).toContain('Invalid orderid (duplicate)');
    expect(refusedPage).not.toContain('name="card"');
    expect(readForm(refusedPage, 'result').fields).toEqual([]);
    const { attempt } = await ledgerOf(start.attemptId);
    expect(attempt).toMatchObject({ status: 'captured', captured: 5000 });
    // The ledger itself changes only a started or declined attempt: a late capture, decline or cancel of the same
    // attempt (two tabs, a replayed submit) leaves the first capture and its transaction id as they were.
    for (const outcome of ['captured', 'declined', 'cancelled'] as const) {
      expect(await embedded.ledger.settle(start.attemptId, outcome, 'again')).toMatchObject({ status: 'captured', txId: attempt?.txId, message: 'Approved' });
    }
  });

  it('maps a decline and a cancel, and lets a declined traveller try another card on the same page', async () => {
    const declined = payment(1200);
    const redirect = await cardlink.start(declined);
    const refused = await pay(redirect, '4000 0000 0000 0002');
    const result = readForm(refused.html, 'result');
    expect(result.action).toBe(declined.cancelUrl);
    expect(cardlink.verify(encode(result.fields))).toMatchObject({ outcome: 'declined', amount: 0, transactionId: '' });
    expect(await cardlink.inquire(declined.attemptId)).toMatchObject({ outcome: 'declined' });
    // Another card on the page that declined it; posting the request again is refused (a duplicate `orderid`).
    expect((await form(redirect.url, redirect.fields)).status).toBe(409);
    expect((await ledgerOf(declined.attemptId)).attempt).toMatchObject({ status: 'declined', captured: 0 });
    const retried = await submit(refused.page, '4111111111111111');
    expect(cardlink.verify(encode(readForm(retried.html, 'result').fields))).toMatchObject({ outcome: 'captured', amount: 1200 });

    const cancelled = payment(900);
    const opened = readForm(await (await form((await cardlink.start(cancelled)).url, (await cardlink.start(cancelled)).fields)).text());
    const answer = await form(`${BASE}${opened.action}`, [...opened.fields, { name: 'action', value: 'cancel' }]);
    expect(cardlink.verify(encode(readForm(await answer.text(), 'result').fields))).toMatchObject({ outcome: 'cancelled' });
    expect(await cardlink.inquire(cancelled.attemptId)).toMatchObject({ outcome: 'cancelled', amount: 0 });
    expect(await cardlink.inquire('NEVER-OPENED')).toBeUndefined();
  });

  it('verify refuses a bad digest, another merchant, a tampered amount and an amount that is not one', async () => {
    const { result } = await captured(4321);
    const body = (fields: readonly Field[]) => encode(fields);
    expect(cardlink.verify(body(result.fields))).toBeDefined();
    expect(cardlink.verify(body(result.fields.map((f) => (f.name === 'digest' ? { ...f, value: `${f.value.startsWith('x') ? 'y' : 'x'}${f.value.slice(1)}` } : f))))).toBeUndefined();
    expect(cardlink.verify(body(result.fields.map((f) => (f.name === 'orderAmount' ? { ...f, value: '1.00' } : f))))).toBeUndefined();
    const values = Object.fromEntries(result.fields.filter((f) => f.name !== 'digest').map((f) => [f.name, f.value]));
    expect(cardlink.verify(body(signFields({ ...values, mid: '0029999999' }, RESULT_ORDER, MERCHANT.PAYMENT_SECRET)))).toBeUndefined();
    expect(cardlink.verify(body(signFields({ ...values, orderAmount: '43.2.1' }, RESULT_ORDER, MERCHANT.PAYMENT_SECRET)))).toBeUndefined();
    expect(cardlink.verify(body(signFields({ ...values, status: 'PENDING' }, RESULT_ORDER, MERCHANT.PAYMENT_SECRET)))).toBeUndefined();
    expect(cardlink.verify(body(signFields(values, RESULT_ORDER, 'another-secret')))).toBeUndefined();
    expect(cardlink.verify('')).toBeUndefined();
  });

  it('refunds part and then the rest; a repeat with the same key pays back once; more than captured is Refused', async () => {
    const { attemptId } = await captured(8070);
    const first = await cardlink.refund(attemptId, 3000, 'refund-1');
    expect(first).toMatchObject({ attemptId, amount: 3000 });
    expect(await cardlink.refund(attemptId, 3000, 'refund-1')).toEqual(first);
    expect(await kindOf(cardlink.refund(attemptId, 2000, 'refund-1'))).toBe('Refused');
    expect(await kindOf(cardlink.refund(attemptId, 5071, 'refund-2'))).toBe('Refused');
    const rest = await cardlink.refund(attemptId, 5070, 'refund-2');
    expect(rest.refundId).not.toBe(first.refundId);
    expect(await kindOf(cardlink.refund(attemptId, 1, 'refund-3'))).toBe('Refused');
    const { attempt, refunds } = await ledgerOf(attemptId);
    expect(attempt).toMatchObject({ captured: 8070, refunded: 8070 });
    expect(refunds.map((r) => r.amount).sort()).toEqual([3000, 5070]);

    // The cardholder sees it "on the card": the attempt's page shows the charge and the refunds, no payer data.
    const de = await fetch(`${BASE}/payments/test-processor/attempts/${attemptId}?lang=de`);
    expect(de.status).toBe(200);
    const html = await de.text();
    expect(html).toContain('lang="de"');
    expect(html).toMatch(/data-field="captured">80,70\u00a0€/);
    expect(html).toMatch(/data-field="refunded">80,70\u00a0€/);
    expect(html).toContain('Erstattungen');
    expect(html).not.toMatch(/eleni|6912345678|Ermou/);
    expect((await fetch(`${BASE}/payments/test-processor/attempts/NOPE-0000`)).status).toBe(404);
  });

  it('holds under concurrency: parallel submits capture once, parallel refunds never exceed the capture', async () => {
    const start = payment(1000);
    const redirect = await cardlink.start(start);
    const page = readForm(await (await form(redirect.url, redirect.fields)).text());
    const submit = () => form(`${BASE}${page.action}`, [...page.fields, { name: 'card', value: '4111111111111111' }, { name: 'action', value: 'pay' }]).then((r) => r.text());
    const results = (await Promise.all([submit(), submit(), submit(), submit()])).map((html) => cardlink.verify(encode(readForm(html, 'result').fields)));
    expect(new Set(results.map((r) => r?.transactionId)).size).toBe(1);
    expect(results.every((r) => r?.outcome === 'captured' && r.amount === 1000)).toBe(true);

    const refunds = await Promise.all([1, 2, 3, 4, 5].map((n) => kindOf(cardlink.refund(start.attemptId, 400, `parallel-${n}`))));
    expect(refunds.filter((k) => k === 'ok')).toHaveLength(2);
    expect(refunds.filter((k) => k === 'Refused')).toHaveLength(3);
    const same = await Promise.all([1, 2, 3].map(() => embedded.refund(start.attemptId, 200, 'same-key')));
    expect(new Set(same.map((r) => r.refundId)).size).toBe(1);
    const { attempt, refunds: rows } = await ledgerOf(start.attemptId);
    expect(attempt).toMatchObject({ captured: 1000, refunded: 1000 });
    expect(rows.map((r) => r.amount).sort()).toEqual([200, 400, 400]);
  });

  it('refuses to refund what was never captured', async () => {
    const declined = payment(700);
    await pay(await cardlink.start(declined), '4000000000000002');
    expect(await kindOf(cardlink.refund(declined.attemptId, 700, 'k'))).toBe('Refused');
    expect(await kindOf(cardlink.refund('UNKNOWN-ATTEMPT', 700, 'k'))).toBe('Refused');
    expect(await kindOf(cardlink.refund(declined.attemptId, 0, 'k'))).toBe('Refused');
    expect((await ledgerOf(declined.attemptId)).refunds).toHaveLength(0);
  });

  it('voids an attempt so its page refuses to take the money; a captured attempt cannot be voided', async () => {
    const start = payment(2500, 'fr');
    const redirect = await cardlink.start(start);
    await cardlink.void(start.attemptId);
    await cardlink.void(start.attemptId); // idempotent
    const refused = await form(redirect.url, redirect.fields);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('annulé par la boutique');
    expect(await cardlink.inquire(start.attemptId)).toMatchObject({ outcome: 'cancelled', amount: 0 });

    // Voided while the page was open: the submit takes nothing either.
    const open = payment(2600);
    const opened = readForm(await (await form((await cardlink.start(open)).url, (await cardlink.start(open)).fields)).text());
    await cardlink.void(open.attemptId);
    const submitted = await form(`${BASE}${opened.action}`, [...opened.fields, { name: 'card', value: '4111111111111111' }, { name: 'action', value: 'pay' }]);
    expect(submitted.status).toBe(409);
    expect((await ledgerOf(open.attemptId)).attempt).toMatchObject({ status: 'voided', captured: 0 });

    const { attemptId } = await captured(3000);
    expect(await kindOf(cardlink.void(attemptId))).toBe('Refused');
    expect((await ledgerOf(attemptId)).attempt).toMatchObject({ status: 'captured', captured: 3000 });
  });
});

describe('the embedded test processor in process', () => {
  it('signs the form for its own page and keeps the same ledger', async () => {
    const start = payment(1500, 'el');
    const redirect = await embedded.start(start);
    expect(redirect.url).toBe(`${BASE}${TEST_PROCESSOR_PATH}`);
    const { html, opened } = await pay(redirect, '4111111111111111');
    expect(opened).toContain('Αριθμός κάρτας');
    expect(embedded.verify(encode(readForm(html, 'result').fields))).toMatchObject({ outcome: 'captured', amount: 1500 });
    expect(await embedded.inquire(start.attemptId)).toMatchObject({ outcome: 'captured', amount: 1500 });
    const refund = await embedded.refund(start.attemptId, 1500, 'all');
    expect(await embedded.refund(start.attemptId, 1500, 'all')).toEqual(refund);
    expect(await kindOf(embedded.refund(start.attemptId, 1, 'more'))).toBe('Refused');
    expect(await kindOf(embedded.void(start.attemptId))).toBe('Refused');
    const never = payment(100);
    await embedded.void(never.attemptId);
    expect((await form((await embedded.start(never)).url, (await embedded.start(never)).fields)).status).toBe(409);
  });

  it('pays back once whatever the faults: fail and timeout do nothing, lost does it once', async () => {
    const { attemptId } = await captured(6000, embedded);
    embedded.setFaults('refund=fail');
    expect(await kindOf(embedded.refund(attemptId, 1000, 'a'))).toBe('Unavailable');
    embedded.setFaults('refund=timeout');
    const before = performance.now();
    expect(await kindOf(embedded.refund(attemptId, 1000, 'a'))).toBe('Unavailable');
    expect(performance.now() - before).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect((await ledgerOf(attemptId)).refunds).toHaveLength(0);

    embedded.setFaults('refund=lost');
    expect(await kindOf(embedded.refund(attemptId, 1000, 'a'))).toBe('Unavailable');
    expect((await ledgerOf(attemptId)).refunds).toHaveLength(1);
    expect(await kindOf(embedded.refund(attemptId, 1000, 'a'))).toBe('Unavailable');
    embedded.setFaults('');
    await embedded.refund(attemptId, 1000, 'a');
    const { attempt, refunds } = await ledgerOf(attemptId);
    expect(refunds).toHaveLength(1);
    expect(attempt).toMatchObject({ captured: 6000, refunded: 1000 });

    embedded.setFaults('inquire=fail,void=timeout');
    expect(await kindOf(embedded.inquire(attemptId))).toBe('Unavailable');
    expect(await kindOf(embedded.void('SOME-ATTEMPT'))).toBe('Unavailable');
    expect(() => embedded.setFaults('start=fail')).toThrow();
  });

  it('shows the same faults to the Cardlink adapter over HTTP: a lost refund is made once, its retry pays nothing more', async () => {
    const { attemptId } = await captured(4000);
    embedded.setFaults('refund=fail');
    expect(await kindOf(cardlink.refund(attemptId, 4000, 'once'))).toBe('Unavailable');
    embedded.setFaults('refund=timeout');
    expect(await kindOf(cardlink.refund(attemptId, 4000, 'once'))).toBe('Unavailable');
    expect((await ledgerOf(attemptId)).refunds).toHaveLength(0);
    embedded.setFaults('refund=lost');
    expect(await kindOf(cardlink.refund(attemptId, 4000, 'once'))).toBe('Unavailable');
    embedded.setFaults('');
    const refund = await cardlink.refund(attemptId, 4000, 'once');
    const { attempt, refunds } = await ledgerOf(attemptId);
    expect(refunds).toEqual([expect.objectContaining({ refundId: refund.refundId, amount: 4000 })]);
    expect(attempt).toMatchObject({ refunded: 4000 });
    embedded.setFaults('inquire=fail');
    expect(await kindOf(cardlink.inquire(attemptId))).toBe('Unavailable');
  });
});

describe('the shop composes one processor', () => {
  it('app.shop.processor is the embedded processor whose pages the shop serves, faults included', async () => {
    const shopProcessor = server.app.shop.processor;
    expect(shopProcessor).toBeInstanceOf(TestProcessor);
    const start = payment(990);
    const redirect = await shopProcessor.start(start);
    expect(redirect.url).toBe(`${server.url}${TEST_PROCESSOR_PATH}`);
    expect(redirect.fields.find((f) => f.name === 'mid')?.value).toBe(server.config.paymentMerchantId);
    await pay(redirect, '4111111111111111');
    shopProcessor.setFaults('inquire=fail');
    try {
      expect(await kindOf(shopProcessor.inquire(start.attemptId))).toBe('Unavailable');
    } finally {
      shopProcessor.setFaults('');
    }
    expect(await shopProcessor.inquire(start.attemptId)).toMatchObject({ outcome: 'captured', amount: 990 });
    expect(await (await fetch(`${server.url}/payments/test-processor/attempts/${start.attemptId}?lang=it`)).text()).toMatch(/data-field="captured">9,90\u00a0€/);
  });
});

describe('the Cardlink adapter trusts only a signed answer in time', () => {
  async function fakeApi(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
    const fake = http.createServer(handler);
    await new Promise<void>((resolve) => fake.listen(PORT + 1, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/vpos/xmlpayvpos`, close: () => new Promise((resolve) => { fake.closeAllConnections(); fake.close(() => resolve()); }) };
  }
  const adapter = (apiUrl: string) => new CardlinkProcessor({
    pageUrl: `${BASE}${TEST_PROCESSOR_PATH}`, apiUrl, timeoutMs: TIMEOUT_MS, clock: () => new Date(),
    merchant: { mid: MERCHANT.PAYMENT_MERCHANT_ID, secret: MERCHANT.PAYMENT_SECRET },
  });

  it('no answer within PAYMENT_TIMEOUT_MS, a 5xx, or an answer signed with another secret: Unavailable; a 4xx: Refused', async () => {
    let mode: 'hang' | '500' | '400' | 'forged' = 'hang';
    const api = await fakeApi((_request, response) => {
      if (mode === 'hang') return; // never answers
      if (mode === '500') return void response.writeHead(500).end();
      if (mode === '400') return void response.writeHead(400).end();
      const forged = xml('RefundResponse', [xml('OrderId', ['X-1']), xml('Status', ['CAPTURED']), xml('TxId', ['F1'])]);
      response.writeHead(200, { 'content-type': 'application/xml' }).end(signedVpos(forged, 'M1', new Date().toISOString(), 'not-our-secret'));
    });
    try {
      const before = performance.now();
      expect(await kindOf(adapter(api.url).refund('X-1', 100, 'k'))).toBe('Unavailable');
      expect(performance.now() - before).toBeLessThan(TIMEOUT_MS + 1000);
      mode = '500';
      expect(await kindOf(adapter(api.url).refund('X-1', 100, 'k'))).toBe('Unavailable');
      mode = 'forged';
      expect(await kindOf(adapter(api.url).refund('X-1', 100, 'k'))).toBe('Unavailable');
      mode = '400';
      expect(await kindOf(adapter(api.url).refund('X-1', 100, 'k'))).toBe('Refused');
    } finally {
      await api.close();
    }
    expect(await kindOf(adapter('http://127.0.0.1:9/nothing-listens').inquire('X-1'))).toBe('Unavailable');
  });

  it('the processor\'s API answers hostile XML with an error envelope, and the adapter reads none deeper than 16 levels', async () => {
    const post = (body: string) => fetch(`${BASE}${TEST_PROCESSOR_API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body });
    const nested = `<VPOS><Message>${'<a>'.repeat(2000)}${'</a>'.repeat(2000)}</Message></VPOS>`;
    for (const body of [nested, '<!DOCTYPE x [<!ENTITY a "aaaa">]><VPOS><Message>&a;</Message></VPOS>', 'not xml', '']) {
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/<ErrorCode>(XE|SE)<\/ErrorCode>/);
    }
    expect(parseXml(nested)).toBeUndefined();
    expect(parseXml(`<VPOS>${'<a>'.repeat(15)}x${'</a>'.repeat(15)}</VPOS>`)?.name).toBe('VPOS');
    const deep = await fakeApi((_request, response) => void response.writeHead(200, { 'content-type': 'application/xml' }).end(`<VPOS><Message>${'<a>'.repeat(20000)}`));
    try {
      expect(await kindOf(adapter(deep.url).inquire('X-1'))).toBe('Unavailable');
    } finally {
      await deep.close();
    }
  });

  it('a request signed with another secret is refused by the processor, and nothing is refunded', async () => {
    const { attemptId } = await captured(1000);
    const wrong = new CardlinkProcessor({
      pageUrl: `${BASE}${TEST_PROCESSOR_PATH}`, apiUrl: `${BASE}${TEST_PROCESSOR_API_PATH}`, timeoutMs: CLIENT_TIMEOUT_MS, clock: () => new Date(),
      merchant: { mid: MERCHANT.PAYMENT_MERCHANT_ID, secret: 'guessed-secret' },
    });
    expect(await kindOf(wrong.refund(attemptId, 1000, 'k'))).toBe('Refused');
    const otherMerchant = new CardlinkProcessor({
      pageUrl: `${BASE}${TEST_PROCESSOR_PATH}`, apiUrl: `${BASE}${TEST_PROCESSOR_API_PATH}`, timeoutMs: CLIENT_TIMEOUT_MS, clock: () => new Date(),
      merchant: { mid: '0020000999', secret: MERCHANT.PAYMENT_SECRET },
    });
    expect(await kindOf(otherMerchant.refund(attemptId, 1000, 'k'))).toBe('Refused');
    expect((await ledgerOf(attemptId)).refunds).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('reads PAYMENT_API_URL (next to PAYMENT_URL by default), PAYMENT_TIMEOUT_MS and TEST_PROCESSOR_FAULTS', () => {
    const real = { PAYMENT_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'a-real-secret' };
    expect(loadConfig(real)).toMatchObject({ paymentApiUrl: 'https://ecommerce-test.cardlink.gr/vpos/xmlpayvpos', paymentTimeoutMs: 10_000, testProcessorFaults: undefined });
    expect(loadConfig({ ...real, PAYMENT_API_URL: 'https://api.example/x', PAYMENT_TIMEOUT_MS: '2500' })).toMatchObject({ paymentApiUrl: 'https://api.example/x', paymentTimeoutMs: 2500 });
    expect(loadConfig({ TEST_PROCESSOR_FAULTS: 'refund=lost,*=slow:100' })).toMatchObject({ paymentApiUrl: undefined, testProcessorFaults: 'refund=lost,*=slow:100' });
    expect(() => loadConfig({ TEST_PROCESSOR_FAULTS: 'refund=explode' })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_PROCESSOR_FAULTS: 'hold=fail' })).toThrow(/TEST_PROCESSOR_FAULTS/);
    expect(() => loadConfig({ ...real, TEST_PROCESSOR_FAULTS: 'refund=fail' })).toThrow(/embedded test processor only/);
    expect(() => loadConfig({ PAYMENT_API_URL: 'https://api.example/x' })).toThrow(/without PAYMENT_URL/);
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MS: '0' })).toThrow(/PAYMENT_TIMEOUT_MS/);
  });

  it('the deploy check refuses TEST_PROCESSOR_FAULTS on a reachable host unless PUBLIC_DEMO=1', () => {
    const reachable = { HOST: '0.0.0.0', PUBLIC_URL: 'https://ferry.example', TEST_PROCESSOR_FAULTS: 'refund=fail' };
    expect(deployProblems(loadConfig(reachable)).join('\n')).toMatch(/TEST_PROCESSOR_FAULTS is set/);
    expect(deployProblems(loadConfig({ ...reachable, PUBLIC_DEMO: '1' })).join('\n')).not.toMatch(/TEST_PROCESSOR_FAULTS/);
    expect(deployProblems(loadConfig({ TEST_PROCESSOR_FAULTS: 'refund=fail' }))).toEqual([]);
  });

  it('the deploy check refuses a payment page or API that is not https on a reachable host', () => {
    const shop = {
      HOST: '0.0.0.0', PUBLIC_URL: 'https://ferry.example', SMTP_URL: 'smtp://mail.example:587',
      PAYMENT_URL: 'https://ecommerce.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'a-real-secret-of-our-own',
    };
    const names = (env: Record<string, string>) => deployProblems(loadConfig({ ...shop, ...env })).map((p) => /^[A-Z_]+/.exec(p)?.[0]);
    expect(names({})).toEqual([]);
    expect(names({ PAYMENT_API_URL: 'http://ecommerce.cardlink.gr/vpos/xmlpayvpos' })).toEqual(['PAYMENT_API_URL']);
    expect(names({ PAYMENT_URL: 'http://pay.example/vpos/shophandlermpi' })).toEqual(['PAYMENT_URL', 'PAYMENT_API_URL']);
  });
});
