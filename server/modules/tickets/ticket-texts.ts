/**
 * Exports: `TICKET_TEXTS`, `TicketText`, `TRIP_LABELS`, `TripLabels`. The words of the tickets' documents (PDF,
 * printable e-ticket, calendar files, the tickets part of the reservation e-mail) in the shop's six languages, one
 * table per language (./texts/<lang>.json; a translator edits one file, and a language missing a message does not
 * compile). The labels of a trip and its tickets (`TRIP_LABELS`) are the tickets' own; the reservation e-mail reads
 * them from here (`RESERVATION_TEXTS`, ../emails/mail-texts.ts), so the tickets never reach up to the e-mails.
 * `{n}` is a trip's number, `{count}` the trips, `{ticket}` a ticket's number.
 */
import type { AssistanceKind } from '../../../src/core/booking/domain/assistance';
import type { Locale } from '../../../src/core/shared/locale';
import de from './texts/de.json';
import el from './texts/el.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import it from './texts/it.json';

/** The labels of a trip and its tickets, shared by every document of a reservation and its e-mail. */
export const TRIP_LABELS = [
  'reservation', 'departure', 'arrival', 'vessel', 'companyCode', 'checkin', 'passenger', 'ticket', 'vehicle', 'pet',
  'price', 'subtotal', 'serviceFee', 'shipping', 'discount', 'total', 'change', 'changeOvernight', 'duration',
] as const;

/**
 * `change`, `changeOvernight`: a change of ship between two trips of one journey, `{port}` the change port, `{wait}`
 * the wait (`duration`: `{hours}` and `{minutes}`, two digits).
 */
export type TripLabels = Readonly<Record<(typeof TRIP_LABELS)[number], string>>;

export interface TicketText extends TripLabels {
  readonly title: string; readonly tripOf: string; readonly showCode: string; readonly attached: string;
  readonly fullName: string; readonly email: string; readonly type: string; readonly place: string; readonly plate: string;
  readonly garage: string; readonly qrAlt: string;
  /** The link to the manage-booking page. */
  readonly manage: string;
  /** Assistance for reduced mobility: the label and each kind's name. */
  readonly assistance: string; readonly kinds: Readonly<Record<AssistanceKind, string>>;
}

export const TICKET_TEXTS: Readonly<Record<Locale, TicketText>> = { el, en, de, it, fr, es };
