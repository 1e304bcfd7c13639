// Lint, including the layer rules of ARCHITECTURE.md: a wrong import direction fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frameworkPackages = [
  'react', 'react-dom', 'react-dom/*', 'react/*', 'mobx', 'mobx-react-lite', 'inversify', 'reflect-metadata',
  '@tanstack/*', 'react-intl', 'react-aria-components', 'react-aria', 'fastify', '@fastify/*', 'drizzle-orm',
  'drizzle-orm/*', 'pg', '@electric-sql/*', 'nodemailer',
];
const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'http', 'https', 'crypto', 'child_process', 'url', 'net'];

const browserGlobals = ['window', 'document', 'sessionStorage', 'localStorage', 'fetch', 'navigator', 'location',
  'XMLHttpRequest', 'history'].map((name) => ({ name, message: 'src/core is pure: reach the outside world through a port.' }));

export default tseslint.config(
  {
    ignores: ['dist/**', '.dist/**', '.dist-*/**', 'node_modules/**', 'server/database/migrations/**', 'dev-dist/**', 'bench/results/**',
      'test-results/**', 'playwright-report/**', 'coverage/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx', 'src/boot.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The core: only the core and pure libraries (superstruct). No framework, DOM, storage, fetch or clock.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: frameworkPackages, message: 'src/core is pure TypeScript: no framework or I/O library.' },
          { group: nodeBuiltins, message: 'src/core is pure TypeScript: no Node built-ins.' },
          { group: ['**/adapters/**', '**/ui/**', '**/composition/**', '**/server/**', '**/locales/**'],
            message: 'src/core imports only src/core.' },
          { group: ['**/contract/**', '**/contract'],
            message: 'src/core speaks its own types: the wire contract (src/contract) is for the server and the HTTP adapters, which map it.' },
        ],
      }],
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use the Clock port.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use the Clock port.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness comes through a port.' },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/adapters/**', '**/adapters'], message: 'src/ui never imports adapters: ask the container for a view model or use case.' },
          { group: ['**/composition/**', '**/composition'], message: 'src/ui never imports the composition root.' },
          { group: ['**/server/**'], message: 'src/ui never imports the server.' },
          { group: ['**/contract/**', '**/contract'], message: "src/ui uses the core's types, never the wire contract (src/contract)." },
        ],
      }],
    },
  },
  {
    // The server-side render gets its container from the composition root (createServerRenderContainer), as the
    // browser does: it wires no adapter itself.
    files: ['src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/adapters/**', '**/adapters'], message: 'entry-server builds its container through src/composition.' }],
      }],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/ui/**', '**/composition/**', '**/server/**'], message: 'adapters import only src/core.' },
        ],
      }],
    },
  },
  {
    // The in-memory adapters stand in for the server in the core's own types: they never see the wire contract.
    files: ['src/adapters/in-memory/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/ui/**', '**/composition/**', '**/server/**'], message: 'adapters import only src/core.' },
          { group: ['**/contract/**', '**/contract'],
            message: "the in-memory adapters build the core's types (src/core), never the wire contract (src/contract): only the HTTP adapters map it." },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // The web app's layers only: the server's own adapters (server/adapters) are the server's.
          { group: ['**/src/ui/**', '**/src/adapters/**', '**/src/composition/**', '**/ui/**', '**/composition/**'],
            message: 'server may import src/core only.' },
        ],
      }],
    },
  },
);
