import { LOCALES, type Locale, localizePath, splitLocalePath } from '../../../core/shared/locale';

export interface LanguageLink {
  locale: Locale;
  /** The upper-case code shown (`EL`, `DE`). */
  code: string;
  href: string;
}

/**
 * The language switch: every other locale, linking to the same path in that locale. On `/en/contact`:
 * EL → `/contact`, DE → `/de/contact`, …
 */
export function languageLinks(pathname: string, current: Locale): LanguageLink[] {
  const { path } = splitLocalePath(pathname);
  return LOCALES.filter((l) => l !== current).map((locale) => ({
    locale,
    code: locale.toUpperCase(),
    href: localizePath(path, locale),
  }));
}
