import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { countryOptions } from './countries';
import { useLocale } from './use-locale';

/**
 * A country chosen by its name in the page's language (Greece first, then by name), stored as its ISO code: the
 * nationality of the account and of saved travellers (issue 19). A stored code the list lacks stays as it is.
 */
export function CountrySelect({ id, label, value, error, onValue, onBlur, autoComplete }: {
  id: string; label: string; value: string; error?: string; onValue: (code: string) => void; onBlur?: () => void; autoComplete?: string;
}) {
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale).map((c) => <option key={c.code} value={c.code}>{c.name}</option>), [locale]);
  const known = countryOptions(locale).some((c) => c.code === value);
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} autoComplete={autoComplete} onChange={(e) => onValue(e.target.value)} onBlur={onBlur}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {!known && <option value={value}>{value}</option>}
        {options}
      </select>
      {error && <p id={errorId} className="form-field__error" role="alert"><FormattedMessage id={error} /></p>}
    </div>
  );
}
