/**
 * Helpers of the manage-booking and change tests (issue 17, server/saga/change-saga.ts): the change tests' server,
 * the booking as the manage page reads it, issued guest orders, the demo network's Aegean Star Lines sailings
 * Piraeus → Naxos (a company that changes tickets free until 48 h before and for 10 € after; its sailings of a day
 * cost 53.00 € or 54.80 € on deck, so a change can cost more or less), the change calls, the difference paid on the
 * test processor's page, and what the operator and the processor's ledger say.
 */
import { and, eq } from 'drizzle-orm';
import type { ChangeAnswer, ChangeOptionsAnswer, ManageBookingAnswer, OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { bookingChanges, bookingOrders, operatorHolds } from '../../server/database/schema/index';
import { HOLD_LIMITS_LIFTED, startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, oneTraveller, post, type Clock } from './booking-support';
import { form, openPaymentPage, orderAwaitingCard, postResult, readForm, submitCard } from './card-payment-support';

export type ErrorBody = { error: { code: string; field?: string } };
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * The shop of a change test file on `clock`, the hold limits lifted (each change holds a new sailing); `env` adds to
 * it (RECONCILE_INTERVAL_MS of an hour: a test that looks at what a crash left runs the reconciler itself, none runs
 * between, however slow the machine).
 */
export const startChangeServer = (clock: Clock, env: Record<string, string> = {}): Promise<TestServer> =>
  startTestServer({ clock: clock.read, env: { ...HOLD_LIMITS_LIFTED, ...env } });

/** The booking as the manage page reads it (`POST /booking/manage`), with the order's token unless `orderToken` is given. */
export const manageBooking = (server: TestServer, orderCode: string, orderToken?: string | null) =>
  post<ManageBookingAnswer & ErrorBody>(server, '/booking/manage', { order_code: orderCode }, orderToken === undefined ? {} : { orderToken });

/** The ASL sailings PIR → JNX `days` after the clock's day: the cheaper and the dearer one (deck fares). */
export async function aslPair(server: TestServer, clock: Clock, days: number): Promise<{ cheap: Trip; dear: Trip; date: string }> {
  const date = isoDay(clock.now.getTime() + days * DAY);
  const trips = (await findTrips(server, 'PIR', 'JNX', date)).filter((t) => t.company.code === 'ASL');
  const fare = (t: Trip) => server.app.shop.operators.trip(t.tripId)?.deckFare ?? 0;
  const sorted = [...trips].sort((a, b) => fare(a) - fare(b));
  const cheap = sorted[0];
  const dear = sorted.at(-1);
  if (!cheap || !dear || fare(cheap) === fare(dear)) throw new Error(`no two ASL fares PIR-JNX on ${date}`);
  return { cheap, dear, date };
}

/** A guest order paid by card and issued: its hold answer and the card attempt that paid it. */
export async function issuedGuestOrder(server: TestServer, trip: Trip, email = leader.email): Promise<{ order: OptionalBookingAnswer; attemptId: string }> {
  const order = await orderAwaitingCard(server, oneTraveller(trip), { leader: { ...leader, email } });
  const { attemptId, page } = await openPaymentPage(server, order.order_code);
  const landed = await postResult(await submitCard(server, page));
  if (!landed.includes('/success')) throw new Error(`booking not issued: ${landed}`);
  return { order, attemptId };
}

export const changeOptions = (server: TestServer, orderCode: string, date: string, orderToken?: string | null, tripIndex = 0) =>
  post<ChangeOptionsAnswer & ErrorBody>(server, '/booking/change/options', { order_code: orderCode, trip_index: tripIndex, date }, orderToken === undefined ? {} : { orderToken });

export const startChange = (server: TestServer, orderCode: string, tripId: string, expected: number, key?: string, orderToken?: string | null) =>
  post<ChangeAnswer & ErrorBody>(server, '/booking/change', { order_code: orderCode, trip_index: 0, trip_id: tripId, expected_difference: expected, lang: 'en' },
    { key, ...(orderToken === undefined ? {} : { orderToken }) });

export const changeStatus = (server: TestServer, orderCode: string, changeCode?: string) =>
  post<ChangeAnswer & ErrorBody>(server, '/booking/change/status', { order_code: orderCode, ...(changeCode ? { change_code: changeCode } : {}) });

/**
 * A dearer change started on an issued guest order (its leg PIR → JNX `days` ahead, the cheaper sailing moved to
 * the dearer): the order's code, the difference and the start's answer (held, with the hosted form of the difference).
 */
export async function startedChange(server: TestServer, clock: Clock, days: number, email: string, key: string) {
  const { cheap, dear, date } = await aslPair(server, clock, days);
  const { order } = await issuedGuestOrder(server, cheap, email);
  const code = order.order_code;
  const difference = await differenceTo(server, code, date, dear.tripId);
  const started = await startChange(server, code, dear.tripId, difference, key);
  if (started.status !== 200 || !started.body.payment) throw new Error(`change not started: ${started.status} ${JSON.stringify(started.body)}`);
  return { code, difference, started: started.body, payment: started.body.payment, attemptId: started.body.payment.fields.find((f) => f.name === 'orderid')?.value as string };
}

/** Opens the hosted page of a change's difference and pays with the test card: answers where the shop sends the traveller. */
export async function payDifference(server: TestServer, payment: NonNullable<ChangeAnswer['payment']>, card?: string): Promise<string> {
  const page = readForm(await (await form(payment.url, payment.fields)).text());
  return postResult(await submitCard(server, page, card));
}

/** The difference option of `tripId` as the options call answers it. */
export async function differenceTo(server: TestServer, orderCode: string, date: string, tripId: string): Promise<number> {
  const options = await changeOptions(server, orderCode, date);
  const option = options.body.options.find((o) => o.tripId === tripId);
  if (options.status !== 200 || option?.difference == null) throw new Error(`no option ${tripId}: ${JSON.stringify(options.body)}`);
  return option.difference;
}

/** The places of the booked kind still on sale on a sailing, as the operator's search says. */
export async function placesOn(server: TestServer, trip: Trip): Promise<number | undefined> {
  const place = oneTraveller(trip).trips[0]!.passengers[0]!.accommodationType;
  const now = (await findTrips(server, 'PIR', 'JNX', trip.departureDatetime.slice(0, 10))).find((t) => t.tripId === trip.tripId);
  return [...(now?.deckAvailability ?? []), ...(now?.seatAvailability ?? [])].find((a) => a.code === place)?.available;
}

export async function orderRow(server: TestServer, orderCode: string) {
  const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode));
  return row!;
}

export async function changesOf(server: TestServer, orderCode: string) {
  const order = await orderRow(server, orderCode);
  return server.database.db.select().from(bookingChanges).where(eq(bookingChanges.orderId, order.id)).orderBy(bookingChanges.id);
}

export async function legHold(server: TestServer, orderCode: string, tripIndex = 0) {
  const order = await orderRow(server, orderCode);
  const [hold] = await server.database.db.select().from(operatorHolds).where(and(eq(operatorHolds.orderId, order.id), eq(operatorHolds.tripIndex, tripIndex)));
  return hold!;
}
