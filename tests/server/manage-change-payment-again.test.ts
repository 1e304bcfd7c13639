/**
 * A change's payment form again (issue 17, `POST /booking/change/payment`): when the answer that carried the hosted
 * form of a dearer change's difference was lost (a closed tab, the network), the page was left, or the card declined,
 * the traveller asks for it again while the change is `held`: a NEW card attempt for the same amount, never the same
 * `orderid` twice (the processor's page refuses one it has seen, as Cardlink does: "Invalid orderid (duplicate)").
 * The open attempt becomes the order's superseded payment and is voided (its page takes no money); should its money
 * still arrive (the processor did not answer the inquiry made first: tests/server/manage-change-payment-inquiry.test.ts),
 * it goes back in full and the difference is captured once. A stranger (no order token, a wrong
 * e-mail's lookup, another account) gets the 404 of an unknown code and nothing changes; a change no longer waiting
 * answers where it stands, without a form. A crash between the supersede and the void leaves it to the reconciler.
 */
import { eq } from 'drizzle-orm';
import type { ChangeAnswer } from '../../src/contract/index';
import { payments } from '../../server/database/schema/index';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { makeUser, post, testClock } from './booking-support';
import { form, ledgerOf, postResult, readForm, submitCard } from './card-payment-support';
import {
  aslPair, changesOf, differenceTo, issuedGuestOrder, payDifference, startChange, startChangeServer, startedChange, type ErrorBody,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock, { RECONCILE_INTERVAL_MS: '3600000' });
});
afterAll(async () => { await server?.close(); });

const paymentAgain = (orderCode: string, extra: Record<string, unknown> = {}, options: { orderToken?: string | null; token?: string } = {}) =>
  post<ChangeAnswer & ErrorBody>(server, '/booking/change/payment', { order_code: orderCode, ...extra }, options);
/** The payment form again while the test processor has `faults`. */
async function paymentAgainUnder(faults: string, orderCode: string) {
  server.app.shop.processor.setFaults(faults);
  try {
    return await paymentAgain(orderCode);
  } finally {
    server.app.shop.processor.setFaults('');
  }
}
const field = (answer: ChangeAnswer, name: string) => answer.payment?.fields.find((f) => f.name === name)?.value;

