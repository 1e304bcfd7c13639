/**
 * Card payment (`POST /api/payments/cardlink`): the signed form that sends the browser to the hosted payment page,
 * and the confirm and cancel URLs the page posts its signed result to. A verified capture of the right amount
 * finalises the booking once; a replayed or forged callback changes nothing. Without PAYMENT_URL the embedded test
 * processor serves the payment page.
 */
import { eq } from 'drizzle-orm';
import { CardlinkPaymentRequest, type CardlinkPaymentAnswer } from '../../../src/core/booking-api/index';
import { localizePath, isLocale } from '../../../src/core/shared/locale';
import { cardPayments, bookingOrders } from '../../database/schema/booking';
import { ApiError, parse } from '../../http/errors';
import { identify } from '../booking/identity';
import { readOrderToken } from '../booking/order-access';
import { randomCode, type StoredPricing } from '../booking/reservation';
import type { InsertBookingRequest } from '../../../src/core/booking-api/index';
import type { ModulePlugin } from '../deps';
import { registerTestProcessorRoutes } from '../../adapters/payments/index';
import { formFields, toCents, verifyFields } from '../../adapters/payments/cardlink-protocol';

const paymentRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  const service = deps.shop.booking;
  const { paymentSecret: secret, paymentMerchantId: mid, publicUrl } = deps.config;
  const { processor } = deps.shop;

  // The test processor's pages post the whole signed request (a few KB at most); a Cardlink result is a few hundred
  // bytes, so its routes take at most CALLBACK_BODY_LIMIT.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  const warnRejected = throttledWarning(deps.log);
  registerTestProcessorRoutes(app, processor);

  app.post('/api/payments/cardlink', async (request): Promise<CardlinkPaymentAnswer> => {
    const body = parse(CardlinkPaymentRequest, request.body);
    const now = deps.clock();
    const order = await service.load(body.order_code, { caller: await identify(db, request, now), token: readOrderToken(request) });
    if (order.status !== 'pending_payment' || order.paid) throw new ApiError(409, 'NOT_AWAITING_PAYMENT', `This order is ${order.paid ? 'paid' : order.status}`);
    if (order.paymentMethod !== 'card') throw new ApiError(409, 'WRONG_PAYMENT_METHOD', 'This order is paid from a credit limit');
    if (order.holdExpiresAt && order.holdExpiresAt <= now) throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again');
    const details = order.details as InsertBookingRequest;
    const stored = order.pricing as StoredPricing;
    const lang = body.lang ?? (isLocale(order.lang) ? order.lang : 'el');
    return processor.start({
      attemptId: `${order.orderCode}-${randomCode(4)}`, amount: order.paymentAmount, currency: 'EUR', lang,
      description: `Ferry tickets ${order.orderCode}: ${stored.info.map((t) => `${t.from}-${t.to}`).join(', ')}`,
      payer: {
        email: details.leader.email, phone: `${details.leader.phonePrefix}${details.leader.mobile}`,
        country: details.shipping?.country ?? details.leader.country, state: details.shipping?.prefecture ?? details.leader.city ?? '-',
        zip: details.shipping?.zipCode ?? details.leader.zipcode ?? '-', city: details.shipping?.city ?? details.leader.city ?? '-',
        address: details.shipping?.address ?? details.leader.address ?? '-',
      },
      confirmUrl: `${publicUrl}/payments/cardlink/confirm`, cancelUrl: `${publicUrl}/payments/cardlink/cancel`,
    }) as Promise<CardlinkPaymentAnswer>;
  });

  for (const kind of ['confirm', 'cancel'] as const) {
    app.post(`/payments/cardlink/${kind}`, { bodyLimit: CALLBACK_BODY_LIMIT }, async (request, reply) => {
      const fields = formFields(request.body);
      const get = (name: string) => fields.find((f) => f.name === name)?.value;
      const verified = verifyFields(fields, secret) && get('mid') === mid;
      const orderCode = (get('orderid') ?? '').split('-')[0] ?? '';
      const amount = toCents(get('orderAmount'));
      const status = get('status') ?? '';
      const [order] = verified && orderCode ? await db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)).limit(1) : [];
      // Only a verified result for one of our orders is kept: anything else is stored nowhere (so unsigned posts
      // cannot fill the database, finding 6 of issue 13) and sent to the payment error page without reading the
      // order it names (so the answer tells nothing about that order).
      if (!order) {
        warnRejected(kind, verified ? 'an unknown order' : 'a bad digest or merchant');
        const claimed = /^[A-Z0-9]{1,40}$/.test(orderCode) ? orderCode : '';
        return reply.redirect(`${publicUrl}${localizePath('/error', 'el')}?reason=payment&order_code=${claimed}`, 303);
      }
      const [record] = await db.insert(cardPayments).values({
        orderCode: order.orderCode, kind, status: status.slice(0, 20) || '-', txId: get('txId')?.slice(0, 100) ?? null,
        amount: Number.isFinite(amount) ? amount : null, verified, payload: Object.fromEntries(fields.map((f) => [f.name, f.value])),
      }).returning({ id: cardPayments.id });
      let current = order;
      const captured = kind === 'confirm' && (status === 'CAPTURED' || status === 'AUTHORIZED');
      if (captured && amount === order.paymentAmount) {
        const outcome = await service.confirmPayment(order.orderCode, 'card', get('txId') || get('paymentRef') || 'cardlink', amount);
        current = outcome.row;
        if (outcome.issued && record) await db.update(cardPayments).set({ applied: true }).where(eq(cardPayments.id, record.id));
      }
      const lang = isLocale(current.lang) ? current.lang : 'el';
      const query = `order_code=${encodeURIComponent(current.orderCode)}`;
      const target = current.status === 'success' ? `${localizePath('/success', lang)}?${query}` : `${localizePath('/error', lang)}?reason=payment&${query}`;
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
