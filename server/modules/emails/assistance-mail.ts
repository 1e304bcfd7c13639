/**
 * Exports: `assistanceMail(input)`, `assistanceMailOf(base, items)`, `ASSISTANCE_MAIL_TEXTS`.
 * The e-mail that confirms assistance for reduced mobility asked for (or changed, or withdrawn) after booking, from
 * "Manage booking" (issue 17, EU Regulation 1177/2010): who, what help, which leg; whether it was asked in time (at
 * least 48 hours before departure: the company must provide it) or late (the company will still try, the shop cannot
 * guarantee it), and the departure port's passenger assistance point (phone, e-mail, opening hours). Text and HTML
 * parts in the order's language; queued in the transaction that records the request.
 */
import type { AssistanceRequest, PortContact } from '../../../src/contract/index';
import { athensDateTime } from '../../../src/core/shared/date-locale';
import type { Locale } from '../../../src/core/shared/locale';
import type { OutgoingMail } from '../../mail/mailer';
import { manageBookingLink } from '../../mail/links';
import { assistanceText } from '../tickets/documents';
import { escapeHtml, mailPage } from '../../mail/html';

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

export const ASSISTANCE_MAIL_TEXTS: Record<Locale, AssistanceMailText> = {
  el: {
    subject: 'Κράτηση {code}: βοήθεια ΑμεΑ για {name}',
    greeting: 'Γεια σας,',
    recorded: 'Διαβιβάσαμε το αίτημά σας στην {company}: {help} για {name} στο ταξίδι {leg}, {date}.',
    withdrawn: 'Ενημερώσαμε την {company} ότι {name} δεν χρειάζεται πλέον βοήθεια στο ταξίδι {leg}, {date}.',
    inTime: 'Το αίτημα υποβλήθηκε τουλάχιστον 48 ώρες πριν από την αναχώρηση, οπότε η εταιρεία οφείλει να παράσχει τη βοήθεια (Κανονισμός (ΕΕ) 1177/2010).',
    late: 'Το αίτημα υποβλήθηκε λιγότερο από 48 ώρες πριν από την αναχώρηση: η εταιρεία θα προσπαθήσει να βοηθήσει, αλλά δεν μπορούμε να το εγγυηθούμε.',
    contactIntro: 'Σημείο εξυπηρέτησης επιβατών στο λιμάνι {port}:',
    phone: 'Τηλέφωνο',
    email: 'E-mail',
    hours: 'Ωράριο: {opens}–{closes} (τοπική ώρα)',
    order: 'Κωδικός κράτησης',
    viewOnline: 'Διαχείριση της κράτησής σας',
    signature: 'Η ομάδα του FerryShop',
  },
  en: {
    subject: 'Booking {code}: assistance for {name}',
    greeting: 'Hello,',
    recorded: 'We have passed your request to {company}: {help} for {name} on {leg}, {date}.',
    withdrawn: 'We have told {company} that {name} no longer needs assistance on {leg}, {date}.',
    inTime: 'You asked at least 48 hours before departure, so the company must provide this assistance (EU Regulation 1177/2010).',
    late: 'You asked less than 48 hours before departure: the company will still try to help, but we cannot guarantee it.',
    contactIntro: 'Passenger assistance point at the port of {port}:',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Open {opens}–{closes} (local time)',
    order: 'Booking code',
    viewOnline: 'Manage your booking',
    signature: 'The FerryShop team',
  },
  de: {
    subject: 'Buchung {code}: Hilfeleistung für {name}',
    greeting: 'Hallo,',
    recorded: 'Wir haben Ihre Anfrage an {company} weitergeleitet: {help} für {name} auf der Überfahrt {leg}, {date}.',
    withdrawn: 'Wir haben {company} mitgeteilt, dass {name} auf der Überfahrt {leg}, {date}, keine Hilfeleistung mehr benötigt.',
    inTime: 'Sie haben mindestens 48 Stunden vor der Abfahrt angefragt; die Reederei muss die Hilfeleistung erbringen (Verordnung (EU) Nr. 1177/2010).',
    late: 'Sie haben weniger als 48 Stunden vor der Abfahrt angefragt: Die Reederei wird sich trotzdem bemühen, zu helfen, aber wir können es nicht garantieren.',
    contactIntro: 'Hilfestelle für Fahrgäste im Hafen {port}:',
    phone: 'Telefon',
    email: 'E-Mail',
    hours: 'Geöffnet {opens}–{closes} (Ortszeit)',
    order: 'Buchungscode',
    viewOnline: 'Ihre Buchung verwalten',
    signature: 'Ihr FerryShop-Team',
  },
  it: {
    subject: 'Prenotazione {code}: assistenza per {name}',
    greeting: 'Ciao,',
    recorded: 'Abbiamo trasmesso la tua richiesta a {company}: {help} per {name} sulla tratta {leg}, {date}.',
    withdrawn: 'Abbiamo comunicato a {company} che {name} non ha più bisogno di assistenza sulla tratta {leg}, {date}.',
    inTime: 'Hai fatto richiesta almeno 48 ore prima della partenza, quindi la compagnia è tenuta a fornire l’assistenza (Regolamento (UE) n. 1177/2010).',
    late: 'Hai fatto richiesta meno di 48 ore prima della partenza: la compagnia cercherà comunque di aiutarti, ma non possiamo garantirlo.',
    contactIntro: 'Punto di assistenza passeggeri del porto di {port}:',
    phone: 'Telefono',
    email: 'E-mail',
    hours: 'Aperto {opens}–{closes} (ora locale)',
    order: 'Codice di prenotazione',
    viewOnline: 'Gestisci la tua prenotazione',
    signature: 'Il team di FerryShop',
  },
  fr: {
    subject: 'Réservation {code} : assistance pour {name}',
    greeting: 'Bonjour,',
    recorded: 'Nous avons transmis votre demande à {company} : {help} pour {name} sur le trajet {leg}, {date}.',
    withdrawn: 'Nous avons informé {company} que {name} n’a plus besoin d’assistance sur le trajet {leg}, {date}.',
    inTime: 'Vous avez fait la demande au moins 48 heures avant le départ : la compagnie doit fournir cette assistance (règlement (UE) n° 1177/2010).',
    late: 'Vous avez fait la demande moins de 48 heures avant le départ : la compagnie essaiera tout de même d’aider, mais nous ne pouvons pas le garantir.',
    contactIntro: 'Point d’assistance aux passagers du port de {port} :',
    phone: 'Téléphone',
    email: 'E-mail',
    hours: 'Ouvert de {opens} à {closes} (heure locale)',
    order: 'Code de réservation',
    viewOnline: 'Gérer votre réservation',
    signature: "L'équipe FerryShop",
  },
  es: {
    subject: 'Reserva {code}: asistencia para {name}',
    greeting: 'Hola:',
    recorded: 'Hemos transmitido tu solicitud a {company}: {help} para {name} en el trayecto {leg}, {date}.',
    withdrawn: 'Hemos informado a {company} de que {name} ya no necesita asistencia en el trayecto {leg}, {date}.',
    inTime: 'Lo solicitaste al menos 48 horas antes de la salida, así que la naviera debe prestar la asistencia (Reglamento (UE) n.º 1177/2010).',
    late: 'Lo solicitaste menos de 48 horas antes de la salida: la naviera intentará ayudar de todos modos, pero no podemos garantizarlo.',
    contactIntro: 'Punto de asistencia a pasajeros del puerto de {port}:',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Abierto de {opens} a {closes} (hora local)',
    order: 'Código de reserva',
    viewOnline: 'Gestionar tu reserva',
    signature: 'El equipo de FerryShop',
  },
};

