/**
 * Assistance for reduced mobility asked for or changed after booking, from "Manage booking" (issue 17, EU Regulation
 * 1177/2010 article 11), through the real shop: the demo operators' books, the order's tickets, the outbox. The
 * server's clock decides: 49 hours before departure (guaranteed), exactly 48 hours (guaranteed: the regulation says
 * "at least 48 hours before"), 47 hours (recorded and passed on, not guaranteed, with the port's contact), after
 * departure (refused). A stranger with the code but the wrong e-mail gets nothing; bad input is refused on its field
 * and changes nothing; a company that does not answer changes nothing.
 */
import { and, eq, like } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { AssistanceAnswer, AssistanceOptionsAnswer, ManageBookingAnswer, OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { bookingOrders } from '../../server/database/schema/booking';
import { demoOperatorHolds, outbox } from '../../server/database/schema/index';
import { assistanceMail } from '../../server/modules/emails/assistance-mail';
import { PORT_CONTACTS } from '../../server/operators/demo/port-contacts.data';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, oneTraveller, post, testClock } from './booking-support';
import { openPaymentPage, orderAwaitingCard, postResult, submitCard } from './card-payment-support';
import { HOUR, aslPair, differenceTo, issuedGuestOrder, startChange, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
let departure: number;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-19'))[0] as Trip;
  departure = (server.app.shop.operators.trip(trip.tripId) as { departure: Date }).departure.getTime();
});
afterAll(async () => { await server?.close(); });
beforeEach(() => { clock.now = new Date('2026-06-10T05:00:00Z'); server.app.shop.operators.setFaults(''); });

let mails = 0;

