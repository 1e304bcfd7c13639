import { type Locale } from './locale';

/**
 * Exports: `normaliseZip(zip)`, `isGreekZip(zip)`, `prefectureMatchesZip(prefecture, zip)`, `prefectureOfZip(zip, locale)`,
 * `isPrefilledPrefecture(text, locale)`. Pure (the web app prefills the prefecture with it; the server checks the courier's).
 * Greek postal codes are five digits whose first two name the prefecture (regional unit): 10–19 Attica, 54–57
 * Thessaloniki, 84 the Cyclades… A prefecture the table knows (Greek or Latin spelling, with or without accents, or
 * its region: 'Attiki', 'Κρήτη') must agree with the code; one it does not know is left to the code alone, so an
 * unusual spelling never blocks a real Greek address.
 */
const PREFECTURES: readonly (readonly [prefixes: readonly number[], ...names: string[]])[] = [
  [[10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 80], 'attiki', 'attica', 'αττικη', 'athina', 'athens', 'αθηνα', 'peiraias', 'piraeus', 'πειραιας', 'pireas'],
  [[20], 'korinthia', 'corinthia', 'κορινθια'], [[21], 'argolida', 'argolis', 'αργολιδα'], [[22], 'arkadia', 'arcadia', 'αρκαδια'],
  [[23], 'lakonia', 'laconia', 'λακωνια'], [[24], 'messinia', 'messenia', 'μεσσηνια'], [[20, 21, 22, 23, 24], 'peloponnisos', 'peloponnese', 'πελοποννησος'],
  [[25, 26], 'achaia', 'achaea', 'axaia', 'αχαια'], [[27], 'ilia', 'elis', 'ηλεια'], [[28], 'kefalonia', 'kefallinia', 'cephalonia', 'κεφαλονια', 'κεφαλληνια'],
  [[29], 'zakynthos', 'zante', 'ζακυνθος'], [[30], 'aitoloakarnania', 'etoloakarnania', 'αιτωλοακαρνανια'], [[31], 'lefkada', 'λευκαδα'],
  [[32], 'viotia', 'boeotia', 'βοιωτια'], [[33], 'fokida', 'phocis', 'φωκιδα'], [[34], 'evia', 'euboea', 'evvoia', 'ευβοια'],
  [[35], 'fthiotida', 'phthiotis', 'φθιωτιδα'], [[36], 'evrytania', 'ευρυτανια'], [[37, 38], 'magnisia', 'magnesia', 'μαγνησια'],
  [[40, 41], 'larisa', 'larissa', 'λαρισα', 'λαρισσα'], [[42], 'trikala', 'τρικαλα'], [[43], 'karditsa', 'καρδιτσα'],
  [[44, 45], 'ioannina', 'ιωαννινα'], [[46], 'thesprotia', 'θεσπρωτια'], [[47], 'arta', 'αρτα'], [[48], 'preveza', 'πρεβεζα'],
  [[49], 'kerkyra', 'corfu', 'κερκυρα'], [[50], 'kozani', 'κοζανη'], [[51], 'grevena', 'γρεβενα'], [[52], 'kastoria', 'καστορια'],
  [[53], 'florina', 'φλωρινα'], [[54, 55, 56, 57], 'thessaloniki', 'θεσσαλονικη'], [[58], 'pella', 'πελλα'], [[59], 'imathia', 'ημαθια'],
  [[60], 'pieria', 'πιερια'], [[61], 'kilkis', 'κιλκις'], [[62], 'serres', 'σερρες'], [[63], 'chalkidiki', 'halkidiki', 'χαλκιδικη'],
  [[64, 65], 'kavala', 'καβαλα'], [[66], 'drama', 'δραμα'], [[67], 'xanthi', 'ξανθη'], [[68], 'evros', 'εβρος'], [[69], 'rodopi', 'rhodope', 'ροδοπη'],
  [[70, 71], 'irakleio', 'heraklion', 'iraklio', 'ηρακλειο'], [[72], 'lasithi', 'λασιθι'], [[73], 'chania', 'hania', 'χανια'],
  [[74], 'rethymno', 'rethymnon', 'ρεθυμνο'], [[70, 71, 72, 73, 74], 'kriti', 'crete', 'κρητη'],
  [[81], 'lesvos', 'lesbos', 'λεσβος', 'limnos', 'lemnos', 'λημνος'], [[82], 'chios', 'xios', 'χιος'], [[83], 'samos', 'σαμος', 'ikaria', 'ικαρια'],
  [[84], 'kyklades', 'cyclades', 'κυκλαδες'], [[85], 'dodekanisa', 'dodecanese', 'dodekanisos', 'δωδεκανησα', 'δωδεκανησος'],
  [[81, 82, 83, 84, 85], 'notio aigaio', 'south aegean', 'νοτιο αιγαιο', 'voreio aigaio', 'north aegean', 'βορειο αιγαιο'],
];

const USED_PREFIXES = new Set(PREFECTURES.flatMap(([prefixes]) => prefixes));

const simplify = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  .replace(/\b(nomos|prefecture|regional unit|perifereia|region)\b|νομος|περιφερειακη ενοτητα|περιφερεια/g, '')
  .replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();

const BY_NAME = new Map<string, readonly number[]>(PREFECTURES.flatMap(([prefixes, ...names]) => names.map((n) => [n, prefixes] as const)));

/** `185 38` → `18538`; undefined unless it is five digits (one space allowed after the third). */
export function normaliseZip(zip: string): string | undefined {
  const match = /^(\d{3}) ?(\d{2})$/.exec(zip.trim());
  return match ? `${match[1]}${match[2]}` : undefined;
}

