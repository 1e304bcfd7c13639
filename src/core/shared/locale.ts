/** The shop's locales. Greek is the default and has no URL prefix; the others are prefixed (/en, /de, …). */
export const LOCALES = ['el', 'en', 'de', 'it', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'el';
/** Locales that appear as a URL prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'el'>[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits a pathname into its locale and the path without the prefix. `/el/...` is not a locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) {
    return { locale: match[1], path: match[2] || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

/** Prefixes a locale-free path for a locale: `localizePath('/contact', 'de')` is `/de/contact`; Greek stays bare. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}
