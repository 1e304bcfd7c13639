/**
 * `CardlinkProcessor`: the `PaymentProcessor` adapter for a real Cardlink account (PAYMENT_URL). The traveller pays
 * on Cardlink's hosted page (the signed redirect form of cardlink-protocol.ts); `inquire`, `refund` and `void` are
 * Cardlink's VPOS XML API (vpos-xml.ts) at PAYMENT_API_URL: `StatusRequest`, `RefundRequest`, `CancelRequest`.
 *
 * Every call waits at most PAYMENT_TIMEOUT_MS. No answer, a 5xx (or 408/429), an answer that is not a VPOS document
 * or not signed with our secret, or a status that says nothing definite: `PaymentError('Unavailable')` (the outcome
 * is unknown; repeat with the same key). The processor's definite no (an error envelope, a 4xx, status REFUSED):
 * `Refused`. A refund is sent with a messageId derived from (attempt, key), so a repeated refund is the same
 * message to the processor, which recognises it (the embedded processor answers the first refund again).
 */
import crypto from 'node:crypto';
import { PaymentError, type HostedPaymentForm, type PaymentProcessor, type PaymentRefund, type PaymentStart, type VerifiedPaymentResult } from '../../ports/payment-processor';
import { OUTCOME_OF_STATUS, signPaymentForm, toAmount, toCents, verifyPaymentResult, type Merchant } from './cardlink-protocol';
import { childOf, firstElement, readVpos, signedVpos, textAt, xml, type XmlElement } from './vpos-xml';

export interface CardlinkOptions {
  /** The hosted payment page (PAYMENT_URL). */
  readonly pageUrl: string;
  /** The VPOS XML API (PAYMENT_API_URL). */
  readonly apiUrl: string;
  readonly merchant: Merchant;
  readonly timeoutMs: number;
  readonly clock: () => Date;
}

/** The most of an answer read: a VPOS answer is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;
const REFUNDED = new Set(['CAPTURED', 'REFUNDED', 'REFUNDEDPARTIALLY']);

/** The messageId of a refund: the same for the same (attempt, key), 33 characters whatever the key. */
export const refundMessageId = (attemptId: string, key: string): string =>
  `R${crypto.createHash('sha256').update(`${attemptId}\u0000${key}`, 'utf8').digest('hex').slice(0, 32)}`;

export class CardlinkProcessor implements PaymentProcessor {
  readonly name = 'cardlink';

  constructor(private readonly options: CardlinkOptions) {}

  async start(payment: PaymentStart): Promise<HostedPaymentForm> {
    return signPaymentForm(payment, this.options.pageUrl, this.options.merchant);
  }

  verify(body: string): VerifiedPaymentResult | undefined {
    return verifyPaymentResult(body, this.options.merchant);
  }

  async inquire(attemptId: string): Promise<VerifiedPaymentResult | undefined> {
    const details = childOf(await this.status(attemptId), 'TransactionDetails');
    if (!details) return undefined;
    const status = textAt(details, 'Status');
    const outcome = Object.hasOwn(OUTCOME_OF_STATUS, status) ? OUTCOME_OF_STATUS[status] : undefined;
    if (!outcome) return undefined; // PROCESSING: the traveller has not finished
    const captured = outcome === 'captured';
    const amount = toCents(textAt(details, 'PaymentTotal') || textAt(details, 'OrderAmount'));
    if (textAt(details, 'OrderId') !== attemptId || (captured && !Number.isFinite(amount))) {
      throw new PaymentError('Unavailable', 'the status answer names another order or no amount', 'inquire');
    }
    const raw = Object.fromEntries(details.children.filter((c): c is XmlElement => typeof c !== 'string').map((c) => [c.name, textAt(c)]));
    return {
      attemptId, outcome, amount: captured ? amount : 0, transactionId: captured ? textAt(details, 'TxId') || textAt(details, 'PaymentRef') : '',
      message: textAt(details, 'Description'), raw,
    };
  }

