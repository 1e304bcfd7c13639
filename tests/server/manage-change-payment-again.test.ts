/**
 * A change's payment form again (issue 17, `POST /booking/change/payment`): when the answer that carried the hosted
 * form of a dearer change's difference was lost (a closed tab, the network), the traveller asks for it again while
 * the change is `held`: the same card attempt and amount, never a second attempt; paying it finishes the change. A
 * stranger (no order token, a wrong e-mail's lookup, another account) gets the 404 of an unknown code and nothing
 * changes; a change no longer waiting answers where it stands, without a form. A declined card's attempt is not
 * posted again (the processor's page refuses an `orderid` it has seen): it becomes the order's superseded, voided
 * payment and the change gets a new attempt; the difference is captured once.
 */
import { eq } from 'drizzle-orm';
import type { ChangeAnswer } from '../../src/contract/index';
import { payments } from '../../server/database/schema/index';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { makeUser, post, testClock } from './booking-support';
import { form, ledgerOf, postResult, readForm, submitCard } from './card-payment-support';
import {
  aslPair, changesOf, differenceTo, issuedGuestOrder, payDifference, startChange, startChangeServer, type ErrorBody,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock);
});
afterAll(async () => { await server?.close(); });

const paymentAgain = (orderCode: string, extra: Record<string, unknown> = {}, options: { orderToken?: string | null; token?: string } = {}) =>
  post<ChangeAnswer & ErrorBody>(server, '/booking/change/payment', { order_code: orderCode, ...extra }, options);
const field = (answer: ChangeAnswer, name: string) => answer.payment?.fields.find((f) => f.name === name)?.value;

describe('a change\'s payment form again', () => {
  it('while held: the same attempt and amount (one attempt), a stranger gets nothing, and paying it finishes the change', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 12);
    const { order } = await issuedGuestOrder(server, cheap, 'change.again@example.com');
    const code = order.order_code;
    const difference = await differenceTo(server, code, date, dear.tripId);
    const started = await startChange(server, code, dear.tripId, difference, 'change-again-1');
    expect(started.body).toMatchObject({ status: 'held', difference });
    const [recorded] = await changesOf(server, code);
    expect(recorded?.attemptId).toBeTruthy();

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

    // The owner (the order's token), the latest change and by its code: the same attempt, the same amount.
    const again = await paymentAgain(code);
    const byCode = await paymentAgain(code, { change_code: started.body.change_code, lang: 'de' });
    for (const answer of [again, byCode]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ change_code: started.body.change_code, status: 'held', difference });
      expect(field(answer.body, 'orderid')).toBe(recorded!.attemptId);
      expect(field(answer.body, 'orderid')).toBe(field(started.body, 'orderid'));
      expect(field(answer.body, 'orderAmount')).toBe(field(started.body, 'orderAmount'));
      expect(answer.body.payment?.url).toBe(started.body.payment?.url);
    }
    expect(field(byCode.body, 'lang')).toBe('de');
    const after = await changesOf(server, code);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ attemptId: recorded!.attemptId, status: 'held' });
    expect(await paymentAgain(code, { change_code: `${code}XZZZZ` })).toMatchObject({ status: 404, body: { error: { code: 'CHANGE_NOT_FOUND' } } });

    // Paying the form asked for again finishes the change; afterwards the route answers its state, no form.
    expect(await payDifference(server, again.body.payment!)).toContain('/manage');
    const [paid] = await changesOf(server, code);
    expect(paid).toMatchObject({ status: 'done', captured: difference, attemptId: recorded!.attemptId });
    const done = await paymentAgain(code);
    expect(done).toMatchObject({ status: 200, body: { status: 'done' } });
    expect(done.body.payment).toBeUndefined();
  });

  it('a change whose hold ran out, or one with nothing to pay, answers its state without a form and no new attempt', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 13);
    const { order } = await issuedGuestOrder(server, cheap, 'change.again.expired@example.com');
    const code = order.order_code;
    const started = await startChange(server, code, dear.tripId, await differenceTo(server, code, date, dear.tripId), 'change-again-2');
    expect(started.body.status).toBe('held');
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
    const { cheap, dear, date } = await aslPair(server, clock, 17);
    const { order } = await issuedGuestOrder(server, cheap, 'change.again.declined@example.com');
    const code = order.order_code;
    const difference = await differenceTo(server, code, date, dear.tripId);
    const started = await startChange(server, code, dear.tripId, difference, 'change-again-4');
    expect(started.body).toMatchObject({ status: 'held', difference });
    const firstPage = readForm(await (await form(started.body.payment!.url, started.body.payment!.fields)).text());
    await postResult(await submitCard(server, firstPage, '4000000000000002'));
    const [declined] = await changesOf(server, code);
    expect(declined).toMatchObject({ status: 'held', attemptStatus: 'declined' });
    const oldAttempt = declined!.attemptId!;

    const again = await paymentAgain(code);
    expect(again).toMatchObject({ status: 200, body: { status: 'held', difference } });
    const newAttempt = field(again.body, 'orderid');
    expect(newAttempt).toBeTruthy();
    expect(newAttempt).not.toBe(oldAttempt);
    expect(field(again.body, 'orderAmount')).toBe(field(started.body, 'orderAmount'));
    expect((await changesOf(server, code))[0]).toMatchObject({ attemptId: newAttempt, attemptStatus: 'started', status: 'held' });
    // The declined attempt is the order's superseded payment, voided at the processor: its page takes no money now.
    const [superseded] = await server.database.db.select().from(payments).where(eq(payments.attemptId, oldAttempt));
    expect(superseded).toMatchObject({ status: 'superseded', voided: true, amount: difference, captured: 0 });
    const late = await form(`${server.url}${firstPage.action}`, [
      ...firstPage.fields, { name: 'card', value: '4111111111111111' }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' },
    ]);
    expect(late.status).toBe(409);
    // Asked again, the same new attempt (no third one).
    expect(field((await paymentAgain(code)).body, 'orderid')).toBe(newAttempt);

    expect(await payDifference(server, again.body.payment!)).toContain('/manage');
    const [paid] = await changesOf(server, code);
    expect(paid).toMatchObject({ status: 'done', captured: difference, attemptId: newAttempt });
    expect(await ledgerOf(server, newAttempt!)).toEqual({ captured: difference, refunded: 0 });
    expect(await ledgerOf(server, oldAttempt)).toMatchObject({ captured: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [code] })).problems).toEqual([]);
  });
});
