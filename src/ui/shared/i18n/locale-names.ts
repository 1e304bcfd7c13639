import { type Locale } from '../../../core/shared/locale';

/** Each language's own name for itself (an endonym reads the same whatever the page's language). */
export const ENDONYMS: Record<Locale, string> = {
  el: 'Ελληνικά', en: 'English', de: 'Deutsch', it: 'Italiano', fr: 'Français', es: 'Español',
};
