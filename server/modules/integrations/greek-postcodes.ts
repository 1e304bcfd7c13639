/**
 * Exports: `normaliseZip(zip)`, `isGreekZip(zip)`, `prefectureMatchesZip(prefecture, zip)`.
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