/** A guest order paid by card and issued, its leader's e-mail unique to the test. */
async function issuedOrder(request = oneTraveller(trip)): Promise<{ code: string; email: string }> {
  const email = `assist.later.${++mails}@example.com`;
  const order: OptionalBookingAnswer = await orderAwaitingCard(server, request, { leader: { ...leader, email } });
  const { page } = await openPaymentPage(server, order.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  return { code: order.order_code, email };
}

const ask = (code: string, assistance: unknown, extra: Record<string, unknown> = {}, orderToken?: string | null) =>
  post<AssistanceAnswer & ErrorBody>(server, '/booking/assistance',
    { order_code: code, trip_index: 0, passenger_index: 0, assistance, ...extra }, orderToken === undefined ? {} : { orderToken });
const operatorBooks = async (code: string) => {
  const [row] = await server.database.db.select().from(demoOperatorHolds).where(like(demoOperatorHolds.reference, `${code}%`));
  return row?.confirmation as { assistance?: unknown[]; assistanceLate?: boolean[] };
};
const ticketOf = async (code: string) => {
  const [row] = await server.database.db.select({ reservation: bookingOrders.reservation }).from(bookingOrders).where(eq(bookingOrders.orderCode, code));
  return (row?.reservation as ManageBookingAnswer['reservation'])?.trips[0]?.passengers[0];
};
const mailsTo = (email: string) => server.database.db.select().from(outbox).where(and(eq(outbox.to, email), like(outbox.subject, '%assistance%')));
const at = (hoursBefore: number) => { clock.now = new Date(departure - hoursBefore * HOUR); };

describe('assistance after booking', () => {
  it('every port of the demo network has a passenger assistance contact', () => {
    for (const port of server.app.shop.operators.ports()) expect(PORT_CONTACTS.get(port.code), port.code).toBeDefined();
  });

  it('shows per leg until when a request is guaranteed and the departure port\'s contact', async () => {
    const { code } = await issuedOrder();
    at(49);
    const options = await post<AssistanceOptionsAnswer>(server, '/booking/assistance-options', { order_code: code });
    expect(options.status).toBe(200);
    expect(options.body.legs).toEqual([expect.objectContaining({
      trip_index: 0, tripId: trip.tripId, in_time: true, open: true, deadline: new Date(departure - 48 * HOUR).toISOString(),
      port_contact: expect.objectContaining({ port: 'PIR', authority: 'Piraeus Central Port Authority', phone: '+302104550000', opens: '06:00' }),
    })]);
    // In the page's language (the `lang` query), whatever the order's.
    expect((await post<AssistanceOptionsAnswer>(server, '/booking/assistance-options?lang=el', { order_code: code })).body.legs[0]?.port_contact)
      .toMatchObject({ port_name: 'Πειραιάς', authority: 'Κεντρικό Λιμεναρχείο Πειραιά' });
    at(47);
    expect((await post<AssistanceOptionsAnswer>(server, '/booking/assistance-options', { order_code: code })).body.legs[0]).toMatchObject({ in_time: false, open: true });
    at(0);
    expect((await post<AssistanceOptionsAnswer>(server, '/booking/assistance-options', { order_code: code })).body.legs[0]).toMatchObject({ in_time: false, open: false });
  });

  it('49 hours before departure: guaranteed, passed to the company, on the tickets (web, printable, PDF) and confirmed by e-mail', async () => {
    const { code, email } = await issuedOrder();
    at(49);
    const assistance = { kind: 'wheelchair', note: 'Needs help on the ramp' };
    const done = await ask(code, assistance);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ assistance, in_time: true, port_contact: { port: 'PIR' } });
    expect(done.body.reservation.trips[0]?.passengers[0]?.assistance).toEqual(assistance);
    expect(await operatorBooks(code)).toMatchObject({ assistance: [assistance], assistanceLate: [false] });
    expect((await post<ManageBookingAnswer>(server, '/booking/manage', { order_code: code })).body.reservation?.trips[0]?.passengers[0]?.assistance).toEqual(assistance);
    const voucher = await post<{ html: string }>(server, '/booking/voucher', { order_code: code, lang: 'en' });
    expect(voucher.body.html).toContain('Assistance: Wheelchair (Needs help on the ramp)');
    const pdf = await post<{ pdf: string }>(server, '/booking/tickets-pdf', { order_code: code, lang: 'en' });
    expect(pdf.status).toBe(200);
    const doc = await getDocument({ data: new Uint8Array(Buffer.from(pdf.body.pdf, 'base64')), useSystemFonts: false, isEvalSupported: false }).promise;
    let pdfText = '';
    for (let n = 1; n <= doc.numPages; n += 1) pdfText += (await (await doc.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    await doc.destroy();
    expect(pdfText).toContain('Assistance: Wheelchair (Needs help on the ramp)');
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const passenger = done.body.reservation.trips[0]?.passengers[0];
    expect(mail?.subject).toBe(`Booking ${code}: assistance for ${passenger?.name} ${passenger?.surname}`);
    expect(mail?.text).toContain('Wheelchair (Needs help on the ramp)');
    expect(mail?.text).toContain('You asked at least 48 hours before departure, so the company must provide this assistance');
    expect(mail?.text).not.toContain('cannot guarantee');
    expect(mail?.text).toContain('+302104550000');
  });

  it('exactly 48 hours before departure is still in time (the regulation: "at least 48 hours before")', async () => {
    const { code } = await issuedOrder();
    at(48);
    const done = await ask(code, { kind: 'visual' });
    expect(done.body).toMatchObject({ in_time: true, assistance: { kind: 'visual' } });
    expect(await operatorBooks(code)).toMatchObject({ assistanceLate: [false] });
  });

  it('47 hours before departure: still recorded and passed on, not guaranteed, with the port\'s contact in the e-mail', async () => {
    const { code, email } = await issuedOrder();
    at(47);
    const done = await post<AssistanceAnswer>(server, '/booking/assistance?lang=el', { order_code: code, trip_index: 0, passenger_index: 0, assistance: { kind: 'hearing' } });
    expect(done.status).toBe(200);
    expect(done.body.port_contact?.authority).toBe('Κεντρικό Λιμεναρχείο Πειραιά');
    expect(done.body).toMatchObject({ in_time: false, assistance: { kind: 'hearing' }, port_contact: { port: 'PIR', phone: '+302104550000' } });
    expect(await operatorBooks(code)).toMatchObject({ assistance: [{ kind: 'hearing' }], assistanceLate: [true] });
    expect((await ticketOf(code))?.assistance).toEqual({ kind: 'hearing' });
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('the company will still try to help, but we cannot guarantee it');
    expect(mail?.text).toContain('Passenger assistance point at the port of Piraeus:');
    expect(mail?.text).toContain('Phone: +302104550000');
    expect(mail?.text).toContain('Open 06:00–23:59 (local time)');
    expect(mail?.html).toContain('href="tel:+302104550000"');
  });

  it('changes and withdraws: the last request is what the company and the tickets have', async () => {
    const { code } = await issuedOrder();
    at(72);
    expect((await ask(code, { kind: 'walking' })).status).toBe(200);
    expect((await ask(code, { kind: 'other', note: 'Guide dog' })).body.assistance).toEqual({ kind: 'other', note: 'Guide dog' });
    expect((await ticketOf(code))?.assistance).toEqual({ kind: 'other', note: 'Guide dog' });
    const withdrawn = await ask(code, null);
    expect(withdrawn).toMatchObject({ status: 200, body: { assistance: null } });
    expect((await ticketOf(code))?.assistance).toBeUndefined();
    expect(await operatorBooks(code)).toMatchObject({ assistance: [null] });
  });

  it('the same request again changes nothing: no second call to the company, no second e-mail', async () => {
    const { code, email } = await issuedOrder();
    at(72);
    expect((await ask(code, { kind: 'walking', note: 'Slowly ' })).status).toBe(200);
    server.app.shop.operators.setFaults('assist=fail');
    expect(await ask(code, { kind: 'walking', note: 'Slowly' })).toMatchObject({ status: 200, body: { assistance: { kind: 'walking', note: 'Slowly' } } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('at most one e-mail per order every 10 minutes: every change recorded at once, one e-mail with the latest state when the window ends', async () => {
    const { code, email } = await issuedOrder();
    at(72);
    const start = clock.now.getTime();
    const minutes = (m: number) => { clock.now = new Date(start + m * 60_000); };
    const queued = async () => (await mailsTo(email)).sort((x, y) => x.id - y.id).map((m) => ({ due: m.nextAttemptAt.getTime(), text: m.text }));

    const first = await ask(code, { kind: 'wheelchair' });
    expect(first.body.mail_deferred_until).toBeNull();
    expect((await queued()).map((m) => m.due)).toEqual([start]);

    // Within the window: recorded with the company and on the tickets at once; the e-mail waits for the window's end.
    minutes(1);
    const second = await ask(code, { kind: 'walking' });
    expect(second.body.mail_deferred_until).toBe(new Date(start + 10 * 60_000).toISOString());
    expect(await operatorBooks(code)).toMatchObject({ assistance: [{ kind: 'walking' }] });
    expect((await ticketOf(code))?.assistance).toEqual({ kind: 'walking' });
    // Changed again and again (an attacker's loop, a hesitating traveller): still one waiting e-mail, with the last state.
    for (let i = 0; i < 12; i += 1) expect((await ask(code, i % 2 ? { kind: 'visual' } : null)).status).toBe(200);
    expect((await ask(code, { kind: 'other', note: 'Guide dog' })).body.mail_deferred_until).toBe(new Date(start + 10 * 60_000).toISOString());
    let mail = await queued();
    expect(mail.map((m) => m.due)).toEqual([start, start + 10 * 60_000]);
    expect(mail[1]?.text).toContain('Other help (Guide dog)');
    expect(mail[1]?.text).not.toMatch(/Difficulty walking|Visual impairment|no longer needs/);
    expect(await operatorBooks(code)).toMatchObject({ assistance: [{ kind: 'other', note: 'Guide dog' }] });

    // After the waiting e-mail's time, a change waits for the end of that e-mail's window.
    minutes(11);
    expect((await ask(code, null)).body.mail_deferred_until).toBe(new Date(start + 20 * 60_000).toISOString());
    mail = await queued();
    expect(mail.map((m) => m.due)).toEqual([start, start + 10 * 60_000, start + 20 * 60_000]);
    expect(mail[1]?.text).toContain('Other help (Guide dog)');
    expect(mail[2]?.text).toContain('no longer needs assistance');
    // After a quiet window, at once again.
    minutes(40);
    expect((await ask(code, { kind: 'hearing' })).body.mail_deferred_until).toBeNull();
    expect((await queued()).map((m) => m.due)).toEqual([start, start + 10 * 60_000, start + 20 * 60_000, start + 40 * 60_000]);
  });

  it('changes for two passengers within the window: one waiting e-mail tells both, each once', async () => {
    const place = trip.deckAvailability[0]?.code ?? (trip.seatAvailability[0]?.code as string);
    const { code, email } = await issuedOrder({ trips: [{ tripId: trip.tripId, passengers: [
      { passengerType: 'AD', accommodationType: place, sex: 'female' }, { passengerType: 'AD', accommodationType: place, sex: 'male' }] }] });
    at(72);
    expect((await ask(code, { kind: 'wheelchair' })).status).toBe(200);
    expect((await ask(code, { kind: 'visual' }, { passenger_index: 1 })).body.mail_deferred_until).not.toBeNull();
    expect((await ask(code, { kind: 'walking' })).status).toBe(200);
    expect((await ask(code, { kind: 'hearing' }, { passenger_index: 1 })).status).toBe(200);
    const [, waiting, ...more] = (await mailsTo(email)).sort((x, y) => x.id - y.id);
    expect(more).toEqual([]);
    const names = ((await post<ManageBookingAnswer>(server, '/booking/manage', { order_code: code })).body.reservation?.trips[0]?.passengers ?? [])
      .map((p) => `${p.name} ${p.surname}`);
    expect(waiting?.subject).toBe(`Booking ${code}: assistance for ${names.join(', ')}`);
    expect(waiting?.text.match(/We have passed your request/g)).toHaveLength(2);
    expect(waiting?.text).toContain(`Difficulty walking for ${names[0]}`);
    expect(waiting?.text).toContain(`Hearing impairment for ${names[1]}`);
    expect(waiting?.text.match(/Passenger assistance point/g)).toHaveLength(1);
  });

  it('a leg changed to another sailing keeps the assistance asked after booking, and the new sailing\'s company is told', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 7);
    const { order } = await issuedGuestOrder(server, dear, 'assist.change@example.com');
    const code = order.order_code;
    expect((await ask(code, { kind: 'visual', note: 'Guide dog' })).status).toBe(200);
    const difference = await differenceTo(server, code, date, cheap.tripId);
    const done = await startChange(server, code, cheap.tripId, difference, 'assist-change-1');
    expect(done.body).toMatchObject({ status: 'done' });
    expect(done.body.reservation?.trips[0]?.tripId).toBe(cheap.tripId);
    expect(done.body.reservation?.trips[0]?.passengers[0]?.assistance).toEqual({ kind: 'visual', note: 'Guide dog' });
    expect((await ticketOf(code))?.assistance).toEqual({ kind: 'visual', note: 'Guide dog' });
    const confirmed = await server.database.db.select().from(demoOperatorHolds)
      .where(and(like(demoOperatorHolds.reference, `${code}%`), eq(demoOperatorHolds.status, 'confirmed')));
    expect(confirmed.map((h) => (h.confirmation as { assistance?: unknown[] }).assistance)).toEqual([[{ kind: 'visual', note: 'Guide dog' }]]);
  });

  it('after departure: refused 409 DEPARTED, nothing changes', async () => {
    const { code, email } = await issuedOrder();
    at(0);
    expect(await ask(code, { kind: 'wheelchair' })).toMatchObject({ status: 409, body: { error: { code: 'DEPARTED', field: 'trip_index' } } });
    expect((await ticketOf(code))?.assistance).toBeUndefined();
    expect((await operatorBooks(code)).assistance).toEqual([null]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a stranger with the code but the wrong e-mail gets nothing: the 404 of an unknown code, and nothing changes', async () => {
    const { code, email } = await issuedOrder();
    at(72);
    const wrong = await post<ErrorBody & { order_token?: string }>(server, '/booking/order-access', { order_code: code, email: 'someone@example.com' }, { orderToken: null });
    expect(wrong.status).toBe(404);
    expect(wrong.body.order_token).toBeUndefined();
    expect(await ask(code, { kind: 'wheelchair' }, {}, null)).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await ask(code, { kind: 'wheelchair' }, {}, 'A'.repeat(43))).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect((await post<ErrorBody>(server, '/booking/assistance-options', { order_code: code }, { orderToken: null })).status).toBe(404);
    expect((await ticketOf(code))?.assistance).toBeUndefined();
    expect((await operatorBooks(code)).assistance).toEqual([null]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('every call on one order is opened by the one helper: a stranger 404, a user_id without its bearer 401, the order token 200', async () => {
    const { code } = await issuedOrder();
    at(72);
    const calls: [string, Record<string, unknown>][] = [
      ['/booking/manage', {}], ['/booking/assistance-options', {}], ['/booking/order-status', {}],
      ['/booking/assistance', { trip_index: 0, passenger_index: 0, assistance: null }],
      ['/booking/change/options', { trip_index: 0, date: '2026-06-20' }],
    ];
    for (const [path, extra] of calls) {
      const body = { order_code: code, ...extra };
      expect((await post<ErrorBody>(server, path, body, { orderToken: null })).body.error?.code, path).toBe('ORDER_NOT_FOUND');
      expect((await post<ErrorBody>(server, path, body, { orderToken: 'A'.repeat(43) })).body.error?.code, path).toBe('ORDER_NOT_FOUND');
      expect((await post<ErrorBody>(server, `${path}?user_id=someone`, body)).status, path).toBe(401);
      expect((await post<ErrorBody>(server, path, body)).status, path).toBe(200);
    }
  });

  it.each([
    ['an unknown kind', { assistance: { kind: 'jetpack' } }, 400, 'assistance.kind'],
    ['a note too long', { assistance: { kind: 'walking', note: 'x'.repeat(201) } }, 400, 'assistance.note'],
    ['a control character in the note', { assistance: { kind: 'visual', note: 'ramp\u0000' } }, 400, 'assistance.note'],
    ['other help without a note', { assistance: { kind: 'other' } }, 400, 'assistance'],
    ['other help with a blank note', { assistance: { kind: 'other', note: '   ' } }, 400, 'assistance'],
    ['not an object', { assistance: 'wheelchair' }, 400, 'assistance'],
    ['a passenger not on the trip', { assistance: { kind: 'visual' }, passenger_index: 3 }, 400, 'passenger_index'],
    ['a passenger index out of bounds', { assistance: { kind: 'visual' }, passenger_index: 10 }, 400, 'passenger_index'],
    ['a trip the booking does not have', { assistance: { kind: 'visual' }, trip_index: 1 }, 400, 'trip_index'],
    ['a negative trip index', { assistance: { kind: 'visual' }, trip_index: -1 }, 400, 'trip_index'],
  ])('refuses %s on its field, and nothing changes', async (_name, input, status, field) => {
    const { code, email } = await issuedOrder();
    at(72);
    const { assistance, ...extra } = input as { assistance: unknown };
    const refused = await ask(code, assistance, extra);
    expect(refused.status).toBe(status);
    expect(refused.body.error.field).toBe(field);
    expect((await ticketOf(code))?.assistance).toBeUndefined();
    expect((await operatorBooks(code)).assistance).toEqual([null]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a company that does not answer: 503, nothing recorded, and the same request later goes through', async () => {
    const { code, email } = await issuedOrder();
    at(72);
    server.app.shop.operators.setFaults('assist=fail');
    expect(await ask(code, { kind: 'wheelchair' })).toMatchObject({ status: 503, body: { error: { code: 'OPERATOR_UNAVAILABLE' } } });
    expect((await ticketOf(code))?.assistance).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
    server.app.shop.operators.setFaults('');
    expect((await ask(code, { kind: 'wheelchair' })).status).toBe(200);
    expect(await operatorBooks(code)).toMatchObject({ assistance: [{ kind: 'wheelchair' }] });
  });

  it('the e-mail is written in the order\'s language', () => {
    const port = { port: 'PIR', port_name: 'Πειραιάς', authority: 'Κεντρικό Λιμεναρχείο Πειραιά', phone: '+302104550000', email: 'prm-piraeus@ports.example.org', opens: '06:00', closes: '23:59' };
    const mail = assistanceMail({
      to: 'a@example.com', lang: 'el', orderCode: 'FSABCDEF12', passengerName: 'Άννα Παππά', companyName: 'Blue Star', from: 'Πειραιάς', to_: 'Μύκονος',
      departureMs: departure, assistance: { kind: 'wheelchair' }, inTime: false, port, publicUrl: 'https://shop.example',
    });
    expect(mail.subject).toBe('Κράτηση FSABCDEF12: βοήθεια ΑμεΑ για Άννα Παππά');
    expect(mail.text).toContain('Αναπηρικό αμαξίδιο για Άννα Παππά στο ταξίδι Πειραιάς → Μύκονος');
    expect(mail.text).toContain('δεν μπορούμε να το εγγυηθούμε');
    expect(mail.text).toContain('Σημείο εξυπηρέτησης επιβατών στο λιμάνι Πειραιάς:');
    expect(mail.text).toContain('https://shop.example/manage?order_code=FSABCDEF12');
  });
});
