/**
 * Issue 13, finding 4: "A guest order's code is all it takes." With the code alone a stranger read the leader's
 * e-mail and tickets, refunded the order, attached a courier voucher to their own address and had the e-mail resent.
 * Now every call on an order serves only its owner's bearer token or one of its order tokens (`X-Order-Token`);
 * anyone else gets the 404 of an unknown code and the database is left as it was. A traveller who has only the code
 * proves it with the leader's e-mail or last name (throttled) to get a token.
 */
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  bookingOrders, courierVouchers, operatorHolds, orderAccessTokens, outbox, reservationMails,
} from '../../server/database/schema/index';
import { ORDER_ACCESS_LIMITS } from '../../server/modules/booking/routes';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import type { TestServer } from '../support/server-harness';
import {
  call, findTrips, leader, makeUser, oneTraveller, orderTokenOf, post, startBookingServer, testClock, travellers, type Reply,
} from './booking-support';
import { payByCard } from './card-payment-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
});
afterAll(async () => { await server?.close(); });

type ErrorBody = { error: { code: string; message: string; field?: string } };
const shipping = { name: 'Mallory', address: 'Odos Kleftou 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', telephone: '6912345678' };

/** A guest order held and recorded (awaiting card payment); the helper remembers its token as the browser does. */
async function guestOrder(details: Partial<typeof leader> = {}, bearer?: string): Promise<OptionalBookingAnswer> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip), { token: bearer });
  expect(hold.status).toBe(200);
  const inserted = await post(server, '/booking/insert-booking', {
    order_code: hold.body.order_code, leader: { ...leader, ...details }, passengers: [travellers[0]],
  }, { token: bearer });
  expect(inserted.status).toBe(200);
  return hold.body;
}
/** A guest order paid by card on the test processor's page and issued. */
async function issuedGuestOrder(details: Partial<typeof leader> = {}, bearer?: string): Promise<OptionalBookingAnswer> {
  const order = await guestOrder(details, bearer);
  expect(await payByCard(server, order.order_code, bearer)).toContain('/success?order_code=');
  return order;
}

/** Everything a refused call could have changed. */
async function snapshot(codes: string[]) {
  const { db } = server.database;
  const orders = await db.select().from(bookingOrders).where(inArray(bookingOrders.orderCode, codes)).orderBy(bookingOrders.id);
  const ids = orders.map((o) => o.id);
  return {
    orders,
    holds: await db.select().from(operatorHolds).where(inArray(operatorHolds.orderId, ids)).orderBy(operatorHolds.reference),
    tokens: await db.select().from(orderAccessTokens).where(inArray(orderAccessTokens.orderId, ids)).orderBy(orderAccessTokens.id),
    vouchers: await db.select().from(courierVouchers).where(inArray(courierVouchers.orderCode, codes)),
    mails: await db.select().from(reservationMails).where(inArray(reservationMails.orderCode, codes)),
    outbox: (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id),
  };
}

/** Every call that names an order, as a stranger would send it (no bearer, the given order token). */
function orderCalls(held: string, issued: string) {
  return [
    ['extend-hold', (t: string | null) => post(server, '/booking/extend-hold', { order_code: held }, { orderToken: t })],
    ['insert-booking', (t: string | null) => post(server, '/booking/insert-booking', {
      order_code: held, leader: { ...leader, email: 'mallory@example.com' }, passengers: [travellers[0]],
    }, { orderToken: t })],
    ['cardlink', (t: string | null) => post(server, '/api/payments/cardlink', { order_code: held }, { orderToken: t })],
    ['failed-booking', (t: string | null) => post(server, '/booking/failed-booking', { order_code: held }, { orderToken: t })],
    ['finalize-booking', (t: string | null) => post(server, '/booking/finalize-booking', { order_code: issued }, { orderToken: t })],
    ['voucher', (t: string | null) => post(server, '/booking/voucher', { order_code: issued }, { orderToken: t })],
    ['resend e-mail', (t: string | null) => post(server, '/api/emails/sendSuccessReservation', { order_code: issued, resend: true }, { orderToken: t })],
    ['courier voucher', (t: string | null) => post(server, '/courier/createVoucher', { ...shipping, orderCode: issued }, { orderToken: t })],
    ['refund', (t: string | null) => post(server, '/booking/refund', { order_code: issued }, { orderToken: t })],
  ] as const;
}

