import { type MenuItem, type MenuName } from '../../core/content';
import { type Locale, LOCALES } from '../../core/shared/locale';
import { type InMemoryPage, seedPages } from './content-pages.seed';

export interface ContentSeed {
  languages: { code: string; name: string; default: boolean; position: number }[];
  settings: Record<string, string>;
  menus: Partial<Record<Locale, Partial<Record<MenuName, MenuItem[]>>>>;
  /** Content pages; none when absent. */
  pages?: InMemoryPage[];
}

type Names = Record<Locale, string>;

const LANGUAGE_NAMES: Names = { el: 'Ελληνικά', en: 'English', de: 'Deutsch', it: 'Italiano', fr: 'Français', es: 'Español' };

const MAIN: [string, Names][] = [
  ['/destinations', { el: 'Προορισμοί', en: 'Destinations', de: 'Reiseziele', it: 'Destinazioni', fr: 'Destinations', es: 'Destinos' }],
  ['/routes', { el: 'Δρομολόγια', en: 'Routes', de: 'Routen', it: 'Rotte', fr: 'Lignes', es: 'Rutas' }],
  ['/companies', { el: 'Ακτοπλοϊκές', en: 'Ferry companies', de: 'Reedereien', it: 'Compagnie', fr: 'Compagnies', es: 'Navieras' }],
  ['/offers', { el: 'Προσφορές', en: 'Offers', de: 'Angebote', it: 'Offerte', fr: 'Offres', es: 'Ofertas' }],
  ['/blog', { el: 'Blog', en: 'Blog', de: 'Blog', it: 'Blog', fr: 'Blog', es: 'Blog' }],
];
const FOOTER: [string, Names][] = [
  ...MAIN.slice(0, 4),
  ['/contact', { el: 'Επικοινωνία', en: 'Contact', de: 'Kontakt', it: 'Contatti', fr: 'Contact', es: 'Contacto' }],
];
const TERMS: Names = { el: 'Όροι και προϋποθέσεις', en: 'Terms and conditions', de: 'AGB', it: 'Termini e condizioni', fr: 'Conditions générales', es: 'Términos y condiciones' };
const PRIVACY: Names = { el: 'Πολιτική απορρήτου', en: 'Privacy policy', de: 'Datenschutz', it: 'Informativa sulla privacy', fr: 'Politique de confidentialité', es: 'Política de privacidad' };

function items(locale: Locale, prefix: string, rows: [string, Names][]): MenuItem[] {
  return rows.map(([link, names], i) => ({
    id: `${prefix}-${locale}-${i + 1}`, name: names[locale], link, position: i + 1, active: true, children: [],
  }));
}

function bottom(locale: Locale): MenuItem[] {
  const greek = locale === 'el';
  return items(locale, 'bottom', [
    [greek ? '/oroi-and-proypo8eseis' : '/terms-and-conditions', TERMS],
    [greek ? '/politikh-aporrhtoy' : '/privacy-policy', PRIVACY],
  ]);
}

/** The demo content: six languages, the three menus per language, and the settings the footer shows. */
export function seedContent(): ContentSeed {
  return {
    languages: LOCALES.map((code, i) => ({ code, name: LANGUAGE_NAMES[code], default: code === 'el', position: i + 1 })),
    settings: {
      supportEmail: 'support@ferries.example',
      supportPhone: '+30 210 123 4567',
      supportHours: 'Mo-Fr 09:00-21:00',
      facebookUrl: 'https://www.facebook.com/ferries.example',
      instagramUrl: 'https://www.instagram.com/ferries.example',
      xUrl: 'https://x.com/ferries_example',
      youtubeUrl: 'https://www.youtube.com/@ferries.example',
      appStoreUrl: 'https://apps.apple.com/app/ferries-example/id000000001',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=example.ferries',
      reviewsRating: '4.7',
      reviewsCount: '1280',
    },
    menus: Object.fromEntries(LOCALES.map((l) => [l, {
      'Main Menu': items(l, 'main', MAIN),
      'Footer Menu': items(l, 'footer', FOOTER),
      'Footer Bottom Menu': bottom(l),
    }])),
    pages: seedPages(),
  };
}
