import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlInWorker } from '../../src/ui/shared/i18n/intl-warm-up';
import { warmIntlFor } from '../../src/ui/shared/i18n/intl-warm-up-steps';
import type * as Steps from '../../src/ui/shared/i18n/intl-warm-up-steps';

vi.mock('../../src/ui/shared/i18n/intl-warm-up-steps', async (original) => {
  const steps = await original<typeof Steps>();
  return { warmIntlFor: vi.fn(steps.warmIntlFor) };
});

// Issue 18: the page's first Intl formatter (ICU's start, tens of ms on a slow phone in one task) is made in a worker
// started by src/main.tsx, so the app's formatters on the main thread find ICU's data loaded.
describe('warming Intl in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(warmIntlFor).mockClear();
  });

  it('posts the page\'s path to the worker it starts', () => {
    const postMessage = vi.fn();
    expect(warmIntlInWorker('/en/destinations/aegina', () => ({ postMessage }) as unknown as Worker)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('/en/destinations/aegina');
  });

  it('does nothing, without throwing, where the browser has no workers or refuses this one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(warmIntlInWorker('/')).toBe(false);
    expect(warmIntlInWorker('/', () => {
      throw new DOMException('refused', 'SecurityError');
    })).toBe(false);
  });

  it('the worker warms the locale of the path and its date locale, then closes', async () => {
    const close = vi.fn();
    vi.stubGlobal('close', close);
    await import('../../src/ui/shared/i18n/intl-warm-up.worker');
    dispatchEvent(new MessageEvent('message', { data: '/de/destinations/aegina' }));
    expect(warmIntlFor).toHaveBeenCalledWith(['de', 'de-DE-u-hc-h23']);
    expect(close).toHaveBeenCalledTimes(1);
    dispatchEvent(new MessageEvent('message', { data: '/' }));
    expect(warmIntlFor).toHaveBeenLastCalledWith(['el', 'el-GR-u-hc-h23']);
  });

  it('makes a number, a plural, a UTC and an Athens date formatter per tag, and the Athens day\'s', () => {
    const made = vi.mocked(warmIntlFor).getMockImplementation()!(['en', 'en-GB-u-hc-h23']);
    const perTag = ['1', 'one', expect.stringContaining('1970'), expect.stringMatching(/^Thursday/)];
    expect(made).toEqual([...perTag, ...perTag, '1970-01-01']);
  });
});
