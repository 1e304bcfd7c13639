import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src/', 'server/', 'tests/', 'docs/', 'scripts/', 'bench/', 'locales/', 'examples/', 'public/'];

/** The repository paths a guide names in code spans (`server/saga/booking-saga.ts`), patterns and placeholders aside. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const paths = spans.flatMap((span) => span.split(/[\s,()]+/))
    .map((word) => word.replace(/[.:;]+$/, '').replace(/#.*$/, ''))
    .filter((word) => ROOTS.some((root) => word.startsWith(root)))
    .filter((word) => !/[*<>{}…|]/.test(word) && !/\/x+\.[a-z.]+$/.test(word)); // `tests/e2e/x.spec.ts`: an example name
  return [...new Set(paths)];
}

describe('the guides name files that exist', () => {
  for (const guide of ['docs/DEVELOPING.md', 'docs/DECISIONS.md']) {
    it(`every path ${guide} names exists (a move or rename updates the guide)`, () => {
      const paths = namedPaths(readFileSync(guide, 'utf8'));
      expect(paths.length).toBeGreaterThan(guide.endsWith('DEVELOPING.md') ? 60 : 10);
      expect(paths.filter((p) => !existsSync(p))).toEqual([]);
    });
  }
});
