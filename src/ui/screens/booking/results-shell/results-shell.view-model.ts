import { computedStruct, makeAutoObservable } from 'mobx';
import { type Sailing } from '../../../../core/search';
import { WIZARD_STEPS, type WizardStep } from '../../../../core/booking/domain/booking-state';
import { goToStep, resetSteps } from '../../../../core/booking/domain/wizard';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { type BookingResetSignal } from '../../../shared/booking-reset';
import { type BookingStore } from '../../../shared/booking/booking-store';

export type BreadcrumbState = 'current' | 'reachable' | 'locked';

export interface BreadcrumbStep {
  readonly step: WizardStep;
  readonly state: BreadcrumbState;
  /** Done: the step's form is valid (shown with a tick). */
  readonly done: boolean;
}

/**
 * The results screen around the steps: which step shows, the breadcrumb, the booking's start from the URL's
 * search, the reset-steps flag (logo, language switch) and whether leaving the page would lose the booking.
 */
export class ResultsShellViewModel {
  /** A language link was followed: the page is about to load anew in another locale, with the same booking. */
  switchingLanguage = false;
  /** The logo was followed: the steps start over when this screen is left (not if the traveller keeps editing). */
  resetOnLeave = false;

  constructor(private readonly deps: { store: BookingStore; reset: Pick<BookingResetSignal, 'subscribe' | 'consumeFlag'> }) {
    // The breadcrumb and the chosen trips compare by structure: a key typed in step 3 changes the booking, not them,
    // and their observers stay as they are (issue 18).
    makeAutoObservable<ResultsShellViewModel, 'deps'>(this, { deps: false, breadcrumb: computedStruct, chosenTrips: computedStruct }, { autoBind: true });
  }

  /** The search the booking stands for (`searchKeyOf`): the URL's, or its own after its travellers changed. */
  get bookingSearchKey(): string | undefined {
    return this.deps.store.searchKey;
  }

  get currentStep(): WizardStep {
    return this.deps.store.state.currentStep;
  }

  /**
   * Starts (or keeps, on a reload or a language switch) the booking of the URL's search, then applies a reset-steps
   * flag the logo left behind.
   */
  start(search: SearchState): void {
    this.deps.store.begin(search);
    if (this.deps.reset.consumeFlag()) this.deps.store.update(resetSteps);
  }

  /**
   * The logo's reset: back to step 0, no trip selected, once the results screen is really left. The logo goes
   * through the leave question like any in-app link (issue 19: it used to reset at once, so nothing was left to
   * warn about and step 3's typing was lost); "keep editing" (`stayOnPage`) keeps everything. A language switch
   * keeps the booking (issue 19: it used to reset the steps); it only marks the page as leaving without loss.
   * Returns the function to call when the screen unmounts.
   */
  listenForReset(): () => void {
    const stop = this.deps.reset.subscribe((reason) => {
      if (reason === 'language-switch') this.switchingLanguage = true;
      else this.resetOnLeave = true;
    });
    return () => {
      stop();
      if (!this.resetOnLeave) return;
      this.resetOnLeave = false;
      this.deps.store.update(resetSteps);
    };
  }

  /** The traveller chose to keep editing: a logo click that asked is forgotten, its flag too. */
  stayOnPage(): void {
    if (!this.resetOnLeave) return;
    this.resetOnLeave = false;
    this.deps.reset.consumeFlag();
  }

  /** SPEC.md section 2: the breadcrumb shows once the booking is past step 0. */
  get showBreadcrumb(): boolean {
    return this.currentStep > 0;
  }

  /** A step is clickable when every earlier step's form is valid and it is not beyond the maximum reached step. */
  get breadcrumb(): BreadcrumbStep[] {
    const { steps, maximumStep, currentStep } = this.deps.store.state;
    return WIZARD_STEPS.map((step) => {
      const reachable = step <= maximumStep && steps.slice(0, step).every(Boolean);
      const state: BreadcrumbState = step === currentStep ? 'current' : reachable ? 'reachable' : 'locked';
      return { step, state, done: steps[step] && step <= maximumStep && step !== currentStep };
    });
  }

  goTo(step: WizardStep): void {
    const target = this.breadcrumb[step];
    if (target?.state === 'reachable') this.deps.store.update((state) => goToStep(state, step));
  }

  /** The current step's form is valid: on to the next step. */
  next(): void {
    const { currentStep } = this.deps.store.state;
    if (currentStep < 2) this.deps.store.update((state) => goToStep(state, (currentStep + 1) as WizardStep));
  }

  /** The chosen trips with their leg, in departure order (SPEC.md section 4). */
  get chosenTrips(): { leg: number; trip: Sailing }[] {
    return this.deps.store.state.routes
      .flatMap((trip, leg) => (trip ? [{ leg, trip }] : []))
      .sort((a, b) => a.trip.departureDatetime.localeCompare(b.trip.departureDatetime));
  }

  /**
   * Leaving now would lose what the traveller did (SPEC.md section 2, leave-page warning): a sailing is chosen or
   * a later step reached, and the order is not yet with the server (once insert-booking recorded it, the payment
   * page or the success page takes over and must not be held up). A language switch loses nothing: the other
   * locale's page opens the same booking from the tab's session storage.
   */
  get hasUnsavedBooking(): boolean {
    if (this.switchingLanguage) return false;
    const state = this.deps.store.state;
    if (state.reservation !== null || state.order?.recorded === true) return false;
    return state.currentStep > 0 || state.routes.some((trip) => trip !== null);
  }
}
