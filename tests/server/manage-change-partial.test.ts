/**
 * A change of a leg after a partial cancellation (issue 17, server/modules/booking/leg-party.ts): the change holds, prices and
 * confirms only what is left of the leg's party (the passengers and vehicles not cancelled, with their places and
 * assistance), and the difference is the new fare of that party less what it paid for the old leg (its fare less the
 * parts cancelled of it, as the part cancellation counted them) plus the company's fee. A cancelled part stays
 * cancelled; the new tickets carry only the people left, under their own names; the old tickets are released only
 * once the new ones are confirmed; a dearer change pays its difference on its own attempt, a cheaper one goes back
 * through the refund ledger, and the three books (processor, operator, shop) agree (`auditMoney`). A part later
 * cancelled on the new tickets is named to the company in its own numbering. The start decides the party again under
 * the order's row lock; a part still with its company refuses it (tests/server/manage-change-race.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { CancelPartAnswer, CancelPartQuote, ChangeAnswer, ChangeOptionsAnswer, OptionalBookingAnswer, PricingRequest, Reservation, Trip } from '../../src/contract/index';
import { bookingChanges, bookingOrders, demoOperatorHolds, operatorHolds, payments, refunds } from '../../server/database/schema/index';
import { changeRefusedBy } from '../../server/modules/booking/order-guards';
import { auditMoney } from '../support/money-invariant';
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, post, testClock, travellers } from './booking-support';
import { form, ledgerOf, openPaymentPage, postResult, readForm, submitCard } from './card-payment-support';
import { HOUR, isoDay, manageBooking, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read });
});
afterAll(async () => { await server?.close(); });

const ROUTES = [['PIR', 'JMK'], ['PIR', 'JTR'], ['RAF', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['PIR', 'JNX'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;

/**
 * A round trip `days` ahead (back two days later) with a company that cancels single passengers and changes tickets,
 * each leg with another sailing of its company on the same day at another deck fare to change to: the outbound the
 * cheapest of its company that day (`cheapOut`, so another costs more) or the dearest.
 */
async function changeableRoundTrip(days: number, cheapOut = true): Promise<{ out: Trip; back: Trip; outDate: string; backDate: string }> {
  const company = (t: Trip) => server.app.shop.operators.trip(t.tripId)?.company;
  const fare = (t: Trip) => server.app.shop.operators.trip(t.tripId)?.deckFare ?? 0;
  const fits = (t: Trip) => company(t)?.refund.partial.passengers === true && company(t)?.change.allowed === true && t.deckAvailability.length > 0;
  const pick = (trips: readonly Trip[], cheap: boolean) => {
    for (const t of trips.filter(fits)) {
      const same = trips.filter((o) => o.company.code === t.company.code && o.deckAvailability.length > 0).sort((a, b) => fare(a) - fare(b));
      const chosen = cheap ? same[0] : same.at(-1);
      if (chosen && same.some((o) => fare(o) !== fare(chosen))) return chosen;
    }
    return undefined;
  };
  const outDate = isoDay(clock.now.getTime() + days * 24 * HOUR);
  const backDate = isoDay(clock.now.getTime() + (days + 2) * 24 * HOUR);
  for (const [from, to] of ROUTES) {
    const out = pick(await findTrips(server, from, to, outDate), cheapOut);
    const back = out && pick((await findTrips(server, to, from, backDate)).filter((t) => t.company.code === out.company.code), false);
    if (out && back) return { out, back, outDate, backDate };
  }
  throw new Error('no round trip of a company that cancels passengers and changes tickets at two fares a day');
}

const place = (t: Trip) => t.deckAvailability[0]?.code as string;
const party = (trips: readonly Trip[], people: number): PricingRequest => ({
  trips: trips.map((t) => ({
    tripId: t.tripId,
    passengers: Array.from({ length: people }, (_x, i) => ({ passengerType: 'AD', accommodationType: place(t), sex: i % 2 === 0 ? 'female' : 'male' })),
  })),
});

