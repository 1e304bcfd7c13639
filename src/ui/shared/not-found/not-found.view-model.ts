import { makeAutoObservable } from 'mobx';
import { localizePath, splitLocalePath } from '../../../core/shared/locale';

export const REDIRECT_SECONDS = 5;

/**
 * Where a visitor goes from a page that does not exist: the parent path in the same locale, or home.
 * `/en/routes/nowhere` → `/en/routes`; `/en/nowhere` → `/en/`; `/el/x` (not a locale prefix) → `/`.
 */
export function redirectTargetOf(pathname: string): string {
  const { locale, path } = splitLocalePath(pathname);
  const segments = path.split('/').filter(Boolean);
  if (!splitLocalePath(pathname).prefixed && segments[0] === 'el') return '/';
  const parent = segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : '/';
  return localizePath(parent, locale);
}

/** Counts down, then the page sends the visitor to the redirect target. */
export class NotFoundViewModel {
  secondsLeft = REDIRECT_SECONDS;
  pathname = '/';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(pathname: string): void {
    this.pathname = pathname;
    this.secondsLeft = REDIRECT_SECONDS;
  }

  get target(): string {
    return redirectTargetOf(this.pathname);
  }

  tick(): void {
    if (this.secondsLeft > 0) this.secondsLeft -= 1;
  }

  get shouldRedirect(): boolean {
    return this.secondsLeft === 0;
  }
}