/** One passenger's request on one leg, as the e-mail tells it. */
export interface AssistanceMailItem {
  readonly passengerName: string;
  readonly companyName: string;
  readonly from: string;
  readonly to_: string;
  readonly departureMs: number;
  readonly assistance: AssistanceRequest['assistance'];
  readonly inTime: boolean;
  readonly port: PortContact | null;
}

interface AssistanceMailBase {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  readonly publicUrl: string;
}

export type AssistanceMailInput = AssistanceMailBase & AssistanceMailItem;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

/** The assistance e-mail of one request, in the order's language. */
export const assistanceMail = (input: AssistanceMailInput): OutgoingMail => assistanceMailOf(input, [input]);

/**
 * The assistance e-mail of one or more requests of one order (several when changes made within a few minutes are
 * confirmed together, ../booking/assistance-mail-limit.ts): per request what was passed on and whether in time, the
 * port's contact once per port; one request reads exactly as `assistanceMail`.
 */
export function assistanceMailOf(base: AssistanceMailBase, items: readonly AssistanceMailItem[]): OutgoingMail {
  const t = ASSISTANCE_MAIL_TEXTS[base.lang];
  const names = [...new Set(items.map((i) => i.passengerName))].join(', ');
  const subject = fill(t.subject, { code: base.orderCode, name: names });
  const link = manageBookingLink(base.publicUrl, base.lang, base.orderCode);
  const shownPorts = new Set<string>();
  const blocks = items.map((item) => {
    const values = {
      code: base.orderCode, name: item.passengerName, company: item.companyName, leg: `${item.from} → ${item.to_}`,
      date: athensDateTime(new Date(item.departureMs).toISOString(), base.lang),
      help: item.assistance ? assistanceText(item.assistance, base.lang) : '',
    };
    const what = fill(item.assistance ? t.recorded : t.withdrawn, values);
    const when = item.assistance ? (item.inTime ? t.inTime : t.late) : '';
    const port = item.port && !shownPorts.has(item.port.port) ? item.port : null;
    if (port) shownPorts.add(port.port);
    const contact = port ? [
      fill(t.contactIntro, { port: port.port_name }), port.authority, `${t.phone}: ${port.phone}`, `${t.email}: ${port.email}`,
      fill(t.hours, { opens: port.opens, closes: port.closes }),
    ] : [];
    const text = [what, ...(when ? [when] : []), '', ...(contact.length ? [...contact, ''] : [])];
    const html = `<p>${escapeHtml(what)}</p>
${when ? `<p><strong>${escapeHtml(when)}</strong></p>` : ''}
${port ? `<p>${escapeHtml(contact[0] ?? '')}<br>${escapeHtml(port.authority)}<br>${escapeHtml(t.phone)}: <a href="tel:${escapeHtml(port.phone)}">${escapeHtml(port.phone)}</a><br>${escapeHtml(t.email)}: <a href="mailto:${escapeHtml(port.email)}">${escapeHtml(port.email)}</a><br>${escapeHtml(contact[4] ?? '')}</p>` : ''}`;
    return { text, html };
  });
  const text = [t.greeting, '', ...blocks.flatMap((b) => b.text), `${t.order}: ${base.orderCode}`, `${t.viewOnline}: ${link}`, '', t.signature, ''].join('\n');
  const html = mailPage(base.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
${blocks.map((b) => b.html).join('\n')}
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(base.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: base.to, subject, text, html };
}
