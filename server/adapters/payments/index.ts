/**
 * Exports: `createPaymentProcessor({ config, db, clock })`, `ConfigurablePaymentProcessor`,
 * `registerTestProcessorRoutes(app, processor)`, the adapters `CardlinkProcessor`, `TestProcessor`,
 * `TestProcessorLedger`, and the embedded processor's paths.
 * The card processor behind the `PaymentProcessor` port (server/ports/payment-processor.ts): Cardlink when
 * PAYMENT_URL is set, otherwise the embedded test processor with its own ledger (served by this shop; register its
 * pages with `registerTestProcessorRoutes`).
 */
import type { Config } from '../../config';
import type { Db } from '../../database/connect';
import type { PaymentProcessor } from '../../ports/payment-processor';
import { CardlinkProcessor } from './cardlink-processor';
import { TestProcessor } from './test-processor';
import { TestProcessorLedger } from './test-processor-ledger';

export { CardlinkProcessor } from './cardlink-processor';
export { TestProcessor, TEST_PROCESSOR_API_PATH, TEST_PROCESSOR_PATH } from './test-processor';
export { TestProcessorLedger } from './test-processor-ledger';
export { registerTestProcessorRoutes } from './test-processor-pages';

/** A processor whose faults tests can change; a real processor takes only '' (no faults). */
export type ConfigurablePaymentProcessor = PaymentProcessor & { setFaults(text: string): void };

export function createPaymentProcessor(deps: { readonly config: Config; readonly db: Db; readonly clock: () => Date }): ConfigurablePaymentProcessor {
  const { config, db, clock } = deps;
  const merchant = { mid: config.paymentMerchantId, secret: config.paymentSecret };
  if (config.paymentUrl) {
    return new CardlinkProcessor({
      pageUrl: config.paymentUrl, apiUrl: config.paymentApiUrl ?? new URL('xmlpayvpos', config.paymentUrl).href,
      merchant, timeoutMs: config.paymentTimeoutMs, clock,
    });
  }
  return new TestProcessor(new TestProcessorLedger(db, clock, merchant, config.paymentTimeoutMs, config.testProcessorFaults), config.publicUrl);
}
