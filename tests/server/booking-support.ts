/**
 * Helpers of the Booking API tests: a server on a movable clock, JSON calls, bearer tokens and booking
 * requests built from the demo network (a family with a car, a lone traveller).
 */
import { sql } from 'drizzle-orm';
import type { PricingRequest, ResultsAnswer, Trip } from '../../src/contract/index';
import { createUser } from '../../server/modules/auth/seed';
import { issueSession } from '../../server/modules/auth/tokens';
import { bookingOrders, resellers } from '../../server/database/schema/booking';
import { mintOrderToken } from '../../server/modules/booking/order-access';
import { startTestServer, type TestServer } from '../support/server-harness';

export interface Clock { now: Date; advance(minutes: number): void; read: () => Date }

/** A clock fixed at a summer morning in Athens, moved by the tests. */
export function testClock(start = '2026-06-10T05:00:00Z'): Clock {
  const clock: Clock = {
    now: new Date(start),
    advance(minutes) { clock.now = new Date(clock.now.getTime() + minutes * 60_000); },
    read: () => clock.now,
  };
  return clock;
}

export async function startBookingServer(clock: Clock): Promise<TestServer> {
  return startTestServer({ clock: clock.read });
}

export interface Reply<T = Record<string, unknown>> { status: number; body: T }

/**
 * As the booking browser does, the tests remember the order token of each guest order they hold (optional-booking
 * and order-access answer one) and send it (`X-Order-Token`) with every call naming that order (`order_code` or
 * `orderCode` in the body). `orderToken` overrides it: a token of one's choice, or `null` to call as a stranger
 * who has only the code.
 */
const orderTokens = new Map<string, string>();
export const orderTokenOf = (orderCode: string): string | undefined => orderTokens.get(orderCode);
export const rememberOrderToken = (orderCode: string, token: string): void => { orderTokens.set(orderCode, token); };

export interface CallOptions { body?: unknown; token?: string; key?: string; raw?: string; orderToken?: string | null }

function orderCodeOfBody(body: unknown): string | undefined {
  const named = (body as { order_code?: unknown; orderCode?: unknown } | undefined);
  const code = named?.order_code ?? named?.orderCode;
  return typeof code === 'string' ? code.trim().toUpperCase() : undefined;
}

export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>, method: 'GET' | 'POST', path: string, options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const code = orderCodeOfBody(options.body);
  const orderToken = options.orderToken === undefined ? code && orderTokens.get(code) : options.orderToken;
  if (orderToken) headers['x-order-token'] = orderToken;
  const response = await fetch(`${server.url}${path}`, {
    method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : undefined) as T;
  const granted = body as { order_code?: unknown; order_token?: unknown } | undefined;
  if (response.ok && typeof granted?.order_code === 'string' && typeof granted.order_token === 'string') {
    orderTokens.set(granted.order_code, granted.order_token);
  }
  return { status: response.status, body };
}

export const post = <T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>, path: string, body: unknown, options: Omit<CallOptions, 'body' | 'raw'> = {},
) => call<T>(server, 'POST', path, { ...options, body });

/** A user with a bearer token; with `creditLimit` also a reseller. */
export async function makeUser(server: TestServer, userId: string, creditLimit?: number): Promise<string> {
  // Sessions run 30 days from real time, well past the tests' fixed clock.
  const now = new Date();
  await createUser(server.database.db, {
    id: userId, email: `${userId}@example.com`, firstName: 'User', lastName: userId, isReseller: creditLimit !== undefined, now,
  });
  const token = await issueSession(server.database.db, userId, now);
  if (creditLimit !== undefined) {
    await server.database.db.insert(resellers).values({ userId, name: `Agency ${userId}`, creditLimit }).onConflictDoNothing();
  }
  return token;
}

export async function findTrips(server: TestServer, from: string, to: string, date: string): Promise<Trip[]> {
  const reply = await post<ResultsAnswer>(server, '/booking/results', { legs: [{ departurePort: from, destinationPort: to, departureDate: date }], lang: 'en' });
  if (reply.status !== 200) throw new Error(`results: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.legs[0]?.trips ?? [];
}

/** Two adults and a child on deck (or in economy seats), with a 4.4 m car when the vessel takes one. */
export function familyWithCar(trip: Trip): PricingRequest {
  const place = trip.deckAvailability[0]?.code ?? (trip.seatAvailability[0]?.code as string);
  return {
    trips: [{
      tripId: trip.tripId,
      passengers: [
        { passengerType: 'AD', accommodationType: place, sex: 'female' },
        { passengerType: 'AD', accommodationType: place, sex: 'male' },
        { passengerType: 'CH', accommodationType: place, sex: 'male' },
      ],
      vehicles: trip.garage ? [{ accommodationType: 'CAR', length: 4.4 }] : [],
    }],
  };
}

export function oneTraveller(trip: Trip, code?: string): PricingRequest {
  const place = code ?? trip.deckAvailability[0]?.code ?? (trip.seatAvailability[0]?.code as string);
  return { trips: [{ tripId: trip.tripId, passengers: [{ passengerType: 'AD', accommodationType: place, sex: 'female' }] }] };
}

export const leader = {
  firstName: 'Eleni', lastName: 'Papadopoulou', email: 'eleni@example.com', mobile: '6912345678', phonePrefix: '+30', country: 'GR',
};
export const travellers = [
  { name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' },
  { name: 'NIKOS', surname: 'PAPADOPOULOS', sex: 'male', nationality: 'GR', birthDate: '02/11/1983', documentNumber: 'AK654321' },
  { name: 'GIORGOS', surname: 'PAPADOPOULOS', sex: 'male', nationality: 'GR', birthDate: '20/05/2016', documentNumber: 'AK111222' },
];

/** Sets the places already sold on a sailing at its operator (the demo network's own table), as if other shops had sold them. */
export async function presell(server: TestServer, sailingId: string, code: string, sold: number): Promise<void> {
  await server.database.db.execute(sql`INSERT INTO demo_operator_inventory (sailing_id, code, sold) VALUES (${sailingId}, ${code}, ${sold})
    ON CONFLICT (sailing_id, code) DO UPDATE SET sold = ${sold}`);
}

/**
 * A bare guest order row with an order token (remembered, as `call` does for a hold), for tests of calls that only
 * need an order to exist (`success` for the courier, which ships issued orders only): no places are held, so the
 * holds' limits are not in the way.
 */
export async function guestOrderRow(server: TestServer, orderCode: string, status: 'pending_payment' | 'success' = 'pending_payment'): Promise<string> {
  const { db } = server.database;
  const [row] = await db.insert(bookingOrders).values({
    orderCode, status, request: { trips: [] }, pricing: { answer: {}, info: [] }, paymentAmount: 1000,
  }).returning({ id: bookingOrders.id });
  const token = await mintOrderToken(db, (row as { id: number }).id, 'browser', new Date('2100-01-01T00:00:00Z'), new Date());
  rememberOrderToken(orderCode, token);
  return token;
}
