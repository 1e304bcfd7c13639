/**
 * A booking paid again asks the processor first (`BookingSaga.settleOpenAttempts`, the reconciler's inquiry): a
 * traveller who paid on the hosted page and whose result was lost (the redirect back and the callback never came),
 * then pays again (step 3's Pay records the details again, then asks for the form), gets 409 ALREADY_ISSUED or
 * ALREADY_PAID and the tickets (the web app shows the success page), the money captured once; a declined card (its
 * result lost too) gets a new attempt; the processor not answering: superseded as before, a late capture of the old
 * attempt paid back in full. The inquiry racing the late callback applies the capture once.
 */
import { eq } from 'drizzle-orm';
import type { CardlinkPaymentAnswer, OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { cardPayments, payments } from '../../server/database/schema/index';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { findTrips, leader, oneTraveller, post, startBookingServer, testClock, travellers } from './booking-support';
import { form, ledgerOf, openPaymentPage, orderAwaitingCard, postResult, readForm, submitCard } from './card-payment-support';
import { orderRow, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;

beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JNX', '2026-06-20'))[0]!;
});
afterAll(async () => { await server?.close(); });

const cardForm = (orderCode: string) => post<CardlinkPaymentAnswer & ErrorBody>(server, '/api/payments/cardlink', { order_code: orderCode, lang: 'en' });
const detailsAgain = (orderCode: string) =>
  post<ErrorBody>(server, '/booking/insert-booking', { order_code: orderCode, leader, passengers: travellers.slice(0, 1) });
const attemptOf = async (attemptId: string) => (await server.database.db.select().from(payments).where(eq(payments.attemptId, attemptId)))[0];

/** An order awaiting a card whose page took `card`, the result not posted back (lost). */
async function paidOnPageResultLost(card?: string): Promise<{ order: OptionalBookingAnswer; attemptId: string; lost: Awaited<ReturnType<typeof submitCard>> }> {
  const order = await orderAwaitingCard(server, oneTraveller(trip));
  const { attemptId, page } = await openPaymentPage(server, order.order_code);
  return { order, attemptId, lost: await submitCard(server, page, card) };
}

async function auditClean(code: string) {
  expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
}