/** A guest order of `people` adults on `trips` in `lang`, paid by card and issued (passengers ELENIA, NIKOSB, ELENIC…). */
async function issued(trips: readonly Trip[], people: number, lang = 'en'): Promise<{ order: OptionalBookingAnswer; orderId: number; attemptId: string }> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...party(trips, people), lang });
  if (hold.status !== 200) throw new Error(`hold ${hold.status} ${JSON.stringify(hold.body)}`);
  const adults = Array.from({ length: people }, (_x, i) => ({ ...travellers[i % 2]!, name: `${travellers[i % 2]!.name}${'ABCDEFGHIJ'[i]}`, birthDate: '12/03/1985' }));
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: adults });
  if (inserted.status !== 200) throw new Error(`insert ${inserted.status} ${JSON.stringify(inserted.body)}`);
  const { page, attemptId } = await openPaymentPage(server, hold.body.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
  return { order: hold.body, orderId: row!.id, attemptId };
}

const manage = (orderCode: string) => manageBooking(server, orderCode);
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

/** A sailing of leg `tripIndex`'s route and company, from `date` on, that changing to costs more (`up`) or less than nothing. */
async function target(orderCode: string, tripIndex: number, date: string, up: boolean) {
  for (let d = 0; d < 3; d++) {
    const day = isoDay(Date.parse(`${date}T12:00:00Z`) + d * 24 * HOUR);
    const answer = await options(orderCode, tripIndex, day);
    expect(answer.body).toMatchObject({ allowed: true, reason: null });
    const option = answer.body.options.find((o) => o.available && o.difference !== null && (up ? o.difference > 0 : o.difference < 0));
    if (option) return { answer: answer.body, option, difference: option.difference as number, newTotal: option.new_total as number };
  }
  throw new Error(`no ${up ? 'dearer' : 'cheaper'} sailing for leg ${tripIndex} of ${orderCode}`);
}

