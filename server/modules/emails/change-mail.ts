/**
 * Exports: `bookingChangedMail(input)`, `CHANGE_TEXTS`.
 * The e-mail a traveller gets when a leg of the booking moved to another sailing (issue 17, the change saga queues it
 * in the transaction that rewrites the order): the route, the old and the new departure as the shop writes dates in
 * that language, what was paid or goes back (the language's money format), that the old tickets no longer hold, and
 * the manage-booking link where the new tickets are, and whose tickets were changed (on a partly cancelled leg only
 * those left; the cancelled ones are not named). Text and HTML parts, in the order's language.
 */
import type { Locale } from '../../../src/core/shared/locale';
import { athensDateTime } from '../../../src/core/shared/date-locale';
import { formatMoney } from '../../../src/core/shared/money';
import type { OutgoingMail } from '../../mail/mailer';
import { manageBookingLink } from '../../mail/links';
import { escapeHtml, mailPage } from '../../mail/html';

export interface ChangeText {
  /** `{code}` is the order code. */
  readonly subject: string;
  readonly greeting: string;
  /** `{from}`, `{to}`: the ports. */
  readonly changed: string;
  readonly before: string;
  readonly after: string;
  /** `{names}`: the passengers (and vehicles' plates) whose tickets were changed, as a list in the language. */
  readonly changedFor: string;
  /** `{amount}`. */
  readonly paid: string;
  readonly refunded: string;
  readonly even: string;
  readonly tickets: string;
  readonly order: string;
  readonly viewOnline: string;
  readonly signature: string;
}

export const CHANGE_TEXTS: Record<Locale, ChangeText> = {
  el: {
    subject: 'Η κράτησή σας {code} άλλαξε',
    greeting: 'Γεια σας,',
    changed: 'Το ταξίδι σας {from} → {to} μεταφέρθηκε σε άλλο δρομολόγιο.',
    before: 'Πριν',
    after: 'Τώρα',
    changedFor: 'Τα νέα εισιτήρια είναι για: {names}.',
    paid: 'Πληρώσατε τη διαφορά των {amount}.',
    refunded: 'Η διαφορά των {amount} επιστρέφεται στην κάρτα σας σε 5–10 εργάσιμες ημέρες.',
    even: 'Η αλλαγή δεν είχε διαφορά τιμής.',
    tickets: 'Τα παλιά εισιτήρια αυτού του ταξιδιού δεν ισχύουν πια· τα νέα σας εισιτήρια, με τους κωδικούς QR, είναι στη σελίδα της κράτησής σας.',
    order: 'Κωδικός κράτησης',
    viewOnline: 'Διαχείριση της κράτησής σας',
    signature: 'Η ομάδα του FerryShop',
  },
  en: {
    subject: 'Your booking {code} has been changed',
    greeting: 'Hello,',
    changed: 'Your trip {from} → {to} has moved to another sailing.',
    before: 'Before',
    after: 'Now',
    changedFor: 'The new tickets are for: {names}.',
    paid: 'You paid the difference of {amount}.',
    refunded: 'The difference of {amount} goes back to your card within 5–10 working days.',
    even: 'The change had no price difference.',
    tickets: 'The old tickets of this trip are no longer valid; your new tickets, with their QR codes, are on your booking\'s page.',
    order: 'Booking code',
    viewOnline: 'Manage your booking',
    signature: 'The FerryShop team',
  },
  de: {
    subject: 'Ihre Buchung {code} wurde geändert',
    greeting: 'Hallo,',
    changed: 'Ihre Fahrt {from} → {to} wurde auf eine andere Abfahrt umgebucht.',
    before: 'Vorher',
    after: 'Jetzt',
    changedFor: 'Die neuen Tickets gelten für: {names}.',
    paid: 'Sie haben die Differenz von {amount} bezahlt.',
    refunded: 'Die Differenz von {amount} wird Ihrer Karte in 5–10 Werktagen gutgeschrieben.',
    even: 'Die Umbuchung hatte keinen Preisunterschied.',
    tickets: 'Die alten Tickets dieser Fahrt gelten nicht mehr; Ihre neuen Tickets mit QR-Codes finden Sie auf der Seite Ihrer Buchung.',
    order: 'Buchungscode',
    viewOnline: 'Ihre Buchung verwalten',
    signature: 'Ihr FerryShop-Team',
  },
  it: {
    subject: 'La tua prenotazione {code} è stata modificata',
    greeting: 'Ciao,',
    changed: 'Il tuo viaggio {from} → {to} è stato spostato su un’altra partenza.',
    before: 'Prima',
    after: 'Ora',
    changedFor: 'I nuovi biglietti sono per: {names}.',
    paid: 'Hai pagato la differenza di {amount}.',
    refunded: 'La differenza di {amount} tornerà sulla tua carta entro 5–10 giorni lavorativi.',
    even: 'La modifica non ha comportato differenze di prezzo.',
    tickets: 'I vecchi biglietti di questo viaggio non sono più validi; i nuovi biglietti, con i codici QR, sono nella pagina della tua prenotazione.',
    order: 'Codice di prenotazione',
    viewOnline: 'Gestisci la tua prenotazione',
    signature: 'Il team di FerryShop',
  },
  fr: {
    subject: 'Votre réservation {code} a été modifiée',
    greeting: 'Bonjour,',
    changed: 'Votre trajet {from} → {to} a été déplacé sur une autre traversée.',
    before: 'Avant',
    after: 'Désormais',
    changedFor: 'Les nouveaux billets sont pour : {names}.',
    paid: 'Vous avez payé la différence de {amount}.',
    refunded: 'La différence de {amount} sera remboursée sur votre carte sous 5 à 10 jours ouvrés.',
    even: 'La modification n’a entraîné aucune différence de prix.',
    tickets: 'Les anciens billets de ce trajet ne sont plus valables ; vos nouveaux billets, avec leurs codes QR, sont sur la page de votre réservation.',
    order: 'Code de réservation',
    viewOnline: 'Gérer votre réservation',
    signature: 'L’équipe FerryShop',
  },
  es: {
    subject: 'Su reserva {code} ha sido modificada',
    greeting: 'Hola:',
    changed: 'Su viaje {from} → {to} se ha cambiado a otra salida.',
    before: 'Antes',
    after: 'Ahora',
    changedFor: 'Los nuevos billetes son para: {names}.',
    paid: 'Ha pagado la diferencia de {amount}.',
    refunded: 'La diferencia de {amount} se devolverá a su tarjeta en 5–10 días laborables.',
    even: 'El cambio no tuvo diferencia de precio.',
    tickets: 'Los billetes anteriores de este viaje ya no son válidos; sus nuevos billetes, con sus códigos QR, están en la página de su reserva.',
    order: 'Código de reserva',
    viewOnline: 'Gestionar su reserva',
    signature: 'El equipo de FerryShop',
  },
};

