import { makeAutoObservable, observableRef } from 'mobx';
import { type BookingState, INITIAL_BOOKING } from '../../../core/booking/domain/booking-state';

/** Where the booking is kept between page loads (the core's `BookingProgress` over session storage). */
export interface BookingPersistence {
  load(): BookingState;
  save(state: BookingState): void;
  clear(): void;
}

/**
 * The one booking of the tab, shared by the results steps, the payment and the success page. Every change goes
 * through `update` with a pure core transition (`selectTrip`, party and form actions, …); the new state is saved at
 * once, so a reload anywhere in the journey keeps everything (SPEC.md section 4). Bound as a singleton with the
 * booking domain (`uiTokens.BookingStore`).
 */
export class BookingStore {
  state: BookingState = INITIAL_BOOKING;

  constructor(private readonly deps: { persistence: BookingPersistence }) {
    this.state = deps.persistence.load();
    makeAutoObservable<BookingStore, 'deps'>(this, { deps: false, state: observableRef }, { autoBind: true });
  }

  /** Applies a core transition and saves the result. */
  update(transition: (state: BookingState) => BookingState): void {
    const next = transition(this.state);
    if (next === this.state) return;
    this.state = next;
    this.deps.persistence.save(next);
  }

  /** Forgets the booking (after a finished payment, or a new search). */
  clear(): void {
    this.state = INITIAL_BOOKING;
    this.deps.persistence.clear();
  }
}
