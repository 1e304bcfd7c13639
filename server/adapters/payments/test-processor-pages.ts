/**
 * The embedded card processor's pages (no PAYMENT_URL), served by this shop as a real processor serves its own:
 * - the hosted test payment page in the shop's six languages, speaking the Cardlink redirect protocol:
 *   4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for a 3-D Secure code
 *   (1234). The result is written in the processor's ledger FIRST, then posted, signed, through the browser to the
 *   shop's confirm or cancel URL. An `orderid` opens the page once: posted again, it is refused as a duplicate (as
 *   Cardlink does; the shop starts a new attempt instead). An attempt is captured at most once (a second submit
 *   answers the first result), a voided attempt's page takes no money;
 * - `GET /payments/test-processor/attempts/:attemptId`: what the cardholder's statement would show of one attempt
 *   (amount, charged, refunded, refunds, status and dates; no payer data), in six languages (`?lang=`);
 * - Cardlink's server-to-server API (VPOS XML: StatusRequest, RefundRequest, CancelRequest) at
 *   `TEST_PROCESSOR_API_PATH`, over the same ledger and fault plan, so the Cardlink adapter is tested against it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, type Locale } from '../../../src/core/shared/locale';
import { formatDateTime } from '../../../src/core/shared/date-locale';
import { formatMoney } from '../../../src/core/shared/money';
import { PaymentError, type PaymentProcessor } from '../../ports/payment-processor';
import { formFields, toAmount, toCents, verifyFields, type Field } from './cardlink-protocol';
import type { LedgerAttempt, Settlement, TestProcessorLedger } from './test-processor-ledger';
import { TEST_PROCESSOR_API_PATH, TEST_PROCESSOR_PATH, TestProcessor } from './test-processor';
import { PAY_TEXTS } from './test-processor-texts';
import { childOf, firstElement, readVpos, signedVpos, textAt, vposError, xml, type XmlElement } from './vpos-xml';

const CARDS = { ok: '4111111111111111', declined: '4000000000000002', secure: '4000000000003220' } as const;
/** The pages take the whole signed request (a few KB at most); the API a VPOS message (under 1 KB). */
const BODY_LIMIT = 16 * 1024;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hidden = (fields: readonly Field[]) => fields.map((f) => `<input type="hidden" name="${esc(f.name)}" value="${esc(f.value)}">`).join('');
const pack = (fields: readonly Field[]) => Buffer.from(JSON.stringify(fields)).toString('base64url');
function unpack(value: string | undefined): Field[] {
  try {
    const parsed = JSON.parse(Buffer.from(value ?? '', 'base64url').toString('utf8')) as unknown;
    return Array.isArray(parsed) ? parsed.filter((f): f is Field => typeof f?.name === 'string' && typeof f?.value === 'string') : [];
  } catch {
    return [];
  }
}
const get = (fields: readonly Field[], name: string) => fields.find((f) => f.name === name)?.value ?? '';

function page(lang: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${esc(title)}</title><style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0}
input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{padding:.6rem 1.2rem;margin:.8rem .4rem 0 0;font-size:1rem;min-height:44px}
.error{color:#b00020}dt{font-weight:bold;margin-top:.5rem}dd{margin:0}</style></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

/**
 * Registers the embedded processor's pages and API when `processor` is the embedded test processor (nothing
 * otherwise: a real processor serves its own). Call it once, from the composition root or a module plugin.
 */
export function registerTestProcessorRoutes(app: FastifyInstance, processor: PaymentProcessor): void {
  if (!(processor instanceof TestProcessor)) return;
  const { ledger } = processor;
  void app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'text/xml']) {
      if (!scope.hasContentTypeParser(type)) scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    }
    testProcessorPages(scope, ledger);
    testProcessorApi(scope, ledger);
  });
}

