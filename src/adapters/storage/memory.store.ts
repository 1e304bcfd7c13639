import { type SessionStore } from '../../core/shared/session-store.port';

/** A SessionStore held in memory: for Node (headless) and tests. */
export class MemoryStore implements SessionStore {
  private readonly entries = new Map<string, string>();

  read(key: string): string | undefined {
    return this.entries.get(key);
  }

  write(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }
}
