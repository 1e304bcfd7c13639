/**
 * Exports: `orderRefundedMail(input)`, `REFUND_TEXTS`, `RefundText`.
 * The e-mail a traveller gets when the money of an order is paid back (issue 14, "the traveller always learns the
 * outcome"): why the order ended that way (the order's `outcome`), the amount refunded in the language's money format
 * (`80,70 €` in Greek, `80.70 €` in English), when it reaches the card, and a link to the booking's page. Text and
 * HTML parts, in the order's language. The saga queues it (in the transaction that records the refund as done).
 */
import type { Locale } from '../../../src/core/shared/locale';
import { formatMoney } from '../../../src/core/shared/money';
import type { OutgoingMail } from '../../mail/mailer';
import { escapeHtml, mailPage } from '../../mail/html';
import { manageBookingLink } from '../../mail/links';
import { bookingLink } from './reservation-mail';

/** Why an order's money went back, as `booking_orders.outcome` records it (src/contract `OrderOutcome`). */
type Reason =
  | 'operator_refused' | 'coupon_used' | 'payment_after_close' | 'payment_superseded' | 'hold_expired' | 'cancelled_by_traveller'
  | 'other';

export interface RefundText {
  /** `{code}` is the order code. */
  readonly subject: string;
  readonly greeting: string;
  /** One sentence per reason, without the final full stop. */
  readonly reasons: Record<Reason, string>;
  /** `{amount}` is the refunded amount. */
  readonly refunded: string;
  readonly timing: string;
  readonly order: string;
  readonly viewOnline: string;
  readonly help: string;
  readonly signature: string;
}

export const REFUND_TEXTS: Record<Locale, RefundText> = {
  el: {
    subject: 'Η πληρωμή σας για την κράτηση {code} επιστράφηκε',
    greeting: 'Γεια σας,',
    reasons: {
      operator_refused: 'Η ακτοπλοϊκή εταιρεία δεν μπόρεσε να επιβεβαιώσει τις θέσεις σας',
      coupon_used: 'Το κουπόνι της κράτησής σας είχε ήδη χρησιμοποιηθεί όταν ολοκληρώθηκε η πληρωμή',
      payment_after_close: 'Η πληρωμή σας έφτασε αφού η κράτηση είχε ήδη κλείσει',
      payment_superseded: 'Η κράτησή σας άλλαξε μετά την έναρξη αυτής της πληρωμής, οπότε την αντικατέστησε νέα πληρωμή',
      hold_expired: 'Η δέσμευση των θέσεών σας έληξε πριν επιβεβαιωθεί η πληρωμή σας',
      cancelled_by_traveller: 'Ακυρώσατε την κράτησή σας',
      other: 'Η κράτησή σας δεν μπόρεσε να ολοκληρωθεί',
    },
    refunded: 'Η πληρωμή σας ύψους {amount} επιστράφηκε.',
    timing: 'Το ποσό θα εμφανιστεί στην κάρτα σας σε 5–10 εργάσιμες ημέρες.',
    order: 'Κωδικός κράτησης',
    viewOnline: 'Δείτε την κράτησή σας',
    help: 'Για οποιαδήποτε απορία απαντήστε σε αυτό το μήνυμα ή καλέστε την εξυπηρέτηση πελατών.',
    signature: 'Η ομάδα του FerryShop',
  },
  en: {
    subject: 'Your payment for booking {code} has been refunded',
    greeting: 'Hello,',
    reasons: {
      operator_refused: 'The ferry company could not confirm your seats',
      coupon_used: 'The coupon of your booking had already been used up when the payment went through',
      payment_after_close: 'Your payment arrived after the booking had already been closed',
      payment_superseded: 'Your booking was changed after this payment had started, so a new payment replaced it',
      hold_expired: 'The hold on your seats ran out before your payment was confirmed',
      cancelled_by_traveller: 'You cancelled your booking',
      other: 'Your booking could not be completed',
    },
    refunded: 'Your payment of {amount} has been refunded.',
    timing: 'It reaches your card in 5–10 working days.',
    order: 'Booking code',
    viewOnline: 'View your booking',
    help: 'If you have any questions, reply to this e-mail or call our customer care.',
    signature: 'The FerryShop team',
  },
  de: {
    subject: 'Ihre Zahlung für die Buchung {code} wurde erstattet',
    greeting: 'Hallo,',
    reasons: {
      operator_refused: 'Die Reederei konnte Ihre Plätze nicht bestätigen',
      coupon_used: 'Der Gutschein Ihrer Buchung war bereits eingelöst, als die Zahlung einging',
      payment_after_close: 'Ihre Zahlung ging ein, nachdem die Buchung bereits geschlossen war',
      payment_superseded: 'Ihre Buchung wurde geändert, nachdem diese Zahlung begonnen hatte; eine neue Zahlung hat sie ersetzt',
      hold_expired: 'Die Reservierung Ihrer Plätze ist abgelaufen, bevor Ihre Zahlung bestätigt wurde',
      cancelled_by_traveller: 'Sie haben Ihre Buchung storniert',
      other: 'Ihre Buchung konnte nicht abgeschlossen werden',
    },
    refunded: 'Ihre Zahlung von {amount} wurde erstattet.',
    timing: 'Der Betrag wird Ihrer Karte in 5–10 Werktagen gutgeschrieben.',
    order: 'Buchungscode',
    viewOnline: 'Ihre Buchung ansehen',
    help: 'Bei Fragen antworten Sie auf diese E-Mail oder rufen Sie unseren Kundenservice an.',
    signature: 'Ihr FerryShop-Team',
  },
  it: {
    subject: 'Il pagamento della prenotazione {code} è stato rimborsato',
    greeting: 'Ciao,',
    reasons: {
      operator_refused: 'La compagnia di navigazione non ha potuto confermare i tuoi posti',
      coupon_used: 'Il coupon della tua prenotazione era già stato utilizzato quando il pagamento è andato a buon fine',
      payment_after_close: 'Il tuo pagamento è arrivato quando la prenotazione era già chiusa',
      payment_superseded: 'La tua prenotazione è stata modificata dopo l’avvio di questo pagamento, che è stato sostituito da uno nuovo',
      hold_expired: 'La riserva dei tuoi posti è scaduta prima della conferma del pagamento',
      cancelled_by_traveller: 'Hai annullato la tua prenotazione',
      other: 'Non è stato possibile completare la tua prenotazione',
    },
    refunded: 'Il tuo pagamento di {amount} è stato rimborsato.',
    timing: 'L’importo arriverà sulla tua carta entro 5–10 giorni lavorativi.',
    order: 'Codice di prenotazione',
    viewOnline: 'Vedi la tua prenotazione',
    help: 'Per qualsiasi domanda rispondi a questa e-mail o chiama il nostro servizio clienti.',
    signature: 'Il team di FerryShop',
  },
  fr: {
    subject: 'Votre paiement pour la réservation {code} a été remboursé',
    greeting: 'Bonjour,',
    reasons: {
      operator_refused: 'La compagnie maritime n’a pas pu confirmer vos places',
      coupon_used: 'Le code promo de votre réservation avait déjà été utilisé au moment du paiement',
      payment_after_close: 'Votre paiement est arrivé après la clôture de la réservation',
      payment_superseded: 'Votre réservation a été modifiée après le début de ce paiement, qui a été remplacé par un nouveau paiement',
      hold_expired: 'La réservation temporaire de vos places a expiré avant la confirmation de votre paiement',
      cancelled_by_traveller: 'Vous avez annulé votre réservation',
      other: 'Votre réservation n’a pas pu être finalisée',
    },
    refunded: 'Votre paiement de {amount} a été remboursé.',
    timing: 'Il sera crédité sur votre carte sous 5 à 10 jours ouvrés.',
    order: 'Code de réservation',
    viewOnline: 'Voir votre réservation',
    help: 'Pour toute question, répondez à cet e-mail ou appelez notre service client.',
    signature: "L'équipe FerryShop",
  },
  es: {
    subject: 'Se ha reembolsado tu pago de la reserva {code}',
    greeting: 'Hola:',
    reasons: {
      operator_refused: 'La naviera no pudo confirmar tus plazas',
      coupon_used: 'El cupón de tu reserva ya se había utilizado cuando se completó el pago',
      payment_after_close: 'Tu pago llegó cuando la reserva ya estaba cerrada',
      payment_superseded: 'Tu reserva cambió después de iniciar este pago, por lo que lo sustituyó un pago nuevo',
      hold_expired: 'La reserva provisional de tus plazas caducó antes de que se confirmara tu pago',
      cancelled_by_traveller: 'Has cancelado tu reserva',
      other: 'No se pudo completar tu reserva',
    },
    refunded: 'Se ha reembolsado tu pago de {amount}.',
    timing: 'El importe llegará a tu tarjeta en 5–10 días hábiles.',
    order: 'Código de reserva',
    viewOnline: 'Ver tu reserva',
    help: 'Si tienes alguna pregunta, responde a este correo o llama a nuestro servicio de atención al cliente.',
    signature: 'El equipo de FerryShop',
  },
};