function testProcessorPages(app: FastifyInstance, ledger: TestProcessorLedger): void {
  const { merchant } = ledger;
  const send = (reply: FastifyReply, html: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html);
  const langOf = (fields: readonly Field[]): Locale => {
    const lang = get(fields, 'lang');
    return isLocale(lang) ? lang : 'en';
  };
  const invalid = (reply: FastifyReply) => send(reply, page('en', 'Invalid payment request', '<p>The request signature is not valid.</p>'), 400);
  const signed = (request: Field[]) => verifyFields(request, merchant.secret) && get(request, 'mid') === merchant.mid;
  /** The signed request posted to the page, when it is ours: digest, merchant, and an attempt the ledger can open. */
  const openAttempt = async (request: Field[]) => {
    if (!signed(request)) return undefined;
    return ledger.open(get(request, 'orderid'), toCents(get(request, 'orderAmount')), get(request, 'currency'));
  };
  /** The attempt the page's own forms carry (its signed request): one the page opened. */
  const openedAttempt = async (request: Field[]): Promise<LedgerAttempt | undefined> => {
    if (!signed(request)) return undefined;
    return ledger.opened(get(request, 'orderid'), toCents(get(request, 'orderAmount')), get(request, 'currency'));
  };

  const payForm = (request: Field[], error?: string) => {
    const lang = langOf(request);
    const t = PAY_TEXTS[lang];
    return page(lang, t.title, `<p>${esc(get(request, 'orderDesc'))}</p><p>${t.amount}: <strong>${esc(get(request, 'orderAmount'))} ${esc(get(request, 'currency'))}</strong></p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/payments/test-processor/submit"><input type="hidden" name="request" value="${pack(request)}">
<label>${t.card}<input name="card" inputmode="numeric" autocomplete="cc-number" required></label>
<label>${t.expiry}<input name="expiry" autocomplete="cc-exp" required></label>
<label>${t.cvv}<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label>
<label>${t.holder}<input name="holder" autocomplete="cc-name"></label>
<button type="submit" name="action" value="pay">${t.pay}</button></form>
<form method="post" action="/payments/test-processor/submit"><input type="hidden" name="request" value="${pack(request)}">
<button type="submit" name="action" value="cancel">${t.cancel}</button></form><p><small>${t.testCards}</small></p>`);
  };

  /** What the page shows for an attempt as the ledger has it: the form, the voided notice, or its (first) result. */
  const answer = (reply: FastifyReply, request: Field[], attempt: LedgerAttempt | undefined, form: () => string, status = 200) => {
    if (!attempt) return invalid(reply);
    const lang = langOf(request);
    const t = PAY_TEXTS[lang];
    if (attempt.status === 'voided') return send(reply, page(lang, t.title, `<p class="error" role="alert">${esc(t.voided)}</p>`), 409);
    if (attempt.status === 'started') return send(reply, form(), status);
    const target = attempt.status === 'captured' ? get(request, 'confirmUrl') : get(request, 'cancelUrl');
    return send(reply, page(lang, t.title, `<p>${t.redirect}</p>
<form id="result" method="post" action="${esc(target)}">${hidden(ledger.resultFields(attempt))}
<button type="submit">${t.confirm}</button></form><script src="/payments/test-processor/autosubmit.js"></script>`));
  };
  const settle = async (reply: FastifyReply, request: Field[], outcome: Settlement, message: string) =>
    answer(reply, request, await ledger.settle(get(request, 'orderid'), outcome, message), () => payForm(request));

  app.get('/payments/test-processor/autosubmit.js', async (_request, reply) =>
    reply.type('text/javascript').send("document.getElementById('result')?.submit();"));

  app.post(TEST_PROCESSOR_PATH, async (request, reply) => {
    const fields = formFields(request.body);
    const opened = await openAttempt(fields);
    // An `orderid` posted before is refused, as Cardlink refuses it ("Invalid orderid (duplicate)"): its own page
    // answers, nothing goes back to the shop, and the attempt stays as it was (a decline is tried again with another
    // card on the page that declined it, not by posting the request again).
    if (opened?.seen && opened.attempt.status !== 'voided') {
      const lang = langOf(fields);
      const t = PAY_TEXTS[lang];
      return send(reply, page(lang, t.title, `<p class="error" role="alert">${esc(t.duplicate)}</p><p><code>Invalid orderid (duplicate)</code></p>`), 409);
    }
    return answer(reply, fields, opened?.attempt, () => payForm(fields));
  });

  app.post('/payments/test-processor/submit', async (request, reply) => {
    const form = formFields(request.body);
    const original = unpack(get(form, 'request'));
    const attempt = await openedAttempt(original);
    if (!attempt || attempt.status !== 'started' && attempt.status !== 'declined') return answer(reply, original, attempt, () => payForm(original));
    if (get(form, 'action') === 'cancel') return settle(reply, original, 'cancelled', 'Cancelled by the payer');
    const card = get(form, 'card').replace(/[\s-]/g, '');
    if (card === CARDS.ok) return settle(reply, original, 'captured', 'Approved');
    if (card === CARDS.declined) return settle(reply, original, 'declined', 'Declined by the issuer');
    if (card === CARDS.secure) {
      const lang = langOf(original);
      const t = PAY_TEXTS[lang];
      return send(reply, page(lang, t.secure, `<p>${t.secureHint}</p><form method="post" action="/payments/test-processor/3ds">
<input type="hidden" name="request" value="${pack(original)}"><label>${t.secure}<input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>
<button type="submit">${t.confirm}</button></form>`));
    }
    return send(reply, payForm(original, PAY_TEXTS[langOf(original)].invalidCard), 422);
  });

  app.post('/payments/test-processor/3ds', async (request, reply) => {
    const form = formFields(request.body);
    const original = unpack(get(form, 'request'));
    const attempt = await openedAttempt(original);
    if (!attempt || attempt.status !== 'started' && attempt.status !== 'declined') return answer(reply, original, attempt, () => payForm(original));
    return get(form, 'code') === '1234'
      ? settle(reply, original, 'captured', 'Approved after 3-D Secure')
      : settle(reply, original, 'declined', '3-D Secure authentication failed');
  });

  app.get<{ Params: { attemptId: string }; Querystring: { lang?: string } }>('/payments/test-processor/attempts/:attemptId', async (request, reply) => {
    const lang: Locale = isLocale(request.query.lang) ? request.query.lang : 'en';
    const t = PAY_TEXTS[lang];
    const attempt = await ledger.find(request.params.attemptId);
    if (!attempt) return send(reply, page(lang, t.unknownAttempt, ''), 404);
    const money = (cents: number) => esc(formatMoney(cents, lang));
    const when = (date: Date) => esc(formatDateTime(date, lang, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Athens' }));
    const refunds = await ledger.refundsOf(attempt.attemptId);
    return send(reply, page(lang, t.attempt, `<p>${esc(attempt.attemptId)}</p><dl>
<dt>${t.status}</dt><dd data-field="status">${esc(t.statuses[attempt.status])}</dd>
<dt>${t.amount}</dt><dd data-field="amount">${attempt.amount === null ? '–' : money(attempt.amount)}</dd>
<dt>${t.captured}</dt><dd data-field="captured">${money(attempt.captured)}</dd>
<dt>${t.refunded}</dt><dd data-field="refunded">${money(attempt.refunded)}</dd>
<dt>${t.started}</dt><dd>${when(attempt.createdAt)}</dd><dt>${t.updated}</dt><dd>${when(attempt.updatedAt)}</dd></dl>
${refunds.length ? `<h2>${t.refunds}</h2><ul>${refunds.map((r) => `<li data-field="refund">${money(r.amount)} · ${when(r.createdAt)}</li>`).join('')}</ul>` : ''}`));
  });
}

/** The VPOS XML API over the ledger: each request under the fault plan of the port call it serves. */
function testProcessorApi(app: FastifyInstance, ledger: TestProcessorLedger): void {
  const { merchant } = ledger;
  const now = () => new Date().toISOString();
  const sendXml = (reply: FastifyReply, text: string, status = 200) => reply.code(status).type('application/xml; charset=utf-8').send(text);
  const signed = (body: XmlElement) => signedVpos(body, `M${Date.now()}`, now(), merchant.secret);
  const refusal = (error: unknown) => {
    if (error instanceof PaymentError && error.kind === 'Refused') return error.message;
    throw error;
  };

  app.post(TEST_PROCESSOR_API_PATH, async (request, reply) => {
    const read = typeof request.body === 'string' ? readVpos(request.body, merchant.secret) : undefined;
    if (!read) return sendXml(reply, vposError('XE', 'The request is not a VPOS message', `M${Date.now()}`, now()));
    if (!read.signed) return sendXml(reply, vposError('SE', 'Digest mismatch', `M${Date.now()}`, now()));
    const body = firstElement(read.message);
    if (textAt(body, 'Authentication', 'Mid') !== merchant.mid) return sendXml(reply, vposError('AE', 'Unknown merchant', `M${Date.now()}`, now()));
    const messageId = read.message.attributes.messageId ?? '';
    try {
      switch (body?.name) {
        case 'StatusRequest': {
          const attemptId = textAt(body, 'TransactionInfo', 'OrderId');
          const attempt = await ledger.underFaults('inquire', () => ledger.find(attemptId));
          const details = attempt && attempt.status !== 'started' ? transactionDetails(ledger, attempt) : undefined;
          return sendXml(reply, signed(xml('StatusResponse', [details])));
        }
        case 'RefundRequest': {
          const info = childOf(body, 'OrderInfo');
          const attemptId = textAt(info, 'OrderId');
          const amount = toCents(textAt(info, 'OrderAmount'));
          if (textAt(info, 'Currency') !== 'EUR' || !messageId) return sendXml(reply, vposError('XE', 'Bad currency or messageId', `M${Date.now()}`, now()));
          const outcome = await ledger.underFaults('refund', () => ledger.refund(attemptId, amount, messageId)).catch(refusal);
          const fields = typeof outcome === 'string'
            ? [xml('Status', ['REFUSED']), xml('Description', [outcome])]
            : [xml('Status', ['CAPTURED']), xml('TxId', [outcome.refundId]), xml('Description', ['Refunded'])];
          return sendXml(reply, signed(xml('RefundResponse', [xml('OrderId', [attemptId]), xml('OrderAmount', [Number.isFinite(amount) ? toAmount(amount) : '']), xml('Currency', ['EUR']), ...fields])));
        }
        case 'CancelRequest': {
          const attemptId = textAt(body, 'OrderInfo', 'OrderId');
          const outcome = await ledger.underFaults('void', () => ledger.void(attemptId)).catch(refusal);
          const fields = typeof outcome === 'string' ? [xml('Status', ['REFUSED']), xml('Description', [outcome])] : [xml('Status', ['CANCELED'])];
          return sendXml(reply, signed(xml('CancelResponse', [xml('OrderId', [attemptId]), ...fields])));
        }
        default:
          return sendXml(reply, vposError('XE', 'Unsupported request', `M${Date.now()}`, now()));
      }
    } catch (error) {
      if (error instanceof PaymentError) return sendXml(reply, vposError('SYS', 'System error, try again', `M${Date.now()}`, now()), 503);
      throw error;
    }
  });
}

function transactionDetails(ledger: TestProcessorLedger, attempt: LedgerAttempt): XmlElement {
  const fields = Object.fromEntries(ledger.resultFields(attempt).map((f) => [f.name, f.value]));
  return xml('TransactionDetails', [
    xml('OrderId', [attempt.attemptId]), xml('OrderAmount', [fields.orderAmount ?? '']), xml('Currency', [attempt.currency]),
    xml('PaymentTotal', [fields.paymentTotal ?? '']), xml('Status', [fields.status ?? '']), xml('TxId', [attempt.txId ?? '']),
    xml('PaymentRef', [attempt.paymentRef ?? '']), xml('RiskScore', ['0']), xml('Description', [attempt.message]),
  ]);
}
