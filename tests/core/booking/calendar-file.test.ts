import { foldLine, tripCalendar } from '../../../src/core/booking/domain/calendar-file';
import { parseTicketCode, ticketCode } from '../../../src/core/booking/domain/ticket-code';
import type { Reservation } from '../../../src/core/booking/domain/order';

const reservation = {
  reservationNumber: 'FSABCDEFGH', trips: [{
    tripId: 'T1', company: 'BLS', companyName: 'Blue, Star; Ferries', vesselName: 'Blue Star Delos', from: 'Πειραιάς', to: 'Σαντορίνη',
    departureDatetime: '2026-06-11T07:25:00+03:00', arrivalDatetime: '2026-06-11T15:10:00+03:00',
    companyReservationCode: 'BLS-4F7K2Q', checkinCode: 'ABCD2345', passengers: [], vehicles: [], pets: [], trip_total: 0,
  }],
} as unknown as Reservation;
const texts = { reservation: 'Αριθμός κράτησης', companyCode: 'Κωδικός κράτησης εταιρείας', checkin: 'Κωδικός web check-in', vessel: 'Πλοίο' };

describe('the calendar file of a leg (RFC 5545)', () => {
  it('writes the times in UTC, escapes text and folds lines at 75 octets without splitting a character', () => {
    const ics = tripCalendar(reservation, 0, texts, new Date('2026-06-01T10:00:00Z'), 'shop.example');
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:FSABCDEFGH-0@shop.example');
    expect(lines).toContain('DTSTAMP:20260601T100000Z');
    expect(lines).toContain('DTSTART:20260611T042500Z');
    expect(lines).toContain('DTEND:20260611T121000Z');
    expect(lines).toContain('SUMMARY:Πειραιάς → Σαντορίνη · Blue\\, Star\\; Ferries');
    expect(ics).not.toContain('\uFFFD');
  });

  it('folds a long Greek line into pieces that join back to it', () => {
    const line = `DESCRIPTION:${'Κωδικός κράτησης '.repeat(12)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
  });
});

describe('the ticket code (QR content)', () => {
  it('reads back what it wrote, even with the separator inside a part, and refuses anything else', () => {
    const parts = { company: 'BLS', companyReservationCode: 'BLS-4F;7K', ticketNumber: 'BLS0123456789' };
    expect(parseTicketCode(ticketCode(parts))).toEqual(parts);
    expect(parseTicketCode('TKT1;BLS;X')).toBeNull();
    expect(parseTicketCode('XYZ;a;b;c')).toBeNull();
    expect(parseTicketCode('TKT1;%E0;b;c')).toBeNull();
    expect(parseTicketCode(`TKT1;${'a'.repeat(400)};b;c`)).toBeNull();
  });
});
