import { type Plugin } from 'vite';

/** The build's files the service worker's upkeep needs (`sw-build.js`). */
export type BuildFiles = {
  /** Every file of the build under `/assets/` (scripts, the stylesheet, whatever else a page may name there). */
  readonly assets: readonly string[];
  /** Each locale's message chunks (shell, content, rest), as in `offline-messages.json`. */
  readonly messages: Readonly<Record<string, readonly string[]>>;
};

type ActivateEvent = { waitUntil(promise: Promise<unknown>): void };

/**
 * Runs in the service worker (its source is copied into `sw-build.js`, which sw.js imports: nothing outside this
 * function, its argument aside, follows it there). When a worker of a new build activates, the runtime caches keep
 * only what this build can use:
 * - `assets` loses every file this build does not have. Workbox's expiration (200 entries, 60 days) knows only the
 *   entries its route wrote; a page's own `cache.add` (src/main.tsx `keepForOffline`) escapes it, so an old build's
 *   scripts added that way stayed for ever. Pruned here on every deploy, the cache never holds more than one build.
 * - The message chunks of each language the cache held (the device showed the shop in it: a page adds its
 *   language's) are fetched again in this build's version, so "My tickets" still opens offline in that language
 *   before any page of it is opened again.
 * - `pages` loses every page naming a script or stylesheet this build does not have: offline, such a page would
 *   show without its app (the precache dropped the old build's start). "My tickets" then falls back to its shell.
 */
export function upkeep(build: BuildFiles): void {
  const current = new Set(build.assets);
  const languages = Object.keys(build.messages);
  // A locale's message chunk of any build: `/assets/{locale}-{8-character hash}.js`.
  const messageChunk = new RegExp(`^/assets/(${languages.join('|')})-[\\w-]{8}\\.js$`);
  const named = /\/assets\/[\w.-]+\.(?:js|css)\b/g;

  const tidy = async (): Promise<void> => {
    const assets = await caches.open('assets');
    const shown = new Set<string>();
    for (const request of await assets.keys()) {
      const { pathname } = new URL(request.url);
      const language = messageChunk.exec(pathname)?.[1];
      if (language) shown.add(language);
      if (!current.has(pathname)) await assets.delete(request);
    }
    for (const language of shown) {
      for (const file of build.messages[language] ?? []) {
        // Offline now: the next page of that language adds them (src/main.tsx).
        if (!(await assets.match(file))) await assets.add(file).catch(() => undefined);
      }
    }
    const pages = await caches.open('pages');
    for (const request of await pages.keys()) {
      const page = await pages.match(request);
      const files = page ? (await page.text()).match(named) ?? [] : [];
      if (files.some((file) => !current.has(file))) await pages.delete(request);
    }
  };
  (self as unknown as { addEventListener(type: 'activate', listener: (event: ActivateEvent) => void): void })
    .addEventListener('activate', (event) => event.waitUntil(tidy().catch(() => undefined)));
}

/** Where the service worker imports its upkeep from (workbox `importScripts`); no-cache on the server. */
export const UPKEEP_SCRIPT = 'sw-build.js';

/**
 * Emits, at the build's root, `offline-messages.json` (each locale's message chunks: a page adds its own language's to
 * the service worker's cache, src/main.tsx, so "My tickets" opens offline in it; the precache carries no language's
 * messages, six languages are about 700 KB a visitor of one would download on install) and `sw-build.js` (this
 * build's files and `upkeep`, imported by sw.js; precached, so its revision changes sw.js whenever a file of the
 * build changes, and the new worker's activation prunes the old build's).
 */
export function offlineFiles(): Plugin {
  return {
    name: 'offline-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own files (the stylesheet) are in the bundle.
      order: 'post',
      handler(_options, bundle) {
        const messages: Record<string, string[]> = {};
        const assets: string[] = [];
        for (const file of Object.values(bundle)) {
          if (file.fileName.startsWith('assets/')) assets.push(`/${file.fileName}`);
          const match = file.type === 'chunk' ? /[\\/]locales[\\/]([a-z]{2})\.json\?(shell|content|rest)$/.exec(file.facadeModuleId ?? '') : null;
          if (match) (messages[match[1]!] ??= []).push(`/${file.fileName}`);
        }
        for (const list of Object.values(messages)) list.sort();
        const build: BuildFiles = { assets: assets.sort(), messages };
        this.emitFile({ type: 'asset', fileName: 'offline-messages.json', source: JSON.stringify(messages) });
        this.emitFile({ type: 'asset', fileName: UPKEEP_SCRIPT, source: `(${upkeep.toString()})(${JSON.stringify(build)});\n` });
      },
    },
  };
}
