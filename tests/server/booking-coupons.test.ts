import { eq } from 'drizzle-orm';
import type { OptionalBookingAnswer, PricingAnswer, Reservation, Trip } from '../../src/contract/index';
import { bookingOrders } from '../../server/database/schema/booking';
import { couponDiscount } from '../../server/modules/booking/coupons';
import { startTestServer, type TestServer } from '../support/server-harness';
import { call, familyWithCar, findTrips, leader, makeUser, post, testClock, travellers } from './booking-support';
import { payByCard } from './card-payment-support';

const ADMIN = 'coupon-admin-token-0123456789';
const INVALID = 'Invalid Coupon Code. Insert your email and try again';
let server: TestServer;
let trip: Trip;
let reseller: string;
const clock = testClock();

type CouponRow = Record<string, unknown> & { name: string; totalUsesLimit: number | null; timesUsed: number };
type Failure = { error: { code: string; message: string; field?: string } };

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN: ADMIN } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
  reseller = await makeUser(server, 'agency-coupons', 100_000_000);
});
afterAll(async () => { await server?.close(); });

const list = (where: unknown) => call<{ data: CouponRow[]; total: number } & Failure>(server, 'GET', `/api/coupons?where=${encodeURIComponent(JSON.stringify(where))}`);
// The administrator's view: anonymous answers leave out a coupon's restrictions (tests/server/safe-to-run.coupons.test.ts).
const coupon = async (code: string) => (await call<CouponRow>(server, 'GET', `/api/coupons/${code}`, { token: ADMIN })).body;
const admin = (method: 'POST' | 'PATCH', path: string, body: unknown) => fetch(`${server.url}${path}`, {
  method, headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` }, body: JSON.stringify(body),
}).then(async (r) => ({ status: r.status, body: (await r.json()) as CouponRow & Failure }));
const price = (extra: Record<string, unknown>) => post<PricingAnswer & Failure>(server, '/booking/pricing', { ...familyWithCar(trip), ...extra });

/** A reseller's order with a coupon, held and recorded, awaiting payment from the credit limit. */
async function orderWith(code: string, email = leader.email): Promise<OptionalBookingAnswer> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...familyWithCar(trip), coupon: code, email }, { token: reseller });
  expect(hold.status).toBe(200);
  const inserted = await post(server, '/booking/insert-booking', {
    order_code: hold.body.order_code, leader: { ...leader, email }, passengers: travellers, vehicles: [{ plate: 'IKA1234' }], paymentMethod: 'credit_limit',
  }, { token: reseller });
  expect(inserted.status).toBe(200);
  return hold.body;
}
const payFromCredit = (order: OptionalBookingAnswer) =>
  post<Reservation & Failure>(server, '/booking/credit-limit-payment', { order_code: order.order_code, payment_amount: order.payment_amount }, { token: reseller });
const statusOf = async (order: OptionalBookingAnswer) =>
  (await server.database.db.select({ status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.orderCode, order.order_code)))[0]?.status;

describe('Coupons on the Content API', () => {
  it('answers a coupon only to a query that names its code, so the list never gives them all away', async () => {
    for (const where of [undefined, { active: true }, { name: { in: ['WELCOME10', 'SUMMER5'] } }, { name: { contains: 'E' } },
      { OR: [{ name: 'WELCOME10' }, { active: true }] }, { NOT: { name: 'WELCOME10' } }, { name: null }]) {
      const reply = where === undefined ? await call<Failure>(server, 'GET', '/api/coupons') : await list(where);
      expect(reply.status, JSON.stringify(where)).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_WHERE', field: 'where' });
    }
    const welcome = await list({ name: 'WELCOME10', active: true });
    expect(welcome.status).toBe(200);
    expect(welcome.body.total).toBe(1);
    expect(welcome.body.data[0]).toMatchObject({ name: 'WELCOME10', active: true, discountPercent: 10 });
    expect((await list({ name: { equals: 'SUMMER5' } })).body.data[0]).toMatchObject({ discountAmount: 500, fromAmount: 5_000 });
    expect((await list({ AND: [{ name: 'NOSUCHCODE' }] })).body).toMatchObject({ data: [], total: 0 });
    expect(await coupon('FRIEND20')).toMatchObject({ email: 'friend@example.com', discountPercent: 20 });
    expect(await coupon('SPRING15')).toMatchObject({ activeUntil: expect.stringMatching(/^2025-05-31/) });
    expect((await call(server, 'GET', '/api/coupons/NOSUCHCODE')).status).toBe(404);
  });

  it('lets only the administrator write coupons, and refuses one that could not be applied', async () => {
    expect((await post(server, '/api/coupons', { name: 'FREE100', discountPercent: 100 })).status).toBe(401);
    expect((await post(server, '/api/coupons', { name: 'FREE100', discountPercent: 100 }, { token: reseller })).status).toBe(403);
    const created = await admin('POST', '/api/coupons', { name: 'AUTUMN7', discountPercent: 7, totalUsesLimit: 3, email: ' ' });
    expect(created).toMatchObject({ status: 201, body: { name: 'AUTUMN7', discountPercent: 7, totalUsesLimit: 3, timesUsed: 0, email: null } });
    const refused: [Record<string, unknown>, string][] = [
      [{ name: 'NODISCOUNT' }, 'discountPercent'],
      [{ name: 'TOOMUCH', discountPercent: 150 }, 'discountPercent'],
      [{ name: 'NEGATIVE', discountAmount: -5 }, 'discountAmount'],
      [{ name: 'BACKWARDS', discountAmount: 100, fromAmount: 5_000, toAmount: 100 }, 'toAmount'],
      [{ name: 'BADMAIL', discountAmount: 100, email: 'nobody' }, 'email'],
      [{ name: 'bad code!', discountAmount: 100 }, 'name'],
    ];
    for (const [body, field] of refused) {
      expect(await admin('POST', '/api/coupons', body), JSON.stringify(body)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_INPUT', field } } });
    }
    expect((await admin('PATCH', '/api/coupons/AUTUMN7', { discountPercent: null })).status).toBe(400);
    expect(await admin('PATCH', '/api/coupons/AUTUMN7', { discountAmount: 300, discountPercent: null })).toMatchObject({ status: 200, body: { discountAmount: 300, discountPercent: null } });
  });
});

describe('Coupons in pricing (the core rule of SPEC.md section 5)', () => {
  it('discounts the subtotal by the percent or the fixed amount', async () => {
    const plain = (await price({})).body;
    const welcome = await price({ coupon: 'WELCOME10' });
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({ coupon: 'WELCOME10', discount: Math.round(plain.subtotal / 10), total: plain.total - Math.round(plain.subtotal / 10) });
    expect(plain.subtotal).toBeGreaterThan(5_000);
    expect((await price({ coupon: 'SUMMER5' })).body).toMatchObject({ discount: 500, total: plain.total - 500 });
    expect((await price({ coupon: 'FRIEND20', email: 'Friend@Example.com' })).body.discount).toBe(Math.round(plain.subtotal / 5));
    expect(couponDiscount({ discountPercent: null, discountAmount: 50_000 }, 24_400)).toBe(24_400);
  });

  it('refuses with the SPEC message a coupon that is unknown, expired, not yet valid, out of range or someone else\'s', async () => {
    const subtotal = (await price({})).body.subtotal;
    await admin('POST', '/api/coupons', { name: 'BIGSPENDER', discountPercent: 5, fromAmount: subtotal + 1 });
    await admin('POST', '/api/coupons', { name: 'SMALLONLY', discountPercent: 5, toAmount: subtotal - 1 });
    await admin('POST', '/api/coupons', { name: 'NEXTMONTH', discountPercent: 5, activeFrom: '2026-07-01T00:00:00+03:00' });
    await admin('POST', '/api/coupons', { name: 'SWITCHEDOFF', discountPercent: 5, active: false });
    await admin('POST', '/api/coupons', { name: 'USEDUP', discountPercent: 5, totalUsesLimit: 0 });
    const cases: Record<string, unknown>[] = [
      { coupon: 'NOSUCHCODE' }, { coupon: 'welcome1o' }, { coupon: 'SPRING15' }, { coupon: 'spring15' }, { coupon: 'FRIEND20' },
      { coupon: 'FRIEND20', email: 'someone@example.com' }, { coupon: 'BIGSPENDER' }, { coupon: 'SMALLONLY' }, { coupon: 'NEXTMONTH' },
      { coupon: 'SWITCHEDOFF' }, { coupon: 'USEDUP' },
    ];
    for (const extra of cases) {
      const reply = await price(extra);
      expect(reply.status, JSON.stringify(extra)).toBe(422);
      expect(reply.body.error).toEqual({ code: 'INVALID_COUPON', message: INVALID, field: 'coupon' });
    }
  });

  it('reads a code in any case: welcome10 is WELCOME10, and the order keeps the coupon\'s own code (issue 19)', async () => {
    const plain = (await price({})).body;
    for (const code of ['welcome10', 'Welcome10', ' wElCoMe10 ']) {
      const reply = await price({ coupon: code });
      expect(reply.status, code).toBe(200);
      expect(reply.body).toMatchObject({ coupon: 'WELCOME10', discount: Math.round(plain.subtotal / 10) });
    }
    expect((await price({ coupon: 'friend20', email: 'friend@example.com' })).body.discount).toBe(Math.round(plain.subtotal / 5));
  });

  it('keeps an e-mail-restricted coupon for the leader it belongs to', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...familyWithCar(trip), coupon: 'FRIEND20', email: 'friend@example.com' });
    expect(hold.status).toBe(200);
    const body = { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] };
    const other = await post<Failure>(server, '/booking/insert-booking', body);
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'INVALID_COUPON', message: INVALID, field: 'leader.email' } } });
    expect((await post(server, '/booking/insert-booking', { ...body, leader: { ...leader, email: 'friend@example.com' } })).status).toBe(200);
  });
});

describe('Coupon uses, counted when an order is issued', () => {
  it('counts each issued order, and fails a paid order whose single-use coupon was used meanwhile', async () => {
    const first = await orderWith('ONCE25');
    const second = await orderWith('ONCE25');
    const paid = await payFromCredit(first);
    expect(paid.status).toBe(200);
    expect(paid.body.discount).toBe(first.pricing.discount);
    expect(await coupon('ONCE25')).toMatchObject({ totalUsesLimit: 0, timesUsed: 1 });
    const credit = (await call<{ creditUsed: number }>(server, 'GET', '/booking/reseller-details', { token: reseller })).body.creditUsed;

    expect(await payFromCredit(second)).toMatchObject({ status: 422, body: { error: { code: 'INVALID_COUPON', message: INVALID } } });
    expect(await statusOf(second)).toBe('failed');
    expect((await call<{ creditUsed: number }>(server, 'GET', '/booking/reseller-details', { token: reseller })).body.creditUsed).toBe(credit);
    expect(await coupon('ONCE25')).toMatchObject({ totalUsesLimit: 0, timesUsed: 1 });
    expect((await price({ coupon: 'ONCE25' })).status).toBe(422);
  });

  it('refunds a card payment whose order\'s coupon ran out before the capture (issue 14)', async () => {
    await admin('POST', '/api/coupons', { name: 'CARDONCE', discountPercent: 10, totalUsesLimit: 1 });
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...familyWithCar(trip), coupon: 'CARDONCE' });
    expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] })).status).toBe(200);
    await admin('PATCH', '/api/coupons/CARDONCE', { totalUsesLimit: 0 });
    expect(await payByCard(server, hold.body.order_code)).toContain('&payment=refunded');
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
    expect(row).toMatchObject({ status: 'refunded', outcome: 'coupon_used', refundAmount: hold.body.payment_amount });
    expect(await coupon('CARDONCE')).toMatchObject({ totalUsesLimit: 0, timesUsed: 0 });
  });

  it('counts the use of a coupon typed in small letters on the coupon itself (issue 19)', async () => {
    const created = await admin('POST', '/api/coupons', { name: 'lowerOnce', discountPercent: 10, totalUsesLimit: 1 });
    expect(created).toMatchObject({ status: 201, body: { name: 'LOWERONCE' } });
    expect((await admin('POST', '/api/coupons', { name: 'LowerOnce', discountPercent: 50 })).status).toBe(409);
    const order = await orderWith('loweronce');
    expect(order.pricing.coupon).toBe('LOWERONCE');
    expect((await payFromCredit(order)).status).toBe(200);
    expect(await coupon('LOWERONCE')).toMatchObject({ totalUsesLimit: 0, timesUsed: 1 });
    expect((await price({ coupon: 'LowerOnce' })).status).toBe(422);
  });

  it('lets parallel finalisations use a coupon only as often as its limit allows', async () => {
    await admin('POST', '/api/coupons', { name: 'TWICE', discountPercent: 5, totalUsesLimit: 2 });
    const orders: OptionalBookingAnswer[] = [];
    for (let i = 0; i < 6; i++) orders.push(await orderWith('TWICE'));
    const replies = await Promise.all(orders.map(payFromCredit));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(4);
    expect(refused.every((r) => r.status === 422 && r.body.error.code === 'INVALID_COUPON')).toBe(true);
    expect(await coupon('TWICE')).toMatchObject({ totalUsesLimit: 0, timesUsed: 2 });
    expect((await Promise.all(orders.map(statusOf))).sort()).toEqual(['failed', 'failed', 'failed', 'failed', 'success', 'success']);
  });
});
