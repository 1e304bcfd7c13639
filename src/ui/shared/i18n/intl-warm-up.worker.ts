import { dateLocale } from '../../../core/shared/date-locale';
import { splitLocalePath } from '../../../core/shared/locale';
import { warmIntlFor } from './intl-warm-up-steps';

// A dedicated worker that makes the page's first Intl formatters, started by src/main.tsx (see intl-warm-up.ts):
// the browser keeps what a first formatter loads (ICU's lists of locales, the locale's data) for the whole renderer
// process, so the page's own formatters, made afterwards on the main thread, find it ready. Gets the page's path.
addEventListener('message', (event: MessageEvent<unknown>) => {
  const locale = splitLocalePath(typeof event.data === 'string' ? event.data : '/').locale;
  warmIntlFor([locale, dateLocale(locale)]);
  close();
});
