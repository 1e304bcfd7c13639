import { type Locale, localizePath } from '../../../core/shared/locale';

/** Where a login leads: the page the visitor came from (a path of this site), else the localised account. */
export function afterLoginPath(redirect: unknown, locale: Locale): string {
  if (typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) && !redirect.includes('\\')) return redirect;
  return localizePath('/account', locale);
}

/** The query flags of the dialog (SPEC.md section 2), dropped when it closes. */
export const DIALOG_SEARCH_KEYS = ['login', 'changePassword', 'token', 'redirect'] as const;

export function isFlagOn(value: unknown): boolean {
  return value === true || value === 'true';
}
