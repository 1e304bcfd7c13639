/**
 * Exports: `CONTACT_ACK_TEXTS`, `RESERVATION_TEXTS`, `ReservationText`.
 * The wording of the e-mails of this module in the shop's six languages: the acknowledgement a visitor gets for a
 * contact message, and the reservation e-mail. `{name}` is the visitor's or leader's first name, `{code}` the order.
 */
import type { Locale } from '../../../src/core/shared/locale';

export interface ContactAckText { readonly subject: string; readonly greeting: string; readonly body: string; readonly copy: string; readonly signature: string }

export const CONTACT_ACK_TEXTS: Record<Locale, ContactAckText> = {
  el: {
    subject: 'Λάβαμε το μήνυμά σας', greeting: 'Γεια σας {name},',
    body: 'Ευχαριστούμε που επικοινωνήσατε μαζί μας. Η εξυπηρέτηση πελατών θα σας απαντήσει το συντομότερο (Δευτέρα έως Παρασκευή, 09:00–21:00).',
    copy: 'Το μήνυμά σας:', signature: 'Η ομάδα του FerryShop',
  },
  en: {
    subject: 'We have received your message', greeting: 'Hello {name},',
    body: 'Thank you for contacting us. Our customer care will answer you as soon as possible (Monday to Friday, 09:00–21:00).',
    copy: 'Your message:', signature: 'The FerryShop team',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten', greeting: 'Hallo {name},',
    body: 'Vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen so bald wie möglich (Montag bis Freitag, 09:00–21:00).',
    copy: 'Ihre Nachricht:', signature: 'Ihr FerryShop-Team',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio', greeting: 'Ciao {name},',
    body: 'Grazie per averci contattato. Il nostro servizio clienti ti risponderà il prima possibile (dal lunedì al venerdì, 09:00–21:00).',
    copy: 'Il tuo messaggio:', signature: 'Il team di FerryShop',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message', greeting: 'Bonjour {name},',
    body: 'Merci de nous avoir contactés. Notre service client vous répondra dès que possible (du lundi au vendredi, 09:00–21:00).',
    copy: 'Votre message :', signature: "L'équipe FerryShop",
  },
  es: {
    subject: 'Hemos recibido tu mensaje', greeting: 'Hola {name}:',
    body: 'Gracias por contactarnos. Nuestro servicio de atención al cliente te responderá lo antes posible (de lunes a viernes, 09:00–21:00).',
    copy: 'Tu mensaje:', signature: 'El equipo de FerryShop',
  },
};

export interface ReservationText {
  readonly subject: string; readonly greeting: string; readonly intro: string; readonly reservation: string;
  readonly departure: string; readonly arrival: string; readonly vessel: string; readonly companyCode: string;
  readonly checkin: string; readonly passenger: string; readonly ticket: string; readonly vehicle: string; readonly pet: string;
  readonly price: string; readonly subtotal: string; readonly serviceFee: string; readonly shipping: string;
  readonly discount: string; readonly total: string; readonly closing: string; readonly signature: string;
  /** The link to the booking's page (tickets, printing, refund) and the warning that it opens the booking. */
  readonly viewOnline: string; readonly linkNote: string;
  /** Printed tickets by courier: `{number}` the shipping number, `{date}` the expected delivery day. */
  readonly courier: string;
  /** A change of ship between two trips of one journey: `{port}` the change port, `{wait}` the wait (`duration`). */
  readonly change: string; readonly changeOvernight: string;
  /** A wait: `{hours}` and `{minutes}` (two digits). */
  readonly duration: string;
}