const REASONS: readonly Reason[] = [
  'operator_refused', 'coupon_used', 'payment_after_close', 'payment_superseded', 'hold_expired', 'cancelled_by_traveller',
];
const reasonOf = (outcome: string): Reason => (REASONS as readonly string[]).includes(outcome) ? outcome as Reason : 'other';

export interface OrderRefundedMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  /** The amount paid back, in cents. */
  readonly refundCents: number;
  /** The order's `outcome` (why it was paid back); an unknown one reads as "could not be completed". */
  readonly outcome: string;
  /** The shop's public address (config `publicUrl`), for the link to the booking's page. */
  readonly publicUrl: string;
}

/** The refund e-mail of an order, in its language: reason, amount, when the money arrives, the booking's page. */
export function orderRefundedMail(input: OrderRefundedMailInput): OutgoingMail {
  const t = REFUND_TEXTS[input.lang];
  const amount = formatMoney(input.refundCents, input.lang);
  const subject = t.subject.replace('{code}', input.orderCode);
  const reason = `${t.reasons[reasonOf(input.outcome)]}.`;
  const refunded = t.refunded.replace('{amount}', amount);
  // No order token in this link: the booking's page asks a guest for the leader's e-mail or last name first. A
  // traveller's own cancellation links to the manage-booking page (issue 17), which says what was cancelled and refunded.
  const link = input.outcome === 'cancelled_by_traveller'
    ? manageBookingLink(input.publicUrl, input.lang, input.orderCode)
    : bookingLink(input.publicUrl, input.lang, input.orderCode);
  const text = [t.greeting, '', `${reason} ${refunded} ${t.timing}`, '', `${t.order}: ${input.orderCode}`,
    `${t.viewOnline}: ${link}`, '', t.help, '', t.signature, ''].join('\n');
  const html = mailPage(input.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(reason)} ${escapeHtml(t.refunded).replace('{amount}', `<strong>${escapeHtml(amount)}</strong>`)} ${escapeHtml(t.timing)}</p>
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(input.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.help)}</p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: input.to, subject, text, html };
}
