/**
 * Exports: `partCancelledMail(input)`, `PART_CANCEL_TEXTS`.
 * The e-mail a traveller gets when part of a booking is cancelled (issue 17, partial cancellation): what was cancelled
 * (a whole leg, or passengers and vehicles of a leg, by name), what goes back and where (the card, or a reseller's
 * credit), and a link to the manage-booking page, which shows the tickets left. Text and HTML parts, in the order's
 * language. The saga queues it in the transaction that records the company's cancellation of those tickets.
 */
import type { Locale } from '../../../src/core/shared/locale';
import { formatMoney } from '../../../src/core/shared/money';
import type { Reservation } from '../../../src/contract/index';
import type { OutgoingMail } from '../../mail/mailer';
import { manageBookingLink } from '../../mail/links';
import type { RefundCovers } from '../../database/schema/refunds';
import { escapeHtml, mailPage } from './html';

interface PartCancelText {
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

export const PART_CANCEL_TEXTS: Record<Locale, PartCancelText> = {
  el: {
    subject: 'Ακυρώθηκε μέρος της κράτησής σας {code}', greeting: 'Γεια σας,', cancelled: 'Ακυρώσατε:',
    wholeLeg: 'όλο το δρομολόγιο', vehicle: 'όχημα',
    refundCard: 'Θα επιστραφούν {amount} στην κάρτα σας σε 5–10 εργάσιμες ημέρες.', refundCredit: 'Θα επιστραφούν {amount} στο πιστωτικό σας όριο.',
    nothing: 'Σύμφωνα με την πολιτική της εταιρείας δεν επιστρέφεται ποσό.',
    rest: 'Τα υπόλοιπα εισιτήρια της κράτησης ισχύουν κανονικά.', order: 'Κωδικός κράτησης', viewOnline: 'Δείτε την κράτησή σας',
    signature: 'Η ομάδα του FerryShop',
  },
  en: {
    subject: 'Part of your booking {code} has been cancelled', greeting: 'Hello,', cancelled: 'You cancelled:',
    wholeLeg: 'the whole trip', vehicle: 'vehicle',
    refundCard: '{amount} will be refunded to your card within 5–10 working days.', refundCredit: '{amount} will be returned to your credit.',
    nothing: 'Under the company\'s policy nothing is refunded.',
    rest: 'The other tickets of the booking remain valid.', order: 'Booking code', viewOnline: 'View your booking',
    signature: 'The FerryShop team',
  },
  de: {
    subject: 'Ein Teil Ihrer Buchung {code} wurde storniert', greeting: 'Hallo,', cancelled: 'Sie haben storniert:',
    wholeLeg: 'die ganze Überfahrt', vehicle: 'Fahrzeug',
    refundCard: '{amount} werden innerhalb von 5–10 Werktagen auf Ihre Karte erstattet.', refundCredit: '{amount} werden Ihrem Kreditrahmen gutgeschrieben.',
    nothing: 'Nach den Bedingungen der Reederei wird nichts erstattet.',
    rest: 'Die übrigen Tickets der Buchung bleiben gültig.', order: 'Buchungscode', viewOnline: 'Ihre Buchung ansehen',
    signature: 'Ihr FerryShop-Team',
  },
  it: {
    subject: 'Parte della tua prenotazione {code} è stata annullata', greeting: 'Ciao,', cancelled: 'Hai annullato:',
    wholeLeg: 'l\'intera tratta', vehicle: 'veicolo',
    refundCard: '{amount} saranno rimborsati sulla tua carta entro 5–10 giorni lavorativi.', refundCredit: '{amount} torneranno sul tuo credito.',
    nothing: 'Secondo la politica della compagnia non è previsto alcun rimborso.',
    rest: 'Gli altri biglietti della prenotazione restano validi.', order: 'Codice di prenotazione', viewOnline: 'Vedi la tua prenotazione',
    signature: 'Il team di FerryShop',
  },
  fr: {
    subject: 'Une partie de votre réservation {code} a été annulée', greeting: 'Bonjour,', cancelled: 'Vous avez annulé :',
    wholeLeg: 'toute la traversée', vehicle: 'véhicule',
    refundCard: '{amount} seront remboursés sur votre carte sous 5 à 10 jours ouvrés.', refundCredit: '{amount} seront recrédités sur votre crédit.',
    nothing: 'Selon la politique de la compagnie, rien n\'est remboursé.',
    rest: 'Les autres billets de la réservation restent valables.', order: 'Code de réservation', viewOnline: 'Voir votre réservation',
    signature: 'L\'équipe FerryShop',
  },
  es: {
    subject: 'Se ha cancelado parte de tu reserva {code}', greeting: 'Hola,', cancelled: 'Has cancelado:',
    wholeLeg: 'todo el trayecto', vehicle: 'vehículo',
    refundCard: 'Se reembolsarán {amount} en tu tarjeta en 5–10 días hábiles.', refundCredit: 'Se devolverán {amount} a tu crédito.',
    nothing: 'Según la política de la compañía no se reembolsa nada.',
    rest: 'Los demás billetes de la reserva siguen siendo válidos.', order: 'Código de reserva', viewOnline: 'Ver tu reserva',
    signature: 'El equipo de FerryShop',
  },
};

export interface PartCancelledMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  readonly reservation: Reservation;
  readonly covers: RefundCovers;
  readonly refundCents: number;
  readonly credit: boolean;
  readonly publicUrl: string;
}

/** One line per leg: the route and departure, then the whole leg or the names and plates cancelled. */
function cancelledLines(input: PartCancelledMailInput): string[] {
  const t = PART_CANCEL_TEXTS[input.lang];
  return input.covers.trips.filter((c) => !c.refused).map((c) => {
    const trip = input.reservation.trips[c.tripIndex];
    const route = trip ? `${trip.from} → ${trip.to}, ${trip.departureDatetime}` : `#${c.tripIndex + 1}`;
    if (c.whole) return `${route}: ${t.wholeLeg}`;
    const people = c.passengers.map((i) => {
      const p = trip?.passengers.find((x) => x.index === i);
      return p ? `${p.name} ${p.surname}`.trim() : `#${i + 1}`;
    });
    const cars = c.vehicles.map((i) => `${t.vehicle} ${trip?.vehicles.find((x) => x.index === i)?.plate || `#${i + 1}`}`);
    return `${route}: ${[...people, ...cars].join(', ')}`;
  });
}

export function partCancelledMail(input: PartCancelledMailInput): OutgoingMail {
  const t = PART_CANCEL_TEXTS[input.lang];
  const subject = t.subject.replace('{code}', input.orderCode);
  const amount = formatMoney(input.refundCents, input.lang);
  const money = input.refundCents === 0 ? t.nothing : (input.credit ? t.refundCredit : t.refundCard).replace('{amount}', amount);
  const lines = cancelledLines(input);
  const link = manageBookingLink(input.publicUrl, input.lang, input.orderCode);
  const text = [t.greeting, '', t.cancelled, ...lines.map((l) => `- ${l}`), '', money, t.rest, '', `${t.order}: ${input.orderCode}`,
    `${t.viewOnline}: ${link}`, '', t.signature, ''].join('\n');
  const html = mailPage(input.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.cancelled)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(money)} ${escapeHtml(t.rest)}</p>
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(input.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: input.to, subject, text, html };
}
