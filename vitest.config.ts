import { defineConfig } from 'vitest/config';
import { messageParts } from './scripts/message-parts-plugin';

// One project per test level (ARCHITECTURE.md "Tests"). Server and contract tests start a real shop server
// in-process on a free port with a throw-away database.
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        test: {
          name: 'core',
          globals: true,
          environment: 'node',
          include: ['tests/core/**/*.test.ts', 'tests/adapters/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        plugins: [messageParts()],
        test: {
          name: 'ui',
          globals: true,
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/ui-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-heavy; two cores here. Server tests run as a group after the core and UI ones.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
