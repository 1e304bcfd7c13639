import { makeAutoObservable, observableRef } from 'mobx';
import { type BookingState, INITIAL_BOOKING } from '../../../core/booking/domain/booking-state';
import { searchOfBooking } from '../../../core/booking/domain/booking-search';
import { bookJourney, bookJourneyAt, searchOfJourney, searchWithJourney } from '../../../core/booking/domain/journey-booking';
import { type Journey } from '../../../core/search/domain/journey';
import { removeTrip, startBooking } from '../../../core/booking/domain/wizard';
import { enterResellerMode, inResellerMode, leaveResellerMode } from '../../../core/booking/domain/reseller-mode';
import { fromSearchQuery, toSearchQuery } from '../../../core/search/domain/search-query';
import { type SearchState } from '../../../core/search/domain/search-state';
import { PASSENGER_TYPES, type Travellers } from '../../../core/search/domain/travellers';
import { type SessionStore } from '../../../core/shared/session-store.port';
import { type WriteTiming, immediateWrites } from '../../../core/shared/write-timing.port';

/** Where the booking is kept between page loads (the core's `BookingProgress` over session storage). */
export interface BookingPersistence {
  load(): BookingState;
  save(state: BookingState): void;
  clear(): void;
}

/** The session key of the search the booking was started for (next to the booking itself). */
export const BOOKING_SEARCH_KEY = 'booking.search';

/** A search as one canonical text (its URL query with sorted keys), so two URLs of the same search compare equal. */
export function searchKeyOf(search: SearchState): string {
  const query = toSearchQuery(search);
  return Object.keys(query).sort().map((key) => `${key}=${query[key]}`).join('&');
}

const sameTravellers = (a: Travellers, b: Travellers) => a.vehicles === b.vehicles && a.trailers === b.trailers
  && a.pets === b.pets && PASSENGER_TYPES.every((type) => a.passengers[type] === b.passengers[type]);

/**
 * The one booking of the tab, shared by the results steps, the payment and the success page. Every change goes
 * through `update` with a pure core transition (`selectTrip`, party and form actions, …); the new state is saved at
 * once, so a reload anywhere in the journey keeps everything (SPEC.md section 4). Bound as a singleton with the
 * booking domain (`uiTokens.BookingStore`).
 */
export class BookingStore {
  state: BookingState = INITIAL_BOOKING;
  /** The search (`searchKeyOf`) the booking was started for; undefined before any. */
  searchKey: string | undefined = undefined;

  /** A change not yet written, and how to cancel its write (the write waits for a quiet moment: `WriteTiming`). */
  private unsaved = false;
  private cancelSave: (() => void) | undefined = undefined;

  constructor(private readonly deps: {
    persistence: BookingPersistence;
    keys?: Pick<SessionStore, 'read' | 'write' | 'remove'>;
    /** When a change is written (at once by default; the browser's waits for a quiet moment, and the page's leaving). */
    writes?: WriteTiming;
  }) {
    this.state = deps.persistence.load();
    this.searchKey = deps.keys?.read(BOOKING_SEARCH_KEY);
    makeAutoObservable<BookingStore, 'deps' | 'unsaved' | 'cancelSave'>(this, {
      deps: false, state: observableRef, unsaved: false, cancelSave: false,
    }, { autoBind: true });
    deps.writes?.onLeave(() => this.save());
  }

  /**
   * Applies a core transition and saves the result: at once in Node and tests; in the browser after the change's
   * task, in a quiet moment (a step 3 field typed key by key writes once, not per key: issue 18), and always before
   * the page is hidden or left, so a reload keeps everything.
   */
  update(transition: (state: BookingState) => BookingState): void {
    const next = transition(this.state);
    if (next === this.state) return;
    this.state = next;
    this.unsaved = true;
    if (this.cancelSave) return; // a write is coming: it writes the latest state
    const cancel = (this.deps.writes ?? immediateWrites).later(() => this.save());
    // Written already (at once): nothing to cancel.
    if (this.unsaved) this.cancelSave = cancel;
  }

  /** Writes the change not written yet, if any. */
  save(): void {
    this.cancelSave?.();
    this.cancelSave = undefined;
    if (!this.unsaved) return;
    this.unsaved = false;
    this.deps.persistence.save(this.state);
  }

