/**
 * A string key/value store that lives as long as the browser tab (session storage in the browser, memory in
 * Node and tests). The booking keeps its progress here so it survives a reload.
 */
export interface SessionStore {
  /** The stored text, or undefined when nothing is stored under the key. */
  read(key: string): string | undefined;
  /** Stores text under the key, replacing what was there. */
  write(key: string, value: string): void;
  /** Forgets the key. */
  remove(key: string): void;
}
