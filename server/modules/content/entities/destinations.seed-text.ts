/**
 * Exports: `destinationText(fact, locale)`, `routeText(fact, locale)`, `companyText(fact, locale)`, `duration(minutes,
 * locale)`, `list(items, locale)`, `COUNTRY_NAMES`. Sentence templates per language, filled with the network's facts.
 */
import type { Locale } from '../../../../src/core/shared/locale';
import type { CompanyFact, DestinationFact, RouteFact } from './destinations.seed-facts';
import { shortName } from './destinations.seed-facts';

export interface SeedText {
  readonly name: string;
  readonly excerpt: string;
  readonly description: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly metaKeywords: string;
}

const AND: Record<Locale, string> = { el: 'και', en: 'and', de: 'und', it: 'e', fr: 'et', es: 'y' };
export const list = (items: readonly string[], locale: Locale): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${AND[locale]} ${items.at(-1)}`;

export function duration(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const units: Record<Locale, [string, string]> = { el: ['ώρ.', 'λεπ.'], en: ['h', 'min'], de: ['Std.', 'Min.'], it: ['h', 'min'], fr: ['h', 'min'], es: ['h', 'min'] };
  const [hu, mu] = units[locale];
  return [h ? `${h} ${hu}` : '', m ? `${m} ${mu}` : ''].filter(Boolean).join(' ');
}

export const COUNTRY_NAMES: Record<string, Record<Locale, string>> = {
  GR: { el: 'Ελλάδα', en: 'Greece', de: 'Griechenland', it: 'Grecia', fr: 'Grèce', es: 'Grecia' },
  IT: { el: 'Ιταλία', en: 'Italy', de: 'Italien', it: 'Italia', fr: 'Italie', es: 'Italia' },
  TR: { el: 'Τουρκία', en: 'Turkey', de: 'Türkei', it: 'Turchia', fr: 'Turquie', es: 'Turquía' },
  AL: { el: 'Αλβανία', en: 'Albania', de: 'Albanien', it: 'Albania', fr: 'Albanie', es: 'Albania' },
  CY: { el: 'Κύπρος', en: 'Cyprus', de: 'Zypern', it: 'Cipro', fr: 'Chypre', es: 'Chipre' },
  HR: { el: 'Κροατία', en: 'Croatia', de: 'Kroatien', it: 'Croazia', fr: 'Croatie', es: 'Croacia' },
  ME: { el: 'Μαυροβούνιο', en: 'Montenegro', de: 'Montenegro', it: 'Montenegro', fr: 'Monténégro', es: 'Montenegro' },
  IL: { el: 'Ισραήλ', en: 'Israel', de: 'Israel', it: 'Israele', fr: 'Israël', es: 'Israel' },
};

/** Abbreviated units ("Min.") end sentences with one full stop, not two. */
const tidy = (text: string): string => text.replace(/\.\./g, '.').replace(/\.\.,/g, '.,');
const GREECE = COUNTRY_NAMES.GR as Record<Locale, string>;
const coord = (value: number, locale: Locale): string => new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value);

export function destinationText(fact: DestinationFact, locale: Locale): SeedText {
  const name = fact.names[locale];
  const country = (COUNTRY_NAMES[fact.port.country] ?? GREECE)[locale];
  const near = list(fact.neighbours.slice(0, 4).map((p) => shortName(p.names[locale])), locale);
  // Every company the sentence counts is named (it said "served by 6 companies" and named four).
  const companies = list(fact.companies.map((c) => c.name), locale);
  const n = fact.companies.length;
  const lat = coord(fact.port.latitude, locale);
  const lon = coord(fact.port.longitude, locale);
  const place = fact.port.mainland;
  const t: Record<Locale, [string, string, string]> = {
    el: [
      `${name}: εισιτήρια πλοίων, δρομολόγια και εταιρείες ${place ? 'για το λιμάνι' : 'για το νησί'}.`,
      `<p>${name} (${country}): το λιμάνι εξυπηρετείται από ${n} ${n === 1 ? 'ακτοπλοϊκή εταιρεία' : 'ακτοπλοϊκές εταιρείες'}: ${companies}. Απευθείας συνδέσεις υπάρχουν με ${near}.</p>`
        + `<p>Η αποβάθρα βρίσκεται στις συντεταγμένες ${lat}° Β, ${lon}° Α. Κλείστε το εισιτήριό σας online και παραλάβετέ το στο email σας.</p>`,
      `Πλοία για ${name}`,
    ],
    en: [
      `${name}: ferry tickets, timetables and the companies serving ${place ? 'the port' : 'the island'}.`,
      `<p>${name} (${country}) is served by ${n} ferry ${n === 1 ? 'company' : 'companies'}: ${companies}. Direct sailings connect it with ${near}.</p>`
        + `<p>The ferry quay lies at ${lat}° N, ${lon}° E. Book your ticket online and receive it by e-mail.</p>`,
      `Ferries to ${name}`,
    ],
    de: [
      `${name}: Fährtickets, Fahrpläne und die Reedereien ${place ? 'des Hafens' : 'der Insel'}.`,
      `<p>${name} (${country}) wird von ${n} ${n === 1 ? 'Reederei' : 'Reedereien'} angelaufen: ${companies}. Direkte Verbindungen bestehen nach ${near}.</p>`
        + `<p>Der Fähranleger liegt bei ${lat}° N, ${lon}° O. Buchen Sie Ihr Ticket online und erhalten Sie es per E-Mail.</p>`,
      `Fähren nach ${name}`,
    ],
    it: [
      `${name}: biglietti dei traghetti, orari e compagnie ${place ? 'del porto' : "dell'isola"}.`,
      `<p>${name} (${country}) è servita da ${n} ${n === 1 ? 'compagnia di navigazione' : 'compagnie di navigazione'}: ${companies}. Collegamenti diretti con ${near}.</p>`
        + `<p>Il molo dei traghetti si trova a ${lat}° N, ${lon}° E. Prenota il biglietto online e ricevilo via e-mail.</p>`,
      `Traghetti per ${name}`,
    ],
    fr: [
      `${name} : billets de ferry, horaires et compagnies ${place ? 'du port' : "de l'île"}.`,
      `<p>${name} (${country}) est desservie par ${n} ${n === 1 ? 'compagnie maritime' : 'compagnies maritimes'} : ${companies}. Des traversées directes la relient à ${near}.</p>`
        + `<p>Le quai des ferries se trouve à ${lat}° N, ${lon}° E. Réservez votre billet en ligne et recevez-le par e-mail.</p>`,
      `Ferries pour ${name}`,
    ],
    es: [
      `${name}: billetes de ferry, horarios y navieras ${place ? 'del puerto' : 'de la isla'}.`,
      `<p>${name} (${country}) está servida por ${n} ${n === 1 ? 'naviera' : 'navieras'}: ${companies}. Hay travesías directas a ${near}.</p>`
        + `<p>El muelle de los ferris está en ${lat}° N, ${lon}° E. Reserve su billete en línea y recíbalo por correo electrónico.</p>`,
      `Ferris a ${name}`,
    ],
  };
  const [excerpt, description, title] = t[locale];
  return { name, excerpt, description, metaTitle: title, metaDescription: excerpt, metaKeywords: [name, fact.port.names.en, fact.port.code].join(', ') };
}

export function routeText(fact: RouteFact, locale: Locale): SeedText {
  const from = shortName(fact.from.names[locale]);
  const to = shortName(fact.to.names[locale]);
  const name = `${from} – ${to}`;
  const fast = duration(fact.fastest.minutes, locale);
  const slow = duration(fact.slowest.minutes, locale);
  const miles = fact.fastest.miles;
  const companies = list(fact.companies.map((c) => c.name), locale);
  const d = fact.summerDepartures;
  const y = fact.yearDepartures;
  const t: Record<Locale, [string, string, string]> = {
    el: [
      `Πλοίο ${name}: από ${fast}, ${d} ${d === 1 ? 'αναχώρηση' : 'αναχωρήσεις'} την ημέρα το καλοκαίρι.`,
      `<p>Η διαδρομή ${name} είναι περίπου ${miles} ναυτικά μίλια. Το ταχύτερο πλοίο κάνει ${fast}${slow !== fast ? `, το πιο αργό ${slow}` : ''}.</p>`
        + `<p>Την εκτελούν ${companies}. Το καλοκαίρι υπάρχουν ${d} αναχωρήσεις την ημέρα, ${y} από αυτές όλο τον χρόνο.</p>`,
      `Εισιτήρια πλοίου ${name}`,
    ],
    en: [
      `Ferry ${name}: from ${fast}, ${d} ${d === 1 ? 'departure' : 'departures'} a day in summer.`,
      `<p>The crossing ${name} is about ${miles} nautical miles. The fastest ship takes ${fast}${slow !== fast ? `, the slowest ${slow}` : ''}.</p>`
        + `<p>It is run by ${companies}. In summer there are ${d} departures a day, ${y} of them all year round.</p>`,
      `Ferry tickets ${name}`,
    ],
    de: [
      `Fähre ${name}: ab ${fast}, im Sommer ${d} ${d === 1 ? 'Abfahrt' : 'Abfahrten'} am Tag.`,
      `<p>Die Überfahrt ${name} ist etwa ${miles} Seemeilen lang. Das schnellste Schiff braucht ${fast}${slow !== fast ? `, das langsamste ${slow}` : ''}.</p>`
        + `<p>Sie wird von ${companies} bedient. Im Sommer gibt es ${d} Abfahrten am Tag, ${y} davon das ganze Jahr.</p>`,
      `Fährtickets ${name}`,
    ],
    it: [
      `Traghetto ${name}: da ${fast}, ${d} ${d === 1 ? 'partenza' : 'partenze'} al giorno in estate.`,
      `<p>La traversata ${name} è di circa ${miles} miglia nautiche. La nave più veloce impiega ${fast}${slow !== fast ? `, la più lenta ${slow}` : ''}.</p>`
        + `<p>È operata da ${companies}. In estate ci sono ${d} partenze al giorno, ${y} delle quali tutto l'anno.</p>`,
      `Biglietti traghetto ${name}`,
    ],
    fr: [
      `Ferry ${name} : à partir de ${fast}, ${d} ${d === 1 ? 'départ' : 'départs'} par jour en été.`,
      `<p>La traversée ${name} compte environ ${miles} milles nautiques. Le navire le plus rapide met ${fast}${slow !== fast ? `, le plus lent ${slow}` : ''}.</p>`
        + `<p>Elle est assurée par ${companies}. En été, il y a ${d} départs par jour, dont ${y} toute l'année.</p>`,
      `Billets de ferry ${name}`,
    ],
    es: [
      `Ferry ${name}: desde ${fast}, ${d} ${d === 1 ? 'salida' : 'salidas'} al día en verano.`,
      `<p>La travesía ${name} tiene unas ${miles} millas náuticas. El barco más rápido tarda ${fast}${slow !== fast ? `, el más lento ${slow}` : ''}.</p>`
        + `<p>La operan ${companies}. En verano hay ${d} salidas al día, ${y} de ellas durante todo el año.</p>`,
      `Billetes de ferry ${name}`,
    ],
  };
  const [excerpt, description, title] = t[locale].map(tidy) as [string, string, string];
  return { name, excerpt, description, metaTitle: title, metaDescription: excerpt, metaKeywords: [from, to, fact.from.code, fact.to.code].join(', ') };
}

