import { expect, test } from './support/fixtures';

// Issue 18 (Lighthouse of the results page): a page's first Web Storage access waits for the browser process
// (synchronous calls: is storage allowed, then the area's contents), 40 ms and more when the browser is busy. The
// router reads sessionStorage while the boot chunk is evaluated (its scroll restoration), which made that long task
// longer; so the entry (src/main.tsx) opens sessionStorage first, in a task of its own, and the boot chunk finds the
// browser's answers kept.

test('the entry opens sessionStorage before the boot chunk reads it', async ({ page, request }) => {
  await page.addInitScript(() => {
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage') ? window : Window.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(own, 'sessionStorage')!;
    const accesses: string[] = [];
    (window as unknown as { storageAccesses: string[] }).storageAccesses = accesses;
    Object.defineProperty(own, 'sessionStorage', {
      configurable: true,
      enumerable: descriptor.enumerable,
      get(this: Window) {
        // The script of the frame that reads it (the first below this getter).
        const caller = (new Error().stack ?? '').split('\n').slice(2).find((line) => line.includes('/assets/')) ?? '';
        accesses.push(/\/assets\/([a-z-]+)-[\w-]+\.js/.exec(caller)?.[1] ?? 'other');
        return descriptor.get!.call(this) as Storage;
      },
    });
  });
  const days = ((await (await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JMK' } })).json()) as { data: string[] }).data;
  expect(days.length).toBeGreaterThan(0);
  await page.goto(`/en/results?trip=oneWay&legs=PIR-JMK-${days[0]}&AD=1`);
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  const accesses = await page.evaluate(() => (window as unknown as { storageAccesses: string[] }).storageAccesses);
  // The entry first; the boot chunk (the router's scroll restoration, the booking store) after it.
  expect(accesses[0]).toBe('index');
  expect(accesses).toContain('boot');
});
