import { type Locale } from '../../../core/shared/locale';

export type Messages = Record<string, string>;

// One import per locale, so the bundler emits one chunk each and a page fetches only its own language.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  el: () => import('../../../../locales/el.json'),
  en: () => import('../../../../locales/en.json'),
  de: () => import('../../../../locales/de.json'),
  it: () => import('../../../../locales/it.json'),
  fr: () => import('../../../../locales/fr.json'),
  es: () => import('../../../../locales/es.json'),
};

/** The ICU messages of one locale. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
