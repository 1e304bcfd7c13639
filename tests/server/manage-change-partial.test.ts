/**
 * A change of a leg after a partial cancellation (issue 17, server/saga/order-guards.ts): the change saga prices and
 * books the leg's party from the order's original request, so a leg some of whose passengers or vehicles were
 * cancelled (their places refunded) is not changed online. The options call answers it not allowed, PARTLY_CANCELLED;
 * the start is refused 409 PARTLY_CANCELLED and changes nothing (no change recorded, no place held, no payment
 * attempt, the order as it was), and the check under the order's row lock says the same. A leg of the same order with
 * nothing cancelled still changes.
 */
import { eq } from 'drizzle-orm';
import type { CancelPartAnswer, CancelPartQuote, ChangeAnswer, ChangeOptionsAnswer, OptionalBookingAnswer, PricingRequest, Trip } from '../../src/contract/index';
import { bookingChanges, bookingOrders, demoOperatorHolds, payments } from '../../server/database/schema/index';
import { changeRefusedBy } from '../../server/saga/order-guards';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, post, testClock, travellers } from './booking-support';
import { openPaymentPage, postResult, submitCard } from './card-payment-support';

const HOUR = 3_600_000;
const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read });
});
afterAll(async () => { await server?.close(); });

type ErrorBody = { error: { code: string; field?: string } };
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ROUTES = [['PIR', 'JMK'], ['PIR', 'JTR'], ['RAF', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['PIR', 'JNX'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;

/**
 * A round trip `days` ahead (back two days later) with a company that cancels single passengers and changes tickets,
 * each leg with another sailing of its company on the same day to change to.
 */
async function changeableRoundTrip(days: number): Promise<{ out: Trip; back: Trip; outDate: string; backDate: string }> {
  const company = (t: Trip) => server.app.shop.operators.trip(t.tripId)?.company;
  const fits = (t: Trip) => company(t)?.refund.partial.passengers === true && company(t)?.change.allowed === true
    && t.deckAvailability.length + t.seatAvailability.length > 0;
  const withSibling = (trips: readonly Trip[]) => trips.find((t) => fits(t) && trips.some((o) => o.tripId !== t.tripId && o.company.code === t.company.code));
  const outDate = isoDay(clock.now.getTime() + days * 24 * HOUR);
  const backDate = isoDay(clock.now.getTime() + (days + 2) * 24 * HOUR);
  for (const [from, to] of ROUTES) {
    const out = withSibling(await findTrips(server, from, to, outDate));
    const back = out && withSibling((await findTrips(server, to, from, backDate)).filter((t) => t.company.code === out.company.code));
    if (out && back) return { out, back, outDate, backDate };
  }
  throw new Error('no round trip of a company that cancels passengers and changes tickets');
}

const place = (t: Trip) => t.deckAvailability[0]?.code ?? (t.seatAvailability[0]?.code as string);
const party = (trips: readonly Trip[], people: number): PricingRequest => ({
  trips: trips.map((t) => ({
    tripId: t.tripId,
    passengers: Array.from({ length: people }, (_x, i) => ({ passengerType: 'AD', accommodationType: place(t), sex: i % 2 === 0 ? 'female' : 'male' })),
  })),
});

/** A guest order of `people` adults on `trips`, paid by card and issued. */
async function issued(trips: readonly Trip[], people: number): Promise<{ order: OptionalBookingAnswer; orderId: number }> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...party(trips, people), lang: 'en' });
  if (hold.status !== 200) throw new Error(`hold ${hold.status} ${JSON.stringify(hold.body)}`);
  const adults = Array.from({ length: people }, (_x, i) => ({ ...travellers[i % 2]!, name: `${travellers[i % 2]!.name}${'ABCDEFGHIJ'[i]}`, birthDate: '12/03/1985' }));
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: adults });
  if (inserted.status !== 200) throw new Error(`insert ${inserted.status} ${JSON.stringify(inserted.body)}`);
  const { page } = await openPaymentPage(server, hold.body.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
  return { order: hold.body, orderId: row!.id };
}

const options = (orderCode: string, tripIndex: number, date: string) =>
  post<ChangeOptionsAnswer & ErrorBody>(server, '/booking/change/options', { order_code: orderCode, trip_index: tripIndex, date });
