import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useRef } from 'react';
import { afterNextPaintOnPhone } from '../after-paint';
import { type DomainLoader, type DomainName } from '../domain-loader';
import { useLocalize } from '../i18n/use-locale';
import { type ConnectionHints, PREFETCH_IDLE_TIMEOUT_MS, mayPrefetch } from '../idle-prefetch';
import { useService } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';
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

/**
 * A complete search is prepared once it has stayed the same this long: a traveller still at work (the day chosen,
 * then the travellers) prepares only the search they settle on, and no preload starts right behind their last tap.
 */
export const SETTLE_MS = 1000;

/**
 * The domains the results page needs, loaded one per idle moment before the route's own preload (issue 18): each
 * chunk's evaluation and binding is a task of its own, so a tap meanwhile waits behind one piece at most, never
 * behind the whole results page's code.
 */
const RESULTS_DOMAINS: readonly DomainName[] = ['search', 'booking', 'coupon'];

/** When each results page was last preloaded, by router (one per app, one per test). */
const preloaded = new WeakMap<ResultsPreloader, Map<string, number>>();

/** Pointing at, pressing or focusing Search. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export interface ResultsPreloadDeps {
  router: ResultsPreloader;
  domains: DomainLoader;
}

/** Waits for the browser to be idle (at most PREFETCH_IDLE_TIMEOUT_MS); `stop` forgets a wait not yet over. */
function idle(stop: (cancel: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => resolve(), { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      stop(() => window.cancelIdleCallback(id));
    } else {
      const timer = window.setTimeout(resolve, 0);
      stop(() => window.clearTimeout(timer));
    }
  });
}

function delay(ms: number, stop: (cancel: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    stop(() => window.clearTimeout(timer));
  });
}

/**
 * Preloads the results page at `href` (a complete search's): `router.preloadRoute` runs what the navigation would,
 * the locale route's `beforeLoad` (the rest of the locale's messages), the results loader (the search, booking and
 * coupon domains, the results chunk, the port names and each leg's sailings) and the route's component chunk.
 *
 * With `now` (the traveller points at Search), at once, or on a phone after the tap's frame has painted. Otherwise
 * in pieces (issue 18: on a slow phone the whole preload held the main thread ~260 ms, and the traveller's next tap
 * waited behind it): once the search has stayed the same for `settleMs`, each domain in an idle moment of its own,
 * then the route in another; never on 2g or with save-data. Returns a function that stops a preload not yet
 * started (a domain already loading finishes: its code is evaluated once and serves any later search).
 */
export function preloadResults({ router, domains }: ResultsPreloadDeps, href: string, now: boolean, settleMs = SETTLE_MS): () => void {
  const times = preloaded.get(router) ?? new Map<string, number>();
  preloaded.set(router, times);
  const fresh = () => {
    const last = times.get(href);
    return last !== undefined && Date.now() - last < FRESH_MS;
  };
  if (fresh()) return () => undefined;
  const run = () => {
    if (fresh()) return;
    times.set(href, Date.now());
    router.preloadRoute({ href } as PreloadOptions).catch(() => { times.delete(href); });
  };
  if (now) {
    afterNextPaintOnPhone(run);
    return () => undefined;
  }
  if (!mayPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection)) return () => undefined;
  let stopped = false;
  let cancelWait = () => {};
  const stop = (cancel: () => void) => { cancelWait = cancel; };
  void (async () => {
    if (settleMs > 0) await delay(settleMs, stop);
    for (const name of RESULTS_DOMAINS) {
      await idle(stop);
      if (stopped) return;
      await domains.require(name).catch(() => undefined);
      if (stopped) return;
    }
    await idle(stop);
    if (!stopped) run();
  })();
  return () => {
    stopped = true;
    cancelWait();
  };
}

interface ResultsPreloadProps {
  vm: TripWizardViewModel;
  /** The wizard's form, whose Search button is watched. */
  form: RefObject<HTMLFormElement | null>;
}

/**
 * While the wizard holds a complete, valid search, prepares the results page it leads to: in idle moments once the
 * search has settled (only the latest search), and at once when the traveller points at, presses or focuses Search.
 * Nothing for an incomplete or invalid search. Renders nothing; it comes with the wizard's controls, never with the
 * first visit.
 */
export const ResultsPreload = observer(function ResultsPreload({ vm, form }: ResultsPreloadProps) {
  const router = useRouter();
  const domains = useService(uiTokens.Domains);
  const localize = useLocalize();
  const query = vm.readyQuery;
  const href = query ? resultsHref(localize, query) : undefined;
  // The search the wizard came with (prefilled by "change search" or a link) is one nobody is changing: it is prepared
  // in the first idle moments, without waiting for it to settle.
  const opening = useRef(href);

  useEffect(() => (href ? preloadResults({ router, domains }, href, false, href === opening.current ? 0 : SETTLE_MS) : undefined), [router, domains, href]);

  useEffect(() => {
    const element = form.current;
    if (!href || !element) return undefined;
    const intent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.wizard__search')) preloadResults({ router, domains }, href, true);
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, intent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, intent, { capture: true });
    };
  }, [router, domains, href, form]);

  return null;
});
