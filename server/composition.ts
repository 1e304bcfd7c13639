/**
 * The composition root of the server: the one place that picks each outside system's adapter from the configuration
 * (the ferry operators, the card processor, the courier, the tax registry, the mailer) and builds the booking saga
 * and its reconciler over them. `buildApp` makes one `Shop` per app and decorates the Fastify instance with it
 * (`app.shop`); modules receive it as `deps.shop` and never build an adapter themselves. Tests reach the same objects
 * through `server.app.shop`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createDemoOperators, type DemoFerryOperators } from './adapters/demo-operators/demo-ferry-operators';
import { createPaymentProcessor, type ConfigurablePaymentProcessor } from './adapters/payments/index';
import type { Config } from './config';
import type { Database } from './database/connect';
import { OutboxMailer, type Mailer } from './mail/mailer';
import { OutboxSender, smtpTransport, type MailTransport } from './mail/outbox-sender';
import { BookingService } from './modules/booking/booking.service';
import { SqlCouponSource } from './modules/booking/coupons';
import { DemoCourier } from './modules/integrations/demo-courier';
import { DemoTaxRegistry } from './modules/integrations/demo-tax-registry';
import { shipTickets } from './modules/integrations/ship-tickets';
import { orderRefundedMail } from './modules/emails/refund-mail';
import { partCancelledMail } from './modules/emails/part-cancel-mail';
import { sendReservationMail } from './modules/emails/reservation-mail';
import type { Courier } from './ports/courier';
import type { TaxRegistry } from './ports/tax-registry';
import type { InsertBookingRequest, PricingRequest, Reservation } from '../src/contract/index';
import { isLocale } from '../src/core/shared/locale';
import { BookingSaga } from './saga/booking-saga';
import { ChangeSaga } from './saga/change-saga';
import { changedTravellers, type LegParty } from './modules/booking/leg-party';
import { bookingChangedMail } from './modules/emails/change-mail';
import type { TripInfo } from './modules/booking/reservation';
import { JourneySearch } from './modules/booking/journeys';
import { Reconciler } from './saga/reconciler';
import type { ModulesShop } from './modules/index';

/** Every module's port (`ModulesShop`) and what runs beside the requests. */
export interface Shop extends ModulesShop {
  /** The ferry operators' network: the embedded demo network (its faults can be changed by tests). */
  readonly operators: DemoFerryOperators;
  /** The card processor: Cardlink with PAYMENT_URL, else the embedded test processor (faults changeable by tests). */
  readonly processor: ConfigurablePaymentProcessor;
  readonly courier: Courier;
  readonly taxRegistry: TaxRegistry;
  /** Queues mail in the outbox; the outbox sender delivers it when SMTP (or a test transport) is configured. */
  readonly mailer: Mailer;
  /** The booking saga's steps over the ports above (server/saga/booking-saga.ts). */
  readonly saga: BookingSaga;
  /** The Booking API's write side (parse, authorise, call a saga step). */
  readonly booking: BookingService;
  /** The change of a leg's date or sailing (server/saga/change-saga.ts). */
  readonly changes: ChangeSaga;
  /** Drives orders left midway to an end; runs at start and every RECONCILE_INTERVAL_MS. */
  readonly reconciler: Reconciler;
  /** Direct sailings and connections (the journey planner over the operators' timetable, indexed per day and kept). */
  readonly journeys: JourneySearch;
}

export interface ShopDeps {
  readonly config: Config;
  readonly database: Database;
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
  /** Sends outbox mail through this transport instead of SMTP_URL (tests). */
  readonly mailTransport?: MailTransport;
}

