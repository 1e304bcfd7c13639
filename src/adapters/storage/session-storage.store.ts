import { type SessionStore } from '../../core/shared/session-store.port';

/** The part of the Web Storage API the store uses; `window.sessionStorage` fits it. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A SessionStore over the browser's session storage. Storage that is missing or refuses to write (private
 * mode, quota) degrades to memory for this tab, because losing progress on reload is better than a broken page.
 */
export class SessionStorageStore implements SessionStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: WebStorage | undefined = defaultStorage()) {}

  read(key: string): string | undefined {
    try {
      const value = this.storage?.getItem(key);
      if (value !== null && value !== undefined) return value;
    } catch {
      // storage not readable: use the fallback below
    }
    return this.fallback.get(key);
  }

  write(key: string, value: string): void {
    this.fallback.set(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch {
      // quota or private mode: the fallback keeps it for this tab
    }
  }

  remove(key: string): void {
    this.fallback.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // nothing to remove from storage that cannot be reached
    }
  }
}

function defaultStorage(): WebStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
