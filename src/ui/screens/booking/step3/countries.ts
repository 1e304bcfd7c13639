import { type CountryCode, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { type CountryOption } from '../../../shared/i18n/countries';

export { type CountryOption, countryOptions } from '../../../shared/i18n/countries';

/** The main country of calling prefixes that several countries share. */
const MAIN_COUNTRY: Record<string, string> = {
  '+1': 'US', '+7': 'RU', '+39': 'IT', '+44': 'GB', '+47': 'NO', '+61': 'AU', '+212': 'MA', '+262': 'RE', '+290': 'SH',
  '+358': 'FI', '+590': 'GP', '+599': 'CW',
};

/** The country shown for a calling prefix: the preferred one (the leader's country) when it has that prefix. */
export function countryOfPrefix(prefix: string, preferred: string, options: readonly CountryOption[]): string {
  if (options.some((o) => o.code === preferred && o.prefix === prefix)) return preferred;
  const main = MAIN_COUNTRY[prefix];
  if (main && options.some((o) => o.code === main)) return main;
  return options.find((o) => o.prefix === prefix)?.code ?? 'GR';
}

export function prefixOfCountry(code: string): string | undefined {
  try {
    return `+${getCountryCallingCode(code as CountryCode)}`;
  } catch {
    return undefined;
  }
}

/** Whether the prefix and the national number make a telephone number that really exists. */
export function isRealPhone(prefix: string, national: string): boolean {
  const digits = national.replace(/\D/g, '');
  return digits.length > 0 && /^\+\d{1,4}$/.test(prefix) && isValidPhoneNumber(`${prefix}${digits}`);
}

/** A number typed with its international prefix (`+44 7700…`, `0044…`) as prefix and national number. */
export function splitInternational(value: string): { prefix: string; national: string } | undefined {
  const text = value.trim();
  if (!/^(\+|00)/.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${text.replace(/^(\+|00)/, '').replace(/[^0-9]/g, '')}`);
  if (!parsed?.countryCallingCode || !parsed.nationalNumber) return undefined;
  return { prefix: `+${parsed.countryCallingCode}`, national: String(parsed.nationalNumber) };
}

/** A phone number as kept in the account (with or without prefix; Greek without) as prefix and national number. */
export function splitAccountPhone(value: string): { prefix: string; national: string } | undefined {
  const international = splitInternational(value);
  if (international) return international;
  const digits = value.replace(/\D/g, '');
  return digits ? { prefix: '+30', national: digits } : undefined;
}
