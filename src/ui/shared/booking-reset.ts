import { type SessionStore } from '../../core/shared/session-store.port';

export type BookingResetReason = 'logo' | 'language-switch';

/** The session key of the reset-steps flag: the next results page the tab opens starts its steps over. */
export const RESET_STEPS_KEY = 'booking.resetSteps';

/**
 * What the header tells the booking. The logo asks it to go back to step 0 and clear its selected trips (SPEC.md
 * section 4): the results screen hears it, and the next results page calls `consumeFlag()` at start. A language
 * switch (issue 19) keeps the booking: the page loads anew in the other locale with the same URL query and the
 * tab's session storage, so the traveller lands on the same step with everything typed; the results screen only
 * hears it so that this page load does not ask the browser's leave question. It leaves no flag.
 */
export class BookingResetSignal {
  private readonly listeners = new Set<(reason: BookingResetReason) => void>();

  constructor(private readonly deps: { store: Pick<SessionStore, 'read' | 'write' | 'remove'> }) {}

  request(reason: BookingResetReason): void {
    if (reason === 'logo') this.deps.store.write(RESET_STEPS_KEY, reason);
    for (const listener of this.listeners) listener(reason);
  }

  /** Calls the listener on every request (with its reason); returns the unsubscribe function. */
  subscribe(listener: (reason: BookingResetReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True once after a reset was requested (then the flag is cleared). */
  consumeFlag(): boolean {
    const value = this.deps.store.read(RESET_STEPS_KEY);
    if (value === undefined) return false;
    this.deps.store.remove(RESET_STEPS_KEY);
    return true;
  }
}
