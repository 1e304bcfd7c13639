import { useRouter, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WIZARD_STEPS, type WizardStep } from '../../../../core/booking/domain/booking-state';
import { fromSearchQuery } from '../../../../core/search/domain/search-query';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { usePageTitle } from '../../../shared/i18n/use-locale';
import { useService, useViewModel } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';
import { bookingScreenTokens } from '../booking.tokens';
import { searchKeyOf } from '../../../shared/booking/booking-store';
import { BookingBreadcrumb } from './booking-breadcrumb';
import { ChosenTrips } from './chosen-trips';
import { LeaveGuard } from './leave-guard';
import { HoldTimer, PriceSummary, StepContent, preloadSteps } from './step-parts';
import { whenEngaged } from '../../../shared/idle-prefetch';
import { afterNextPaintOnPhone } from '../../../shared/after-paint';
import { SearchSummary } from './search-summary';
import { searchParamsOf } from './results-search';
import { ResellerBanner } from '../reseller/reseller-banner';
import './results-shell.css';

/** The booking step a history entry of the results holds (`bookingStep`, 0 to 2), or undefined. */
export function stepOfHistory(state: unknown): WizardStep | undefined {
  const value = (state as Record<string, unknown> | undefined)?.bookingStep;
  return WIZARD_STEPS.find((step) => step === value);
}

/**
 * Writes the step into the state of the browser's current history entry without a router navigation (issue 18): the
 * page's own entry gets its step right after step 1 shows, and through `router.navigate` that cost a task of 11-16 ms
 * of CPU after the first paint (the router's load of every match and a render of the whole tree, for a state nobody
 * reads until a Back or a reload). TanStack Router patches `history.replaceState` on the instance to hear the app's
 * own calls, so this calls the browser's own (`History.prototype`); the router reads the step when the entry comes
 * back (Back, Forward, reload), which is the only time it is needed. False (nothing written) when the router's history
 * is not the browser's current entry (a memory history), or the entry is not the router's.
 */
export function markEntryStep(router: { history: { location: { state: unknown } } }, step: WizardStep): boolean {
  const entry = window.history.state as Record<string, unknown> | null;
  const known = router.history.location.state as Record<string, unknown> | undefined;
  if (!entry || typeof entry.__TSR_key !== 'string' || entry.__TSR_key !== known?.__TSR_key) return false;
  History.prototype.replaceState.call(window.history, { ...entry, bookingStep: step }, '');
  return true;
}

/** Moves focus to the step's heading once it is in the page (a later step's code may still be loading). */
function focusStepHeading(container: HTMLElement | null): () => void {
  const tryFocus = () => {
    const heading = document.getElementById('results-step-heading');
    if (!heading) return false;
    heading.focus({ preventScroll: true });
    // The step before may still be in the page, hidden while the next one's code loads: it takes no focus.
    return document.activeElement === heading;
  };
  if (tryFocus() || !container) return () => undefined;
  // Wait for the step to appear, but never take the focus back once the traveller is doing something.
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  const observer = new MutationObserver(() => { if (tryFocus()) stop(); });
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  const timer = setTimeout(stop, 15_000);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  return stop;
}

/**
 * The faces step 1's text uses (size, weight, numerals), which the skeleton shows in a line nobody sees (issue 18).
 * The first use of a face size in a page costs the browser a font lookup (on Linux a synchronous call to the browser
 * process per size and weight, 1-5 ms each, ~15 for step 1): met in the server-rendered skeleton, they are paid before
 * the first paint instead of in step 1's first layout, one long task after it. A face step 1 starts using belongs
 * here (e2e `results-fonts` compares the two). `arrow`: the face shows the journeys' arrow, which most system fonts
 * lack (another font, a lookup per size); each character more costs lookups of its own before the first paint.
 */
