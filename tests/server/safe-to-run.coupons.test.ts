/**
 * Issue 13, finding 7: "An e-mail-restricted coupon works for anyone" (`GET /api/coupons/…` showed anonymous visitors
 * the address a coupon is bound to). Anonymous answers carry only what a shopper needs (code, discount, validity),
 * never the bound e-mail or the uses, and cannot filter on them; the coupon applies only with its e-mail; an
 * administrator still sees everything.
 */
import type { OptionalBookingAnswer, PricingAnswer, Trip } from '../../src/contract/index';
import { startTestServer, type TestServer } from '../support/server-harness';
import { call as write } from './auth-support';
import { call, familyWithCar, findTrips, leader, makeUser, post, testClock, travellers } from './booking-support';

const ADMIN = 'coupon-admin-token-finding-7';
const HIDDEN = ['email', 'totalUsesLimit', 'timesUsed'];
let server: TestServer;
let trip: Trip;
const clock = testClock();
type Failure = { error: { code: string; field?: string } };

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN: ADMIN } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

const where = (value: unknown) => `/api/coupons?where=${encodeURIComponent(JSON.stringify(value))}`;

describe('Issue 13 finding 7: an e-mail-restricted coupon works for anyone', () => {
  it('never shows an anonymous visitor or a shopper the bound e-mail or the uses', async () => {
    const shopper = await makeUser(server, 'coupon-shopper');
    for (const token of [undefined, shopper, 'not-a-token']) {
      const one = await call<Record<string, unknown>>(server, 'GET', '/api/coupons/FRIEND20', { token });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ name: 'FRIEND20', active: true, discountPercent: 20 });
      for (const field of HIDDEN) expect(one.body, field).not.toHaveProperty(field);
      const selected = await call<Record<string, unknown>>(server, 'GET', '/api/coupons/FRIEND20?select=name,email,timesUsed', { token });
      expect(JSON.stringify(selected.body)).not.toContain('friend@example.com');
      const listed = await call<{ data: Record<string, unknown>[] }>(server, 'GET', where({ name: 'FRIEND20' }), { token });
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain('friend@');
      for (const field of HIDDEN) expect(listed.body.data[0], field).not.toHaveProperty(field);
    }
    // A filter or an order on a hidden field would let a visitor guess it a letter at a time.
    for (const filter of [{ name: 'FRIEND20', email: { startsWith: 'f' } }, { name: 'FRIEND20', NOT: { email: null } }, { AND: [{ name: 'FRIEND20' }, { timesUsed: { gte: 0 } }] }]) {
      const reply = await call<Failure>(server, 'GET', where(filter));
      expect(reply.status, JSON.stringify(filter)).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_WHERE', field: 'where' });
    }
    const ordered = await call<Failure>(server, 'GET', `${where({ name: 'FRIEND20' })}&orderBy=${encodeURIComponent('{"email":"asc"}')}`);
    expect(ordered.status).toBe(400);
  });

  it('shows an administrator everything', async () => {
    const one = await call<Record<string, unknown>>(server, 'GET', '/api/coupons/FRIEND20', { token: ADMIN });
    expect(one.body).toMatchObject({ name: 'FRIEND20', email: 'friend@example.com', totalUsesLimit: null, timesUsed: 0 });
    const listed = await call<{ data: Record<string, unknown>[] }>(server, 'GET', where({ name: 'FRIEND20', email: { startsWith: 'friend' } }), { token: ADMIN });
    expect(listed.body.data[0]).toMatchObject({ email: 'friend@example.com' });
  });

  it('applies an e-mail-bound coupon only with its e-mail, in pricing, hold and booking', async () => {
    for (const email of [undefined, 'someone@example.com']) {
      const priced = await post<Failure>(server, '/booking/pricing', { ...familyWithCar(trip), coupon: 'FRIEND20', ...(email ? { email } : {}) });
      expect(priced.status).toBe(422);
      expect(priced.body.error.code).toBe('INVALID_COUPON');
      const held = await post<Failure>(server, '/booking/optional-booking', { ...familyWithCar(trip), coupon: 'FRIEND20', ...(email ? { email } : {}) });
      expect(held.status).toBe(422);
    }
    const priced = await post<PricingAnswer>(server, '/booking/pricing', { ...familyWithCar(trip), coupon: 'FRIEND20', email: 'friend@example.com' });
    expect(priced.body.discount).toBeGreaterThan(0);
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...familyWithCar(trip), coupon: 'FRIEND20', email: 'friend@example.com' });
    expect(hold.status).toBe(200);
    const body = { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] };
    expect((await post<Failure>(server, '/booking/insert-booking', body)).body.error).toMatchObject({ code: 'INVALID_COUPON', field: 'leader.email' });
  });

  it('checks a coupon\'s e-mail with the shop\'s linear rule: a long or malformed address is refused on its field, nothing written', async () => {
    // The old pattern accepted both, and backtracked quadratically on the second one's failing end (seconds per request).
    for (const email of [`${'a'.repeat(300)}@example.com`, `a@${'a.'.repeat(50_000)} `]) {
      const answer = await write<Failure>(server, 'PATCH', '/api/coupons/FRIEND20', { email }, { token: ADMIN });
      expect(answer.status, email.slice(0, 20)).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
    }
    const one = await call<Record<string, unknown>>(server, 'GET', '/api/coupons/FRIEND20', { token: ADMIN });
    expect(one.body).toMatchObject({ email: 'friend@example.com' });
  });
});
