/**
 * The reservation e-mail of an issued order, in the order's language, to its leader, once per order: the saga queues
 * it when the order is issued (issue 14: whether or not the browser reaches the success page), and
 * `POST /api/emails/sendSuccessReservation` answers that it was sent, or sends it again when a resend is asked for.
 */
import { eq } from 'drizzle-orm';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import { outbox } from '../../server/database/schema/index';
import { RESEND_LIMIT } from '../../server/modules/emails/reservation-mail';
import { athensDateTime } from '../../src/core/shared/date-locale';
import { formatMoney } from '../../src/core/shared/money';
import { ACCOMMODATION_NAMES } from '../../server/operators/demo/text';
import { readMailbox, type TestServer } from '../support/server-harness';
import { findTrips, leader, makeUser, oneTraveller, post, startBookingServer, testClock, travellers } from './booking-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
let token: string;
beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
  token = await makeUser(server, 'agency-mail', 1_000_000);
});
afterAll(async () => { await server?.close(); });

/** The orders here are the reseller's own: its bearer token opens them (a guest order's token is tested in safe-to-run.guest-orders). */
const sendMail = (body: unknown) => post(server, '/api/emails/sendSuccessReservation', body, { token });

async function heldOrder(email: string, lang: string): Promise<OptionalBookingAnswer> {
  const hold = await post<OptionalBookingAnswer>(server, `/booking/optional-booking?lang=${lang}`, oneTraveller(trip), { token });
  expect(hold.status).toBe(200);
  const inserted = await post(server, '/booking/insert-booking', {
    order_code: hold.body.order_code, leader: { ...leader, email }, passengers: [travellers[0]], paymentMethod: 'credit_limit',
  }, { token });
  expect(inserted.status).toBe(200);
  return hold.body;
}

async function issuedOrder(email: string, lang: string): Promise<Reservation> {
  const hold = await heldOrder(email, lang);
  const paid = await post<Reservation>(server, '/booking/credit-limit-payment', { order_code: hold.order_code, payment_amount: hold.payment_amount }, { token });
  expect(paid.status).toBe(200);
  return paid.body;
}