describe('Finding 4: a guest order is its owner\'s alone', () => {
  it('answers a stranger with only the code (or another order\'s token, or a forged one) the 404 of an unknown code on every order call, and changes nothing', async () => {
    const held = await guestOrder();
    const issued = await issuedGuestOrder();
    const other = await guestOrder();
    const before = await snapshot([held.order_code, issued.order_code]);
    const unknown = await post<ErrorBody>(server, '/booking/voucher', { order_code: 'FSNOSUCH01' });
    expect(unknown.status).toBe(404);
    const strangers = [null, orderTokenOf(other.order_code) as string, crypto.randomBytes(32).toString('base64url'), 'not-a-token'];
    for (const [name, send] of orderCalls(held.order_code, issued.order_code)) {
      for (const token of strangers) {
        const reply = await send(token) as Reply<ErrorBody>;
        expect({ name, status: reply.status, code: reply.body.error?.code }).toEqual({ name, status: 404, code: 'ORDER_NOT_FOUND' });
        const code = name === 'courier voucher' || name === 'voucher' || name === 'refund' || name === 'finalize-booking' || name === 'resend e-mail'
          ? issued.order_code : held.order_code;
        // The very answer an unknown code gets: nothing tells that the order exists.
        expect(reply.body).toEqual({ error: { ...unknown.body.error, message: unknown.body.error.message.replace('FSNOSUCH01', code) } });
      }
    }
    expect(await snapshot([held.order_code, issued.order_code])).toEqual(before);
  });

  it('does not replay a stored answer to a stranger who names its idempotency key', async () => {
    const issued = await issuedGuestOrder();
    const key = `finalize-${issued.order_code}-guessable`;
    const mine = await post<Reservation>(server, '/booking/finalize-booking', { order_code: issued.order_code }, { key });
    expect(mine.status).toBe(200);
    const theirs = await post<ErrorBody>(server, '/booking/finalize-booking', { order_code: issued.order_code }, { key, orderToken: null });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.body.email);
  });

  it('serves every order call to the holder of the order token', async () => {
    const held = await guestOrder();
    const issued = await issuedGuestOrder();
    const expected: Record<string, number> = {
      'extend-hold': 200, 'insert-booking': 200, cardlink: 200, 'failed-booking': 200,
      'finalize-booking': 200, voucher: 200, 'resend e-mail': 202, 'courier voucher': 201, refund: 200,
    };
    const tokens = { held: orderTokenOf(held.order_code) as string, issued: orderTokenOf(issued.order_code) as string };
    for (const [name, send] of orderCalls(held.order_code, issued.order_code)) {
      const onIssued = ['finalize-booking', 'voucher', 'refund', 'resend e-mail', 'courier voucher'].includes(name);
      const reply = await send(onIssued ? tokens.issued : tokens.held);
      expect({ name, status: reply.status }).toEqual({ name, status: expected[name] });
    }
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, issued.order_code));
    expect(row?.status).toBe('refunded');
    // The courier voucher names the traveller's address and phone: only the order's token reads it.
    const [voucher] = await server.database.db.select().from(courierVouchers).where(eq(courierVouchers.orderCode, issued.order_code));
    const read = (t: string | null) => call(server, 'GET', `/courier/retrieveVoucher?shippingNumber=${voucher?.shippingNumber}`, { orderToken: t });
    expect((await read(tokens.issued)).status).toBe(200);
    expect(await read(null)).toMatchObject({ status: 404, body: { error: { code: 'VOUCHER_NOT_FOUND' } } });
    expect((await read(tokens.held)).status).toBe(404);
  });

  it('keeps a user\'s order to its owner\'s bearer token: no order token is answered, another user is told 404', async () => {
    const owner = await makeUser(server, 'guest-orders-owner');
    const stranger = await makeUser(server, 'guest-orders-stranger');
    const order = await issuedGuestOrder({}, owner);
    expect(orderTokenOf(order.order_code)).toBeUndefined();
    expect((await post(server, '/booking/voucher', { order_code: order.order_code }, { token: owner })).status).toBe(200);
    expect((await post(server, '/booking/voucher', { order_code: order.order_code }, { token: stranger })).status).toBe(404);
    expect((await post(server, '/booking/voucher', { order_code: order.order_code })).status).toBe(404);
    // The manage pair does not open a user's order either: its owner logs in.
    expect((await post(server, '/booking/order-access', { order_code: order.order_code, email: leader.email })).status).toBe(404);
  });

  it('stores only hashes of 256-bit tokens, and e-mails a link whose fragment carries a fresh token', async () => {
    const issued = await issuedGuestOrder({ email: 'link.leader@example.com' });
    const browserToken = orderTokenOf(issued.order_code) as string;
    expect(Buffer.from(browserToken, 'base64url')).toHaveLength(32);
    // The shop queued the reservation e-mail when it issued the order (issue 14); the success page's call finds it sent.
    expect((await post(server, '/api/emails/sendSuccessReservation', { order_code: issued.order_code })).status).toBe(200);
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'link.leader@example.com'));
    const link = /(http\S+\/success\?order_code=([A-Z0-9]+)#t=([A-Za-z0-9_-]{43}))/.exec(mail?.text ?? '');
    expect(link?.[2]).toBe(issued.order_code);
    expect(mail?.html).toContain(`#t=${link?.[3]}`);
    const mailToken = link?.[3] as string;
    expect(mailToken).not.toBe(browserToken);
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, issued.order_code));
    const stored = await server.database.db.select().from(orderAccessTokens).where(eq(orderAccessTokens.orderId, row?.id as number));
    const sha = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
    expect(stored.map((s) => s.tokenHash).sort()).toEqual([sha(browserToken), sha(mailToken)].sort());
    expect(JSON.stringify(stored)).not.toContain(mailToken);
    const opened = await post<{ reservation: Reservation }>(server, '/booking/voucher', { order_code: issued.order_code }, { orderToken: mailToken });
    expect(opened.status).toBe(200);
    expect(opened.body.reservation.email).toBe('link.leader@example.com');
  });

  it('gives an order token for the code with the leader\'s e-mail or last name (any case, any accents), and 404 otherwise', async () => {
    clock.advance(16);
    const issued = await issuedGuestOrder({ lastName: 'Παπαδοπούλου', email: 'Eleni.Manage@example.com' });
    const access = (body: Record<string, unknown>) => post<{ order_code: string; order_token: string } & ErrorBody>(
      server, '/booking/order-access', { order_code: issued.order_code, ...body }, { orderToken: null });
    for (const proof of [{ email: 'eleni.manage@EXAMPLE.com ' }, { last_name: 'ΠΑΠΑΔΟΠΟΥΛΟΥ' }, { last_name: ' παπαδοπουλου' }]) {
      const granted = await access(proof);
      expect(granted.status).toBe(200);
      expect(granted.body.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await post(server, '/booking/voucher', { order_code: issued.order_code }, { orderToken: granted.body.order_token })).status).toBe(200);
    }
    const unknown = await post<ErrorBody>(server, '/booking/order-access', { order_code: 'FSNOSUCH02', email: 'eleni.manage@example.com' });
    expect(unknown.status).toBe(404);
    for (const proof of [{ email: 'someone@example.com' }, { last_name: 'Papadopoulos' }, { last_name: ' ' }, { email: 'eleni.manage@example.com', last_name: 'Other' }]) {
      const refused = await access(proof);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: { ...unknown.body.error, message: unknown.body.error.message.replace('FSNOSUCH02', issued.order_code) } });
    }
    expect(await access({})).toMatchObject({ status: 422, body: { error: { code: 'PROOF_REQUIRED', field: 'email' } } });
    // A held order without a leader yet has nothing to prove it with.
    const bare = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip));
    expect((await post(server, '/booking/order-access', { order_code: bare.body.order_code, email: leader.email })).status).toBe(404);
  });

  it('throttles the pair per order code and per client: 429 after the limit, even for the right pair', async () => {
    clock.advance(16);
    const issued = await issuedGuestOrder({ email: 'throttle@example.com' });
    const access = (order_code: string, email: string) => post<ErrorBody>(server, '/booking/order-access', { order_code, email });
    for (let i = 0; i < ORDER_ACCESS_LIMITS.perCode; i += 1) expect((await access(issued.order_code, `guess${i}@example.com`)).status).toBe(404);
    const throttled = await access(issued.order_code, 'throttle@example.com');
    expect(throttled).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
    expect(throttled.body.error.message).toMatch(/try again in \d+ s/);
    const before = await snapshot([issued.order_code]);
    clock.advance(16);
    expect((await access(issued.order_code, 'throttle@example.com')).status).toBe(200);

    // Per client: many codes from one address.
    clock.advance(16);
    for (let i = 0; i < ORDER_ACCESS_LIMITS.perIp; i += 1) expect((await access(`FSSCAN${String(i).padStart(4, '0')}`, 'x@example.com')).status).toBe(404);
    expect((await access(issued.order_code, 'throttle@example.com')).status).toBe(429);
    expect((await snapshot([issued.order_code])).tokens).toHaveLength(before.tokens.length + 1);
  });
});
