/**
 * The Cardlink redirect protocol: the shop posts an ordered form to the hosted payment page, signed with
 * Base64(SHA-256(values in order + shared secret)); the page posts a result signed the same way to the shop's
 * confirm or cancel URL.
 */
import crypto from 'node:crypto';
import type { HostedPaymentForm, PaymentOutcome, PaymentStart, VerifiedPaymentResult } from '../../ports/payment-processor';

export type Field = { readonly name: string; readonly value: string };

/** The request fields in the protocol's order (digest excluded; empty optional fields are left out). */
export const REQUEST_ORDER = [
  'version', 'mid', 'lang', 'deviceCategory', 'orderid', 'orderDesc', 'orderAmount', 'currency', 'payerEmail', 'payerPhone',
  'billCountry', 'billState', 'billZip', 'billCity', 'billAddress', 'weight', 'dimensions', 'shipCountry', 'shipState',
  'shipZip', 'shipCity', 'shipAddress', 'addFraudScore', 'maxPayRetries', 'reject3dsU', 'payMethod', 'trType',
  'extInstallmentoffset', 'extInstallmentperiod', 'extRecurringfrequency', 'extRecurringenddate', 'blockScore', 'cssUrl',
  'confirmUrl', 'cancelUrl', 'var1', 'var2', 'var3', 'var4', 'var5', 'var6', 'var7', 'var8', 'var9',
] as const;
/** The result fields in the protocol's order (digest excluded). */
export const RESULT_ORDER = [
  'version', 'mid', 'orderid', 'status', 'orderAmount', 'currency', 'paymentTotal', 'message', 'riskScore', 'payMethod',
  'txId', 'paymentRef', 'var1',
] as const;

export function digest(values: readonly string[], secret: string): string {
  return crypto.createHash('sha256').update(values.join('') + secret, 'utf8').digest('base64');
}

/** Orders `values` by `order`, drops empty ones and appends the digest. */
export function signFields(values: Readonly<Partial<Record<string, string>>>, order: readonly string[], secret: string): Field[] {
  const fields = order.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => ({ name, value: values[name] as string }));
  return [...fields, { name: 'digest', value: digest(fields.map((f) => f.value), secret) }];
}

/** Checks a posted form's digest over its other fields in the order they were posted. */
export function verifyFields(fields: readonly Field[], secret: string): boolean {
  const posted = fields.find((f) => f.name === 'digest')?.value;
  if (!posted) return false;
  const expected = digest(fields.filter((f) => f.name !== 'digest').map((f) => f.value), secret);
  const a = Buffer.from(posted);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const toAmount = (cents: number) => (cents / 100).toFixed(2);
/** Cents of a decimal amount ("244.00"); NaN when it is not one. */
export function toCents(amount: string | undefined): number {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return Number.NaN;
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Reads an `application/x-www-form-urlencoded` body keeping the fields' order. */
export function formFields(body: unknown): Field[] {
  if (typeof body !== 'string') return [];
  return [...new URLSearchParams(body)].map(([name, value]) => ({ name, value }));
}

/** Who signs: the merchant id and shared secret the processor gave the shop. */
export interface Merchant {
  readonly mid: string;
  readonly secret: string;
}

/**
 * The signed redirect form of one payment attempt, for the hosted page at `url`: version 2, our merchant, the
 * attempt as `orderid`, the amount in euros, the payer and bill fields, trType 1 (a sale: captured at once).
 */
export function signPaymentForm(payment: PaymentStart, url: string, merchant: Merchant): HostedPaymentForm {
  const { payer } = payment;
  const fields = signFields({
    version: '2', mid: merchant.mid, lang: payment.lang, orderid: payment.attemptId, orderDesc: payment.description.slice(0, 128),
    orderAmount: toAmount(payment.amount), currency: payment.currency, payerEmail: payer.email, payerPhone: payer.phone.replace(/\s/g, ''),
    billCountry: payer.country, billState: payer.state || '-', billZip: payer.zip || '-', billCity: payer.city || '-',
    billAddress: payer.address || '-', trType: '1', confirmUrl: payment.confirmUrl, cancelUrl: payment.cancelUrl,
  }, REQUEST_ORDER, merchant.secret);
  return { url, method: 'POST', fields };
}

/** Cardlink's result statuses and what they mean for the shop; any other status is no result. */
export const OUTCOME_OF_STATUS: Readonly<Record<string, PaymentOutcome>> = {
  CAPTURED: 'captured', AUTHORIZED: 'captured', REFUSED: 'declined', ERROR: 'declined', CANCELED: 'cancelled',
};

/**
 * A posted result (`application/x-www-form-urlencoded`), when its digest is right AND it names our merchant AND its
 * status and amount are ones we know; otherwise undefined. Pure.
 */
export function verifyPaymentResult(body: unknown, merchant: Merchant): VerifiedPaymentResult | undefined {
  const fields = formFields(body);
  if (!verifyFields(fields, merchant.secret)) return undefined;
  const get = (name: string) => fields.find((f) => f.name === name)?.value ?? '';
  if (get('mid') !== merchant.mid) return undefined;
  const outcome = Object.hasOwn(OUTCOME_OF_STATUS, get('status')) ? OUTCOME_OF_STATUS[get('status')] : undefined;
  const amount = toCents(get('orderAmount'));
  const attemptId = get('orderid');
  if (!outcome || !Number.isFinite(amount) || attemptId === '') return undefined;
  const captured = outcome === 'captured';
  return {
    attemptId, outcome, amount: captured ? amount : 0, transactionId: captured ? get('txId') || get('paymentRef') : '',
    message: get('message'), raw: Object.fromEntries(fields.map((f) => [f.name, f.value])),
  };
}
