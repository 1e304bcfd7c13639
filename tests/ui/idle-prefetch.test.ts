import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_IDLE_TIMEOUT_MS, mayPrefetch, prefetchLinksWhenIdle, prefetchTargets, resetEngagement, whenEngaged,
} from '../../src/ui/shared/idle-prefetch';

describe('idle link prefetch', () => {
  it('prefetches on a normal connection or when the browser gives no hints', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('never prefetches on 2g or when the visitor saves data', () => {
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('picks distinct same-origin paths other than the current page, at most twelve', () => {
    const hrefs = ['/en/routes', '/en/routes?x=1', 'https://x.com/a', '//cdn.example/x', 'mailto:a@b.c', '/en/contact', '/en/contact#top',
      ...Array.from({ length: 20 }, (_, i) => `/en/routes/r${i}`)];
    const targets = prefetchTargets(hrefs, '/en/contact');
    expect(targets[0]).toBe('/en/routes');
    expect(targets).not.toContain('/en/contact');
    expect(targets.every((t) => t.startsWith('/en/'))).toBe(true);
    expect(targets).toHaveLength(12);
  });
});

describe('idle link prefetch on the first page of a visit', () => {
  beforeEach(() => {
    resetEngagement();
    vi.useFakeTimers();
    document.body.innerHTML = '<a href="/en/routes">Routes</a><a href="/en/contact">Contact</a><a href="/" hreflang="el">EL</a>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    resetEngagement();
  });

  it('prefetches nothing until the visitor interacts, then the page links when idle', () => {
    const preload = vi.fn();
    prefetchLinksWhenIdle(preload);
    vi.advanceTimersByTime(10 * PREFETCH_IDLE_TIMEOUT_MS);
    expect(preload).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/en/routes', '/en/contact']);
  });

  it('prefetches at idle at once on later pages, and not after a cancel', () => {
    const first = vi.fn();
    prefetchLinksWhenIdle(first);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(first).toHaveBeenCalledTimes(2);
    const later = vi.fn();
    prefetchLinksWhenIdle(later);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(later).toHaveBeenCalledTimes(2);

    const cancelled = vi.fn();
    prefetchLinksWhenIdle(cancelled)();
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('stops listening when cancelled before any interaction', () => {
    const target = new EventTarget() as unknown as Window;
    const run = vi.fn();
    const cancel = whenEngaged(target, run);
    cancel();
    target.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
    const other = vi.fn();
    whenEngaged(target, other);
    target.dispatchEvent(new Event('touchstart'));
    expect(other).toHaveBeenCalledTimes(1);
  });
});
