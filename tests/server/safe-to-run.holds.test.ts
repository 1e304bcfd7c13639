/**
 * Issue 13, finding 5: "Anyone can hold a sailing's seats" (holds needed no login and had no limit: 34 requests in
 * 370 ms held 680 of 690 deck places, for 15–20 minutes, extendable twice). Holds are now limited per client (a
 * rate a minute and an hour, and the places held at once, checked in the hold's transaction) and per booking; the
 * server runs here with the default limits.
 */
import { count, sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, PricingRequest, Trip } from '../../src/contract/index';
import { BOOKING_LIMITS } from '../../src/contract/index';
import { operatorHolds, bookingOrders } from '../../server/database/schema/booking';
import { ORDER_TOKEN_HEADER } from '../../server/modules/booking/order-access';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, makeUser, testClock } from './booking-support';

let server: TestServer;
const clock = testClock();
let trip: Trip;
type Answer = OptionalBookingAnswer & { error?: { code: string; message: string; field?: string } };

const sailingOf = (t: Trip) => t.tripId.split('-').slice(0, 2).join('-');
const deckLeft = async () => (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.tripId === trip.tripId)?.deckAvailability[0]?.available as number;
const deckCode = () => trip.deckAvailability[0]?.code as string;

/** A booking of `n` adults on deck (with `extra` per trip: vehicles, pets…). */
function party(n: number, extra: Partial<PricingRequest['trips'][number]> = {}): PricingRequest {
  return { trips: [{ tripId: trip.tripId, passengers: Array.from({ length: n }, () => ({ passengerType: 'AD', accommodationType: deckCode() })), ...extra }] };
}

/** A Booking API call from the client address `ip` (the test server trusts X-Forwarded-For from loopback, as behind a proxy). */
async function from(ip: string, path: string, body: unknown, token?: string, orderToken?: string): Promise<{ status: number; body: Answer; retryAfter: string | null }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Answer, retryAfter: response.headers.get('retry-after') };
}
const hold = (ip: string, body: unknown, token?: string) => from(ip, '/booking/optional-booking', body, token);
async function stored() {
  const db = server.database.db;
  const [orders] = await db.select({ n: count() }).from(bookingOrders);
  const [holds] = await db.select({ n: count() }).from(operatorHolds);
  const inventory = await db.execute(sql`SELECT sailing_id, code, held, sold FROM demo_operator_inventory ORDER BY sailing_id, code`);
  return { orders: orders?.n, holds: holds?.n, inventory: (inventory as unknown as { rows: unknown[] }).rows };
}

