import { type SessionStore } from '../../core/shared/session-store.port';

export type BookingResetReason = 'logo' | 'language-switch';

/** The session key of the reset-steps flag; it survives the full page load of a language switch. */
export const RESET_STEPS_KEY = 'booking.resetSteps';

/**
 * Asks the booking to go back to step 0 and clear its selected trips (SPEC.md section 4): the logo does it at
 * once, the language switch across its page load. The booking subscribes for the first and calls
 * `consumeFlag()` at start for the second.
 */
export class BookingResetSignal {
  private readonly listeners = new Set<(reason: BookingResetReason) => void>();

  constructor(private readonly deps: { store: Pick<SessionStore, 'read' | 'write' | 'remove'> }) {}

  request(reason: BookingResetReason): void {
    this.deps.store.write(RESET_STEPS_KEY, reason);
    for (const listener of this.listeners) listener(reason);
  }

  /** Calls the listener on every reset request; returns the unsubscribe function. */
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
