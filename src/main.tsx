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
  await start();
}

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(() => void boot(), 0));
} else {
  void boot();
}
