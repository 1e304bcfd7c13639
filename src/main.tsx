import './ui/styles/global.css';
import { warmIntlInWorker } from './ui/shared/i18n/intl-warm-up';

// The entry point the page loads. When the server rendered the page, the browser paints that HTML first and the app
// (React, the router, the container: most of the first download) is fetched and started right after the first
// frame, so a slow phone shows the page without waiting for the JavaScript. A client-rendered page starts at once.
// All CSS is one render-blocking stylesheet (`build.cssCodeSplit: false`), so the server's HTML is styled before
// the app arrives.

/**
 * The largest library of the first load, evaluated in a task of its own before the rest of the app (src/boot.tsx), so
 * no single task runs all of the first load's code (a long task delays a tap on a slow phone). React DOM is a chunk of
 * its own anyway; splitting off more libraries (MobX, the router) changes the chunking and adds 3 to 8 KB gzip.
 */
const libraries = [() => import('react-dom/client')];

async function boot(): Promise<void> {
  // First, so the worker has made the first Intl formatters (ICU's start) before the app's own make theirs.
  warmIntlInWorker(window.location.pathname);
  // Requested at once with everything it imports (modulepreload); evaluated after the libraries.
  const app = import('./boot');
  app.catch(() => undefined); // awaited below
  for (const load of libraries) {
    await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const { start } = await app;
  try {
    await start();
  } finally {
    registerServiceWorkerWhenIdle();
  }
}

/**
 * The service worker (vite.config.ts, `injectRegister: false`) is registered from here, once the app has started and
 * the main thread is idle: its install (the precache's downloads and writes, a thread of its own and the browser's
 * main thread busy) would otherwise compete with the first page's module evaluation and hydration for a phone's
 * cores. React hydrates at transition priority in back-to-back tasks, so an idle callback comes after the first
 * render; the time-out registers it anyway on a page that never goes idle. A new build's worker takes over at once
 * (`skipWaiting` in vite.config.ts: the plugin sets it only when it injects the registration).
 */
function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(keepForOffline)
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * The page's first Web Storage access waits for the browser process twice (is storage allowed here, then the area's
 * contents): synchronous calls of 1-3 ms when quiet, 40 ms and more when the browser is busy loading. The app's first is
 * the router's scroll restoration reading `sessionStorage` while the boot chunk is evaluated, which made that long task
 * longer; done here first, in a task of its own, the browser's answers are kept and the evaluation does not wait.
 */
function openSessionStorage(): void {
  try {
    sessionStorage.getItem('');
  } catch {
    // storage refused: the app copes (the router and the booking store catch it too)
  }
}

/**
 * The service worker precaches only the app's start and "My tickets" (vite.config.ts precachedScripts) and caches other
 * scripts as they pass through it: this adds, to its `assets` cache, the scripts this page loaded before a worker
 * controlled it (a first visit's), and every message chunk of the page's language (`offline-messages.json`), so this
 * page and "My tickets" in this language open offline. Workbox's expiration never learns of these entries: the next
 * build's worker drops them when it activates (scripts/service-worker-upkeep.ts).
 */
async function keepForOffline(): Promise<void> {
  const lists = (await (await fetch('/offline-messages.json')).json()) as Record<string, string[] | undefined>;
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const cache = await caches.open('assets');
  for (const file of new Set([...loaded, ...(lists[document.documentElement.lang] ?? [])])) {
    if (!(await caches.match(file))) await cache.add(file);
  }
}

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(() => {
    openSessionStorage();
    setTimeout(() => void boot(), 0);
  }, 0));
} else {
  openSessionStorage();
  void boot();
}