/** Whether a postal code is Greek: five digits in a prefecture's range. */
export function isGreekZip(zip: string): boolean {
  const normal = normaliseZip(zip);
  return normal !== undefined && USED_PREFIXES.has(Number(normal.slice(0, 2)));
}

/** False only when the prefecture is one the table knows and the code belongs elsewhere. */
export function prefectureMatchesZip(prefecture: string, zip: string): boolean {
  const normal = normaliseZip(zip);
  const prefixes = BY_NAME.get(simplify(prefecture));
  return normal === undefined ? false : prefixes === undefined || prefixes.includes(Number(normal.slice(0, 2)));
}

/** The prefecture (or island group) of each two-digit prefix, as written in Greek and in Latin letters. */
const NAMES: Readonly<Record<number, readonly [el: string, latin: string]>> = {
  20: ['Κορινθία', 'Corinthia'], 21: ['Αργολίδα', 'Argolis'], 22: ['Αρκαδία', 'Arcadia'], 23: ['Λακωνία', 'Laconia'],
  24: ['Μεσσηνία', 'Messenia'], 25: ['Αχαΐα', 'Achaea'], 26: ['Αχαΐα', 'Achaea'], 27: ['Ηλεία', 'Elis'], 28: ['Κεφαλονιά', 'Kefalonia'],
  29: ['Ζάκυνθος', 'Zakynthos'], 30: ['Αιτωλοακαρνανία', 'Aitoloakarnania'], 31: ['Λευκάδα', 'Lefkada'], 32: ['Βοιωτία', 'Boeotia'],
  33: ['Φωκίδα', 'Phocis'], 34: ['Εύβοια', 'Euboea'], 35: ['Φθιώτιδα', 'Phthiotis'], 36: ['Ευρυτανία', 'Evrytania'],
  37: ['Μαγνησία', 'Magnesia'], 38: ['Μαγνησία', 'Magnesia'], 40: ['Λάρισα', 'Larissa'], 41: ['Λάρισα', 'Larissa'],
  42: ['Τρίκαλα', 'Trikala'], 43: ['Καρδίτσα', 'Karditsa'], 44: ['Ιωάννινα', 'Ioannina'], 45: ['Ιωάννινα', 'Ioannina'],
  46: ['Θεσπρωτία', 'Thesprotia'], 47: ['Άρτα', 'Arta'], 48: ['Πρέβεζα', 'Preveza'], 49: ['Κέρκυρα', 'Corfu'], 50: ['Κοζάνη', 'Kozani'],
  51: ['Γρεβενά', 'Grevena'], 52: ['Καστοριά', 'Kastoria'], 53: ['Φλώρινα', 'Florina'], 54: ['Θεσσαλονίκη', 'Thessaloniki'],
  55: ['Θεσσαλονίκη', 'Thessaloniki'], 56: ['Θεσσαλονίκη', 'Thessaloniki'], 57: ['Θεσσαλονίκη', 'Thessaloniki'], 58: ['Πέλλα', 'Pella'],
  59: ['Ημαθία', 'Imathia'], 60: ['Πιερία', 'Pieria'], 61: ['Κιλκίς', 'Kilkis'], 62: ['Σέρρες', 'Serres'], 63: ['Χαλκιδική', 'Chalkidiki'],
  64: ['Καβάλα', 'Kavala'], 65: ['Καβάλα', 'Kavala'], 66: ['Δράμα', 'Drama'], 67: ['Ξάνθη', 'Xanthi'], 68: ['Έβρος', 'Evros'],
  69: ['Ροδόπη', 'Rhodope'], 70: ['Ηράκλειο', 'Heraklion'], 71: ['Ηράκλειο', 'Heraklion'], 72: ['Λασίθι', 'Lasithi'], 73: ['Χανιά', 'Chania'],
  74: ['Ρέθυμνο', 'Rethymno'], 81: ['Λέσβος', 'Lesbos'], 82: ['Χίος', 'Chios'], 83: ['Σάμος', 'Samos'], 84: ['Κυκλάδες', 'Cyclades'],
  85: ['Δωδεκάνησα', 'Dodecanese'],
  ...Object.fromEntries([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 80].map((prefix) => [prefix, ['Αττική', 'Attica'] as const])),
};
/** Three-digit prefixes of another island than their two digits name (Limnos beside Lesvos, Ikaria beside Samos). */
const ISLAND_NAMES: Readonly<Record<string, readonly [el: string, latin: string]>> = {
  814: ['Λήμνος', 'Lemnos'], 833: ['Ικαρία', 'Ikaria'],
};

/**
 * The prefecture of a Greek postal code, to prefill the address form: in Greek on Greek pages, in Latin letters on
 * the others (what a courier in Greece and the traveller both read); undefined for a code that is not Greek.
 */
export function prefectureOfZip(zip: string, locale: Locale): string | undefined {
  const normal = normaliseZip(zip);
  if (normal === undefined) return undefined;
  const names = ISLAND_NAMES[normal.slice(0, 3)] ?? NAMES[Number(normal.slice(0, 2))];
  return names ? names[locale === 'el' ? 0 : 1] : undefined;
}

const ALL_NAMES: readonly (readonly [el: string, latin: string])[] = [...Object.values(NAMES), ...Object.values(ISLAND_NAMES)];
const WRITTEN = { el: new Set(ALL_NAMES.map(([el]) => el)), latin: new Set(ALL_NAMES.map(([, latin]) => latin)) };

/**
 * Whether a prefecture is one `prefectureOfZip` writes on a page of `locale` (so a new postal code may replace it):
 * 'Attica' typed on a Greek page is the traveller's own, 'Αττική' there may be the form's.
 */
export const isPrefilledPrefecture = (text: string, locale: Locale): boolean => WRITTEN[locale === 'el' ? 'el' : 'latin'].has(text);
