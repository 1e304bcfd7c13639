/**
 * "Manage booking" (issue 17): the booking, its tickets and the cancellation quote (`POST /booking/manage`), and the
 * cancellation itself (`POST /booking/cancel`), through the real shop: the demo operators, the embedded card
 * processor's ledger, the outbox. The refund per policy tier and exactly at a tier's hour, a quote that changed
 * meanwhile, a double click and two tabs, a stranger with the code but not the e-mail, and the throttle.
 */
import { eq } from 'drizzle-orm';
import type { ManageBookingAnswer, OptionalBookingAnswer, RefundAnswer, Trip } from '../../src/contract/index';
import { bookingOrders, operatorHolds } from '../../server/database/schema/booking';
import { cancelQuote } from '../../server/modules/booking/manage';
import { ORDER_ACCESS_LIMITS } from '../../server/modules/booking/routes';
import type { OrderRow } from '../../server/modules/booking/reservation';
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';
import { call, findTrips, leader, makeUser, oneTraveller, post, testClock, travellers } from './booking-support';
import { ledgerOf, openPaymentPage, postResult, submitCard } from './card-payment-support';
import { HOUR, isoDay, issuedGuestOrder, manageBooking, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read });
});
afterAll(async () => { await server?.close(); });


/** A trip `days` after the clock's day whose company refunds by more than one tier, and its policy. */
async function tripAhead(days: number): Promise<{ trip: Trip; departure: number; tiers: { hoursBeforeDeparture: number; percent: number }[]; fee: number }> {
  const trips = await findTrips(server, 'PIR', 'JMK', isoDay(clock.now.getTime() + days * 24 * HOUR));
  for (const trip of trips) {
    const sailing = server.app.shop.operators.trip(trip.tripId);
    if (sailing && sailing.company.refund.tiers.length > 1) {
      return { trip, departure: sailing.departure.getTime(), tiers: [...sailing.company.refund.tiers], fee: sailing.company.refund.feeCents };
    }
  }
  throw new Error('no trip with a tiered refund policy');
}

const manage = (orderCode: string, orderToken?: string | null) => manageBooking(server, orderCode, orderToken);
const cancel = (orderCode: string, expected: number, key?: string, orderToken?: string | null) =>
  post<RefundAnswer & ErrorBody>(server, '/booking/cancel', { order_code: orderCode, expected_refund: expected }, { key, ...(orderToken === undefined ? {} : { orderToken }) });
const statusOf = async (orderCode: string) =>
  (await server.database.db.select({ status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)))[0]?.status;

describe('the cancellation quote (pure)', () => {
  const departure = Date.parse('2026-07-10T04:00:00Z');
  const row = (status: OrderRow['status']) => ({
    status,
    pricing: {
      answer: { trips: [{ trip_total: 10_000 }] },
      info: [{ tripId: 'POS01O00-20260710-PIR-MLO', company: 'POS', companyName: 'Poseidon', from: 'Piraeus', to: 'Milos', departureDatetime: '2026-07-10 07:00',
        departureMs: departure, refund: { tiers: [{ hoursBeforeDeparture: 168, percent: 100 }, { hoursBeforeDeparture: 48, percent: 75 }, { hoursBeforeDeparture: 12, percent: 50 }], feeCents: 200 } }],
    },
  }) as unknown as OrderRow;
  const at = (ms: number) => new Date(departure - ms);

  it('is the tier whose hour is reached, exactly at that hour, and the next one a millisecond later', () => {
    expect(cancelQuote(row('success'), at(168 * HOUR)).trips[0]).toMatchObject({ hours_before_departure: 168, tier_hours: 168, percent: 100, fee: 200, refund: 9_800 });
    expect(cancelQuote(row('success'), at(168 * HOUR - 1)).trips[0]).toMatchObject({ hours_before_departure: 167, tier_hours: 48, percent: 75, refund: 7_300 });
    expect(cancelQuote(row('success'), at(12 * HOUR)).trips[0]).toMatchObject({ tier_hours: 12, percent: 50, refund: 4_800 });
    expect(cancelQuote(row('success'), at(12 * HOUR - 1))).toMatchObject({ allowed: true, refund_amount: 0, trips: [{ tier_hours: null, percent: 0, fee: 0, refund: 0 }] });
  });

  it('is refused once the ship has sailed, for an order not issued, and for one already cancelled', () => {
    expect(cancelQuote(row('success'), at(0))).toMatchObject({ allowed: false, reason: 'DEPARTED', refund_amount: 0 });
    expect(cancelQuote(row('pending_payment'), at(200 * HOUR))).toMatchObject({ allowed: false, reason: 'NOT_ISSUED' });
    expect(cancelQuote(row('refunded'), at(200 * HOUR))).toMatchObject({ allowed: false, reason: 'ALREADY_CANCELLED' });
  });
});

