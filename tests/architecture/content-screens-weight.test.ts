import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// A content page (destination, route, blog post, a catch-all page…) loads its screen's chunk and everything that chunk
// imports statically: the browser downloads, compiles and runs all of it before the page comes alive. The search and
// booking domains load on demand (src/composition/browser.ts `browserLazyDomains`), so a content screen that reaches
// a domain's index (which re-exports every use case) makes each content page download and run that domain too (about
// 27 KB gzip for booking and search). Import a domain's file, not its index, from a content screen's modules; a
// type-only import is erased by the build and does not count.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const root = path.resolve(import.meta.dirname, '../..');
const CONTENT_SCREENS = ['src/ui/screens/catalog/screens.ts', 'src/ui/screens/content-page/content-page.tsx'];
const LAZY_DOMAIN_INDEX = /^src\/core\/(search|booking|auth|account|coupon)\/index\.ts$/;

/** Every module a file reaches by the imports the build keeps (no type-only, no dynamic import), with who imported it. */
async function staticallyReached(entries: readonly string[]): Promise<Map<string, string>> {
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise([...entries], { ...options, baseDir: root, tsConfig: { fileName: 'tsconfig.json' } });
  const modules = new Map((result.output as ICruiseResult).modules.map((m) => [m.source, m]));
  const importer = new Map<string, string>(entries.map((entry) => [entry, '(entry)']));
  const queue = [...entries];
  for (let source = queue.pop(); source !== undefined; source = queue.pop()) {
    for (const dependency of modules.get(source)?.dependencies ?? []) {
      const kept = !dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'dynamic-import');
      if (!kept || importer.has(dependency.resolved)) continue;
      importer.set(dependency.resolved, source);
      queue.push(dependency.resolved);
    }
  }
  return importer;
}

describe('the content screens stay light', () => {
  it('reach no lazily loaded domain index (search, booking, auth, account, coupon) through the imports the build keeps', async () => {
    const reached = await staticallyReached(CONTENT_SCREENS);
    expect(reached.size).toBeGreaterThan(20); // the cruise did follow the screens' imports
    expect(reached.has('src/ui/screens/catalog/destinations/destination-page.tsx')).toBe(true);
    const domainIndexes = [...reached].filter(([file]) => LAZY_DOMAIN_INDEX.test(file)).map(([file, by]) => `${file} <- ${by}`);
    expect(domainIndexes).toEqual([]);
  }, 60_000);
});
