/**
 * Exports: `TICKET_TEXTS`, `TicketText`. The words of the tickets' documents (PDF, printable e-ticket, calendar
 * files, the tickets part of the reservation e-mail) in the shop's six languages, beside the reservation e-mail's own
 * (`RESERVATION_TEXTS`, whose labels they reuse). `{n}` is a trip's number, `{count}` the trips.
 */
import type { AssistanceKind } from '../../../src/core/booking/domain/assistance';
import type { Locale } from '../../../src/core/shared/locale';

export interface TicketText {
  readonly title: string; readonly tripOf: string; readonly showCode: string; readonly attached: string;
  readonly fullName: string; readonly email: string; readonly type: string; readonly place: string; readonly plate: string;
  readonly garage: string; readonly qrAlt: string;
  /** The link to the manage-booking page. */
  readonly manage: string;
  /** Assistance for reduced mobility: the label and each kind's name. */
  readonly assistance: string; readonly kinds: Readonly<Record<AssistanceKind, string>>;
}

export const TICKET_TEXTS: Record<Locale, TicketText> = {
  el: {
    title: 'Ηλεκτρονικά εισιτήρια', tripOf: 'Διαδρομή {n} από {count}', showCode: 'Δείξτε τον κωδικό QR κάθε εισιτηρίου στην επιβίβαση.',
    attached: 'Τα εισιτήρια σε PDF και ένα αρχείο ημερολογίου για κάθε διαδρομή είναι συνημμένα.',
    fullName: 'Ονοματεπώνυμο', email: 'E-mail', type: 'Τύπος', place: 'Θέση', plate: 'Πινακίδα', garage: 'Γκαράζ', qrAlt: 'Κωδικός QR εισιτηρίου {ticket}',
    manage: 'Διαχείριση κράτησης: ακύρωση, αλλαγή, βοήθεια για άτομα με αναπηρία',
    assistance: 'Βοήθεια ΑμεΑ', kinds: { wheelchair: 'Αναπηρικό αμαξίδιο', walking: 'Δυσκολία στο βάδισμα', visual: 'Προβλήματα όρασης', hearing: 'Προβλήματα ακοής', other: 'Άλλη βοήθεια' },
  },
  en: {
    title: 'E-tickets', tripOf: 'Trip {n} of {count}', showCode: 'Show each ticket’s QR code at boarding.',
    attached: 'Your tickets as a PDF and a calendar file for each trip are attached.',
    fullName: 'Full name', email: 'E-mail', type: 'Type', place: 'Place', plate: 'Plate', garage: 'Garage', qrAlt: 'QR code of ticket {ticket}',
    manage: 'Manage your booking: cancel, change, assistance for reduced mobility',
    assistance: 'Assistance', kinds: { wheelchair: 'Wheelchair', walking: 'Difficulty walking', visual: 'Visual impairment', hearing: 'Hearing impairment', other: 'Other help' },
  },
  de: {
    title: 'E-Tickets', tripOf: 'Fahrt {n} von {count}', showCode: 'Zeigen Sie beim Einsteigen den QR-Code jedes Tickets vor.',
    attached: 'Ihre Tickets als PDF und eine Kalenderdatei für jede Fahrt sind angehängt.',
    fullName: 'Name', email: 'E-Mail', type: 'Art', place: 'Platz', plate: 'Kennzeichen', garage: 'Garage', qrAlt: 'QR-Code des Tickets {ticket}',
    manage: 'Buchung verwalten: stornieren, ändern, Hilfe für Reisende mit eingeschränkter Mobilität',
    assistance: 'Hilfeleistung', kinds: { wheelchair: 'Rollstuhl', walking: 'Gehbehinderung', visual: 'Sehbehinderung', hearing: 'Hörbehinderung', other: 'Andere Hilfe' },
  },
  it: {
    title: 'Biglietti elettronici', tripOf: 'Tratta {n} di {count}', showCode: "Mostra il codice QR di ogni biglietto all'imbarco.",
    attached: 'In allegato trovi i biglietti in PDF e un file di calendario per ogni tratta.',
    fullName: 'Nome e cognome', email: 'E-mail', type: 'Tipo', place: 'Posto', plate: 'Targa', garage: 'Garage', qrAlt: 'Codice QR del biglietto {ticket}',
    manage: 'Gestisci la prenotazione: cancella, modifica, assistenza per mobilità ridotta',
    assistance: 'Assistenza', kinds: { wheelchair: 'Sedia a rotelle', walking: 'Difficoltà a camminare', visual: 'Disabilità visiva', hearing: 'Disabilità uditiva', other: 'Altra assistenza' },
  },
  fr: {
    title: 'Billets électroniques', tripOf: 'Trajet {n} sur {count}', showCode: "Présentez le code QR de chaque billet à l'embarquement.",
    attached: 'Vos billets en PDF et un fichier de calendrier pour chaque trajet sont joints.',
    fullName: 'Nom complet', email: 'E-mail', type: 'Type', place: 'Place', plate: 'Immatriculation', garage: 'Garage', qrAlt: 'Code QR du billet {ticket}',
    manage: 'Gérer votre réservation : annuler, modifier, assistance aux personnes à mobilité réduite',
    assistance: 'Assistance', kinds: { wheelchair: 'Fauteuil roulant', walking: 'Difficulté à marcher', visual: 'Déficience visuelle', hearing: 'Déficience auditive', other: 'Autre aide' },
  },
  es: {
    title: 'Billetes electrónicos', tripOf: 'Trayecto {n} de {count}', showCode: 'Muestra el código QR de cada billete al embarcar.',
    attached: 'Adjuntamos tus billetes en PDF y un archivo de calendario para cada trayecto.',
    fullName: 'Nombre completo', email: 'Correo electrónico', type: 'Tipo', place: 'Plaza', plate: 'Matrícula', garage: 'Garaje', qrAlt: 'Código QR del billete {ticket}',
    manage: 'Gestiona tu reserva: cancelar, cambiar, asistencia para movilidad reducida',
    assistance: 'Asistencia', kinds: { wheelchair: 'Silla de ruedas', walking: 'Dificultad para caminar', visual: 'Discapacidad visual', hearing: 'Discapacidad auditiva', other: 'Otra ayuda' },
  },
};