  /**
   * The booking of a search from the results URL. The same search as the stored booking's (a reload, or coming
   * back to the results) keeps everything. Another search starts a new booking (`startBooking`), except when only
   * some legs changed (another day or port from the results page) for the same trip type and travellers: then the
   * trips of the changed legs are removed and everything else (the other legs' trips, forms typed so far) stays.
   * Returns whether the booking changed.
   */
  begin(search: SearchState): boolean {
    const key = searchKeyOf(search);
    const current = this.state;
    // A recorded order that is not paid yet (a declined card: the failure page's "try again" comes back to the same
    // search) stays the booking of its own search; only another search, or a reservation, starts afresh.
    const finished = current.reservation !== null || (current.order?.recorded === true && key !== this.searchKey);
    if (key === this.searchKey && current.routesLength === search.legs.length && !finished) return false;
    const previous = this.searchKey ? fromSearchQuery(Object.fromEntries(new URLSearchParams(this.searchKey))) : undefined;
    const comparable = previous !== undefined && !finished && previous.tripType === search.tripType
      && previous.legs.length === search.legs.length && current.routesLength === search.legs.length
      && sameTravellers(previous.travellers, search.travellers);
    if (comparable) {
      const changed = search.legs.flatMap((leg, i) => {
        const before = previous.legs[i];
        const same = before?.departurePort === leg.departurePort && before?.destinationPort === leg.destinationPort
          && before?.departureDate === leg.departureDate;
        return same ? [] : [i];
      });
      this.update((state) => changed.reduce((next, leg) => removeTrip(next, leg), state));
    } else {
      this.update((state) => startBooking(state, search.legs.length, search.travellers));
    }
    this.rememberSearch(key);
    return true;
  }

  /**
   * Books a journey chosen on a search's results: a new booking with one leg per sailing, each chosen, remembered as
   * the booking of the journey's own search (the results URL goes there and keeps it). Answers that search;
   * undefined (nothing changed) for a journey the shop does not sell as one booking.
   */
  beginJourney(search: SearchState, journey: Journey): SearchState | undefined {
    const next = searchOfJourney(search, journey);
    if (!next) return undefined;
    this.update((state) => bookJourney(state, search, journey));
    this.rememberSearch(searchKeyOf(next));
    return next;
  }

  /**
   * Books a journey chosen for one leg of a search (a direction of a round trip, a leg of a multiple trip): that leg
   * becomes one leg per sailing, each chosen, the sailings chosen for the other legs stay. Answers the new search (a
   * multiple trip), remembered as the booking's; undefined (nothing changed) when the core refuses the journey.
   */
  beginJourneyAt(search: SearchState, leg: number, journey: Journey): SearchState | undefined {
    const next = searchWithJourney(search, leg, journey);
    if (!next) return undefined;
    const before = this.state;
    this.update((state) => bookJourneyAt(state, search, leg, journey));
    if (this.state === before) return undefined;
    this.rememberSearch(searchKeyOf(next));
    return next;
  }

  /**
   * Forgets the booking (after a finished payment, or a new search). A reseller books one booking after another:
   * the tie to the reseller outlives a finished booking, until the reseller leaves it or logs out.
   */
  clear(): void {
    const finished = this.state;
    this.state = INITIAL_BOOKING;
    this.searchKey = undefined;
    this.cancelSave?.();
    this.cancelSave = undefined;
    this.unsaved = false;
    this.deps.persistence.clear();
    this.deps.keys?.remove(BOOKING_SEARCH_KEY);
    if (inResellerMode(finished)) this.update((state) => enterResellerMode(state, finished.booknowUserId!, finished.booknowName ?? ''));
  }

  /**
   * The booking's own travellers became its search (a passenger removed in step 2): that search is remembered as
   * the booking's, so the results URL may follow it (the shell replaces the URL) without starting a new booking.
   * Nothing while the booking has not chosen every trip.
   */
  followBooking(): void {
    const search = searchOfBooking(this.state);
    if (search) this.rememberSearch(searchKeyOf(search));
  }

  /** Pays by card again: the reseller left reseller mode, or the session that proved it ended (log-out). */
  leaveResellerMode(): void {
    this.update(leaveResellerMode);
  }

  private rememberSearch(key: string): void {
    this.searchKey = key;
    this.deps.keys?.write(BOOKING_SEARCH_KEY, key);
  }
}
