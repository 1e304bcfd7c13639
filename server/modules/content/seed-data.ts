/**
 * Exports: `LANGUAGES`, `SETTINGS`, `MENUS`, `APPLICATIONS`, `RESOURCES`: the content the first start seeds. Menu links are locale-free paths;
 * content-page slugs are per language (the web app adds the locale prefix).
 */
import type { Locale } from '../../../src/core/shared/locale';

export const LANGUAGES: readonly { code: Locale; name: string; englishName: string; isDefault: boolean; position: number }[] = [
  { code: 'el', name: 'Ελληνικά', englishName: 'Greek', isDefault: true, position: 1 },
  { code: 'en', name: 'English', englishName: 'English', isDefault: false, position: 2 },
  { code: 'de', name: 'Deutsch', englishName: 'German', isDefault: false, position: 3 },
  { code: 'it', name: 'Italiano', englishName: 'Italian', isDefault: false, position: 4 },
  { code: 'fr', name: 'Français', englishName: 'French', isDefault: false, position: 5 },
  { code: 'es', name: 'Español', englishName: 'Spanish', isDefault: false, position: 6 },
];

/** Values are strings; `supportHours` uses the schema.org openingHours notation (SPEC.md 9: weekdays 09–21). */
export const SETTINGS: Readonly<Record<string, string>> = {
  supportEmail: 'customercare@ferryshop.gr',
  supportPhone: '+30 210 459 8800',
  supportHours: 'Mo-Fr 09:00-21:00',
  facebookUrl: 'https://www.facebook.com/ferryshop.gr',
  instagramUrl: 'https://www.instagram.com/ferryshop.gr',
  xUrl: 'https://x.com/ferryshop_gr',
  youtubeUrl: 'https://www.youtube.com/@ferryshopgr',
  appStoreUrl: 'https://apps.apple.com/gr/app/ferryshop/id1512345678',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=gr.ferryshop.app',
  reviewsRating: '4.7',
  reviewsCount: '12843',
};

type Item = readonly [name: string, link: string];
export type MenuName = 'Main Menu' | 'Footer Menu' | 'Footer Bottom Menu';

export const MENUS: Readonly<Record<MenuName, Readonly<Record<Locale, readonly Item[]>>>> = {
  'Main Menu': {
    el: [['Προορισμοί', '/destinations'], ['Δρομολόγια', '/routes'], ['Ακτοπλοϊκές εταιρείες', '/companies'], ['Προσφορές', '/offers'], ['Ιστολόγιο', '/blog'], ['Επικοινωνία', '/contact']],
    en: [['Destinations', '/destinations'], ['Routes', '/routes'], ['Ferry companies', '/companies'], ['Offers', '/offers'], ['Blog', '/blog'], ['Contact', '/contact']],
    de: [['Reiseziele', '/destinations'], ['Fährverbindungen', '/routes'], ['Reedereien', '/companies'], ['Angebote', '/offers'], ['Blog', '/blog'], ['Kontakt', '/contact']],
    it: [['Destinazioni', '/destinations'], ['Rotte', '/routes'], ['Compagnie di navigazione', '/companies'], ['Offerte', '/offers'], ['Blog', '/blog'], ['Contatti', '/contact']],
    fr: [['Destinations', '/destinations'], ['Itinéraires', '/routes'], ['Compagnies maritimes', '/companies'], ['Offres', '/offers'], ['Blog', '/blog'], ['Contact', '/contact']],
    es: [['Destinos', '/destinations'], ['Rutas', '/routes'], ['Navieras', '/companies'], ['Ofertas', '/offers'], ['Blog', '/blog'], ['Contacto', '/contact']],
  },
  'Footer Menu': {
    el: [['Σχετικά με εμάς', '/sxetika-me-emas'], ['Συχνές ερωτήσεις', '/syxnes-erwthseis'], ['Πώς να κλείσετε εισιτήριο', '/pws-na-kleisete-eisithrio'], ['Αλλαγές και ακυρώσεις', '/allages-kai-akyrwseis'], ['Επικοινωνία', '/contact']],
    en: [['About us', '/about-us'], ['Frequently asked questions', '/faq'], ['How to book', '/how-to-book'], ['Changes and cancellations', '/changes-and-cancellations'], ['Contact', '/contact']],
    de: [['Über uns', '/ueber-uns'], ['Häufige Fragen', '/haeufige-fragen'], ['So buchen Sie', '/so-buchen-sie'], ['Umbuchung und Stornierung', '/umbuchung-und-stornierung'], ['Kontakt', '/contact']],
    it: [['Chi siamo', '/chi-siamo'], ['Domande frequenti', '/domande-frequenti'], ['Come prenotare', '/come-prenotare'], ['Modifiche e cancellazioni', '/modifiche-e-cancellazioni'], ['Contatti', '/contact']],
    fr: [['À propos', '/a-propos'], ['Questions fréquentes', '/questions-frequentes'], ['Comment réserver', '/comment-reserver'], ['Modifications et annulations', '/modifications-et-annulations'], ['Contact', '/contact']],
    es: [['Sobre nosotros', '/sobre-nosotros'], ['Preguntas frecuentes', '/preguntas-frecuentes'], ['Cómo reservar', '/como-reservar'], ['Cambios y cancelaciones', '/cambios-y-cancelaciones'], ['Contacto', '/contact']],
  },
  'Footer Bottom Menu': {
    el: [['Όροι και προϋποθέσεις', '/oroi-and-proypo8eseis'], ['Πολιτική απορρήτου', '/politikh-aporrhtoy']],
    en: [['Terms and conditions', '/terms-and-conditions'], ['Privacy policy', '/privacy-policy']],
    de: [['Allgemeine Geschäftsbedingungen', '/allgemeine-geschaeftsbedingungen'], ['Datenschutzerklärung', '/datenschutzerklaerung']],
    it: [['Termini e condizioni', '/termini-e-condizioni'], ['Informativa sulla privacy', '/informativa-sulla-privacy']],
    fr: [['Conditions générales', '/conditions-generales'], ['Politique de confidentialité', '/politique-de-confidentialite']],
    es: [['Términos y condiciones', '/terminos-y-condiciones'], ['Política de privacidad', '/politica-de-privacidad']],
  },
};

