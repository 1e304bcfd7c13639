/**
 * The code on a ticket (its QR code): one per passenger and per vehicle of each trip, naming the ticket number and
 * the company (its code and its reservation number), so a company's check-in scanner finds the ticket without the
 * shop. `TKT1;{company};{companyReservationCode};{ticketNumber}` with each part URI-encoded (so a `;` in a part can
 * never shift the others); `parseTicketCode` reads it back (a scanner's side, and the tests').
 */
import { type Reservation } from './order';

const PREFIX = 'TKT1';
/** Longer text is not a ticket code (bounded before any split). */
const MAX_CODE_LENGTH = 300;

export interface TicketCodeParts { readonly company: string; readonly companyReservationCode: string; readonly ticketNumber: string }

export function ticketCode(parts: TicketCodeParts): string {
  return [PREFIX, parts.company, parts.companyReservationCode, parts.ticketNumber].map(encodeURIComponent).join(';');
}

export function parseTicketCode(text: string): TicketCodeParts | null {
  if (text.length > MAX_CODE_LENGTH) return null;
  const parts = text.split(';');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  try {
    const [company, companyReservationCode, ticketNumber] = parts.slice(1).map(decodeURIComponent) as [string, string, string];
    if (!company || !companyReservationCode || !ticketNumber) return null;
    return { company, companyReservationCode, ticketNumber };
  } catch {
    return null;
  }
}

/** One ticket of a reservation: a passenger's or a vehicle's, with the code its QR code carries. */
export interface TicketOfReservation {
  readonly tripIndex: number;
  readonly kind: 'passenger' | 'vehicle';
  /** The passenger's or vehicle's index in the booking. */
  readonly index: number;
  /** The passenger's full name or the vehicle's plate. */
  readonly holder: string;
  readonly ticketNumber: string;
  readonly code: string;
}

/**
 * Every valid ticket of a reservation, trip by trip, passengers then vehicles (a vehicle without a ticket number has
 * none). A ticket the traveller cancelled (or every ticket of a cancelled leg) has no code to board with: it is left
 * out, so no page, PDF or e-mail draws its QR code.
 */
export function reservationTickets(reservation: Reservation): TicketOfReservation[] {
  return reservation.trips.flatMap((trip, tripIndex) => {
    if (trip.cancelled) return [];
    const of = (kind: TicketOfReservation['kind'], index: number, holder: string, ticketNumber: string | undefined, cancelled?: boolean): TicketOfReservation[] =>
      ticketNumber && !cancelled
        ? [{ tripIndex, kind, index, holder, ticketNumber, code: ticketCode({ company: trip.company, companyReservationCode: trip.companyReservationCode, ticketNumber }) }]
        : [];
    return [
      ...trip.passengers.flatMap((p) => of('passenger', p.index, `${p.name} ${p.surname}`.trim(), p.ticketNumber, p.cancelled)),
      ...trip.vehicles.flatMap((v) => of('vehicle', v.index, v.plate, v.ticketNumber, v.cancelled)),
    ];
  });
}
