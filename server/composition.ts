/**
 * The composition root of the server: the one place that picks each outside system's adapter from the configuration
 * (the ferry operators, the card processor, the courier, the tax registry, the mailer) and builds the booking saga
 * and its reconciler over them. `buildApp` makes one `Shop` per app and decorates the Fastify instance with it
 * (`app.shop`); modules receive it as `deps.shop` and never build an adapter themselves. Tests reach the same objects
 * through `server.app.shop`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createDemoOperators } from './adapters/demo-operators/demo-ferry-operators';
import { createPaymentProcessor, type ConfigurablePaymentProcessor } from './adapters/payments/index';
import type { Config } from './config';
import type { Database } from './database/connect';
import { OutboxMailer, type Mailer } from './mail/mailer';
import { OutboxSender, smtpTransport, type MailTransport } from './mail/outbox-sender';
import { BookingService } from './modules/booking/booking.service';
import { SqlCouponSource } from './modules/booking/coupons';
import { DemoCourier } from './modules/integrations/demo-courier';
import { DemoTaxRegistry } from './modules/integrations/demo-tax-registry';
import type { Courier } from './ports/courier';
import type { OperatorCatalogue } from './ports/ferry-operators';
import type { TaxRegistry } from './ports/tax-registry';

export interface Shop {
  /** The ferry operators' network (the embedded demo network unless configured otherwise). */
  readonly operators: OperatorCatalogue;
  /**
   * The card processor: Cardlink when PAYMENT_URL is set, else the embedded test processor with its own ledger (its
   * pages: `registerTestProcessorRoutes(app, shop.processor)`); `setFaults` changes the embedded one's faults.
   */
  readonly processor: ConfigurablePaymentProcessor;
  readonly courier: Courier;
  readonly taxRegistry: TaxRegistry;
  /** Queues mail in the outbox; the outbox sender delivers it when SMTP (or a test transport) is configured. */
  readonly mailer: Mailer;
  /** The booking steps (hold, insert, pay, issue, refund) over the ports above. */
  readonly booking: BookingService;
}

export interface ShopDeps {
  readonly config: Config;
  readonly database: Database;
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
  /** Sends outbox mail through this transport instead of SMTP_URL (tests). */
  readonly mailTransport?: MailTransport;
}

/** The shop and what runs beside the requests (the outbox sender), started when the server is ready. */
export interface ComposedShop {
  readonly shop: Shop;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function composeShop(deps: ShopDeps): ComposedShop {
  const { config, database, clock } = deps;
  const { db } = database;
  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const sender = transport ? new OutboxSender({ db, transport, clock, from: config.mailFrom, log: deps.log }) : undefined;
  const mailer = new OutboxMailer(db, clock, () => sender?.wake());
  const operators = createDemoOperators({
    db, clock, delayMs: config.operatorDelayMs, timeoutMs: config.operatorTimeoutMs, faults: config.demoOperatorFaults,
    onSweepError: (error) => deps.log.error({ err: error }, 'sweeping the demo operator network\'s expired holds failed'),
  });
  const booking = new BookingService({ db, operators, coupons: new SqlCouponSource(db), clock });
  const shop: Shop = {
    operators, mailer, booking, processor: createPaymentProcessor({ config, db, clock }), courier: new DemoCourier(db, clock), taxRegistry: new DemoTaxRegistry(),
  };
  return {
    shop,
    async start() {
      sender?.start();
    },
    async stop() {
      operators.close();
      await sender?.stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's outside systems and booking saga (server/composition.ts). */
    readonly shop: Shop;
  }
}
