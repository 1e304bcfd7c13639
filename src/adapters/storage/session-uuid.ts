import { type SessionStore } from '../../core/shared/session-store.port';

export const SESSION_UUID_KEY = 'booking.uuid';

/**
 * The booking session's uuid (sent as the `uuid` header on booking calls): made once per tab and kept in the
 * session store, so it survives a reload like the booking it names.
 */
export function sessionUuid(store: SessionStore, make: () => string = () => globalThis.crypto.randomUUID()): string {
  const existing = store.read(SESSION_UUID_KEY);
  if (existing) return existing;
  const uuid = make();
  store.write(SESSION_UUID_KEY, uuid);
  return uuid;
}