describe('a change\'s payment form again', () => {
  it('while held: a new attempt for the same amount each time (the one before superseded and voided), a stranger gets nothing, and paying it finishes the change', async () => {
    const { code, difference, started } = await startedChange(server, clock, 12, 'change.again@example.com', 'change-again-1');
    expect(started).toMatchObject({ status: 'held', difference });
    const [recorded] = await changesOf(server, code);
    expect(recorded?.attemptId).toBeTruthy();
    // The traveller opens the hosted page and leaves it without paying.
    const firstPage = await form(started.payment!.url, started.payment!.fields);
    expect(firstPage.status).toBe(200);

    // Strangers: no token, a forged token, a wrong e-mail's lookup, another account's bearer.
    const before = await changesOf(server, code);
    expect(await paymentAgain(code, {}, { orderToken: null })).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await paymentAgain(code, {}, { orderToken: 'A'.repeat(43) })).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    const wrong = await post<ErrorBody & { order_token?: string }>(server, '/booking/order-access', { order_code: code, email: 'someone@example.com' }, { orderToken: null });
    expect(wrong.status).toBe(404);
    expect(wrong.body.order_token).toBeUndefined();
    const other = await makeUser(server, 'change-again-other');
    expect(await paymentAgain(code, {}, { orderToken: null, token: other })).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await changesOf(server, code)).toEqual(before);

    // The owner (the order's token), the latest change and by its code: each time a new attempt, the same amount.
    const again = await paymentAgain(code);
    const byCode = await paymentAgain(code, { change_code: started.change_code, lang: 'de' });
    const attempts = [recorded!.attemptId!, field(again.body, 'orderid'), field(byCode.body, 'orderid')];
    expect(new Set(attempts).size).toBe(3);
    for (const answer of [again, byCode]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ change_code: started.change_code, status: 'held', difference });
      expect(field(answer.body, 'orderid')).toMatch(new RegExp(`^${started.change_code}-P`));
      expect(field(answer.body, 'orderAmount')).toBe(field(started, 'orderAmount'));
      expect(answer.body.payment?.url).toBe(started.payment?.url);
    }
    expect(field(byCode.body, 'lang')).toBe('de');
    const after = await changesOf(server, code);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ attemptId: attempts[2], attemptStatus: 'started', status: 'held' });
    // The two before are the order's superseded payments, voided: their forms take no money (nor open again).
    for (const old of attempts.slice(0, 2)) {
      const [superseded] = await server.database.db.select().from(payments).where(eq(payments.attemptId, old!));
      expect(superseded).toMatchObject({ status: 'superseded', voided: true, amount: difference, captured: 0 });
    }
    expect((await form(started.payment!.url, started.payment!.fields)).status).toBe(409);
    expect((await form(again.body.payment!.url, again.body.payment!.fields)).status).toBe(409);
    expect(await paymentAgain(code, { change_code: `${code}XZZZZ` })).toMatchObject({ status: 404, body: { error: { code: 'CHANGE_NOT_FOUND' } } });

    // Paying the latest form finishes the change; afterwards the route answers its state, no form.
    expect(await payDifference(server, byCode.body.payment!)).toContain('/manage');
    const [paid] = await changesOf(server, code);
    expect(paid).toMatchObject({ status: 'done', captured: difference, attemptId: attempts[2] });
    const done = await paymentAgain(code);
    expect(done).toMatchObject({ status: 200, body: { status: 'done' } });
    expect(done.body.payment).toBeUndefined();
    for (const old of attempts.slice(0, 2)) expect(await ledgerOf(server, old!)).toMatchObject({ captured: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });

  it('a change whose hold ran out, or one with nothing to pay, answers its state without a form and no new attempt', async () => {
    const { code, started } = await startedChange(server, clock, 13, 'change.again.expired@example.com', 'change-again-2');
    expect(started.status).toBe('held');
    const [held] = await changesOf(server, code);
    clock.now = new Date(held!.holdExpiresAt!.getTime() + 1000);
    const late = await paymentAgain(code);
    expect(late.status).toBe(200);
    expect(late.body.payment).toBeUndefined();
    expect((await changesOf(server, code))[0]?.attemptId).toBe(held!.attemptId);
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect(await paymentAgain(code)).toMatchObject({ status: 200, body: { status: 'failed', failure: 'hold_expired' } });

    const { cheap: cheap2, dear: dear2, date: date2 } = await aslPair(server, clock, 15);
    const { order: order2 } = await issuedGuestOrder(server, dear2, 'change.again.cheaper@example.com');
    const down = await startChange(server, order2.order_code, cheap2.tripId, await differenceTo(server, order2.order_code, date2, cheap2.tripId), 'change-again-3');
    expect(down.body.status).toBe('done');
    const answer = await paymentAgain(order2.order_code);
    expect(answer).toMatchObject({ status: 200, body: { status: 'done' } });
    expect(answer.body.payment).toBeUndefined();
    expect((await changesOf(server, order2.order_code))[0]?.attemptId).toBeNull();
  });

  it('after a declined card: a new attempt (the declined one superseded and voided, its page takes no money), paying it finishes the change, the difference captured once', async () => {
    const { code, difference, started } = await startedChange(server, clock, 17, 'change.again.declined@example.com', 'change-again-4');
    expect(started).toMatchObject({ status: 'held', difference });
    const firstPage = readForm(await (await form(started.payment!.url, started.payment!.fields)).text());
    await postResult(await submitCard(server, firstPage, '4000000000000002'));
    const [declined] = await changesOf(server, code);
    expect(declined).toMatchObject({ status: 'held', attemptStatus: 'declined' });
    const oldAttempt = declined!.attemptId!;

    const again = await paymentAgain(code);
    expect(again).toMatchObject({ status: 200, body: { status: 'held', difference } });
    const newAttempt = field(again.body, 'orderid');
    expect(newAttempt).toBeTruthy();
    expect(newAttempt).not.toBe(oldAttempt);
    expect(field(again.body, 'orderAmount')).toBe(field(started, 'orderAmount'));
    expect((await changesOf(server, code))[0]).toMatchObject({ attemptId: newAttempt, attemptStatus: 'started', status: 'held' });
    // The declined attempt is the order's superseded payment, voided at the processor: its page takes no money now.
    const [superseded] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(superseded).toMatchObject({ status: 'superseded', voided: true, amount: difference, captured: 0 });
    const late = await form(`${server.url}${firstPage.action}`, [
      ...firstPage.fields, { name: 'card', value: '4111111111111111' }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' },
    ]);
    expect(late.status).toBe(409);
    // Posting the declined request again is refused by the page (a duplicate `orderid`); the page that declined it
    // took no money after the void either.
    expect((await form(started.payment!.url, started.payment!.fields)).status).toBe(409);

    expect(await payDifference(server, again.body.payment!)).toContain('/manage');
    const [paid] = await changesOf(server, code);
    expect(paid).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt });
    expect(await ledgerOf(server, newAttempt!)).toEqual({ captured: difference, refunded: 0 });
    expect(await ledgerOf(server, oldAttempt)).toMatchObject({ captured: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });

  it('the processor not answering the inquiry: the old attempt superseded as before, its capture arriving later paid back in full, the new one applied once', async () => {
    const { code, difference, started } = await startedChange(server, clock, 19, 'change.again.late@example.com', 'change-again-5');
    const oldAttempt = field(started, 'orderid')!;
    // The traveller pays on the page, but its result does not come back (the tab closed on the redirect).
    const oldPage = readForm(await (await form(started.payment!.url, started.payment!.fields)).text());
    const oldResult = await submitCard(server, oldPage);
    expect(await ledgerOf(server, oldAttempt)).toEqual({ captured: difference, refunded: 0 });

    // "Continue to payment" while the processor's API does not answer: the shop cannot learn of the capture, so the
    // attempt steps aside (its void is refused: the processor captured it) and a new attempt starts.
    const again = await paymentAgainUnder('inquire=fail', code);
    const newAttempt = field(again.body, 'orderid');
    expect(newAttempt).toBeTruthy();
    expect(newAttempt).not.toBe(oldAttempt);
    // The old result arrives now: it is the order's superseded payment, paid back in full; the change waits on.
    await postResult(oldResult);
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect(await ledgerOf(server, oldAttempt)).toEqual({ captured: difference, refunded: difference });
    const [superseded] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(superseded).toMatchObject({ status: 'captured', captured: difference, refundStatus: 'done', refundReason: 'payment_superseded' });
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'held', attemptId: newAttempt, attemptStatus: 'started', captured: 0 });

    // The new attempt pays the difference, once; replaying its result changes nothing.
    const newPage = readForm(await (await form(again.body.payment!.url, again.body.payment!.fields)).text());
    const newResult = await submitCard(server, newPage);
    expect(await postResult(newResult)).toContain('/manage');
    await postResult(newResult);
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt, refundDue: 0 });
    expect(await ledgerOf(server, newAttempt!)).toEqual({ captured: difference, refunded: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });

  it('both captured (the void failed, so the old page still took the card after the new one paid): the old one paid back in full, the change done once', async () => {
    const { code, difference, started } = await startedChange(server, clock, 21, 'change.again.both@example.com', 'change-again-6');
    const oldAttempt = field(started, 'orderid')!;
    const oldPage = readForm(await (await form(started.payment!.url, started.payment!.fields)).text());

    const again = await paymentAgainUnder('void=fail', code);
    const newAttempt = field(again.body, 'orderid')!;
    expect(newAttempt).not.toBe(oldAttempt);
    const [unvoided] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(unvoided).toMatchObject({ status: 'superseded', voided: false });

    // The new attempt pays first and the change is done; then the old page, still open and not voided, takes the card.
    expect(await payDifference(server, again.body.payment!)).toContain('/manage');
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt });
    await postResult(await submitCard(server, oldPage));
    for (const minutes of [0, 2]) {
      clock.advance(minutes);
      await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    }
    expect(await ledgerOf(server, oldAttempt)).toEqual({ captured: difference, refunded: difference });
    expect(await ledgerOf(server, newAttempt)).toEqual({ captured: difference, refunded: 0 });
    const [change] = await changesOf(server, code);
    expect(change).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt, refundDue: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });

  it('a crash between the supersede\'s commit and the void: the reconciler voids the old attempt, and a new one pays the difference once', async () => {
    const { code, difference, started } = await startedChange(server, clock, 23, 'change.again.crash@example.com', 'change-again-7');
    const oldAttempt = field(started, 'orderid')!;
    const oldPage = readForm(await (await form(started.payment!.url, started.payment!.fields)).text());

    const { changes } = server.app.shop;
    changes.crashAt = 'change:attempt-superseded';
    expect((await paymentAgain(code)).status).toBe(500);
    expect(changes.crashAt).toBeUndefined(); // the crash point was reached
    // Where the crash left it: the change without an attempt, the old one the order's superseded payment, not voided.
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'held', attemptId: null, attemptStatus: null });
    const [left] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(left).toMatchObject({ status: 'superseded', voided: false });

    // After the restart the reconciler voids it: the page still open takes no money.
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    const [voided] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(voided).toMatchObject({ status: 'superseded', voided: true });
    expect((await submitCard(server, oldPage)).fields).toEqual([]);
    expect(await ledgerOf(server, oldAttempt)).toMatchObject({ captured: 0 });

    // "Continue to payment" again: a new attempt, paid once.
    const again = await paymentAgain(code);
    const newAttempt = field(again.body, 'orderid')!;
    expect(newAttempt).not.toBe(oldAttempt);
    expect(await payDifference(server, again.body.payment!)).toContain('/manage');
    expect((await changesOf(server, code))[0]).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt });
    expect(await ledgerOf(server, newAttempt)).toEqual({ captured: difference, refunded: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });
});
