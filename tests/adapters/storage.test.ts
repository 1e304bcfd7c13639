import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { SessionStorageStore, type WebStorage } from '../../src/adapters/storage/session-storage.store';
import { sessionUuid } from '../../src/adapters/storage/session-uuid';

class FakeStorage implements WebStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, value); }
  removeItem(key: string) { this.data.delete(key); }
}

describe('session stores', () => {
  it('writes through to session storage, so a new store (a reload) reads it back', () => {
    const storage = new FakeStorage();
    new SessionStorageStore(storage).write('booking.state', '{"v":1}');
    expect(new SessionStorageStore(storage).read('booking.state')).toBe('{"v":1}');
    new SessionStorageStore(storage).remove('booking.state');
    expect(storage.data.size).toBe(0);
  });

  it('keeps working in memory when storage refuses to write', () => {
    const full: WebStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const store = new SessionStorageStore(full);
    store.write('k', 'v');
    expect(store.read('k')).toBe('v');
    expect(new SessionStorageStore(undefined).read('k')).toBeUndefined();
  });

  it('holds values in memory', () => {
    const store = new MemoryStore();
    store.write('a', '1');
    expect(store.read('a')).toBe('1');
    store.remove('a');
    expect(store.read('a')).toBeUndefined();
  });

  it('makes the booking session uuid once per tab', () => {
    const store = new MemoryStore();
    let n = 0;
    const make = () => `uuid-${++n}`;
    expect(sessionUuid(store, make)).toBe('uuid-1');
    expect(sessionUuid(store, make)).toBe('uuid-1');
  });
});
