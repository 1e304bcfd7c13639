/** SPEC.md section 9: links are prefetched when the page is idle (at most 2000 ms later), never on 2g or save-data. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
const MAX_LINKS = 12;

export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the visitor asked to save data or the connection is 2g (or slower). */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The distinct same-origin paths among the given hrefs, at most a dozen, leaving out the current page. */
export function prefetchTargets(hrefs: readonly string[], currentPath: string): string[] {
  const seen = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0] ?? href;
    if (path === currentPath || seen.has(path)) continue;
    seen.add(path);
    if (seen.size === MAX_LINKS) break;
  }
  return [...seen];
}

/** What shows that the visitor is using the page: from then on, the screens its links lead to are worth fetching. */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

let engaged = false;

/**
 * Calls `run` once the visitor has interacted with the page (at once if they already have, e.g. on a page reached
 * by a click). Returns a function that cancels the wait.
 */
export function whenEngaged(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, run: () => void): () => void {
  if (engaged) {
    run();
    return () => {};
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) target.removeEventListener(type, onEvent, options);
  };
  function onEvent() {
    engaged = true;
    stop();
    run();
  }
  for (const type of ENGAGEMENT_EVENTS) target.addEventListener(type, onEvent, options);
  return stop;
}

/** For tests: forget that the visitor interacted. */
export function resetEngagement(): void {
  engaged = false;
}

/**
 * When the browser is idle (or after 2000 ms at the latest), preloads the screens the page's links lead to.
 * The first page of a visit arms this only at the visitor's first interaction: the first load (what a phone
 * downloads, parses and runs before the page works) carries no prefetching, and a visitor who leaves at once costs
 * no data; links are still preloaded on intent (hover, touch) by the router. Returns a function that cancels a
 * prefetch that has not started.
 */
export function prefetchLinksWhenIdle(preload: (path: string) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!mayPrefetch(connection)) return () => {};
  const run = () => {
    // Language links load a whole page in another locale: preloading their screens would fetch that locale's
    // menus for nothing.
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([hreflang]):not([download])')]
      .map((a) => a.getAttribute('href') ?? '');
    for (const path of prefetchTargets(hrefs, window.location.pathname)) preload(path);
  };
  let cancelIdle = () => {};
  const stopWaiting = whenEngaged(window, () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = window.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
}
