// Import rules ESLint cannot check file by file (`npm run lint` runs both; tests/architecture proves each rule).
// Type-only imports count: a cycle of types ties two files together as much as one of values does.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles: two files that need each other are one idea in two places. Move what both need ' +
        'into a third file, or turn one import around.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-screen',
      severity: 'error',
      comment: 'src/ui/shared is for what several screens use: it imports no screen. Move the piece into ui/shared.',
      from: { path: '^src/ui/shared/' },
      to: { path: '^src/ui/screens/' },
    },
    {
      name: 'screen-imports-no-other-screen',
      severity: 'error',
      comment: 'One screen, one folder: a screen imports no other screen. A piece two screens use goes to ui/shared.',
      from: { path: '^src/ui/screens/([^/]+)/' },
      to: { path: '^src/ui/screens/', pathNot: '^src/ui/screens/$1/' },
    },
    {
      name: 'server-modules-import-no-saga-or-root',
      severity: 'error',
      comment: 'The server\'s modules stand below the sagas and the composition root: a module imports neither ' +
        'server/saga/ nor composition.ts, app.ts or main.ts, even for a type. What a module needs of them it declares ' +
        'as an interface in its own folder (booking/steps.ts, booking/shop.ts), which they implement and hand in.',
      from: { path: '^server/modules/' },
      to: { path: '^server/(saga/|composition[.]ts$|app[.]ts$|main[.]ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|[.]dist|coverage|server/database/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Vite's `?url`/`?raw` suffixes and CSS side-effect imports are no modules to follow.
    extraExtensionsToScan: ['.css', '.json'],
    skipAnalysisNotInRules: true,
  },
};
