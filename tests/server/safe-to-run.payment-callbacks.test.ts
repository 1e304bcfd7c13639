/**
 * Issue 13, finding 6: "Rejected payment callbacks fill the database" (every unsigned Cardlink callback was stored,
 * up to 64 KB each). Only a verified result for a known order is stored; a rejected one is answered with the same
 * redirect to the payment error page and leaves the card payments table as it was.
 */
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { bookingOrders, cardPayments, orderTransitions, payments } from '../../server/database/schema/booking';
import type { OptionalBookingAnswer, Trip } from '../../src/contract/index';
import type { TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, post, startBookingServer, testClock, travellers } from './booking-support';

let server: TestServer;
const clock = testClock();
let trip: Trip;
const SECRET = 'demo-shared-secret';
type Field = { name: string; value: string };
const sign = (values: Record<string, string>): Field[] => {
  const fields = Object.entries(values).map(([name, value]) => ({ name, value }));
  const digest = crypto.createHash('sha256').update(fields.map((f) => f.value).join('') + SECRET, 'utf8').digest('base64');
  return [...fields, { name: 'digest', value: digest }];
};
const form = (path: string, body: string) => fetch(`${server.url}${path}`, {
  method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body,
});
const encode = (fields: readonly Field[]) => new URLSearchParams(fields.map((f) => [f.name, f.value])).toString();
const stored = async () => (await server.database.db.select({ n: count() }).from(cardPayments))[0]?.n ?? 0;

beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

describe('Issue 13 finding 6: rejected payment callbacks fill the database', () => {
  it('stores none of 500 unsigned or forged callbacks, answers each with the payment error page, and refuses big bodies', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip));
    const before = await stored();
    const padding = 'x'.repeat(3000);
    const bodies = Array.from({ length: 500 }, (_, i) => {
      const values = { version: '2', mid: 'demo-merchant', orderid: `${hold.body.order_code}-${i}`, status: 'CAPTURED', orderAmount: '1.00', currency: 'EUR', message: padding };
      // Unsigned, signed with a wrong secret, and signed for another merchant.
      if (i % 3 === 0) return encode(Object.entries(values).map(([name, value]) => ({ name, value })));
      if (i % 3 === 1) return encode([...Object.entries(values).map(([name, value]) => ({ name, value })), { name: 'digest', value: 'AAAA' }]);
      return encode(sign({ ...values, mid: 'someone-else' }));
    });
    for (let start = 0; start < bodies.length; start += 50) {
      const answers = await Promise.all(bodies.slice(start, start + 50).map((body, i) => form(`/payments/cardlink/${(start + i) % 2 ? 'cancel' : 'confirm'}`, body)));
      for (const answer of answers) {
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toBe(`${server.url}/error?reason=payment&order_code=${hold.body.order_code}`);
      }
    }
    // A correctly signed result for an order that does not exist is not stored either.
    const unknown = await form('/payments/cardlink/confirm', encode(sign({ version: '2', mid: 'demo-merchant', orderid: 'FSNOSUCH99-1', status: 'CAPTURED', orderAmount: '1.00' })));
    expect(unknown.status).toBe(303);
    const big = await form('/payments/cardlink/confirm', encode([{ name: 'message', value: 'x'.repeat(8 * 1024) }]));
    expect(big.status).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('still stores a signed result for a known payment attempt and applies it once', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip));
    expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] })).status).toBe(200);
    // The attempt the shop started (issue 14: a result is read against the payment attempt it names).
    const started = await post<{ fields: { name: string; value: string }[] }>(server, '/api/payments/cardlink', { order_code: hold.body.order_code });
    const attemptId = started.body.fields.find((f) => f.name === 'orderid')?.value as string;
    const amount = (hold.body.payment_amount / 100).toFixed(2);
    const result = sign({ version: '2', mid: 'demo-merchant', orderid: attemptId, status: 'CAPTURED', orderAmount: amount, currency: 'EUR', paymentTotal: amount, message: 'Approved', txId: '42' });
    for (let i = 0; i < 2; i++) {
      const callback = await form('/payments/cardlink/confirm', encode(result));
      expect(callback.status).toBe(303);
      expect(callback.headers.get('location')).toBe(`${server.url}/success?order_code=${hold.body.order_code}`);
    }
    const records = await server.database.db.select().from(cardPayments).where(eq(cardPayments.orderCode, hold.body.order_code));
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.verified)).toBe(true);
    // Both were read and done with (a replay is marked applied too, 1ec310b); the capture took effect once.
    expect(records.every((r) => r.applied)).toBe(true);
    const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
    const toPaid = await server.database.db.select().from(orderTransitions)
      .where(and(eq(orderTransitions.orderId, row!.id), eq(orderTransitions.toStatus, 'paid')));
    expect(toPaid).toHaveLength(1);
    // Applied twice, the replay would be taken for a capture after the order closed and paid back.
    const attempts = await server.database.db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(attempts.map((a) => [a.status, a.refundDue, a.refundStatus])).toEqual([['captured', 0, null]]);
  });
});