describe('Manage booking through the shop', () => {
  it('shows the booking, its tickets and the quote; exactly at a tier\'s hour the cancellation refunds that tier to the card, frees the seats and mails the traveller', async () => {
    const { trip, departure, tiers, fee } = await tripAhead(9);
    const email = 'anna.cancel@example.com';
    const place = oneTraveller(trip).trips[0]!.passengers[0]!.accommodationType;
    /** The places of the booked kind the operator has on sale on this sailing. */
    const placeOf = async () => {
      const now = (await findTrips(server, 'PIR', 'JMK', trip.departureDatetime.slice(0, 10))).find((t) => t.tripId === trip.tripId);
      return [...(now?.deckAvailability ?? []), ...(now?.seatAvailability ?? [])].find((a) => a.code === place)?.available;
    };
    const before = await placeOf();
    const { order, attemptId } = await issuedGuestOrder(server, trip, email);
    expect(await placeOf()).toBe((before as number) - 1);
    const tier = [...tiers].sort((a, b) => a.hoursBeforeDeparture - b.hoursBeforeDeparture)[0] as { hoursBeforeDeparture: number; percent: number };
    clock.now = new Date(departure - tier.hoursBeforeDeparture * HOUR);

    const shown = await manage(order.order_code);
    expect(shown.status).toBe(200);
    expect(shown.body.reservation?.reservationNumber).toBe(order.order_code);
    // The trip's fare goes back by the tier; the shop's service fee is not refunded.
    const paid = shown.body.reservation?.trips[0]?.trip_total as number;
    expect(paid).toBeLessThanOrEqual(order.payment_amount);
    const gross = Math.round((paid * tier.percent) / 100);
    const expected = gross - Math.min(gross, fee);
    expect(shown.body.cancel).toMatchObject({
      allowed: true, reason: null, refund_amount: expected,
      trips: [{ tripId: trip.tripId, hours_before_departure: tier.hoursBeforeDeparture, tier_hours: tier.hoursBeforeDeparture, percent: tier.percent, paid, fee: Math.min(gross, fee), refund: expected }],
    });

    const done = await cancel(order.order_code, expected, 'cancel-tier-edge-1');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ order_code: order.order_code, order_status: 'refunded', refund_amount: expected });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: expected });
    const holds = await server.database.db.select().from(operatorHolds).innerJoin(bookingOrders, eq(bookingOrders.id, operatorHolds.orderId))
      .where(eq(bookingOrders.orderCode, order.order_code));
    expect(holds.map((h) => h.operator_holds.status)).toEqual(['cancelled']);
    // The operator's own books: the place is on sale again.
    expect(await placeOf()).toBe(before);
    const mails = await readMailbox(server, email);
    expect(mails.map((m) => m.subject)).toContain(`Your payment for booking ${order.order_code} has been refunded`);

    const after = await manage(order.order_code);
    expect(after.body).toMatchObject({ order_status: 'refunded', reservation: null, refund_amount: expected, cancel: { allowed: false, reason: 'ALREADY_CANCELLED' } });
  });

  it('refuses a refund the traveller was not shown (the tier passed meanwhile): 409 QUOTE_CHANGED, nothing changes', async () => {
    const { trip, departure, tiers } = await tripAhead(9);
    const { order, attemptId } = await issuedGuestOrder(server, trip);
    const top = [...tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture)[0] as { hoursBeforeDeparture: number };
    clock.now = new Date(departure - top.hoursBeforeDeparture * HOUR);
    const before = (await manage(order.order_code)).body.cancel.refund_amount;
    clock.advance(1);
    const now = (await manage(order.order_code)).body.cancel.refund_amount;
    expect(now).toBeLessThan(before);
    const refused = await cancel(order.order_code, before, 'cancel-stale-quote-1');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'QUOTE_CHANGED', field: 'expected_refund' } } });
    expect(await statusOf(order.order_code)).toBe('success');
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await cancel(order.order_code, now, 'cancel-stale-quote-2')).status).toBe(200);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: now });
  });

  it('refunds once: a double click replays the answer, a second tab is told it is cancelled already', async () => {
    const { trip } = await tripAhead(9);
    const { order, attemptId } = await issuedGuestOrder(server, trip);
    const expected = (await manage(order.order_code)).body.cancel.refund_amount;
    expect(expected).toBeGreaterThan(0);
    const [a, b] = await Promise.all([cancel(order.order_code, expected, 'cancel-tab-a-01'), cancel(order.order_code, expected, 'cancel-tab-b-01')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.error.code).toBe('ALREADY_REFUNDED');
    const winner = a.status === 200 ? { reply: a, key: 'cancel-tab-a-01' } : { reply: b, key: 'cancel-tab-b-01' };
    const replay = await cancel(order.order_code, expected, winner.key);
    expect(replay).toEqual(winner.reply);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: expected });
  });

  it('a stranger with the code but the wrong e-mail gets nothing: the same 404 as an unknown code, and no cancel', async () => {
    const { trip } = await tripAhead(9);
    const { order, attemptId } = await issuedGuestOrder(server, trip, 'maria.private@example.com');
    const unknown = await post<ErrorBody>(server, '/booking/order-access', { order_code: 'FSNOSUCH77', email: 'maria.private@example.com' });
    const wrong = await post<ErrorBody & { order_token?: string }>(server, '/booking/order-access', { order_code: order.order_code, email: 'someone@example.com' }, { orderToken: null });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe(unknown.body.error.code);
    expect(wrong.body.order_token).toBeUndefined();
    expect((await manage(order.order_code, null)).body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await manage('FSNOSUCH77', null)).body.error.code).toBe('ORDER_NOT_FOUND');
    const expected = (await manage(order.order_code)).body.cancel.refund_amount;
    expect(await cancel(order.order_code, expected, 'cancel-stranger-1', null)).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await statusOf(order.order_code)).toBe('success');
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    // The right e-mail (any case) answers a token that opens the booking.
    const proven = await post<{ order_token: string }>(server, '/booking/order-access', { order_code: order.order_code, email: 'MARIA.Private@example.com' }, { orderToken: null });
    expect(proven.status).toBe(200);
    expect((await manage(order.order_code, proven.body.order_token)).status).toBe(200);
  });

  it('throttles the proof per code: past the limit even the right last name is refused 429', async () => {
    const { trip } = await tripAhead(9);
    const { order } = await issuedGuestOrder(server, trip);
    for (let i = 0; i < ORDER_ACCESS_LIMITS.perCode; i += 1) {
      expect((await post(server, '/booking/order-access', { order_code: order.order_code, last_name: `Guess${i}` }, { orderToken: null })).status).toBe(404);
    }
    expect((await post(server, '/booking/order-access', { order_code: order.order_code, last_name: travellers[0]!.surname }, { orderToken: null })).status).toBe(429);
  });

  it("a reseller's booking goes back to the reseller's credit", async () => {
    const { trip } = await tripAhead(9);
    const token = await makeUser(server, 'manage-agency', 100_000);
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...oneTraveller(trip), lang: 'en' }, { token });
    expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: [travellers[0]], paymentMethod: 'credit_limit' }, { token })).status).toBe(200);
    expect((await post(server, '/booking/credit-limit-payment', { order_code: hold.body.order_code, payment_amount: hold.body.payment_amount }, { token })).status).toBe(200);
    const credit = async () => (await call<{ creditUsed: number }>(server, 'GET', '/booking/reseller-details?user_id=manage-agency', { token })).body.creditUsed;
    expect(await credit()).toBe(hold.body.payment_amount);
    const quote = (await post<ManageBookingAnswer>(server, '/booking/manage', { order_code: hold.body.order_code }, { token })).body.cancel;
    expect(quote.refund_amount).toBeGreaterThan(0);
    const done = await post<RefundAnswer>(server, '/booking/cancel', { order_code: hold.body.order_code, expected_refund: quote.refund_amount }, { token, key: 'cancel-agency-01' });
    expect(done).toMatchObject({ status: 200, body: { refund_amount: quote.refund_amount } });
    expect(await credit()).toBe(hold.body.payment_amount - quote.refund_amount);
  });

  it("a user's order opens with its owner's session only", async () => {
    const { trip } = await tripAhead(9);
    const owner = await makeUser(server, 'manage-owner');
    const other = await makeUser(server, 'manage-other');
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...oneTraveller(trip), lang: 'en' }, { token: owner });
    expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: [travellers[0]] }, { token: owner })).status).toBe(200);
    const { page } = await openPaymentPage(server, hold.body.order_code, owner);
    expect(await postResult(await submitCard(server, page))).toContain('/success');
    expect((await post(server, '/booking/manage', { order_code: hold.body.order_code }, { token: owner })).status).toBe(200);
    expect((await post(server, '/booking/manage', { order_code: hold.body.order_code }, { token: other })).status).toBe(404);
    expect((await post(server, '/booking/cancel', { order_code: hold.body.order_code, expected_refund: 0 }, { token: other })).status).toBe(404);
  });
});