beforeAll(async () => {
  // The defaults of server/config.ts (the harness lifts the limits for the other tests).
  server = await startTestServer({ clock: clock.read, env: { HOLD_RATE_PER_MINUTE: undefined, HOLD_RATE_PER_HOUR: undefined, HOLD_PLACES: undefined } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage && (t.deckAvailability[0]?.available ?? 0) > 300) as Trip;
  expect(trip).toBeDefined();
});
afterAll(async () => { await server?.close(); });

describe('Issue 13 finding 5: anyone can hold a sailing\'s seats', () => {
  it('leaves most of the sailing free when one client floods it with parallel holds, answering 429 with Retry-After', async () => {
    const capacity = await deckLeft();
    const replies = await Promise.all(Array.from({ length: 40 }, () => hold('198.51.100.7', party(BOOKING_LIMITS.passengers))));
    const won = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 429);
    // 10 holds a minute pass the rate; of those, the places held at once (30 for a guest) let 3 through.
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(37);
    expect(new Set(refused.map((r) => r.body.error?.code))).toEqual(new Set(['TOO_MANY_HOLDS', 'HOLD_LIMIT']));
    expect(refused.filter((r) => r.body.error?.code === 'HOLD_LIMIT')).toHaveLength(7);
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(refused.find((r) => r.body.error?.code === 'HOLD_LIMIT')?.body.error?.message).toMatch(/at most 30 may be held at once/);
    expect(await deckLeft()).toBe(capacity - 30);
    const held = await server.database.db.execute(sql`SELECT held FROM demo_operator_inventory WHERE sailing_id = ${sailingOf(trip)} AND code = ${deckCode()}`);
    expect((held as unknown as { rows: { held: number }[] }).rows[0]?.held).toBe(30);
    // The client is stored as a keyed hash, never as its address.
    const keys = await server.database.db.selectDistinct({ key: bookingOrders.holderKey }).from(bookingOrders);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).toMatch(/^ip:[A-Za-z0-9_-]{22}$/);
    expect(keys[0]?.key).not.toContain('198.51.100.7');

    // A refused request changes nothing.
    const before = await stored();
    expect((await hold('198.51.100.7', party(1))).status).toBe(429);
    expect(await stored()).toEqual(before);

    // Another client still holds; a minute later the first may try again but still holds no more than its cap.
    expect((await hold('203.0.113.9', party(4))).status).toBe(200);
    clock.advance(1);
    expect((await hold('198.51.100.7', party(1))).body.error?.code).toBe('HOLD_LIMIT');
    // Once its holds have run out (20 minutes at most), its places are free again.
    clock.advance(25);
    expect((await hold('198.51.100.7', party(10))).status).toBe(200);
  });

  it('counts extensions against the same limits', async () => {
    const ip = '192.0.2.44';
    const orders: OptionalBookingAnswer[] = [];
    for (let i = 0; i < 3; i++) {
      const reply = await hold(ip, party(10));
      expect(reply.status).toBe(200);
      orders.push(reply.body);
    }
    const extend = (order: OptionalBookingAnswer) => from(ip, '/booking/extend-hold', { order_code: order.order_code }, undefined, order.order_token);
    // Within the cap: the extended order is counted once.
    expect((await extend(orders[0]!)).status).toBe(200);
    const more = await hold(ip, party(1));
    expect(more).toMatchObject({ status: 429, body: { error: { code: 'HOLD_LIMIT' } } });
    // 5 calls so far this minute; the next 5 pass the rate (two extensions, then 409: the order's limit), the 11th does not.
    const extensions = [];
    for (let i = 0; i < 6; i++) extensions.push(await extend(orders[1]!));
    expect(extensions.map((r) => r.status)).toEqual([200, 200, 409, 409, 409, 429]);
    expect(extensions[5]?.body.error?.code).toBe('TOO_MANY_HOLDS');
    expect(Number(extensions[5]?.retryAfter)).toBeGreaterThan(0);
  });

  it('gives a logged-in user twice a guest\'s places and a reseller far more', async () => {
    const user = await makeUser(server, 'holds-user');
    const reseller = await makeUser(server, 'holds-agency', 10_000_000);
    const places = async (ip: string, token: string, times: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) statuses.push((await hold(ip, party(10), token)).status);
      return statuses;
    };
    expect(await places('192.0.2.50', user, 7)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await places('192.0.2.51', reseller, 12)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('refuses bookings larger than a family or group books online, on the field', async () => {
    const ip = '192.0.2.99';
    const cases: [PricingRequest, string][] = [
      [party(BOOKING_LIMITS.passengers + 1), 'trips.0.passengers'],
      [party(8, { vehicles: Array.from({ length: 5 }, () => ({ accommodationType: 'CAR', length: 4 })) }), 'trips.0.vehicles'],
      [party(8, { Pets: Array.from({ length: 6 }, (_, i) => ({ code: 'PET_S', passengerIndex: i })) }), 'trips.0.Pets'],
      [{ trips: Array.from({ length: 7 }, () => party(1).trips[0]!) }, 'trips'],
    ];
    const before = await stored();
    for (const [body, field] of cases) {
      const reply = await hold(ip, body);
      expect(reply.status, field).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    // More vehicles than passengers: the fares refuse it on the field.
    const cars = await hold(ip, party(1, { vehicles: [{ accommodationType: 'CAR', length: 4 }, { accommodationType: 'CAR', length: 4 }] }));
    expect(cars.status).toBe(422);
    expect(cars.body.error?.field).toMatch(/vehicles/);
    expect(await stored()).toEqual(before);
  });
});
