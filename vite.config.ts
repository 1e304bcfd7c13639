import react from '@vitejs/plugin-react';
import { type MessagePart, messagePart } from './src/ui/shared/i18n/message-split';
import { messageParts } from './scripts/message-parts-plugin';
import { UPKEEP_SCRIPT, offlineFiles } from './scripts/service-worker-upkeep';
import { type Plugin, defineConfig } from 'vite';
import type { CodeSplittingNameFunction } from 'rolldown';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { type parse as parseType } from '@formatjs/icu-messageformat-parser';
import { PREFIXED_LOCALES } from './src/core/shared/locale';

// The ICU parser of the intl-messageformat that react-intl formats with, so the ASTs match what it expects.
const require = createRequire(import.meta.url);
const resolveFrom = (id: string, from: string) => require.resolve(id, { paths: [from] });
const reactIntl = resolveFrom('react-intl', process.cwd());
const messageFormat = resolveFrom('intl-messageformat', reactIntl);
const { parse } = (await import(pathToFileURL(resolveFrom('@formatjs/icu-messageformat-parser', messageFormat)).href)) as
  { parse: typeof parseType };

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Ships messages pre-compiled: `locales/*.json` become ICU ASTs at build time, and react-intl gets the
 * parser-less build of the ICU parser (about 15 KB gzip less on the first load). So no component may rely on
 * `defaultMessage`: every message must be in `locales/*.json` (a missing one shows its id).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      // react-intl and @formatjs/intl each get a nested copy of these (another package pins an older one at the
      // top level): resolve both from react-intl, so one copy ships.
      if (source === 'intl-messageformat' || source === '@formatjs/fast-memoize') {
        return this.resolve(source, reactIntl, { ...options, skipSelf: true });
      }
      if (source !== PARSER || importer.includes(PARSER)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const match = /[\\/]locales[\\/][a-z]{2}\.json(?:\?(shell|content|rest))?$/.exec(id);
      if (!match) return null;
      const all = JSON.parse(code) as Record<string, string>;
      // `?shell`, `?content` and `?rest` are the three parts of a locale's messages (src/ui/shared/i18n/message-split.ts).
      const messages = match[1] ? messagePart(all, match[1] as MessagePart) : all;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      if (!match[1]) return { code: JSON.stringify(compiled), map: null };
      // A query hides the `.json` extension from the JSON plugin: emit the module, as JSON.parse (parsed faster than
      // an object literal of the same size).
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * One chunk for everything the app's start (`src/boot.tsx`) imports statically, React DOM aside. Left to itself the
 * bundler cuts that graph into a dozen chunks (every module a lazy screen shares with it becomes a chunk of its own),
 * and each cut costs export and import names that compress badly: one chunk is about 3 KB gzip less on the home
 * page's first visit, and no slower to start (a module graph is evaluated in one task however it is cut). React DOM
 * stays a chunk of its own: src/main.tsx evaluates it in a task before the app's.
 */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom[\\/](client|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;

/**
 * Library modules only lazy screens use, which the app's start reaches through a library's index only (it re-exports
 * them): in the `boot` chunk they would be downloaded on the first visit for the screens that import them (the
 * results' leave guard, the catalogue screens' suspense queries). Left out, the bundler puts them with those screens.
 */
const LATER_ONLY = /[\\/]node_modules[\\/]@tanstack[\\/](react-router[\\/]dist[\\/]esm[\\/]useBlocker|react-query[\\/]build[\\/]modern[\\/]useSuspenseQuery)\.js$/;

function firstLoadChunk(entry: string, apart: RegExp): CodeSplittingNameFunction {
  let members: Set<string> | undefined;
  return (moduleId, context) => {
    if (!members) {
      const found = new Set<string>();
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        // Helpers the bundler adds (`\0vite/preload-helper…`) stay where src/main.tsx can use them without this chunk.
        if (found.has(id) || apart.test(id) || !path.isAbsolute(id)) continue;
        found.add(id);
        queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      members = found;
    }
    return members.has(moduleId) ? 'boot' : null;
  };
}

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks the first load runs almost entirely (React DOM and the
 * app's start): their functions are compiled while the file is parsed off the main thread, instead of one by one
 * on the main thread the first time each is called (which made hydration's first slices long tasks). Added after
 * minification, as the file's first line.
 */
function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the chunk (its preload list), so the hint is the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunkNames.includes(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * "My tickets" in every language (`/tickets`, `/en/tickets`…): the page the installed app must open offline even if
 * it was never opened online (issue 17). Each is precached as its shell, the server's page of that language
 * (`?shell`: a key of its own, so online navigations still go to the network first); a navigation to it that finds
 * neither the network nor a copy of its own falls back to that shell, and the page reads the tickets from the device.
 * The shell's revision is the hash of the built index.html, which names the entry's hashed chunks (each names the
 * chunks it imports, hashes included): a build that changes any script changes it, and the service worker fetches the
 * shells again.
 */
const TICKETS_PAGES = ['/tickets', ...PREFIXED_LOCALES.map((locale) => `/${locale}/tickets`)];
const ticketsShell = (page: string) => `${page}?shell`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the service worker precaches of the build's scripts (issue 18: the whole build was 122 files, 2.6 MB,
 * downloaded and written while the first page started): the app's start (the entry, React DOM, the `boot` chunk, the
 * Intl warm-up worker) and "My tickets" with what opens it (the wallet's domain, home's link, the installed app's
 * menu, the head tags every screen sets), each with the chunks it imports. Every other script is cached as it is used
 * (the `assets` cache, CacheFirst: hashed names), and a page adds the scripts it loaded before a worker controlled it
 * (src/main.tsx). Read from Vite's manifest, written before the service worker is generated.
 */
const PRECACHED_MODULES = [
  'src/ui/screens/tickets/tickets-page.tsx', 'src/composition/modules/wallet.module.ts', 'src/ui/screens/home/saved-tickets-link.tsx',
  'src/ui/screens/pwa-menu/pwa-menu-page.tsx', 'src/ui/shared/seo/head-tags.ts',
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; assets?: string[] };

function precachedScripts(manifestFile: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    add(key);
    // The entry's own dynamic imports are the app's start (src/main.tsx: React DOM, then src/boot.tsx).
    for (const started of chunk.dynamicImports ?? []) add(started);
  }
  for (const key of PRECACHED_MODULES) {
    if (!manifest[key]) throw new Error(`vite.config.ts PRECACHED_MODULES: ${key} is no chunk of the build`);
    add(key);
  }
  return files;
}

/**
 * The browser's build gets src/composition/reflect-metadata-lite.ts for `reflect-metadata/lite`, which InversifyJS's
 * container imports: the container calls three functions of that polyfill (about 2.3 KB gzip of the home page's
 * first load). The server's render keeps the polyfill.
 */
function reflectMetadataLite(): Plugin {
  return {
    name: 'reflect-metadata-lite',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return source === 'reflect-metadata/lite' ? path.resolve('src/composition/reflect-metadata-lite.ts') : null;
    },
  };
}

/** The service worker and web manifest belong to the browser's build only, not to the server-rendering bundle. */
function clientOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }));
}

