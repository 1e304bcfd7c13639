import { isLocale, type Locale } from '../../shared/locale';

/** A language the shop is offered in; the default one (Greek) is listed first. */
export interface Language {
  readonly code: Locale;
  readonly name: string;
  readonly default: boolean;
  readonly position: number;
}

/** Known locales only, the default language first, then by position. */
export function orderLanguages(rows: readonly { code: string; name: string; default: boolean; position: number }[]): Language[] {
  return rows
    .filter((row): row is Language => isLocale(row.code))
    .sort((a, b) => Number(b.default) - Number(a.default) || a.position - b.position);
}
