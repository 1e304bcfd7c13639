import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { fixedClock, type Clock } from '../../src/core/shared/clock.port';
import { BookingResetSignal, RESET_STEPS_KEY } from '../../src/ui/shared/booking-reset';
import { ChunkReloadGuard, isChunkLoadError } from '../../src/ui/shared/chunk-reload-guard';
import { HeaderViewModel } from '../../src/ui/shared/header.view-model';
import { languageLinks } from '../../src/ui/shared/i18n/language-links';

describe('HeaderViewModel', () => {
  it('opens and closes the burger menu', () => {
    const vm = new HeaderViewModel({ bookingReset: new BookingResetSignal({ store: new MemoryStore() }) });
    expect(vm.menuOpen).toBe(false);
    vm.toggleMenu();
    expect(vm.menuOpen).toBe(true);
    vm.toggleMenu();
    expect(vm.menuOpen).toBe(false);
    vm.toggleMenu();
    vm.closeMenu();
    expect(vm.menuOpen).toBe(false);
  });

  it('closes the menu and asks for a booking reset when the visitor goes home by the logo', () => {
    const store = new MemoryStore();
    const vm = new HeaderViewModel({ bookingReset: new BookingResetSignal({ store }) });
    vm.toggleMenu();
    vm.goHome();
    expect(vm.menuOpen).toBe(false);
    expect(store.read(RESET_STEPS_KEY)).toBe('logo');
  });

  it('leaves no reset flag for the page loaded by a language switch: the booking goes on in the other locale', () => {
    const store = new MemoryStore();
    const heard: string[] = [];
    const signal = new BookingResetSignal({ store });
    signal.subscribe((reason) => heard.push(reason));
    new HeaderViewModel({ bookingReset: signal }).switchLanguage();
    expect(heard).toEqual(['language-switch']);
    expect(new BookingResetSignal({ store }).consumeFlag()).toBe(false);
  });
});

describe('BookingResetSignal', () => {
  it('tells subscribers why the booking must start over, until they unsubscribe', () => {
    const signal = new BookingResetSignal({ store: new MemoryStore() });
    const heard: string[] = [];
    const stop = signal.subscribe((reason) => heard.push(reason));
    signal.request('logo');
    stop();
    signal.request('language-switch');
    expect(heard).toEqual(['logo']);
  });
});

describe('ChunkReloadGuard', () => {
  function movingClock(start: string) {
    let now = Date.parse(start);
    const clock: Clock = { nowIso: () => new Date(now).toISOString() };
    return { clock, advance: (ms: number) => { now += ms; } };
  }

  it('allows one reload, then none within a minute, then one again', () => {
    const { clock, advance } = movingClock('2026-06-15T09:00:00.000Z');
    const store = new MemoryStore();
    expect(new ChunkReloadGuard({ store, clock }).claimReload()).toBe(true);
    advance(59_000);
    // a new page (after the reload) shares the session store
    expect(new ChunkReloadGuard({ store, clock }).claimReload()).toBe(false);
    advance(2_000);
    expect(new ChunkReloadGuard({ store, clock }).claimReload()).toBe(true);
  });

  it('allows a reload when the stored time is in the future (clock changed)', () => {
    const store = new MemoryStore();
    store.write('app.lastChunkReload', String(Date.parse('2030-01-01T00:00:00Z')));
    expect(new ChunkReloadGuard({ store, clock: fixedClock('2026-01-01T00:00:00.000Z') }).claimReload()).toBe(true);
  });

  it('recognises the errors of a chunk that failed to load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('languageLinks', () => {
  it('links the other locales to the same path: on /en/contact EL is /contact and DE /de/contact', () => {
    expect(languageLinks('/en/contact', 'en')).toEqual([
      { locale: 'el', code: 'EL', href: '/contact' },
      { locale: 'de', code: 'DE', href: '/de/contact' },
      { locale: 'it', code: 'IT', href: '/it/contact' },
      { locale: 'fr', code: 'FR', href: '/fr/contact' },
      { locale: 'es', code: 'ES', href: '/es/contact' },
    ]);
  });

  it('links the Greek home to every prefixed home', () => {
    expect(languageLinks('/', 'el').map((l) => l.href)).toEqual(['/en/', '/de/', '/it/', '/fr/', '/es/']);
  });

  it('keeps the query: the results of a search switch to the same search (issue 19)', () => {
    const query = '?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=2';
    expect(languageLinks('/en/results', 'en', {}, query).map((l) => l.href)).toEqual(
      ['/results', '/de/results', '/it/results', '/fr/results', '/es/results'].map((path) => path + query),
    );
    expect(languageLinks('/results', 'el', {}, 'AD=2')[0]?.href).toBe('/en/results?AD=2');
    expect(languageLinks('/results', 'el', {}, '')[0]?.href).toBe('/en/results');
    expect(languageLinks('/en/contact', 'en', { el: '/epikoinonia' }, '?a=1')[0]?.href).toBe('/epikoinonia?a=1');
  });

  it('keeps deeper paths', () => {
    expect(languageLinks('/routes/piraeus-santorini', 'el')[0]?.href).toBe('/en/routes/piraeus-santorini');
  });
});