export const STEP1_FACES: readonly { style: CSSProperties; arrow?: true }[] = [
  { style: { fontSize: '1.35rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' } },
  { style: { fontSize: '1.3rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' } },
  { style: { fontSize: '1.15rem', fontWeight: 700 } },
  { style: { fontSize: '1.1rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }, arrow: true },
  { style: { fontSize: '1.05rem', fontWeight: 700 } },
  { style: { fontSize: '1.05rem', fontWeight: 600 } },
  { style: { fontSize: '1rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }, arrow: true },
  { style: { fontSize: '0.95rem', fontWeight: 600 } },
  { style: { fontSize: '0.9rem', fontWeight: 600 } },
  { style: { fontSize: '0.9rem', fontWeight: 400 } },
  { style: { fontSize: '0.85rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' } },
  { style: { fontSize: '0.85rem', fontWeight: 400 } },
  { style: { fontSize: '0.8rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' } },
  { style: { fontSize: '0.8rem', fontWeight: 700 } },
  { style: { fontSize: '0.8rem', fontWeight: 400 } },
];

/** A placeholder of the step while the booking is read (the server renders this too: the booking lives in the tab). */
export function StepSkeleton() {
  const intl = useIntl();
  return (
    <div className="results-skeleton" aria-busy="true" role="status" aria-label={intl.formatMessage({ id: 'results.loading' })}>
      {[0, 1, 2].map((i) => <div key={i} className="results-skeleton__card" aria-hidden="true" />)}
      <div className="visually-hidden results-skeleton__faces" aria-hidden="true">
        {STEP1_FACES.map((face, i) => <span key={i} style={face.style}>{face.arrow ? 'Aa 0123 € →' : 'Aa 0123 €'}</span>)}
      </div>
    </div>
  );
}

/**
 * The results screen around the booking steps: the search, the breadcrumb, the current step (ResultsStep1-3 with
 * `onNext`), an aside with the chosen trips, the price summary and the hold timer, and the leave-page warning.
 * Step changes scroll to the top and move focus to the step's heading (`#results-step-heading`).
 */
export const ResultsShell = observer(function ResultsShell({ search }: { search: SearchState }) {
  const intl = useIntl();
  const vm = useViewModel(bookingScreenTokens.ResultsShellViewModel);
  const key = searchKeyOf(search);
  // The booking comes from session storage, which the server does not have: the steps show after the first render.
  const [started, setStarted] = useState(false);
  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef<WizardStep | undefined>(undefined);
  const step = vm.currentStep;
  const bookingUnderWay = useCallback(() => vm.hasUnsavedBooking, [vm]);
  // A step's Continue: the next step renders after the pressed button paints (issue 18: on a slow phone rendering the
  // step in the tap's own task took 200-400 ms). A second tap meanwhile goes nowhere (it must not skip a step).
  const nextPending = useRef(false);
  const next = useCallback(() => {
    if (nextPending.current) return;
    nextPending.current = true;
    afterNextPaintOnPhone(() => {
      nextPending.current = false;
      vm.next();
    });
  }, [vm]);

  useEffect(() => vm.listenForReset(), [vm]);
  useEffect(() => {
    vm.start(search);
    // A transition: React renders the step in slices of a few ms between which the browser stays free (issue 18:
    // step 1's render was one task of ~40 ms, x4 on a slow phone), and the skeleton stays until the step is ready.
    startTransition(() => setStarted(true));
    // `key` stands for the search: a new search (another day) restarts; the same one keeps the booking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm, key]);
  // The later steps' code is fetched from the traveller's first interaction (a scroll, a tap while choosing a sailing),
  // not with the page's own start: a slow phone shows the sailings sooner.
  const domains = useService(uiTokens.Domains);
  useEffect(() => (started ? whenEngaged(window, () => preloadSteps(domains)) : undefined), [started, domains]);

  // Each step change is a history entry (same URL, the step in its history state), so the browser's or phone's Back
  // goes to the step before and Forward returns (issue 19: Back left the booking). The booking stays the authority:
  // the entry follows the step, and a Back or Forward moves the booking only to a step the breadcrumb allows.
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const urlStep = useRouterState({ select: (s) => stepOfHistory(s.location.state) });
  const seenUrlStep = useRef(urlStep);
  const writeStep = useCallback((next: WizardStep, replace: boolean) => {
    void router.navigate({
      to: pathname, search: (prev: Record<string, unknown>) => prev, replace, resetScroll: false,
      state: (prev) => ({ ...prev, bookingStep: next }),
    }).then(() => {
      // The navigation's render may hide the step for a moment (Suspense): the step's heading keeps the focus it had.
      if (!replace && document.activeElement === document.body) focusStepHeading(stepArea.current);
    });
  }, [router, pathname]);
  // The booking's travellers changed (a passenger removed): the URL follows, in place, keeping the step's entry.
  const bookingKey = vm.bookingSearchKey;
  useEffect(() => {
    if (!started || !bookingKey || bookingKey === key) return;
    const own = fromSearchQuery(Object.fromEntries(new URLSearchParams(bookingKey)));
    if (!own) return;
    void router.navigate({ to: pathname, search: searchParamsOf(own), replace: true, resetScroll: false, state: (prev) => prev });
    // Only a change of the booking's own search moves the URL; a new URL moves the booking (vm.start above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingKey]);
  const urlInSync = useRef(false);
  // The step of the page's own entry, for a Back to it when the router had not yet written it (still loading).
  const startStep = useRef<WizardStep | undefined>(undefined);
  const followingHistory = useRef(false);
  useEffect(() => {
    if (!started) return;
    // The first time (a new search, a reload, a language switch) replaces the entry; later step changes push one.
    if (!urlInSync.current) startStep.current = step;
    // A step taken by Back or Forward rewrites its own entry (a push would drop the entries after it).
    const replace = !urlInSync.current || followingHistory.current;
    followingHistory.current = false;
    // The page's own entry, still without a step, takes it without a navigation (markEntryStep); the others navigate.
    const marked = !urlInSync.current && urlStep === undefined && markEntryStep(router, step);
    if (urlStep !== step && !marked) writeStep(step, replace);
    urlInSync.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, step]);
  useEffect(() => {
    const previous = seenUrlStep.current;
    seenUrlStep.current = urlStep;
    const target = urlStep ?? startStep.current;
    if (!started || target === undefined || urlStep === previous || target === vm.currentStep) return;
    followingHistory.current = true;
    vm.goTo(target);
    if (vm.currentStep !== target) {
      followingHistory.current = false;
      writeStep(vm.currentStep, true);
    }
  }, [started, urlStep, vm, writeStep]);

  useEffect(() => {
    if (!started) return undefined;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === undefined || previous === step) return undefined;
    window.scrollTo({ top: 0 });
    return focusStepHeading(stepArea.current);
  }, [started, step]);

  const stepName = intl.formatMessage({ id: `results.step.${step}` });
  usePageTitle(started ? stepName : intl.formatMessage({ id: 'results.title' }));

  return (
    <div className="results">
      <h1 className="results__title"><FormattedMessage id="results.title" /></h1>
      <SearchSummary search={search} />
      {started && <ResellerBanner />}
      {started && vm.showBreadcrumb && <BookingBreadcrumb vm={vm} />}
      <div className="results__layout">
        <div className="results__step" ref={stepArea}>
          {started ? (
            <Suspense fallback={<StepSkeleton />}>
              <StepContent step={step} onNext={next} />
            </Suspense>
          ) : <StepSkeleton />}
        </div>
        {started && (
          <aside className="results__aside" aria-label={intl.formatMessage({ id: 'results.aside.label' })}>
            <ChosenTrips vm={vm} search={search} />
            <Suspense fallback={null}>
              {step > 0 && <PriceSummary />}
              <HoldTimer />
            </Suspense>
          </aside>
        )}
      </div>
      {started && <LeaveGuard isActive={bookingUnderWay} onStay={vm.stayOnPage} />}
    </div>
  );
});
