/**
 * An add-to-calendar file (iCalendar, RFC 5545) for one leg of a reservation: one VEVENT with a stable UID (the
 * order and the trip, so importing it again updates the same event), DTSTAMP, DTSTART and DTEND in UTC, text values
 * escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets, CRLF line ends. Pure: the caller
 * gives the stamp (the clock is not the core's).
 */
import { type Reservation } from './order';

export interface CalendarTexts {
  /** `{from} → {to}` style summary is built here; these are the words around the codes, in the traveller's language. */
  readonly reservation: string;
  readonly companyCode: string;
  readonly checkin: string;
  readonly vessel: string;
}

const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** `20260611T042500Z`. */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** Folds a content line at 75 octets of UTF-8 (never inside a character), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The `.ics` of trip `tripIndex` of `reservation`; `stamp` is DTSTAMP (when the file was made). */
export function tripCalendar(reservation: Reservation, tripIndex: number, texts: CalendarTexts, stamp: Date, host = 'ferryshop'): string {
  const trip = reservation.trips[tripIndex];
  if (!trip) throw new RangeError(`No trip ${tripIndex} in ${reservation.reservationNumber}`);
  const description = [
    `${texts.reservation}: ${reservation.reservationNumber}`,
    `${texts.companyCode}: ${trip.companyReservationCode}`,
    `${texts.checkin}: ${trip.checkinCode}`,
    `${texts.vessel}: ${trip.companyName} · ${trip.vesselName}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//FerryShop//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reservation.reservationNumber}-${tripIndex}@${host}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(new Date(trip.departureDatetime))}`,
    `DTEND:${icsUtc(new Date(trip.arrivalDatetime))}`,
    `SUMMARY:${escapeText(`${trip.from} → ${trip.to} · ${trip.companyName}`)}`,
    `LOCATION:${escapeText(trip.from)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for trip `tripIndex`'s calendar file: `FS4K7QZ2MP-1.ics`. */
export function tripCalendarName(reservation: Reservation, tripIndex: number): string {
  return `${reservation.reservationNumber.replace(/[^A-Za-z0-9-]/g, '')}-${tripIndex + 1}.ics`;
}