  async refund(attemptId: string, amount: number, key: string): Promise<PaymentRefund> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentError('Refused', 'the amount must be a positive number of cents', 'refund');
    const messageId = refundMessageId(attemptId, key);
    const answer = await this.call('refund', 'RefundRequest', xml('RefundRequest', [
      this.authentication(),
      xml('OrderInfo', [xml('OrderId', [attemptId]), xml('OrderAmount', [toAmount(amount)]), xml('Currency', ['EUR'])]),
    ]), messageId);
    const status = textAt(answer, 'Status');
    if (REFUNDED.has(status)) return { attemptId, amount, refundId: textAt(answer, 'TxId') || messageId };
    if (status === 'REFUSED') throw new PaymentError('Refused', textAt(answer, 'Description') || 'refund refused', 'refund');
    throw new PaymentError('Unavailable', `refund answered status "${status.slice(0, 20)}"`, 'refund');
  }

  /**
   * Cardlink cannot close a hosted page the traveller has open: `void` asks the status first and cancels what the
   * processor holds (an authorisation); an attempt it does not know or that took no money needs nothing (a capture
   * that still comes is paid back by the shop). A captured attempt is `Refused`: refund it instead (a Cardlink
   * cancel of a sale would reverse money the shop's books count as taken).
   */
  async void(attemptId: string): Promise<void> {
    const details = childOf(await this.status(attemptId, 'void'), 'TransactionDetails');
    const status = textAt(details, 'Status');
    if (status === 'CAPTURED') throw new PaymentError('Refused', 'the attempt is captured: refund it instead', 'void');
    if (status !== 'AUTHORIZED') {
      // Nothing taken: ask the processor to cancel the order all the same (the embedded processor then refuses
      // its page); a no from a processor that does not know the order changes nothing.
      await this.cancel(attemptId, textAt(details, 'OrderAmount') || '0.00').catch((error: unknown) => {
        if (!(error instanceof PaymentError && error.kind === 'Refused')) throw error;
      });
      return;
    }
    await this.cancel(attemptId, textAt(details, 'OrderAmount'));
  }

  /** A real processor takes no injected faults: only '' (none) is accepted, for the factory's common type. */
  setFaults(text: string): void {
    if (text.trim() !== '') throw new Error('a real payment processor takes no injected faults (TEST_PROCESSOR_FAULTS is for the embedded one)');
  }

  private async cancel(attemptId: string, amount: string): Promise<void> {
    const answer = await this.call('void', 'CancelRequest', xml('CancelRequest', [
      this.authentication(),
      xml('OrderInfo', [xml('OrderId', [attemptId]), xml('OrderAmount', [amount]), xml('Currency', ['EUR'])]),
    ]));
    const status = textAt(answer, 'Status');
    if (status === 'CANCELED') return;
    if (status === 'REFUSED') throw new PaymentError('Refused', textAt(answer, 'Description') || 'cancel refused', 'void');
    throw new PaymentError('Unavailable', `cancel answered status "${status.slice(0, 20)}"`, 'void');
  }

  private status(attemptId: string, operation = 'inquire'): Promise<XmlElement> {
    return this.call(operation, 'StatusRequest', xml('StatusRequest', [this.authentication(), xml('TransactionInfo', [xml('OrderId', [attemptId])])]));
  }

  private authentication(): XmlElement {
    return xml('Authentication', [xml('Mid', [this.options.merchant.mid])]);
  }

  /** Sends one signed request and answers the signed `…Response` element, or throws the port's error. */
  private async call(operation: string, request: string, body: XmlElement, messageId = `M${crypto.randomBytes(12).toString('hex')}`): Promise<XmlElement> {
    const { apiUrl, merchant, timeoutMs, clock } = this.options;
    const unavailable = (why: string) => new PaymentError('Unavailable', `${operation}: ${why}`, operation);
    let text: string;
    try {
      const response = await fetch(apiUrl, {
        method: 'POST', redirect: 'error', signal: AbortSignal.timeout(timeoutMs),
        headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml' },
        body: signedVpos(body, messageId, clock().toISOString(), merchant.secret),
      });
      if (response.status >= 500 || response.status === 408 || response.status === 429) throw unavailable(`the processor answered ${response.status}`);
      if (response.status >= 400) throw new PaymentError('Refused', `${operation}: the processor answered ${response.status}`, operation);
      const bytes = await response.arrayBuffer();
      if (bytes.byteLength > MAX_ANSWER_BYTES) throw unavailable('the answer is too long');
      text = new TextDecoder().decode(bytes);
    } catch (error) {
      if (error instanceof PaymentError) throw error;
      throw unavailable((error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'no answer');
    }
    const answer = readVpos(text, merchant.secret);
    if (!answer) throw unavailable('the answer is not a VPOS message');
    if (childOf(answer.message, 'ErrorMessage')) {
      throw new PaymentError('Refused', `${operation}: ${textAt(answer.message, 'ErrorCode')} ${textAt(answer.message, 'ErrorMessage')}`.slice(0, 300), operation);
    }
    if (!answer.signed) throw unavailable('the answer is not signed with our secret');
    const response = firstElement(answer.message);
    const expected = request.replace(/Request$/, 'Response');
    if (response?.name !== expected) throw unavailable(`the answer is not a ${expected}`);
    return response;
  }
}