export function companyText(fact: CompanyFact, locale: Locale): SeedText {
  const { company, founded, lines } = fact;
  const ports = list(fact.ports.slice(0, 6).map((p) => shortName(p.names[locale])), locale);
  const country = (COUNTRY_NAMES[company.country] ?? GREECE)[locale];
  const t: Record<Locale, [string, string]> = {
    el: [`${company.name}: ακτοπλοΐα από το ${founded}, ${lines} ${lines === 1 ? 'γραμμή' : 'γραμμές'}.`,
      `<p>Η ${company.name} (${country}) ταξιδεύει από το ${founded} και εκτελεί ${lines} ${lines === 1 ? 'γραμμή' : 'γραμμές'} με ${lines} ${lines === 1 ? 'πλοίο' : 'πλοία'}.</p><p>Λιμάνια: ${ports}.</p>`],
    en: [`${company.name}: sailing since ${founded}, ${lines} ${lines === 1 ? 'line' : 'lines'}.`,
      `<p>${company.name} (${country}) has sailed since ${founded} and runs ${lines} ${lines === 1 ? 'line' : 'lines'} with ${lines} ${lines === 1 ? 'ship' : 'ships'}.</p><p>Ports: ${ports}.</p>`],
    de: [`${company.name}: seit ${founded} auf See, ${lines} ${lines === 1 ? 'Linie' : 'Linien'}.`,
      `<p>${company.name} (${country}) fährt seit ${founded} und betreibt ${lines} ${lines === 1 ? 'Linie' : 'Linien'} mit ${lines} ${lines === 1 ? 'Schiff' : 'Schiffen'}.</p><p>Häfen: ${ports}.</p>`],
    it: [`${company.name}: in navigazione dal ${founded}, ${lines} ${lines === 1 ? 'linea' : 'linee'}.`,
      `<p>${company.name} (${country}) naviga dal ${founded} e gestisce ${lines} ${lines === 1 ? 'linea' : 'linee'} con ${lines} ${lines === 1 ? 'nave' : 'navi'}.</p><p>Porti: ${ports}.</p>`],
    fr: [`${company.name} : en mer depuis ${founded}, ${lines} ${lines === 1 ? 'ligne' : 'lignes'}.`,
      `<p>${company.name} (${country}) navigue depuis ${founded} et exploite ${lines} ${lines === 1 ? 'ligne' : 'lignes'} avec ${lines} ${lines === 1 ? 'navire' : 'navires'}.</p><p>Ports : ${ports}.</p>`],
    es: [`${company.name}: navegando desde ${founded}, ${lines} ${lines === 1 ? 'línea' : 'líneas'}.`,
      `<p>${company.name} (${country}) navega desde ${founded} y opera ${lines} ${lines === 1 ? 'línea' : 'líneas'} con ${lines} ${lines === 1 ? 'barco' : 'barcos'}.</p><p>Puertos: ${ports}.</p>`],
  };
  const [excerpt, description] = t[locale];
  return { name: company.name, excerpt, description, metaTitle: company.name, metaDescription: excerpt, metaKeywords: [company.name, company.code].join(', ') };
}
