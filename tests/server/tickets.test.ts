/**
 * The tickets of an issued order (issue 17): one QR code per passenger and per vehicle that decodes to the ticket's
 * number and its company, the tickets as a PDF (text in the order's language, Greek glyphs included), one calendar
 * file per leg (RFC 5545), the printable e-ticket in the traveller's language, and the reservation e-mail carrying
 * them (QR codes inline, the PDF and calendar files attached). Only the order's owner gets them.
 */
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import { outbox } from '../../server/database/schema/index';
import { parseTicketCode, reservationTickets } from '../../src/core/booking/domain/ticket-code';
import { icsUtc } from '../../src/core/booking/domain/calendar-file';
import type { TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, makeUser, post, startBookingServer, testClock, travellers } from './booking-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
let token: string;
let reservation: Reservation;
beforeAll(async () => {
  server = await startBookingServer(clock);
  const trips = await findTrips(server, 'PIR', 'JMK', '2026-06-11');
  trip = trips.find((t) => t.garage) as Trip;
  token = await makeUser(server, 'agency-tickets', 1_000_000);
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking?lang=el', familyWithCar(trip), { token });
  expect(hold.status).toBe(200);
  const inserted = await post(server, '/booking/insert-booking', {
    order_code: hold.body.order_code, leader: { ...leader, email: 'tickets@example.com' }, passengers: travellers,
    vehicles: [{ plate: 'IKA1234' }], paymentMethod: 'credit_limit',
  }, { token });
  expect(inserted.status).toBe(200);
  const paid = await post<Reservation>(server, '/booking/credit-limit-payment', { order_code: hold.body.order_code, payment_amount: hold.body.payment_amount }, { token });
  expect(paid.status).toBe(200);
  reservation = paid.body;
});
afterAll(async () => { await server?.close(); });

/** The text of every page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** What a phone's scanner reads from a QR code image (PNG). */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** Unfolds an iCalendar text (RFC 5545 3.1) into its content lines. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

async function reservationMailRow() {
  const rows = await server.database.db.select().from(outbox).where(eq(outbox.to, 'tickets@example.com'));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof rows[number];
}

