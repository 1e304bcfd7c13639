import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { SessionStorageStore, type WebStorage } from '../../src/adapters/storage/session-storage.store';
import { sessionUuid } from '../../src/adapters/storage/session-uuid';
import { idleWriteTiming } from '../../src/adapters/storage/idle-write-timing';

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

describe('idle write timing (issue 18)', () => {
  /** A window whose timers, idle callbacks and page events the test fires. */
  function fakeWindow(withIdle = true) {
    const timers = new Map<number, () => void>();
    const idles = new Map<number, () => void>();
    const listeners: Record<string, Array<() => void>> = {};
    let next = 1;
    const document = {
      visibilityState: 'visible',
      addEventListener: (type: string, listener: () => void) => { (listeners[type] ??= []).push(listener); },
    };
    const win = {
      setTimeout: (handler: () => void) => { timers.set(next, handler); return next++; },
      clearTimeout: (id: number) => { timers.delete(id); },
      ...(withIdle ? {
        requestIdleCallback: (handler: () => void) => { idles.set(next, handler); return next++; },
        cancelIdleCallback: (id: number) => { idles.delete(id); },
      } : {}),
      addEventListener: (type: string, listener: () => void) => { (listeners[type] ??= []).push(listener); },
      document,
    };
    const run = (queue: Map<number, () => void>) => { const all = [...queue.values()]; queue.clear(); for (const f of all) f(); };
    return {
      win,
      timersFire: () => run(timers),
      idleFires: () => run(idles),
      fire: (type: string) => { for (const listener of listeners[type] ?? []) listener(); },
      hide: () => { document.visibilityState = 'hidden'; for (const listener of listeners.visibilitychange ?? []) listener(); },
    };
  }

  it('waits a moment, then an idle moment; a cancelled write never runs', () => {
    const fake = fakeWindow();
    const timing = idleWriteTiming(fake.win);
    const writes: string[] = [];
    timing.later(() => writes.push('a'));
    expect(writes).toEqual([]);
    fake.timersFire();
    expect(writes).toEqual([]);
    fake.idleFires();
    expect(writes).toEqual(['a']);
    const cancel = timing.later(() => writes.push('b'));
    fake.timersFire();
    cancel();
    fake.idleFires();
    expect(writes).toEqual(['a']);
  });

  it('without idle callbacks writes after the moment', () => {
    const fake = fakeWindow(false);
    const writes: string[] = [];
    idleWriteTiming(fake.win).later(() => writes.push('a'));
    fake.timersFire();
    expect(writes).toEqual(['a']);
  });

  it('writes when the page is left or hidden, not when it shows again', () => {
    const fake = fakeWindow();
    let count = 0;
    idleWriteTiming(fake.win).onLeave(() => { count += 1; });
    fake.fire('pagehide');
    expect(count).toBe(1);
    fake.hide();
    expect(count).toBe(2);
  });
});