/** The API's client applications (GET /api/applications, administrator only). */
export const APPLICATIONS: readonly { id: string; name: string; description: string }[] = [
  { id: 'ferry-shop', name: 'FerryShop', description: 'The ferry-ticket web shop and its installed app' },
];

const PDF = 'application/pdf';
/**
 * Documents pages link to (the `resources` entity): the competition-rules PDFs of SPEC.md section 9, in Greek and
 * English (public/files/); the other languages link the English one and say so. The Greek version comes first.
 */
export const RESOURCES: readonly {
  slug: string;
  versions: readonly { languageCode: Locale; title: string; description: string; url: string; mimeType: string }[];
}[] = [
  {
    slug: 'competition-rules',
    versions: [
      { languageCode: 'el', title: 'Όροι διαγωνισμού', description: 'Οι όροι συμμετοχής στην κλήρωση FerryShop 2027 (PDF).', url: '/files/competition-rules-el.pdf', mimeType: PDF },
      { languageCode: 'en', title: 'Competition rules', description: 'The rules of the FerryShop prize draw 2027 (PDF).', url: '/files/competition-rules-en.pdf', mimeType: PDF },
      { languageCode: 'de', title: 'Teilnahmebedingungen des Gewinnspiels', description: 'Die Teilnahmebedingungen der FerryShop-Verlosung 2027 (PDF, auf Englisch).', url: '/files/competition-rules-en.pdf', mimeType: PDF },
      { languageCode: 'it', title: 'Regolamento del concorso', description: 'Il regolamento dell\'estrazione a premi FerryShop 2027 (PDF, in inglese).', url: '/files/competition-rules-en.pdf', mimeType: PDF },
      { languageCode: 'fr', title: 'Règlement du jeu-concours', description: 'Le règlement du tirage au sort FerryShop 2027 (PDF, en anglais).', url: '/files/competition-rules-en.pdf', mimeType: PDF },
      { languageCode: 'es', title: 'Bases del sorteo', description: 'Las bases del sorteo FerryShop 2027 (PDF, en inglés).', url: '/files/competition-rules-en.pdf', mimeType: PDF },
    ],
  },
];
