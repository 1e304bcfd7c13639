import { athensDate } from '../../../core/shared/athens-time';

/**
 * Makes and uses one of each kind of Intl formatter the shop's pages show for each tag (the page's locale and its
 * date locale: a number, a plural, a date in UTC and one in Athens time) and the Athens calendar day's formatter
 * (`athensDate`, the same 'en-CA' one the app makes). The first formatter of a kind in a renderer process loads ICU's
 * list of available locales and then each locale's data (about 10-15 ms of CPU, 25-60 ms on a loaded machine, in one
 * uninterruptible call); the browser keeps all of it for the process, so done in a worker it costs the main thread
 * nothing.
 */
export function warmIntlFor(tags: readonly string[]): string[] {
  const made: string[] = [];
  for (const tag of tags) {
    made.push(
      new Intl.NumberFormat(tag).format(1),
      new Intl.PluralRules(tag).select(1),
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
      new Intl.DateTimeFormat(tag, { weekday: 'long', hour: '2-digit', timeZone: 'Europe/Athens' }).format(0),
    );
  }
  made.push(athensDate(new Date(0).toISOString()));
  return made;
}