// The server sends `Content-Security-Policy: script-src 'self'`: no inline script may appear in the built HTML,
// so the service worker is registered from the app's script (src/main.tsx) and the theme needs no script.
/** `DIST_DIR` builds elsewhere than dist/ (parallel local e2e runs must not empty each other's build). */
const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  plugins: [
    precompiledMessages(),
    reflectMetadataLite(),
    messageParts(),
    offlineFiles(),
    react(),
    compileHints(['react-dom', 'boot', 'screens', 'content-screens', 'results-page', 'booking-ui.module']),
    ...clientOnly(VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by src/main.tsx once the app has started and the main thread is idle, not on `load`.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'FerryShop — ferry tickets',
        short_name: 'FerryShop',
        description: 'Ferry tickets to the Greek islands, Italy and beyond.',
        lang: 'el',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4f8a',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app's start and "My tickets" (precachedScripts), styles and icons are precached. Pages are not: the server sends each route its own
        // HTML (with `lang`) and a 404 status where due, so navigations go to the network first and fall back to
        // the last copy of that page when offline; "My tickets" falls back to its precached shell when it has none
        // (TICKETS_PAGES).
        // The icons and the web manifest are added by the plugin (`includeAssets`, the manifest's icons).
        globPatterns: ['**/*.{js,css}'],
        // The server-rendering bundle is the shop server's, never the browser's; the share image is for crawlers.
        globIgnores: ['server/**', 'og-image.png'],
        manifestTransforms: [
          (entries) => {
            const scripts = precachedScripts(path.resolve(outDir, '.vite/manifest.json'));
            // sw-build.js too: its revision makes sw.js change whenever any file of the build does (a new worker prunes).
            scripts.add(UPKEEP_SCRIPT);
            return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || scripts.has(entry.url)), warnings: [] };
          },
        ],
        templatedURLs: Object.fromEntries(TICKETS_PAGES.map((page) => [ticketsShell(page), ['index.html']])),
        navigateFallback: null,
        runtimeCaching: [
          // Hashed scripts not precached, as they are used: a name never changes its content.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          // Function patterns are copied into the service worker by their source: a closure's variables would not
          // follow, so each page gets a literal pattern.
          ...TICKETS_PAGES.map((page) => ({
            urlPattern: new RegExp(`^https?://[^/]+${escapeRegExp(page)}/?(\\?.*)?$`),
            handler: 'NetworkFirst' as const,
            options: { cacheName: 'pages', networkTimeoutSeconds: 4, precacheFallback: { fallbackURL: ticketsShell(page) } },
          })),
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate'
              && !/^\/(api|booking|aade|courier|newsletter|log|dev)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // A new build's worker takes over at once, open tabs too (the plugin sets this for `autoUpdate` only when it
        // injects the registration: with `injectRegister: false` a new worker waited for every tab of the shop to close).
        skipWaiting: true,
        // On activation, the runtime caches drop what the build no longer has (scripts/service-worker-upkeep.ts).
        importScripts: [`/${UPKEEP_SCRIPT}`],
      },
    })),
  ],
  // `vite build` builds the app for the browser into dist/, then the server-rendering entry into dist/server/
  // (`src/entry-server.tsx`, imported by the shop server at run time; its dependencies stay in node_modules).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: REACT_DOM },
                // The bundler's helpers: src/main.tsx needs them before the app's chunk is evaluated.
                { name: 'runtime', test: /^\0(vite[\\/]preload-helper|rolldown[\\/]runtime)/ },
                { name: firstLoadChunk(path.resolve('src/boot.tsx'), new RegExp(`${REACT_DOM.source}|${LATER_ONLY.source}`)) },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // Self-contained and in production mode (React's development build renders several times slower), whatever
      // NODE_ENV the shop server runs with.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: `${outDir}/server`,
        manifest: false,
        copyPublicDir: false,
        emptyOutDir: true,
        // One file, its lazy screens and domains inlined: an `import()` at render time costs a round trip through the
        // module loader's hooks (tsx's run in a thread of their own), several per page; inlined, it costs nothing.
        rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx' }, output: { codeSplitting: false } },
      },
    },
  },
  build: {
    outDir,
    // dist/.vite/manifest.json: the server reads it to preload the active locale's messages with the page.
    manifest: true,
    target: 'es2022',
    // Keeps the home page's first load small: every module it needs is preloaded, the rest loads on demand.
    modulePreload: { polyfill: false },
    // One stylesheet for every screen (about 5 KB gzip), linked from index.html: the server-rendered page is styled
    // before the app (loaded after the first frame, see src/main.tsx) arrives.
    cssCodeSplit: false,
  },
  // `npm run dev` (scripts/dev.mjs) runs the shop server on its own port and sets SHOP_SERVER: Vite proxies the
  // server's paths to it, so the app talks to one origin as in production.
  server: {
    port: 5173,
    strictPort: false,
    proxy: process.env.SHOP_SERVER
      ? Object.fromEntries(
          ['/api', '/booking', '/log', '/dev', '/aade', '/courier', '/newsletter', '/payments', '/robots.txt', '/sitemap.xml'].map((prefix) => [
            prefix,
            { target: process.env.SHOP_SERVER, changeOrigin: false },
          ]),
        )
      : undefined,
  },
});
