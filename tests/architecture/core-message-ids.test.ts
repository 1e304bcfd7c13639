import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the core speaks kinds, not messages', () => {
  it('no file of src/core holds a react-intl message id: it answers a problem or failure kind, and src/ui/shared/failure-messages.ts says it', () => {
    const ids = new Set(Object.keys(JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>));
    expect(ids.size).toBeGreaterThan(500);
    const found = sources('src/core').flatMap((file) => {
      const literals = [...readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z0-9_.-]+)['"`]/g)].map((m) => m[1]!);
      return literals.filter((literal) => ids.has(literal)).map((id) => `${file}: ${id}`);
    });
    expect(found).toEqual([]);
  });
});
