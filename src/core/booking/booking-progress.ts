import { type SessionStore } from '../shared/session-store.port';
import { type BookingState, INITIAL_BOOKING } from './domain/booking-state';
import { deserialiseBooking, serialiseBooking } from './domain/serialise';
import { BOOKING_STORAGE_KEY } from './booking-storage-key';

/** Keeps the booking in the session store so progress survives a reload (SPEC.md section 4). */
export class BookingProgress {
  constructor(private readonly deps: { store: SessionStore }) {}

  /** The stored booking, or a new one when nothing (or nothing readable) is stored. */
  load(): BookingState {
    return deserialiseBooking(this.deps.store.read(BOOKING_STORAGE_KEY)) ?? INITIAL_BOOKING;
  }

  save(state: BookingState): void {
    this.deps.store.write(BOOKING_STORAGE_KEY, serialiseBooking(state));
  }

  clear(): void {
    this.deps.store.remove(BOOKING_STORAGE_KEY);
  }
}
