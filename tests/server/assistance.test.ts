/**
 * Assistance for passengers with reduced mobility (issue 17, EU Regulation 1177/2010) asked for at booking: stored
 * with the order, passed to the company when the tickets are confirmed (the demo operator keeps it with the
 * confirmation), shown on the tickets and in the e-mail in the order's language; bad input is refused on its field
 * and changes nothing.
 */
import { eq, like } from 'drizzle-orm';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import { demoOperatorHolds, outbox } from '../../server/database/schema/index';
import type { TestServer } from '../support/server-harness';
import { findTrips, leader, makeUser, oneTraveller, post, startBookingServer, testClock, travellers } from './booking-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
let token: string;
beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
  token = await makeUser(server, 'agency-assistance', 1_000_000);
});
afterAll(async () => { await server?.close(); });

const held = async () => {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking?lang=el', oneTraveller(trip), { token });
  expect(hold.status).toBe(200);
  return hold.body;
};
const details = (orderCode: string, assistance: unknown, email = 'assist@example.com') => ({
  order_code: orderCode, leader: { ...leader, email }, passengers: [{ ...travellers[0], assistance }], paymentMethod: 'credit_limit',
});

describe('assistance asked for at booking', () => {
  it('reaches the company with the tickets and shows on the ticket, the e-mail and the PDF', async () => {
    const hold = await held();
    const assistance = { kind: 'wheelchair', note: 'Needs help on the ramp' };
    expect((await post(server, '/booking/insert-booking', details(hold.order_code, assistance), { token })).status).toBe(200);
    const paid = await post<Reservation>(server, '/booking/credit-limit-payment', { order_code: hold.order_code, payment_amount: hold.payment_amount }, { token });
    expect(paid.status).toBe(200);
    expect(paid.body.trips[0]?.passengers[0]?.assistance).toEqual(assistance);

    const [confirmed] = await server.database.db.select().from(demoOperatorHolds).where(like(demoOperatorHolds.reference, `${hold.order_code}%`));
    expect((confirmed?.confirmation as { assistance?: unknown[] }).assistance).toEqual([assistance]);

    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'assist@example.com'));
    expect(mail?.text).toContain('Βοήθεια ΑμεΑ: Αναπηρικό αμαξίδιο (Needs help on the ramp)');
    expect(mail?.html).toContain('Βοήθεια ΑμεΑ: Αναπηρικό αμαξίδιο (Needs help on the ramp)');
    const voucher = await post<{ html: string }>(server, '/booking/voucher', { order_code: hold.order_code, lang: 'en' }, { token });
    expect(voucher.body.html).toContain('Assistance: Wheelchair (Needs help on the ramp)');
  });

  it('escapes the note wherever it is shown', async () => {
    const hold = await held();
    const note = '<img src=x onerror=alert(1)> & ramp';
    expect((await post(server, '/booking/insert-booking', details(hold.order_code, { kind: 'other', note }, 'escape@example.com'), { token })).status).toBe(200);
    expect((await post(server, '/booking/credit-limit-payment', { order_code: hold.order_code, payment_amount: hold.payment_amount }, { token })).status).toBe(200);
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'escape@example.com'));
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; ramp');
  });

  it.each([
    ['an unknown kind', { kind: 'jetpack' }, 'passengers.0.assistance.kind'],
    ['a note too long', { kind: 'walking', note: 'x'.repeat(201) }, 'passengers.0.assistance.note'],
    ['a control character', { kind: 'visual', note: 'ramp\u0000' }, 'passengers.0.assistance.note'],
    ['other help without a note', { kind: 'other' }, 'passengers.0.assistance'],
    ['not an object', 'wheelchair', 'passengers.0.assistance'],
  ])('refuses %s on its field, and the order stays as it was', async (_name, assistance, field) => {
    const hold = await held();
    const refused = await post<{ error: { code: string; field: string } }>(server, '/booking/insert-booking', details(hold.order_code, assistance), { token });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe(field);
    const status = await post<{ order_status: string }>(server, '/booking/order-status', { order_code: hold.order_code }, { token });
    expect(status.body.order_status).toBe('held');
  });
});
