import type { Locale } from '../../../src/core/shared/locale';

/** The embedded test payment page's texts, in the shop's six languages. */
export interface PayTexts {
  title: string; amount: string; card: string; expiry: string; cvv: string; holder: string; pay: string; cancel: string;
  testCards: string; invalidCard: string; secure: string; secureHint: string; confirm: string; redirect: string;
  /** The page of an attempt the shop voided. */
  voided: string;
  /** The read-only page of one attempt (GET /payments/test-processor/attempts/:attemptId). */
  attempt: string; unknownAttempt: string; status: string; captured: string; refunded: string; refunds: string; started: string; updated: string;
  statuses: Record<'started' | 'captured' | 'declined' | 'cancelled' | 'voided', string>;
}
export const PAY_TEXTS: Record<Locale, PayTexts> = {
  el: { title: 'Πληρωμή με κάρτα (δοκιμαστική)', amount: 'Ποσό', card: 'Αριθμός κάρτας', expiry: 'Λήξη (ΜΜ/ΕΕ)', cvv: 'CVV', holder: 'Όνομα κατόχου',
    pay: 'Πληρωμή', cancel: 'Ακύρωση', testCards: 'Δοκιμαστικές κάρτες: 4111 1111 1111 1111 εγκρίνεται, 4000 0000 0000 0002 απορρίπτεται, 4000 0000 0000 3220 ζητά 3-D Secure.',
    invalidCard: 'Ο αριθμός κάρτας δεν είναι έγκυρος.', secure: 'Επαλήθευση 3-D Secure', secureHint: 'Πληκτρολογήστε τον κωδικό 1234 που στάλθηκε στο κινητό σας.', confirm: 'Επιβεβαίωση',
    redirect: 'Μεταφέρεστε πίσω στο κατάστημα. Μην κλείσετε το παράθυρο.',
    voided: 'Αυτή η πληρωμή ακυρώθηκε από το κατάστημα και δεν δέχεται πλέον χρήματα. Επιστρέψτε στο κατάστημα για να πληρώσετε ξανά.',
    attempt: 'Πληρωμή με κάρτα', unknownAttempt: 'Άγνωστη πληρωμή', status: 'Κατάσταση', captured: 'Χρεώθηκε', refunded: 'Επιστράφηκε', refunds: 'Επιστροφές',
    started: 'Έναρξη', updated: 'Τελευταία αλλαγή',
    statuses: { started: 'Σε εξέλιξη', captured: 'Χρεώθηκε', declined: 'Απορρίφθηκε', cancelled: 'Ακυρώθηκε από τον κάτοχο', voided: 'Ακυρώθηκε από το κατάστημα' } },
  en: { title: 'Card payment (test)', amount: 'Amount', card: 'Card number', expiry: 'Expiry (MM/YY)', cvv: 'CVV', holder: 'Cardholder name',
    pay: 'Pay', cancel: 'Cancel', testCards: 'Test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure.',
    invalidCard: 'The card number is not valid.', secure: '3-D Secure check', secureHint: 'Enter the code 1234 sent to your phone.', confirm: 'Confirm',
    redirect: 'Taking you back to the shop. Do not close the window.',
    voided: 'This payment was cancelled by the shop and takes no more money. Go back to the shop to pay again.',
    attempt: 'Card payment', unknownAttempt: 'Unknown payment', status: 'Status', captured: 'Charged', refunded: 'Refunded', refunds: 'Refunds',
    started: 'Started', updated: 'Last change',
    statuses: { started: 'In progress', captured: 'Charged', declined: 'Declined', cancelled: 'Cancelled by the cardholder', voided: 'Cancelled by the shop' } },
  de: { title: 'Kartenzahlung (Test)', amount: 'Betrag', card: 'Kartennummer', expiry: 'Ablauf (MM/JJ)', cvv: 'CVV', holder: 'Karteninhaber',
    pay: 'Bezahlen', cancel: 'Abbrechen', testCards: 'Testkarten: 4111 1111 1111 1111 wird angenommen, 4000 0000 0000 0002 wird abgelehnt, 4000 0000 0000 3220 verlangt 3-D Secure.',
    invalidCard: 'Die Kartennummer ist ungültig.', secure: '3-D-Secure-Prüfung', secureHint: 'Geben Sie den Code 1234 ein, den Sie per SMS erhalten haben.', confirm: 'Bestätigen',
    redirect: 'Sie werden zum Shop zurückgeleitet. Schließen Sie das Fenster nicht.',
    voided: 'Diese Zahlung wurde vom Shop storniert und nimmt kein Geld mehr an. Kehren Sie zum Shop zurück, um erneut zu bezahlen.',
    attempt: 'Kartenzahlung', unknownAttempt: 'Unbekannte Zahlung', status: 'Status', captured: 'Belastet', refunded: 'Erstattet', refunds: 'Erstattungen',
    started: 'Begonnen', updated: 'Letzte Änderung',
    statuses: { started: 'In Bearbeitung', captured: 'Belastet', declined: 'Abgelehnt', cancelled: 'Vom Karteninhaber abgebrochen', voided: 'Vom Shop storniert' } },
  it: { title: 'Pagamento con carta (test)', amount: 'Importo', card: 'Numero della carta', expiry: 'Scadenza (MM/AA)', cvv: 'CVV', holder: 'Titolare della carta',
    pay: 'Paga', cancel: 'Annulla', testCards: 'Carte di prova: 4111 1111 1111 1111 va a buon fine, 4000 0000 0000 0002 viene rifiutata, 4000 0000 0000 3220 richiede 3-D Secure.',
    invalidCard: 'Il numero della carta non è valido.', secure: 'Verifica 3-D Secure', secureHint: 'Inserisci il codice 1234 inviato al tuo telefono.', confirm: 'Conferma',
    redirect: 'Ti stiamo riportando al negozio. Non chiudere la finestra.',
    voided: 'Questo pagamento è stato annullato dal negozio e non accetta più denaro. Torna al negozio per pagare di nuovo.',
    attempt: 'Pagamento con carta', unknownAttempt: 'Pagamento sconosciuto', status: 'Stato', captured: 'Addebitato', refunded: 'Rimborsato', refunds: 'Rimborsi',
    started: 'Iniziato', updated: 'Ultima modifica',
    statuses: { started: 'In corso', captured: 'Addebitato', declined: 'Rifiutato', cancelled: 'Annullato dal titolare', voided: 'Annullato dal negozio' } },
  fr: { title: 'Paiement par carte (test)', amount: 'Montant', card: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvv: 'CVV', holder: 'Titulaire de la carte',
    pay: 'Payer', cancel: 'Annuler', testCards: 'Cartes de test : 4111 1111 1111 1111 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 3220 demande 3-D Secure.',
    invalidCard: "Le numéro de carte n'est pas valide.", secure: 'Vérification 3-D Secure', secureHint: 'Saisissez le code 1234 envoyé sur votre téléphone.', confirm: 'Confirmer',
    redirect: 'Retour à la boutique. Ne fermez pas la fenêtre.',
    voided: "Ce paiement a été annulé par la boutique et n'accepte plus d'argent. Retournez à la boutique pour payer à nouveau.",
    attempt: 'Paiement par carte', unknownAttempt: 'Paiement inconnu', status: 'État', captured: 'Débité', refunded: 'Remboursé', refunds: 'Remboursements',
    started: 'Commencé', updated: 'Dernière modification',
    statuses: { started: 'En cours', captured: 'Débité', declined: 'Refusé', cancelled: 'Annulé par le titulaire', voided: 'Annulé par la boutique' } },
  es: { title: 'Pago con tarjeta (prueba)', amount: 'Importe', card: 'Número de tarjeta', expiry: 'Caducidad (MM/AA)', cvv: 'CVV', holder: 'Titular de la tarjeta',
    pay: 'Pagar', cancel: 'Cancelar', testCards: 'Tarjetas de prueba: 4111 1111 1111 1111 se aprueba, 4000 0000 0000 0002 se rechaza, 4000 0000 0000 3220 pide 3-D Secure.',
    invalidCard: 'El número de tarjeta no es válido.', secure: 'Verificación 3-D Secure', secureHint: 'Introduzca el código 1234 enviado a su teléfono.', confirm: 'Confirmar',
    redirect: 'Le llevamos de vuelta a la tienda. No cierre la ventana.',
    voided: 'La tienda canceló este pago y ya no acepta dinero. Vuelva a la tienda para pagar de nuevo.',
    attempt: 'Pago con tarjeta', unknownAttempt: 'Pago desconocido', status: 'Estado', captured: 'Cobrado', refunded: 'Reembolsado', refunds: 'Reembolsos',
    started: 'Iniciado', updated: 'Último cambio',
    statuses: { started: 'En curso', captured: 'Cobrado', declined: 'Rechazado', cancelled: 'Cancelado por el titular', voided: 'Cancelado por la tienda' } },
};