/** The shop and what runs beside the requests (the outbox sender, the reconciler), started when the server is ready. */
export interface ComposedShop {
  readonly shop: Shop;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function composeShop(deps: ShopDeps): ComposedShop {
  const { config, database, clock, log } = deps;
  const { db } = database;
  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const sender = transport ? new OutboxSender({ db, transport, clock, from: config.mailFrom, log }) : undefined;
  const mailer = new OutboxMailer(db, clock, () => sender?.wake());
  const operators = createDemoOperators({
    db, clock, delayMs: config.operatorDelayMs, timeoutMs: config.operatorTimeoutMs, faults: config.demoOperatorFaults,
    onSweepError: (error) => log.error({ err: error }, 'demo operator sweep failed'),
  });
  const processor = createPaymentProcessor({ config, db, clock });
  const coupons = new SqlCouponSource(db);
  const courier: Courier = new DemoCourier(db, clock);
  const saga = new BookingSaga({
    db, operators, processor, coupons, clock, publicUrl: config.publicUrl, log,
    // The traveller learns of every refund: the e-mail is queued in the transaction that records it done.
    onRefunded: async (tx, order) => {
      const leader = (order.details as InsertBookingRequest | null)?.leader;
      if (!leader) return;
      await mailer.send(orderRefundedMail({
        to: leader.email, lang: isLocale(order.lang) ? order.lang : 'el', orderCode: order.orderCode,
        refundCents: order.refundAmount ?? 0, outcome: order.outcome ?? '', publicUrl: config.publicUrl,
      }), tx);
    },
    // A part cancelled (issue 17): the e-mail names what was cancelled and what goes back, in the order's language.
    onPartCancelled: async (tx, order, refund) => {
      const leader = (order.details as InsertBookingRequest | null)?.leader;
      if (!leader || !order.reservation) return;
      await mailer.send(partCancelledMail({
        to: leader.email, lang: isLocale(order.lang) ? order.lang : 'el', orderCode: order.orderCode,
        reservation: order.reservation as Reservation, covers: refund.covers, refundCents: refund.amount,
        credit: order.paymentMethod === 'credit_limit', publicUrl: config.publicUrl,
      }), tx);
    },
    // Printed tickets go to the courier once issued (never before payment), then the traveller learns of every
    // issued order, whether or not the browser reaches the success page; the mail carries the shipping number. A
    // courier that does not answer is asked again at the next pass (the e-mail waits for it only once).
    onIssued: async (order) => {
      try {
        await shipTickets({ db, courier }, order);
      } catch (error) {
        log.warn({ err: error, orderCode: order.orderCode }, 'the courier could not be booked for an issued order; asked again later');
      }
      await sendReservationMail({ database, mailer, clock, config }, order.orderCode, { resend: false });
    },
  });
  const booking = new BookingService({ db, operators, coupons, clock, saga, shipTickets: (row) => shipTickets({ db, courier }, row) });
  const changes = new ChangeSaga({
    db, operators, processor, clock, publicUrl: config.publicUrl, log, operatorTimeoutMs: config.operatorTimeoutMs,
    // The traveller learns of the change in the transaction that rewrites the order, in the order's language.
    onChanged: async (tx, change, order) => {
      const leader = (order.details as InsertBookingRequest | null)?.leader;
      if (!leader) return;
      const before = change.oldInfo as TripInfo;
      const after = change.newInfo as TripInfo;
      await mailer.send(bookingChangedMail({
        to: leader.email, lang: isLocale(order.lang) ? order.lang : 'el', orderCode: order.orderCode, from: after.from, toPort: after.to,
        oldDeparture: before.departureMs, newDeparture: after.departureMs, oldVessel: before.vesselName, newVessel: after.vesselName,
        difference: change.difference, publicUrl: config.publicUrl,
        travellers: changedTravellers(order.details as InsertBookingRequest | null, change.newItem as PricingRequest['trips'][number], change.party as LegParty | null),
      }), tx);
    },
  });
  const reconciler = new Reconciler({ db, saga, changes, clock, intervalMs: config.reconcileIntervalMs, log });
  const shop: Shop = {
    operators, processor, mailer, saga, changes, booking, reconciler, courier, taxRegistry: new DemoTaxRegistry(),
    journeys: new JourneySearch(operators, clock),
  };
  return {
    shop,
    async start() {
      sender?.start();
      reconciler.start();
    },
    async stop() {
      await reconciler.stop();
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
