/**
 * Card payment (`POST /api/payments/cardlink`): a payment attempt of the booking saga (server/saga/booking-saga.ts)
 * and the processor's hosted form for it, and the confirm and cancel URLs the payment page posts its signed result
 * to. A verified result is stored first, then applied once (a replayed or forged callback changes nothing): a capture
 * of the order's current attempt makes it paid and the operators issue the tickets; any other capture is paid back.
 * Without PAYMENT_URL the embedded test processor serves the payment page.
 */
import { eq } from 'drizzle-orm';
import { CardlinkPaymentRequest, type CardlinkPaymentAnswer } from '../../../src/contract/index';
import { localizePath, isLocale } from '../../../src/core/shared/locale';
import { ApiError, parse } from '../../http/errors';
import { registerTestProcessorRoutes } from '../../adapters/payments/index';
import { identify } from '../booking/identity';
import { readOrderToken } from '../booking/order-access';
import type { ModulePlugin } from '../deps';
import { bookingOrders } from '../../database/schema/booking';
import type { PaymentProcessor } from '../../ports/payment-processor';
import type { BookingService } from '../booking/booking.service';
import { alreadyPaid, type BookingSteps, type ChangeSteps } from '../booking/steps';

/** What the payments module needs of the shop (server/composition.ts builds it). */
export interface PaymentsShop {
  readonly booking: BookingService;
  readonly saga: BookingSteps;
  readonly changes: ChangeSteps;
  readonly processor: PaymentProcessor;
}

const paymentRoutes: ModulePlugin<PaymentsShop> = async (app, deps) => {
  const { db } = deps.database;
  const { booking: service, saga, processor, changes } = deps.shop;
  const { publicUrl } = deps.config;

  // The test processor's pages post the whole signed request (a few KB at most); a Cardlink result is a few hundred
  // bytes, so its routes take at most CALLBACK_BODY_LIMIT.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  const warnRejected = throttledWarning(deps.log);
  registerTestProcessorRoutes(app, processor);

  app.post('/api/payments/cardlink', async (request): Promise<CardlinkPaymentAnswer> => {
    const body = parse(CardlinkPaymentRequest, request.body);
    const now = deps.clock();
    const order = await service.load(body.order_code, { caller: await identify(db, request, now), token: readOrderToken(request) });
    if (order.status === 'paid' || order.status === 'success') throw alreadyPaid();
    if (order.status !== 'pending_payment' || order.paid) {
      throw new ApiError(409, 'NOT_AWAITING_PAYMENT', `This order is ${order.paid ? 'paid' : order.status === 'holding' ? 'held' : order.status}`);
    }
    if (order.paymentMethod !== 'card') throw new ApiError(409, 'WRONG_PAYMENT_METHOD', 'This order is paid from a credit limit');
    if (order.holdExpiresAt && order.holdExpiresAt <= now) throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again');
    const lang = body.lang ?? (isLocale(order.lang) ? order.lang : 'el');
    const form = await saga.startPayment(order, lang);
    return { url: form.url, method: form.method, fields: [...form.fields] };
  });

  for (const kind of ['confirm', 'cancel'] as const) {
    app.post(`/payments/cardlink/${kind}`, { bodyLimit: CALLBACK_BODY_LIMIT }, async (request, reply) => {
      const result = typeof request.body === 'string' ? processor.verify(request.body) : undefined;
      // Only a verified result for one of our payment attempts is kept: anything else is stored nowhere (so unsigned
      // posts cannot fill the database, finding 6 of issue 13) and sent to the payment error page without reading the
      // order it names (so the answer tells nothing about that order).
      const stored = result ? await saga.storeResult(result, kind) : undefined;
      // A result for a change's attempt (the difference of a leg's change, server/saga/change-saga.ts) goes to the
      // change saga, and the traveller back to the manage-booking page.
      const change = result && !stored ? await changes.storeResult(result, kind) : undefined;
      if (result && change) {
        await changes.applyResult(result, 'callback', change.callbackId);
        const driven = await changes.drive(change.change.id, 'callback');
        const [order] = await db.select({ orderCode: bookingOrders.orderCode, lang: bookingOrders.lang }).from(bookingOrders).where(eq(bookingOrders.id, driven.orderId));
        const lang = order && isLocale(order.lang) ? order.lang : 'el';
        return reply.redirect(`${publicUrl}${localizePath('/manage', lang)}?order_code=${encodeURIComponent(order?.orderCode ?? '')}&change=${encodeURIComponent(driven.changeCode)}`, 303);
      }
      if (!result || !stored) {
        warnRejected(kind, result ? 'an unknown payment attempt' : 'a bad digest or merchant');
        const named = typeof request.body === 'string' ? new URLSearchParams(request.body).get('orderid') ?? '' : '';
        const claimed = /^[A-Z0-9]{1,40}$/.test(named.split('-')[0] ?? '') ? named.split('-')[0] : '';
        return reply.redirect(`${publicUrl}${localizePath('/error', 'el')}?reason=payment&order_code=${claimed}`, 303);
      }
      await saga.applyResult(result, 'callback', stored.callbackId);
      const order = await saga.drive(stored.orderId, 'callback');
      const landing = await saga.landing(stored.orderId, result.attemptId);
      const lang = isLocale(order.lang) ? order.lang : 'el';
      const query = `order_code=${encodeURIComponent(order.orderCode)}`;
      const target = landing.issued
        ? `${localizePath('/success', lang)}?${query}`
        : `${localizePath('/error', lang)}?reason=payment&${query}&payment=${landing.payment}`;
      return reply.redirect(`${publicUrl}${target}`, 303);
    });
  }
};

/** A Cardlink result is about a dozen short fields; 4 KB leaves room and refuses anything bigger with a 413. */
export const CALLBACK_BODY_LIMIT = 4 * 1024;
const WARNING_INTERVAL_MS = 60_000;

/**
 * One warning line per minute at most for rejected callbacks (kind and reason only: no payload, digest or order
 * code, which are the sender's words), counting the ones it did not write, so a flood cannot fill the log either.
 */
function throttledWarning(log: { warn: (message: string) => void }): (kind: string, reason: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (kind, reason) => {
    const now = performance.now();
    if (now - last < WARNING_INTERVAL_MS) {
      skipped += 1;
      return;
    }
    log.warn(`card payment ${kind} callback rejected (${reason}); not stored${skipped ? `; ${skipped} more rejected since the last warning` : ''}`);
    last = now;
    skipped = 0;
  };
}

export default paymentRoutes;
