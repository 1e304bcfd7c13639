import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect } from 'react';
import { useLocalize } from '../i18n/use-locale';
import { type ConnectionHints, PREFETCH_IDLE_TIMEOUT_MS, mayPrefetch } from '../idle-prefetch';
import { resultsHref } from './results-href';
import { type TripWizardViewModel } from './trip-wizard.view-model';

/** What of the router this needs: preloading a location (its route chunks, `beforeLoad`s and loaders). */
export type ResultsPreloader = Pick<AnyRouter, 'preloadRoute'>;
/** The router parses an `href` as a navigation does; its types only ask for `to`. */
type PreloadOptions = Parameters<ResultsPreloader['preloadRoute']>[0];

/**
 * The same results page is not preloaded again for this long: its sailings stay fresh for a minute (sailings-query.ts),
 * so the navigation's loader finds them in the cache. Later, pointing at Search fetches them again.
 */
const FRESH_MS = 30_000;

/** When each results page was last preloaded, by router (one per app, one per test). */
const preloaded = new WeakMap<ResultsPreloader, Map<string, number>>();

/** Pointing at, pressing or focusing Search. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Preloads the results page at `href` (a complete search's): `router.preloadRoute` runs what the navigation would,
 * the locale route's `beforeLoad` (the rest of the locale's messages), the results loader (the search, booking and
 * coupon domains, the results chunk, the port names and each leg's sailings) and the route's component chunk.
 * With `now`, at once; otherwise when the browser is idle, never on 2g or with save-data. Returns a function that
 * cancels a preload that has not started.
 */
export function preloadResults(router: ResultsPreloader, href: string, now: boolean): () => void {
  const times = preloaded.get(router) ?? new Map<string, number>();
  preloaded.set(router, times);
  const last = times.get(href);
  if (last !== undefined && Date.now() - last < FRESH_MS) return () => undefined;
  const run = () => {
    times.set(href, Date.now());
    router.preloadRoute({ href } as PreloadOptions).catch(() => { times.delete(href); });
  };
  if (now) {
    run();
    return () => undefined;
  }
  if (!mayPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection)) return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

interface ResultsPreloadProps {
  vm: TripWizardViewModel;
  /** The wizard's form, whose Search button is watched. */
  form: RefObject<HTMLFormElement | null>;
}

/**
 * While the wizard holds a complete, valid search, prepares the results page it leads to: when the browser is idle
 * (only the latest search), and at once when the traveller points at, presses or focuses Search. Nothing for an
 * incomplete or invalid search. Renders nothing; it comes with the wizard's controls, never with the first visit.
 */
export const ResultsPreload = observer(function ResultsPreload({ vm, form }: ResultsPreloadProps) {
  const router = useRouter();
  const localize = useLocalize();
  const query = vm.readyQuery;
  const href = query ? resultsHref(localize, query) : undefined;

  useEffect(() => (href ? preloadResults(router, href, false) : undefined), [router, href]);

  useEffect(() => {
    const element = form.current;
    if (!href || !element) return undefined;
    const intent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.wizard__search')) preloadResults(router, href, true);
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, intent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, intent, { capture: true });
    };
  }, [router, href, form]);

  return null;
});
