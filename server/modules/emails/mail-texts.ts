/**
 * Exports: `MAIL_TEXTS`, `CONTACT_ACK_TEXTS`, `RESERVATION_TEXTS`, `PART_CANCEL_TEXTS`, `ASSISTANCE_MAIL_TEXTS` and
 * their types.
 * The wording of this module's e-mails in the shop's six languages: one table per language, keyed by e-mail then
 * message (./texts/<lang>.json; a translator edits one file, and a language missing a message does not compile):
 * the acknowledgement a visitor gets for a contact message, the reservation e-mail (with the labels of the trips and
 * tickets it carries, which are the tickets' own: ../tickets/ticket-texts.ts), the partial cancellation e-mail and
 * the assistance e-mail (reduced mobility). `{name}` is the visitor's or leader's first name, `{code}` the order.
 */
import { LOCALES, type Locale } from '../../../src/core/shared/locale';
import { TICKET_TEXTS, TRIP_LABELS, type TripLabels } from '../tickets/ticket-texts';
import de from './texts/de.json';
import el from './texts/el.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import it from './texts/it.json';

export interface ContactAckText { readonly subject: string; readonly greeting: string; readonly body: string; readonly copy: string; readonly signature: string }

/** The reservation e-mail's own messages; the trip and ticket labels are the tickets' (`ReservationText`). */
export interface ReservationMailText {
  readonly subject: string; readonly greeting: string; readonly intro: string;
  readonly closing: string; readonly signature: string;
  /** The link to the booking's page (tickets, printing, refund) and the warning that it opens the booking. */
  readonly viewOnline: string; readonly linkNote: string;
  /** Printed tickets by courier: `{number}` the shipping number, `{date}` the expected delivery day. */
  readonly courier: string;
}

/** Everything the reservation e-mail says: its own messages and the labels of the tickets it carries. */
export type ReservationText = ReservationMailText & TripLabels;

export interface PartCancelText {
  /** `{code}` is the order code. */
  readonly subject: string;
  readonly greeting: string;
  readonly cancelled: string;
  readonly wholeLeg: string;
  readonly vehicle: string;
  /** `{amount}`: what goes back. */
  readonly refundCard: string;
  readonly refundCredit: string;
  readonly nothing: string;
  readonly rest: string;
  readonly order: string;
  readonly viewOnline: string;
  readonly signature: string;
}

export interface AssistanceMailText {
  /** `{code}` the order code, `{name}` the passenger. */
  readonly subject: string;
  readonly greeting: string;
  /** `{company}`, `{help}`, `{name}`, `{leg}` (from → to), `{date}`. */
  readonly recorded: string;
  /** `{company}`, `{name}`, `{leg}`, `{date}`. */
  readonly withdrawn: string;
  readonly inTime: string;
  readonly late: string;
  /** `{port}`. */
  readonly contactIntro: string;
  readonly phone: string;
  readonly email: string;
  /** `{opens}`, `{closes}`. */
  readonly hours: string;
  readonly order: string;
  readonly viewOnline: string;
  readonly signature: string;
}

/** One language's table. */
export interface MailTexts {
  readonly contactAck: ContactAckText;
  readonly reservation: ReservationMailText;
  readonly partCancel: PartCancelText;
  readonly assistance: AssistanceMailText;
}

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { el, en, de, it, fr, es };

/** One e-mail's messages in every language. */
const textsOf = <K extends keyof MailTexts>(mail: K): Readonly<Record<Locale, MailTexts[K]>> =>
  Object.fromEntries(LOCALES.map((lang) => [lang, MAIL_TEXTS[lang][mail]])) as Record<Locale, MailTexts[K]>;

export const CONTACT_ACK_TEXTS = textsOf('contactAck');
export const RESERVATION_TEXTS: Readonly<Record<Locale, ReservationText>> = Object.fromEntries(LOCALES.map((lang) => [lang, {
  ...MAIL_TEXTS[lang].reservation,
  ...Object.fromEntries(TRIP_LABELS.map((label) => [label, TICKET_TEXTS[lang][label]])) as TripLabels,
}])) as Record<Locale, ReservationText>;
export const PART_CANCEL_TEXTS = textsOf('partCancel');
export const ASSISTANCE_MAIL_TEXTS = textsOf('assistance');