const start = (orderCode: string, tripIndex: number, tripId: string, expected: number, key: string) =>
  post<ChangeAnswer & ErrorBody>(server, '/booking/change', { order_code: orderCode, trip_index: tripIndex, trip_id: tripId, expected_difference: expected, lang: 'en' }, { key });

/** Cancels passenger `passenger` of leg `trip` at the quoted refund; the company cancels the ticket within the call. */
async function cancelPassenger(orderCode: string, trip: number, passenger: number, key: string): Promise<void> {
  const selection = [{ trip, whole: false, passengers: [passenger], vehicles: [] }];
  const quote = await post<CancelPartQuote & ErrorBody>(server, '/booking/cancel-quote', { order_code: orderCode, selection });
  expect(quote.status).toBe(200);
  const done = await post<CancelPartAnswer & ErrorBody>(server, '/booking/cancel-part', { order_code: orderCode, selection, expected_refund: quote.body.refund_amount }, { key });
  expect(done).toMatchObject({ status: 200, body: { whole_order: false } });
}

/** What a refused change must leave as it was: the order, its changes, its payment attempts, every operator hold. */
async function snapshot(orderId: number) {
  const db = server.database.db;
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  return {
    order: { status: order!.status, request: order!.request, pricing: order!.pricing, reservation: order!.reservation, refundAmount: order!.refundAmount },
    changes: await db.select().from(bookingChanges).where(eq(bookingChanges.orderId, orderId)),
    payments: await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id),
    operatorHolds: await db.select({ reference: demoOperatorHolds.reference, status: demoOperatorHolds.status }).from(demoOperatorHolds).orderBy(demoOperatorHolds.reference),
  };
}

describe('a change of a leg after a partial cancellation', () => {
  it('a leg with a cancelled passenger: not allowed (PARTLY_CANCELLED), its start refused 409 changing nothing; the other leg still changes', async () => {
    const { out, back, outDate, backDate } = await changeableRoundTrip(10);
    const { order, orderId } = await issued([out, back], 2);
    // Before any cancellation the leg may be changed, and to which sailing at what difference.
    const before = await options(order.order_code, 0, outDate);
    expect(before.body).toMatchObject({ allowed: true, reason: null });
    const target = before.body.options.find((o) => o.available && o.difference !== null);
    expect(target).toBeDefined();

    await cancelPassenger(order.order_code, 0, 1, 'partchange-cancel-1');

    const after = await options(order.order_code, 0, outDate);
    expect(after).toMatchObject({ status: 200, body: { allowed: false, reason: 'PARTLY_CANCELLED', options: [] } });
    const kept = await snapshot(orderId);
    // The difference once shown (for the whole original party) or any other: refused before anything is taken.
    for (const [i, expected] of [target!.difference!, 0].entries()) {
      expect(await start(order.order_code, 0, target!.tripId, expected, `partchange-start-${i}`))
        .toMatchObject({ status: 409, body: { error: { code: 'PARTLY_CANCELLED', field: 'trip_index' } } });
    }
    expect(await snapshot(orderId)).toEqual(kept);
    expect(kept.changes).toEqual([]);

    // The check under the order's row lock (the start's last word, and a live change's) says the same, per leg.
    await server.database.db.transaction(async (tx) => {
      expect(await changeRefusedBy(tx, orderId, 0)).toBe('partly_cancelled');
      expect(await changeRefusedBy(tx, orderId, 1)).toBeNull();
    });

    // The return leg, nothing of it cancelled, changes as before.
    const backOptions = await options(order.order_code, 1, backDate);
    expect(backOptions.body).toMatchObject({ allowed: true, reason: null });
    const backTarget = backOptions.body.options.find((o) => o.available && o.difference !== null && o.difference <= 0)
      ?? backOptions.body.options.find((o) => o.available && o.difference !== null);
    expect(backTarget).toBeDefined();
    const changed = await start(order.order_code, 1, backTarget!.tripId, backTarget!.difference!, 'partchange-start-back');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ trip_index: 1, new_trip_id: backTarget!.tripId });
    expect(['held', 'done']).toContain(changed.body.status);
  });
});
