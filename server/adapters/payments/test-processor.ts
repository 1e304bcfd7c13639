/**
 * `TestProcessor`: the `PaymentProcessor` adapter over the embedded test processor, in process (no PAYMENT_URL).
 * `start` signs the Cardlink form for the embedded hosted page (test-processor-pages.ts), `verify` reads its signed
 * results exactly as the Cardlink adapter reads Cardlink's, and `inquire`, `refund`, `void` read and write the test
 * processor's own ledger under its fault plan (TEST_PROCESSOR_FAULTS, `setFaults` in tests).
 */
import type { HostedPaymentForm, PaymentProcessor, PaymentRefund, PaymentStart, VerifiedPaymentResult } from '../../ports/payment-processor';
import { signPaymentForm, verifyPaymentResult } from './cardlink-protocol';
import type { TestProcessorLedger } from './test-processor-ledger';

/** Where the embedded hosted payment page takes the signed form. */
export const TEST_PROCESSOR_PATH = '/payments/test-processor/pay';
/** Where the embedded processor serves Cardlink's server-to-server API (VPOS XML). */
export const TEST_PROCESSOR_API_PATH = '/payments/test-processor/xmlpayvpos';

export class TestProcessor implements PaymentProcessor {
  readonly name = 'test-processor';

  /** `publicUrl`: the shop's public base URL, which serves the embedded page. */
  constructor(readonly ledger: TestProcessorLedger, private readonly publicUrl: string) {}

  async start(payment: PaymentStart): Promise<HostedPaymentForm> {
    return signPaymentForm(payment, `${this.publicUrl}${TEST_PROCESSOR_PATH}`, this.ledger.merchant);
  }

  verify(body: string): VerifiedPaymentResult | undefined {
    return verifyPaymentResult(body, this.ledger.merchant);
  }

  inquire(attemptId: string): Promise<VerifiedPaymentResult | undefined> {
    return this.ledger.underFaults('inquire', () => this.ledger.inquire(attemptId));
  }

  refund(attemptId: string, amount: number, key: string): Promise<PaymentRefund> {
    return this.ledger.underFaults('refund', () => this.ledger.refund(attemptId, amount, key));
  }

  void(attemptId: string): Promise<void> {
    return this.ledger.underFaults('void', () => this.ledger.void(attemptId));
  }

  /** Replaces the fault plan (`refund=lost`, `*=timeout`…; '' for none); malformed text throws. */
  setFaults(text: string): void {
    this.ledger.setFaults(text);
  }
}
