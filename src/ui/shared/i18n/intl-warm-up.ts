/**
 * Starts the worker that warms Intl for this page (intl-warm-up.worker.ts) and returns at once; src/main.tsx calls it
 * before it starts the app. A first Intl formatter costs a slow phone 40-100 ms in one uninterruptible task (ICU's
 * lists of locales and the locale's data), which a page pays before it can hydrate: done in a worker, the main
 * thread's formatters find all of it loaded. Where workers are missing or refused, nothing happens and the app's start
 * warms Intl on the main thread as before (boot.tsx `warmIntl`).
 */
export function warmIntlInWorker(path: string, makeWorker: () => Worker = defaultWorker): boolean {
  try {
    makeWorker().postMessage(path);
    return true;
  } catch {
    return false;
  }
}

function defaultWorker(): Worker {
  // A browser without workers throws here (ReferenceError), as does one whose policy refuses the worker's script.
  return new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });
}