async function holdAt(reference: string) {
  const [row] = await server.database.db.select().from(demoOperatorHolds).where(eq(demoOperatorHolds.reference, reference));
  return row!;
}
async function shopHold(orderId: number, tripIndex: number) {
  const [row] = await server.database.db.select().from(operatorHolds).where(and(eq(operatorHolds.orderId, orderId), eq(operatorHolds.tripIndex, tripIndex)));
  return row!;
}
const changesOf = (orderId: number) => server.database.db.select().from(bookingChanges).where(eq(bookingChanges.orderId, orderId)).orderBy(bookingChanges.id);
/** The change e-mail of an order (its subject in the order's language), text and HTML. */
async function changeMail(subject: string) {
  const mail = (await readMailbox(server, leader.email)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no e-mail "${subject}"`);
  return mail;
}
const audit = async (orderCode: string) => (await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [orderCode] })).problems;

describe('a change of a leg after a partial cancellation', () => {
  it('to a dearer sailing after passenger 1 of 2 was cancelled: held, priced, paid and confirmed for passenger 2 alone; passenger 1 stays cancelled', async () => {
    const { out, back, outDate } = await changeableRoundTrip(10);
    const { order, orderId, attemptId } = await issued([out, back], 2);
    await cancelPassenger(order.order_code, 0, 0, 'partchange-up-cancel');
    const cancelled = await manage(order.order_code);
    const oldLeg = (cancelled.body.reservation as Reservation).trips[0]!;
    // What passenger 2 paid for the old leg: the leg's fare less passenger 1's, as the part cancellation counted it.
    const paidByLeft = oldLeg.trip_total - oldLeg.passengers[0]!.price;
    expect(paidByLeft).toBe(oldLeg.passengers[1]!.price);

    const { answer, option, difference, newTotal } = await target(order.order_code, 0, outDate, true);
    expect(answer.old_total).toBe(paidByLeft);
    expect(difference).toBe(newTotal - paidByLeft + answer.fee);
    // The new fare is one passenger's: the same sailing for the whole party of two would cost about twice as much.
    expect(newTotal).toBeLessThan(oldLeg.trip_total);

    const started = await start(order.order_code, 0, option.tripId, difference, 'partchange-up-start');
    expect(started).toMatchObject({ status: 200, body: { status: 'held', difference, new_trip_id: option.tripId } });
    const [change] = await changesOf(orderId);
    expect(change!.party).toEqual({ passengers: [1], vehicles: [], pets: [] });
    // The company holds one place on the new sailing; the old tickets stay valid until the new ones are confirmed.
    const newHold = await holdAt(change!.newReference);
    expect(newHold.status).toBe('held');
    expect(Object.values(newHold.units).reduce((n, x) => n + x, 0)).toBe(1);
    expect((await holdAt(change!.oldReference)).status).toBe('confirmed');
    expect((await shopHold(orderId, 0)).reference).toBe(change!.oldReference);

    const page = readForm(await (await form(started.body.payment!.url, started.body.payment!.fields)).text());
    expect(await postResult(await submitCard(server, page))).toContain('/manage?');
    const [done] = await changesOf(orderId);
    expect(done).toMatchObject({ status: 'done', captured: difference });
    expect((await holdAt(done!.newReference)).status).toBe('confirmed');
    expect((await holdAt(done!.newReference)).confirmation).toMatchObject({ passengerTickets: [expect.any(String)] });
    expect((await holdAt(done!.oldReference)).status).toBe('cancelled');

    // The new tickets carry passenger 2 alone, under her own name and with the company's ticket; passenger 1 is gone.
    const after = await manage(order.order_code);
    const leg = (after.body.reservation as Reservation).trips[0]!;
    expect(leg).toMatchObject({ tripId: option.tripId, trip_total: newTotal });
    expect(leg.passengers).toHaveLength(1);
    expect(leg.passengers[0]).toMatchObject({ index: 1, name: 'NIKOSB', surname: travellers[1]!.surname });
    expect(leg.passengers[0]!.ticketNumber).toBe(((await holdAt(done!.newReference)).confirmation as { passengerTickets: string[] }).passengerTickets[0]);
    expect(leg.passengers[0]!.cancelled).toBeUndefined();
    // The return leg is as it was; a whole cancellation now gives back what is left of the new fare.
    expect((after.body.reservation as Reservation).trips[1]!.passengers).toHaveLength(2);
    expect(after.body.cancel.trips[0]).toMatchObject({ tripId: option.tripId, paid: newTotal });
    expect(await ledgerOf(server, attemptId)).toMatchObject({ captured: order.payment_amount });
    expect(await ledgerOf(server, done!.attemptId!)).toEqual({ captured: difference, refunded: 0 });
    expect(await audit(order.order_code)).toEqual([]);
    // The change e-mail names whose tickets were changed: passenger 2 alone, not the one cancelled before.
    const mail = await changeMail(`Your booking ${order.order_code} has been changed`);
    expect(mail.text).toContain(`The new tickets are for: NIKOSB ${travellers[1]!.surname}.`);
    expect(mail.html).toContain(`The new tickets are for: NIKOSB ${travellers[1]!.surname}.`);
    expect(`${mail.text}${mail.html}`).not.toContain('ELENIA');

    // Assistance asked afterwards for the order's passenger 2 reaches the company on its ticket 0 (the only one).
    const help = await post<ErrorBody>(server, '/booking/assistance', { order_code: order.order_code, trip_index: 0, passenger_index: 1, assistance: { kind: 'wheelchair' } });
    expect(help.status).toBe(200);
    expect(((await holdAt(done!.newReference)).confirmation as { assistance: unknown[] }).assistance).toEqual([{ kind: 'wheelchair' }]);
    expect(((await manage(order.order_code)).body.reservation as Reservation).trips[0]!.passengers[0]!.assistance).toEqual({ kind: 'wheelchair' });
  });

  it('to a cheaper sailing after passenger 2 of 3 was cancelled: passengers 1 and 3 move, the difference goes back through the ledger, and a later part is named in the new tickets\' numbering', async () => {
    const { out, back, outDate } = await changeableRoundTrip(12, false);
    const { order, orderId, attemptId } = await issued([out, back], 3, 'de');
    await cancelPassenger(order.order_code, 0, 1, 'partchange-down-cancel');
    const oldLeg = ((await manage(order.order_code)).body.reservation as Reservation).trips[0]!;
    const paidByLeft = oldLeg.trip_total - oldLeg.passengers[1]!.price;
    const refundedBefore = (await ledgerOf(server, attemptId))!.refunded;

    const { answer, option, difference, newTotal } = await target(order.order_code, 0, outDate, false);
    expect(answer.old_total).toBe(paidByLeft);
    expect(difference).toBe(newTotal - paidByLeft + answer.fee);
    const done = await start(order.order_code, 0, option.tripId, difference, 'partchange-down-start');
    expect(done).toMatchObject({ status: 200, body: { status: 'done', difference, refund_amount: -difference } });
    expect(done.body.payment).toBeUndefined();
    const [change] = await changesOf(orderId);
    expect(change!.party).toEqual({ passengers: [0, 2], vehicles: [], pets: [] });
    expect(((await holdAt(change!.newReference)).confirmation as { passengerTickets: string[] }).passengerTickets).toHaveLength(2);
    const leg = (done.body.reservation as Reservation).trips[0]!;
    expect(leg.passengers.map((p) => [p.index, p.name])).toEqual([[0, 'ELENIA'], [2, 'ELENIC']]);
    expect(leg.trip_total).toBe(newTotal);
    // The difference is a row of the order's refund ledger, paid once from the order's attempt.
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: refundedBefore - difference });
    const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
    expect(ledger.map((r) => [r.reason, r.status])).toEqual([['cancel_part', 'done'], ['change_difference', 'done']]);
    expect(ledger[1]!.amount).toBe(-difference);
    expect(await audit(order.order_code)).toEqual([]);
    // The change e-mail, in the order's language (German), names passengers 1 and 3, not passenger 2 (cancelled).
    const mail = await changeMail(`Ihre Buchung ${order.order_code} wurde geändert`);
    const surname = travellers[0]!.surname;
    expect(mail.text).toContain(`Die neuen Tickets gelten für: ELENIA ${surname} und ELENIC ${surname}.`);
    expect(`${mail.text}${mail.html}`).not.toContain('NIKOSB');

    // Passenger 3 (the order's index 2) cancelled on the new tickets: the company is asked for its ticket 1.
    await cancelPassenger(order.order_code, 0, 2, 'partchange-down-cancel-2');
    const parts = (await holdAt(change!.newReference)).parts as Record<string, { passengers: number[] }>;
    expect(Object.values(parts).map((p) => p.passengers)).toEqual([[1]]);
    const later = ((await manage(order.order_code)).body.reservation as Reservation).trips[0]!;
    expect(later.passengers.map((p) => [p.index, p.cancelled ?? false])).toEqual([[0, false], [2, true]]);
    expect(await audit(order.order_code)).toEqual([]);
  });

  it('the start decides the party under the order\'s row lock: a quote of the whole party is refused, nothing taken; the other leg still changes', async () => {
    const { out, back, outDate, backDate } = await changeableRoundTrip(14);
    const { order, orderId } = await issued([out, back], 2);
    const whole = await target(order.order_code, 0, outDate, true);
    await cancelPassenger(order.order_code, 0, 1, 'partchange-lock-cancel');
    const kept = await snapshot(orderId);
    // The difference once shown for the whole party of two is not this party's: refused, nothing taken.
    const now = await options(order.order_code, 0, whole.option.departureDatetime.slice(0, 10));
    expect(now.body.options.find((o) => o.tripId === whole.option.tripId)?.difference).toBeLessThan(whole.difference);
    expect(await start(order.order_code, 0, whole.option.tripId, whole.difference, 'partchange-lock-start'))
      .toMatchObject({ status: 409, body: { error: { code: 'QUOTE_CHANGED' } } });
    expect(await snapshot(orderId)).toEqual(kept);
    expect(kept.changes).toEqual([]);
    // Under the lock, neither leg is refused: leg 0 changes what is left of it.
    await server.database.db.transaction(async (tx) => {
      expect(await changeRefusedBy(tx, orderId, 0)).toBeNull();
      expect(await changeRefusedBy(tx, orderId, 1)).toBeNull();
    });

    // The return leg, nothing of it cancelled, changes its whole party as before.
    const backTarget = await target(order.order_code, 1, backDate, false);
    const changed = await start(order.order_code, 1, backTarget.option.tripId, backTarget.difference, 'partchange-start-back');
    expect(changed).toMatchObject({ status: 200, body: { trip_index: 1, new_trip_id: backTarget.option.tripId } });
    const [change] = await changesOf(orderId);
    expect(change!.party).toBeNull();
  });
});