export const RESERVATION_TEXTS: Record<Locale, ReservationText> = {
  el: {
    subject: 'Η κράτησή σας {code} επιβεβαιώθηκε', greeting: 'Γεια σας {name},', intro: 'Η κράτησή σας ολοκληρώθηκε. Ακολουθούν τα στοιχεία της.',
    reservation: 'Αριθμός κράτησης', departure: 'Αναχώρηση', arrival: 'Άφιξη', vessel: 'Πλοίο', companyCode: 'Κωδικός κράτησης εταιρείας',
    checkin: 'Κωδικός web check-in', passenger: 'Επιβάτης', ticket: 'Αριθμός εισιτηρίου', vehicle: 'Όχημα', pet: 'Κατοικίδιο', price: 'Τιμή',
    subtotal: 'Υποσύνολο', serviceFee: 'Χρέωση υπηρεσίας', shipping: 'Έξοδα αποστολής', discount: 'Έκπτωση', total: 'Σύνολο',
    closing: 'Καλό ταξίδι!', signature: 'Η ομάδα του FerryShop',
    viewOnline: 'Δείτε και εκτυπώστε τα εισιτήριά σας', linkNote: 'Ο σύνδεσμος ανοίγει την κράτησή σας· μην τον κοινοποιείτε.',
    courier: 'Τα έντυπα εισιτήριά σας αποστέλλονται με courier: αριθμός αποστολής {number}, αναμενόμενη παράδοση {date}.',
    change: 'Αλλαγή πλοίου στο λιμάνι {port} · αναμονή {wait}', changeOvernight: 'Αλλαγή πλοίου στο λιμάνι {port} · αναμονή {wait}, με διανυκτέρευση', duration: '{hours}ώ {minutes}λ',
  },
  en: {
    subject: 'Your reservation {code} is confirmed', greeting: 'Hello {name},', intro: 'Your reservation is complete. Here are its details.',
    reservation: 'Reservation number', departure: 'Departure', arrival: 'Arrival', vessel: 'Vessel', companyCode: 'Company reservation code',
    checkin: 'Web check-in code', passenger: 'Passenger', ticket: 'Ticket number', vehicle: 'Vehicle', pet: 'Pet', price: 'Price',
    subtotal: 'Subtotal', serviceFee: 'Service fee', shipping: 'Shipping', discount: 'Discount', total: 'Total',
    closing: 'Have a good trip!', signature: 'The FerryShop team',
    viewOnline: 'View and print your tickets', linkNote: 'This link opens your booking: please do not share it.',
    courier: 'Your printed tickets are on their way by courier: shipping number {number}, expected delivery {date}.',
    change: 'Change at {port} · {wait} wait', changeOvernight: 'Change at {port} · {wait} wait, overnight', duration: '{hours}h {minutes}m',
  },
  de: {
    subject: 'Ihre Buchung {code} ist bestätigt', greeting: 'Hallo {name},', intro: 'Ihre Buchung ist abgeschlossen. Hier sind die Einzelheiten.',
    reservation: 'Buchungsnummer', departure: 'Abfahrt', arrival: 'Ankunft', vessel: 'Schiff', companyCode: 'Buchungscode der Reederei',
    checkin: 'Web-Check-in-Code', passenger: 'Passagier', ticket: 'Ticketnummer', vehicle: 'Fahrzeug', pet: 'Haustier', price: 'Preis',
    subtotal: 'Zwischensumme', serviceFee: 'Servicegebühr', shipping: 'Versand', discount: 'Rabatt', total: 'Gesamt',
    closing: 'Gute Reise!', signature: 'Ihr FerryShop-Team',
    viewOnline: 'Tickets ansehen und drucken', linkNote: 'Dieser Link öffnet Ihre Buchung: Bitte geben Sie ihn nicht weiter.',
    courier: 'Ihre gedruckten Tickets kommen per Kurier: Sendungsnummer {number}, voraussichtliche Zustellung {date}.',
    change: 'Umstieg in {port} · {wait} Wartezeit', changeOvernight: 'Umstieg in {port} · {wait} Wartezeit, über Nacht', duration: '{hours} Std. {minutes} Min.',
  },
  it: {
    subject: 'La tua prenotazione {code} è confermata', greeting: 'Ciao {name},', intro: 'La tua prenotazione è completa. Ecco i dettagli.',
    reservation: 'Numero di prenotazione', departure: 'Partenza', arrival: 'Arrivo', vessel: 'Nave', companyCode: 'Codice di prenotazione della compagnia',
    checkin: 'Codice web check-in', passenger: 'Passeggero', ticket: 'Numero del biglietto', vehicle: 'Veicolo', pet: 'Animale', price: 'Prezzo',
    subtotal: 'Subtotale', serviceFee: 'Costo del servizio', shipping: 'Spedizione', discount: 'Sconto', total: 'Totale',
    closing: 'Buon viaggio!', signature: 'Il team di FerryShop',
    viewOnline: 'Visualizza e stampa i biglietti', linkNote: 'Questo link apre la tua prenotazione: non condividerlo.',
    courier: 'I tuoi biglietti stampati arrivano con il corriere: numero di spedizione {number}, consegna prevista {date}.',
    change: 'Cambio a {port} · attesa di {wait}', changeOvernight: 'Cambio a {port} · attesa di {wait}, di notte', duration: '{hours} h {minutes} min',
  },
  fr: {
    subject: 'Votre réservation {code} est confirmée', greeting: 'Bonjour {name},', intro: 'Votre réservation est terminée. En voici le détail.',
    reservation: 'Numéro de réservation', departure: 'Départ', arrival: 'Arrivée', vessel: 'Navire', companyCode: 'Code de réservation de la compagnie',
    checkin: "Code d'enregistrement en ligne", passenger: 'Passager', ticket: 'Numéro de billet', vehicle: 'Véhicule', pet: 'Animal', price: 'Prix',
    subtotal: 'Sous-total', serviceFee: 'Frais de service', shipping: 'Livraison', discount: 'Remise', total: 'Total',
    closing: 'Bon voyage !', signature: "L'équipe FerryShop",
    viewOnline: 'Voir et imprimer vos billets', linkNote: 'Ce lien ouvre votre réservation : ne le partagez pas.',
    courier: 'Vos billets imprimés arrivent par coursier : numéro d’envoi {number}, livraison prévue le {date}.',
    change: "Correspondance à {port} · {wait} d'attente", changeOvernight: "Correspondance à {port} · {wait} d'attente, de nuit", duration: '{hours} h {minutes}',
  },
  es: {
    subject: 'Tu reserva {code} está confirmada', greeting: 'Hola {name}:', intro: 'Tu reserva se ha completado. Estos son sus datos.',
    reservation: 'Número de reserva', departure: 'Salida', arrival: 'Llegada', vessel: 'Barco', companyCode: 'Código de reserva de la naviera',
    checkin: 'Código de web check-in', passenger: 'Pasajero', ticket: 'Número de billete', vehicle: 'Vehículo', pet: 'Mascota', price: 'Precio',
    subtotal: 'Subtotal', serviceFee: 'Tarifa de servicio', shipping: 'Envío', discount: 'Descuento', total: 'Total',
    closing: '¡Buen viaje!', signature: 'El equipo de FerryShop',
    viewOnline: 'Ver e imprimir tus billetes', linkNote: 'Este enlace abre tu reserva: no lo compartas.',
    courier: 'Tus billetes impresos llegan por mensajería: número de envío {number}, entrega prevista el {date}.',
    change: 'Transbordo en {port} · {wait} de espera', changeOvernight: 'Transbordo en {port} · {wait} de espera, de noche', duration: '{hours} h {minutes} min',
  },
};
