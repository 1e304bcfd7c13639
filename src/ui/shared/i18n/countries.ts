import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { type Locale } from '../../../core/shared/locale';

export interface CountryOption {
  /** ISO 3166 two-letter code (GR). */
  readonly code: string;
  /** The country's name in the page's language. */
  readonly name: string;
  /** International calling prefix (+30). */
  readonly prefix: string;
}

const cache = new Map<Locale, CountryOption[]>();

/** Every country with a telephone numbering plan, named in the locale, Greece first and then by name. */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  const options = getCountries().map((code) => ({
    code, name: names?.of(code) ?? code, prefix: `+${getCountryCallingCode(code)}`,
  }));
  options.sort((a, b) => (a.code === 'GR' ? -1 : b.code === 'GR' ? 1 : collator.compare(a.name, b.name)));
  cache.set(locale, options);
  return options;
}

