/**
 * "Continue to payment" of a change asks the processor first (`ChangeSaga.paymentAgain`, the reconciler's inquiry):
 * a traveller who paid the difference on the hosted page and whose result was lost (the redirect back and the
 * callback never came) gets the change done, no second form, the difference captured once; one whose card was
 * declined (the result lost too) gets a new attempt. The processor not answering: tests/server/manage-change-payment-
 * again.test.ts (superseded as before, the late capture paid back). A crash between the inquiry's apply and the
 * answer is finished by the reconciler; the inquiry racing the late callback applies the capture once.
 */
import { eq } from 'drizzle-orm';
import type { ChangeAnswer } from '../../src/contract/index';
import { payments } from '../../server/database/schema/index';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { post, testClock } from './booking-support';
import { form, ledgerOf, postResult, readForm, submitCard } from './card-payment-support';
import { changesOf, legHold, startChangeServer, startedChange, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock, { RECONCILE_INTERVAL_MS: '3600000' });
});
afterAll(async () => { await server?.close(); });

const paymentAgain = (orderCode: string) => post<ChangeAnswer & ErrorBody>(server, '/booking/change/payment', { order_code: orderCode });
const field = (answer: ChangeAnswer, name: string) => answer.payment?.fields.find((f) => f.name === name)?.value;

/** Opens the change's hosted page and submits a card there: the processor's result, not posted back (lost). */
async function payOnPageResultLost(payment: NonNullable<ChangeAnswer['payment']>, card?: string) {
  const page = readForm(await (await form(payment.url, payment.fields)).text());
  return submitCard(server, page, card);
}

async function auditClean(code: string) {
  expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
}

describe('"Continue to payment" of a change asks the processor first', () => {
  it('paid on the page, the result lost: the change done, no second form, the difference captured once', async () => {
    const { code, difference, payment, attemptId } = await startedChange(server, clock, 12, 'inquiry.paid@example.com', 'inquiry-1');
    const lost = await payOnPageResultLost(payment);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: difference, refunded: 0 });

    const again = await paymentAgain(code);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'done', difference });
    expect(again.body.payment).toBeUndefined();
    expect(again.body.reservation).toBeTruthy();
    const [change] = await changesOf(server, code);
    expect(change).toMatchObject({ status: 'done', attemptId, attemptStatus: 'captured', captured: difference, refundStatus: null });
    expect((await legHold(server, code)).reference).toBe(change!.newReference);
    // No superseded attempt was made of it, and asking again answers the change done.
    expect(await server.database.db.select().from(payments).where(eq(payments.attemptId, attemptId))).toEqual([]);
    expect(await paymentAgain(code)).toMatchObject({ status: 200, body: { status: 'done' } });

    // The result arriving late after all changes nothing.
    expect(await postResult(lost)).toContain('/manage');
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: difference, refunded: 0 });
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', captured: difference, refundDue: 0 });
    await auditClean(code);
  });

  it('declined on the page, the result lost: a new attempt, which pays the difference once', async () => {
    const { code, difference, payment, attemptId } = await startedChange(server, clock, 13, 'inquiry.declined@example.com', 'inquiry-2');
    await payOnPageResultLost(payment, '4000000000000002');

    const again = await paymentAgain(code);
    expect(again).toMatchObject({ status: 200, body: { status: 'held', difference } });
    const newAttempt = field(again.body, 'orderid')!;
    expect(newAttempt).toBeTruthy();
    expect(newAttempt).not.toBe(attemptId);
    const [superseded] = await server.database.db.select().from(payments).where(eq(payments.attemptId, attemptId));
    expect(superseded).toMatchObject({ status: 'superseded', voided: true, captured: 0 });

    const page = readForm(await (await form(again.body.payment!.url, again.body.payment!.fields)).text());
    expect(await postResult(await submitCard(server, page))).toContain('/manage');
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt });
    expect(await ledgerOf(server, newAttempt)).toEqual({ captured: difference, refunded: 0 });
    expect(await ledgerOf(server, attemptId)).toMatchObject({ captured: 0 });
    await auditClean(code);
  });

  it('a crash between the inquiry\'s capture applied and the answer: the reconciler finishes the change, once', async () => {
    const { code, difference, payment, attemptId } = await startedChange(server, clock, 14, 'inquiry.crash@example.com', 'inquiry-3');
    await payOnPageResultLost(payment);

    const { changes } = server.app.shop;
    changes.crashAt = 'change:captured';
    expect((await paymentAgain(code)).status).toBe(500);
    expect(changes.crashAt).toBeUndefined(); // the crash point was reached
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'paid', attemptId, captured: difference });

    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', attemptId, captured: difference, refundStatus: null });
    const again = await paymentAgain(code);
    expect(again).toMatchObject({ status: 200, body: { status: 'done' } });
    expect(again.body.payment).toBeUndefined();
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: difference, refunded: 0 });
    await auditClean(code);
  });

  it('the inquiry racing the late callback: the capture applied once, the change done, no second form', async () => {
    const { code, difference, payment, attemptId } = await startedChange(server, clock, 15, 'inquiry.race@example.com', 'inquiry-4');
    const lost = await payOnPageResultLost(payment);

    const [again, landed] = await Promise.all([paymentAgain(code), postResult(lost)]);
    expect(landed).toContain('/manage');
    expect(again.status).toBe(200);
    expect(again.body.payment).toBeUndefined();
    expect(['paid', 'confirmed', 'done']).toContain(again.body.status);
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    const [change] = await changesOf(server, code);
    expect(change).toMatchObject({ status: 'done', attemptId, captured: difference, refundDue: 0, refundStatus: null });
    expect(await server.database.db.select().from(payments).where(eq(payments.attemptId, attemptId))).toEqual([]);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: difference, refunded: 0 });
    await auditClean(code);
  });
});
