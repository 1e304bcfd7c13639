/**
 * The embedded card processor (used when PAYMENT_URL is not set): a hosted test payment page in the shop's six
 * languages that speaks the Cardlink redirect protocol. 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 3220 asks for a 3-D Secure code (1234). It posts a signed result to the shop's confirm
 * or cancel URL, as the real processor does.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, type Locale } from '../../../src/core/shared/locale';
import { RESULT_ORDER, formFields, signFields, verifyFields, type Field } from './cardlink';
import { PAY_TEXTS } from './texts';

export const TEST_PROCESSOR_PATH = '/payments/test-processor/pay';
const CARDS = { ok: '4111111111111111', declined: '4000000000000002', secure: '4000000000003220' } as const;

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
.error{color:#b00020}</style></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

export function registerTestProcessor(app: FastifyInstance, secret: string): void {
  const send = (reply: FastifyReply, html: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html);
  const langOf = (fields: readonly Field[]): Locale => {
    const lang = get(fields, 'lang');
    return isLocale(lang) ? lang : 'en';
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

  /** The signed result, posted back to the shop by the browser. */
  const result = (reply: FastifyReply, request: Field[], status: 'CAPTURED' | 'REFUSED' | 'CANCELED', message: string) => {
    const lang = langOf(request);
    const values: Record<string, string> = {
      version: get(request, 'version'), mid: get(request, 'mid'), orderid: get(request, 'orderid'), status,
      orderAmount: get(request, 'orderAmount'), currency: get(request, 'currency'),
      paymentTotal: status === 'CAPTURED' ? get(request, 'orderAmount') : '', message, riskScore: '0',
      payMethod: 'visa', txId: status === 'CAPTURED' ? String(crypto.randomInt(10 ** 9, 10 ** 10)) : '',
      paymentRef: status === 'CAPTURED' ? crypto.randomBytes(5).toString('hex').toUpperCase() : '', var1: get(request, 'var1'),
    };
    const target = status === 'CAPTURED' ? get(request, 'confirmUrl') : get(request, 'cancelUrl');
    return send(reply, page(lang, PAY_TEXTS[lang].title, `<p>${PAY_TEXTS[lang].redirect}</p>
<form id="result" method="post" action="${esc(target)}">${hidden(signFields(values, RESULT_ORDER, secret))}
<button type="submit">${PAY_TEXTS[lang].confirm}</button></form><script src="/payments/test-processor/autosubmit.js"></script>`));
  };

  app.get('/payments/test-processor/autosubmit.js', async (_request, reply) =>
    reply.type('text/javascript').send("document.getElementById('result')?.submit();"));

  app.post(TEST_PROCESSOR_PATH, async (request, reply) => {
    const fields = formFields(request.body);
    if (!verifyFields(fields, secret)) return send(reply, page('en', 'Invalid payment request', '<p>The request signature is not valid.</p>'), 400);
    return send(reply, payForm(fields));
  });

  app.post('/payments/test-processor/submit', async (request, reply) => {
    const form = formFields(request.body);
    const original = unpack(get(form, 'request'));
    if (!verifyFields(original, secret)) return send(reply, page('en', 'Invalid payment request', '<p>The request signature is not valid.</p>'), 400);
    if (get(form, 'action') === 'cancel') return result(reply, original, 'CANCELED', 'Cancelled by the payer');
    const card = get(form, 'card').replace(/[\s-]/g, '');
    if (card === CARDS.ok) return result(reply, original, 'CAPTURED', 'Approved');
    if (card === CARDS.declined) return result(reply, original, 'REFUSED', 'Declined by the issuer');
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
    if (!verifyFields(original, secret)) return send(reply, page('en', 'Invalid payment request', '<p>The request signature is not valid.</p>'), 400);
    return get(form, 'code') === '1234'
      ? result(reply, original, 'CAPTURED', 'Approved after 3-D Secure')
      : result(reply, original, 'REFUSED', '3-D Secure authentication failed');
  });
}