export interface BookingChangedMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  readonly from: string;
  readonly toPort: string;
  /** The old and the new departure (epoch milliseconds). */
  readonly oldDeparture: number;
  readonly newDeparture: number;
  readonly oldVessel: string;
  readonly newVessel: string;
  /** Cents paid (positive) or going back (negative). */
  readonly difference: number;
  /** Whose tickets were changed: the passengers' names, then the vehicles' plates (the order's details). */
  readonly travellers: readonly string[];
  readonly publicUrl: string;
}

/** The change e-mail of an order, in its language. */
export function bookingChangedMail(input: BookingChangedMailInput): OutgoingMail {
  const t = CHANGE_TEXTS[input.lang];
  const subject = t.subject.replace('{code}', input.orderCode);
  const changed = t.changed.replace('{from}', input.from).replace('{to}', input.toPort);
  const amount = formatMoney(Math.abs(input.difference), input.lang);
  const money = input.difference > 0 ? t.paid : input.difference < 0 ? t.refunded : t.even;
  const when = (ms: number) => athensDateTime(new Date(ms).toISOString(), input.lang);
  const before = `${t.before}: ${when(input.oldDeparture)} · ${input.oldVessel}`;
  const after = `${t.after}: ${when(input.newDeparture)} · ${input.newVessel}`;
  const names = input.travellers.map((n) => n.trim()).filter((n) => n !== '');
  const changedFor = names.length > 0 ? t.changedFor.replace('{names}', new Intl.ListFormat(input.lang, { type: 'conjunction' }).format(names)) : '';
  const link = manageBookingLink(input.publicUrl, input.lang, input.orderCode);
  const text = [t.greeting, '', changed, before, after, ...(changedFor ? [changedFor] : []), '', money.replace('{amount}', amount), t.tickets, '',
    `${t.order}: ${input.orderCode}`, `${t.viewOnline}: ${link}`, '', t.signature, ''].join('\n');
  const html = mailPage(input.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(changed)}</p>
<ul><li>${escapeHtml(before)}</li><li><strong>${escapeHtml(after)}</strong></li></ul>
${changedFor ? `<p>${escapeHtml(changedFor)}</p>\n` : ''}<p>${escapeHtml(money).replace('{amount}', `<strong>${escapeHtml(amount)}</strong>`)}</p>
<p>${escapeHtml(t.tickets)}</p>
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(input.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: input.to, subject, text, html };
}
