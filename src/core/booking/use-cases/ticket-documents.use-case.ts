import { type CalendarTexts, tripCalendar, tripCalendarName } from '../domain/calendar-file';
import { type Reservation, type TicketsPdf } from '../domain/order';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type Clock } from '../../shared/clock.port';
import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';

/** NotFound: not this traveller's issued order (or gone); Failed: the server could not be asked. */
export type TicketDocumentsError = { readonly kind: 'NotFound' } | { readonly kind: 'Failed' };
export interface CalendarFile { readonly filename: string; readonly text: string }

/**
 * The documents a traveller takes away with the tickets: the PDF (made by the server, which holds the fonts) and an
 * add-to-calendar file per leg (made here, so it works offline too; stamped with the clock's time).
 */
export class TicketDocuments {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'ticketsPdf'>; clock: Clock; locale: () => Locale }) {}

  async pdf(orderCode: string): Promise<Result<TicketsPdf, TicketDocumentsError>> {
    try {
      const answer = await this.deps.booking.ticketsPdf(orderCode, this.deps.locale());
      if (!answer.ok) return err({ kind: answer.error.kind === 'Busy' || answer.error.kind === 'TooManyTries' ? 'Failed' : 'NotFound' });
      return ok(answer.value);
    } catch {
      // The network or the server failed (a fault the gateway throws): the traveller may try again.
      return err({ kind: 'Failed' });
    }
  }

  calendar(reservation: Reservation, tripIndex: number, texts: CalendarTexts, host: string): CalendarFile {
    return { filename: tripCalendarName(reservation, tripIndex), text: tripCalendar(reservation, tripIndex, texts, new Date(this.deps.clock.nowIso()), host) };
  }
}
