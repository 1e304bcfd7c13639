import { describe, expect, it } from 'vitest';
import { mayPrefetch, prefetchTargets } from '../../src/ui/shared/idle-prefetch';

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
