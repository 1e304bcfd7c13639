import { useIntl } from 'react-intl';
import { usePageHead } from '../head-context';
import { isLocale, type Locale, DEFAULT_LOCALE, localizePath } from '../../../core/shared/locale';

/** The page's locale (fixed per page load: switching language reloads the page). */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A locale-free path (`/contact`) for the page's locale (`/en/contact`). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

export const BRAND = 'FerryShop';

/** Sets `document.title` for the page being shown (`Title | FerryShop`; see `usePageHead` for the rest of the head). */
export function usePageTitle(title: string): void {
  usePageHead({ title: `${title} | ${BRAND}` });
}
