/**
 * Exports: `TICKET_TEXTS`, `TicketText`. The words of the tickets' documents (PDF, printable e-ticket, calendar
 * files, the tickets part of the reservation e-mail) in the shop's six languages, one table per language
 * (./texts/<lang>.json; a translator edits one file, and a language missing a message does not compile), beside the
 * reservation e-mail's own (`RESERVATION_TEXTS`, whose labels they reuse). `{n}` is a trip's number, `{count}` the
 * trips, `{ticket}` a ticket's number.
 */
import type { AssistanceKind } from '../../../src/core/booking/domain/assistance';
import type { Locale } from '../../../src/core/shared/locale';
import de from './texts/de.json';
import el from './texts/el.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import it from './texts/it.json';

export interface TicketText {
  readonly title: string; readonly tripOf: string; readonly showCode: string; readonly attached: string;
  readonly fullName: string; readonly email: string; readonly type: string; readonly place: string; readonly plate: string;
  readonly garage: string; readonly qrAlt: string;
  /** The link to the manage-booking page. */
  readonly manage: string;
  /** Assistance for reduced mobility: the label and each kind's name. */
  readonly assistance: string; readonly kinds: Readonly<Record<AssistanceKind, string>>;
}

export const TICKET_TEXTS: Readonly<Record<Locale, TicketText>> = { el, en, de, it, fr, es };