describe('POST /api/emails/sendSuccessReservation', () => {
  it('mails the reservation to the leader in the order\'s language with trips, ticket numbers and totals', async () => {
    const reservation = await issuedOrder('leader.de@example.com', 'de');
    // Queued when the order was issued: the success page's call finds it sent.
    const reply = await sendMail({ order_code: reservation.order_code });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ order_code: reservation.order_code, sent: false, sends: 1 });

    const mails = await readMailbox(server, 'leader.de@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const tripOut = reservation.trips[0] as Reservation['trips'][number];
    const ticket = tripOut.passengers[0]?.ticketNumber as string;
    expect(mail?.subject).toBe(`Ihre Buchung ${reservation.reservationNumber} ist bestätigt`);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain(reservation.reservationNumber);
      expect(part).toContain(ticket);
      expect(part).toContain(tripOut.companyReservationCode);
      expect(part).toContain(tripOut.checkinCode);
      expect(part).toContain('ELENI PAPADOPOULOU');
      // Amounts as a German reads them (decimal comma), accommodations by their German name, never the company's
      // internal code, a link back to the booking, and the shop's brand as the web app spells it (issue 19).
      expect(part).toContain(formatMoney(reservation.total, 'de'));
      expect(part).toMatch(/\d+,\d\d\u00a0€/);
      expect(part).not.toMatch(/\d+\.\d\d €/);
      expect(part).toContain('Gesamt');
      const code = tripOut.passengers[0]?.accommodationType as string;
      expect(part).toContain(`(${ACCOMMODATION_NAMES[code]?.de})`);
      expect(part).not.toContain(`(${code})`);
      expect(part).toContain(`/de/success?order_code=${reservation.order_code}`);
      expect(part).toContain('Ihr FerryShop-Team');
      expect(part).not.toContain('Ferry Shop');
    }
    expect(mail?.html).toContain('<html lang="de">');
  });

  it('prints the travellers\' names by the passport rule (ICAO 9303) and greets the leader by the name as typed (issue 19)', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking?lang=en', oneTraveller(trip), { token });
    const body = {
      order_code: hold.body.order_code, leader: { ...leader, firstName: 'Jürgen', lastName: 'Müller', email: 'juergen@example.com' },
      passengers: [{ ...travellers[0], name: '1234', surname: 'Müller' }], paymentMethod: 'credit_limit',
    };
    const refused = await post<{ error: { field: string } }>(server, '/booking/insert-booking', body, { token });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'PASSENGER_DETAILS', field: 'passengers.0.name' } } });
    const inserted = await post(server, '/booking/insert-booking', { ...body, passengers: [{ ...travellers[0], name: 'Jürgen', surname: 'Müller-Þórsson' }] }, { token });
    expect(inserted.status).toBe(200);
    const paid = await post<Reservation>(server, '/booking/credit-limit-payment', { order_code: hold.body.order_code, payment_amount: hold.body.payment_amount }, { token });
    expect(paid.body.trips[0]?.passengers[0]).toMatchObject({ name: 'JUERGEN', surname: 'MUELLER-THORSSON' });
    expect(paid.body.fullName).toBe('Jürgen Müller');
    const [mail] = await readMailbox(server, 'juergen@example.com');
    const departure = paid.body.trips[0]!.departureDatetime;
    for (const part of [mail?.text, mail?.html]) {
      // Dates in the shop's conventions (issue 19): "Thu, 11 Jun 2026, 07:30" in Athens time, not ISO 8601.
      expect(part).toContain(athensDateTime(departure, 'en'));
      expect(part).not.toContain(departure.slice(0, 10));
      expect(part).toContain('JUERGEN MUELLER-THORSSON');
      expect(part).toContain('Jürgen');
      expect(part).not.toContain('JURGEN');
    }
  });

  it('sends once per order: the calls after the issue answer that it was sent and queue nothing', async () => {
    const reservation = await issuedOrder('leader.once@example.com', 'en');
    const [first, second] = await Promise.all([
      sendMail({ order_code: reservation.order_code }),
      sendMail({ order_code: reservation.order_code }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await sendMail({ order_code: reservation.order_code.toLowerCase() });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sent: false, sends: 1, message: 'The reservation e-mail was already sent' });
    const mails = await readMailbox(server, 'leader.once@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your reservation ${reservation.reservationNumber} is confirmed`);
  });

  it('sends again when asked to resend, a few times an hour', async () => {
    const reservation = await issuedOrder('leader.resend@example.com', 'el');
    expect((await sendMail({ order_code: reservation.order_code })).status).toBe(200);
    for (let i = 0; i < RESEND_LIMIT.perOrder; i += 1) {
      const resent = await sendMail({ order_code: reservation.order_code, resend: true });
      expect(resent.status).toBe(202);
      expect(resent.body).toMatchObject({ sent: true, sends: i + 2 });
    }
    const tooMany = await sendMail({ order_code: reservation.order_code, resend: true });
    expect(tooMany.status).toBe(429);
    const mails = await readMailbox(server, 'leader.resend@example.com');
    expect(mails).toHaveLength(1 + RESEND_LIMIT.perOrder);
    expect(mails[0]?.subject).toBe(`Η κράτησή σας ${reservation.reservationNumber} επιβεβαιώθηκε`);
  });

  it('refuses an order that is not issued yet, an unknown order and a malformed code', async () => {
    const held = await heldOrder('leader.unpaid@example.com', 'en');
    const unpaid = await sendMail({ order_code: held.order_code });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ error: { code: 'NOT_ISSUED', field: 'order_code' } });
    expect(await readMailbox(server, 'leader.unpaid@example.com')).toHaveLength(0);

    const unknown = await sendMail({ order_code: 'NOSUCHORDER1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });

    for (const body of [{}, { order_code: 'a!' }, { order_code: 42 }, { order_code: held.order_code, resend: 'yes' }]) {
      const bad = await sendMail(body);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    }
    const queued = await server.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, 'leader.unpaid@example.com'));
    expect(queued).toHaveLength(0);
  });
});