describe('tickets of an issued order', () => {
  it('has one ticket per passenger and per vehicle, each with a number', () => {
    const tickets = reservationTickets(reservation);
    expect(tickets.filter((t) => t.kind === 'passenger')).toHaveLength(3);
    expect(tickets.filter((t) => t.kind === 'vehicle')).toHaveLength(1);
    expect(reservation.trips[0]?.vehicles[0]?.ticketNumber).toMatch(/^[A-Z]+V\d{9}$/);
  });

  it('mails the QR codes inline, and each decodes to its ticket number and company', async () => {
    const mail = await reservationMailRow();
    const images = (mail.attachments ?? []).filter((a) => a.contentType === 'image/png');
    const tickets = reservationTickets(reservation);
    expect(images).toHaveLength(tickets.length);
    const decoded: string[] = [];
    for (const image of images) {
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
      decoded.push((await decodeQr(Buffer.from(image.contentBase64, 'base64'))) as string);
    }
    expect(decoded.sort()).toEqual(tickets.map((t) => t.code).sort());
    const trip0 = reservation.trips[0] as Reservation['trips'][number];
    expect(decoded.map(parseTicketCode)).toContainEqual({ company: trip0.company, companyReservationCode: trip0.companyReservationCode, ticketNumber: trip0.passengers[0]?.ticketNumber });
    expect(decoded.map(parseTicketCode)).toContainEqual({ company: trip0.company, companyReservationCode: trip0.companyReservationCode, ticketNumber: trip0.vehicles[0]?.ticketNumber });
    // The words around them are the order's language (Greek), the link opens the booking.
    expect(mail.text).toContain('Δείξτε τον κωδικό QR');
    expect(mail.text).toContain(`/success?order_code=${reservation.order_code}`);
    expect(mail.text).toContain(`Διαχείριση κράτησης: ακύρωση, αλλαγή, βοήθεια για άτομα με αναπηρία: ${server.url}/manage?order_code=${reservation.order_code}`);
    expect(mail.html).toContain(`href="${server.url}/manage?order_code=${reservation.order_code}"`);
  });

  it('attaches the tickets as a PDF whose text has the reservation, the passengers and Greek words', async () => {
    const mail = await reservationMailRow();
    const pdf = (mail.attachments ?? []).find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`${reservation.reservationNumber}-tickets.pdf`);
    const text = await pdfText(new Uint8Array(Buffer.from(pdf?.contentBase64 ?? '', 'base64')));
    expect(text).toContain(reservation.reservationNumber);
    for (const t of travellers) expect(text).toContain(`${t.name} ${t.surname}`);
    expect(text).toContain('Ηλεκτρονικά εισιτήρια');
    expect(text).toContain('IKA1234');
  });

  it('attaches a calendar file per leg: UID, DTSTAMP, DTSTART and DTEND in UTC, escaped text', async () => {
    const mail = await reservationMailRow();
    const files = (mail.attachments ?? []).filter((a) => a.contentType.startsWith('text/calendar'));
    expect(files).toHaveLength(reservation.trips.length);
    const ics = Buffer.from(files[0]?.contentBase64 ?? '', 'base64').toString('utf8');
    for (const raw of ics.split('\r\n')) expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(75);
    const lines = icsLines(ics);
    const trip0 = reservation.trips[0] as Reservation['trips'][number];
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`UID:${reservation.reservationNumber}-0@127.0.0.1`);
    expect(lines).toContain(`DTSTART:${icsUtc(new Date(trip0.departureDatetime))}`);
    expect(lines).toContain(`DTEND:${icsUtc(new Date(trip0.arrivalDatetime))}`);
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`Αριθμός κράτησης: ${reservation.reservationNumber}\\n`);
  });

  it('answers the PDF to its owner in the language asked, and nothing to a stranger or for an unissued order', async () => {
    const reply = await post<{ filename: string; pdf: string }>(server, '/booking/tickets-pdf', { order_code: reservation.order_code, lang: 'en' }, { token });
    expect(reply.status).toBe(200);
    const text = await pdfText(new Uint8Array(Buffer.from(reply.body.pdf, 'base64')));
    expect(text).toContain('E-tickets');
    expect(text).toContain(reservation.reservationNumber);
    const stranger = await makeUser(server, 'stranger-tickets');
    expect((await post(server, '/booking/tickets-pdf', { order_code: reservation.order_code }, { token: stranger })).status).toBe(404);
    expect((await post(server, '/booking/voucher', { order_code: reservation.order_code }, { token: stranger })).status).toBe(404);
    expect((await post(server, '/booking/tickets-pdf', { order_code: reservation.order_code, lang: 'xx' }, { token })).status).toBe(400);
    const held = await post<OptionalBookingAnswer>(server, '/booking/optional-booking?lang=en', familyWithCar(trip), { token });
    expect((await post(server, '/booking/tickets-pdf', { order_code: held.body.order_code }, { token })).status).toBe(409);
  });

  it('prints the e-ticket in the traveller\'s language with a QR code per ticket', async () => {
    const reply = await post<{ html: string }>(server, '/booking/voucher', { order_code: reservation.order_code }, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.html).toContain('<html lang="el">');
    expect(reply.body.html).toContain('Ηλεκτρονικά εισιτήρια');
    expect(reply.body.html).not.toContain('Passenger');
    expect(reply.body.html.match(/<svg/g)).toHaveLength(reservationTickets(reservation).length);
    const english = await post<{ html: string }>(server, '/booking/voucher', { order_code: reservation.order_code, lang: 'en' }, { token });
    expect(english.body.html).toContain('<html lang="en">');
  });
});