describe('a booking paid again asks the processor first', () => {
  it('paid on the page, the result lost, then Pay again (details, then the form): already issued, the tickets issued, the money captured once', async () => {
    const { order, attemptId, lost } = await paidOnPageResultLost();
    const code = order.order_code;
    const amount = (await orderRow(server, code)).paymentAmount;

    // The details again find the order paid and issued (ALREADY_PAID while its tickets are still being issued); the
    // same details as paid: nothing to tell as not applied.
    const same = await detailsAgain(code);
    expect(same).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_ISSUED' } } });
    expect(same.body.error).not.toHaveProperty('not_applied');
    expect(await orderRow(server, code)).toMatchObject({ status: 'success', paid: true });
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'captured', captured: amount, refundStatus: null });
    expect(await cardForm(code)).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_PAID' } } });
    expect(await server.database.db.select().from(payments).where(eq(payments.orderId, (await orderRow(server, code)).id))).toHaveLength(1);

    // The result arriving late after all changes nothing: the traveller lands on the tickets.
    expect(await postResult(lost)).toContain('/success');
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: amount, refunded: 0 });
    await auditClean(code);
  });

  it('paid on the page, the result lost, then Pay again with courier delivery and another name: ALREADY_ISSUED says what was not applied, the order keeps what was paid for', async () => {
    const { order, attemptId } = await paidOnPageResultLost();
    const code = order.order_code;
    const amount = (await orderRow(server, code)).paymentAmount;
    const changed = await post<ErrorBody & { error: { not_applied?: unknown } }>(server, '/booking/insert-booking', {
      order_code: code, leader, passengers: [{ ...travellers[0], name: 'ELENA' }], receiveTicketsMethod: 'courier',
      shipping: { address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '18538', prefecture: 'Attica', country: 'GR' },
    });
    expect(changed).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_ISSUED' } } });
    expect(changed.body.error.not_applied).toEqual({ delivery: { paid: 'port', asked: 'courier' }, parts: ['travellers'] });
    // Nothing of the refused details was recorded: the order is issued as paid for, the money captured once.
    const row = await orderRow(server, code);
    expect(row).toMatchObject({ status: 'success', paymentAmount: amount });
    expect(row.details).toMatchObject({ receiveTicketsMethod: 'port', passengers: [{ name: 'ELENI' }] });
    expect(row.details).not.toHaveProperty('shipping');
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: amount, refunded: 0 });
    await auditClean(code);
  });

  it('paid on the page, the result lost, then the form asked for directly: ALREADY_PAID, issued once', async () => {
    const { order, attemptId } = await paidOnPageResultLost();
    const code = order.order_code;
    expect(await cardForm(code)).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_PAID' } } });
    const row = await orderRow(server, code);
    expect(row).toMatchObject({ status: 'success', paid: true });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: row.paymentAmount, refunded: 0 });
    await auditClean(code);
  });

  it('declined on the page, the result lost: Pay again gets a new attempt (the declined one superseded and voided), paid once', async () => {
    const { order, attemptId } = await paidOnPageResultLost('4000000000000002');
    const code = order.order_code;
    expect((await detailsAgain(code)).status).toBe(200);
    const again = await cardForm(code);
    expect(again.status).toBe(200);
    const newAttempt = again.body.fields.find((f) => f.name === 'orderid')?.value;
    expect(newAttempt).toBeTruthy();
    expect(newAttempt).not.toBe(attemptId);
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'superseded', voided: true, captured: 0 });

    const page = readForm(await (await form(again.body.url, again.body.fields)).text());
    expect(await postResult(await submitCard(server, page))).toContain('/success');
    const row = await orderRow(server, code);
    expect(row.status).toBe('success');
    expect(await ledgerOf(server, newAttempt!)).toEqual({ captured: row.paymentAmount, refunded: 0 });
    await auditClean(code);
  });

  it('the processor not answering the inquiry: superseded as before, the new attempt pays, the old capture arriving late is paid back in full', async () => {
    const { order, attemptId, lost } = await paidOnPageResultLost();
    const code = order.order_code;
    server.app.shop.processor.setFaults('inquire=fail');
    let again: Awaited<ReturnType<typeof cardForm>>;
    try {
      expect((await detailsAgain(code)).status).toBe(200);
      again = await cardForm(code);
    } finally {
      server.app.shop.processor.setFaults('');
    }
    expect(again.status).toBe(200);
    const newAttempt = again.body.fields.find((f) => f.name === 'orderid')!.value;
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'superseded' });

    const page = readForm(await (await form(again.body.url, again.body.fields)).text());
    expect(await postResult(await submitCard(server, page))).toContain('/success');
    await postResult(lost);
    for (const minutes of [0, 2]) {
      clock.advance(minutes);
      await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    }
    const amount = (await orderRow(server, code)).paymentAmount;
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'captured', refundStatus: 'done', refundReason: 'payment_superseded' });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: amount, refunded: amount });
    expect(await ledgerOf(server, newAttempt)).toEqual({ captured: amount, refunded: 0 });
    expect(await orderRow(server, code)).toMatchObject({ status: 'success' });
    await auditClean(code);
  });

  it('the inquiry racing the late callback: the capture applied once, the order issued, nothing paid back', async () => {
    const { order, attemptId, lost } = await paidOnPageResultLost();
    const code = order.order_code;
    const [again, landed] = await Promise.all([cardForm(code), postResult(lost)]);
    expect(landed).toContain('/success');
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_PAID' } } });
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    const row = await orderRow(server, code);
    expect(row).toMatchObject({ status: 'success' });
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'captured', refundStatus: null });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: row.paymentAmount, refunded: 0 });
    await auditClean(code);
  });
});

describe('a decline learnt again and again (issue 17\'s leftovers)', () => {
  it('every kept answer of the processor is marked applied, the same decline too: none is left for every drive to apply again', async () => {
    const { order, attemptId } = await paidOnPageResultLost('4000000000000002');
    const code = order.order_code;
    // The reconciler asks about the quiet attempt, and again at its next turns: the same decline each time.
    for (let turn = 0; turn < 3; turn++) {
      clock.advance(6);
      await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    }
    const kept = await server.database.db.select().from(cardPayments).where(eq(cardPayments.orderCode, code));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.every((r) => r.outcome === 'declined')).toBe(true);
    expect(kept.filter((r) => !r.applied)).toEqual([]);
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'declined', captured: 0 });
  });
});
