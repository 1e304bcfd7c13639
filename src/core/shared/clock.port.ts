/** The time, as a port, so the core stays pure and tests can fix it. */
export interface Clock {
  /** The current instant as an ISO 8601 string (UTC). */
  nowIso(): string;
}

/** A clock that always answers the same instant; for tests and replays. */
export function fixedClock(iso: string): Clock {
  return { nowIso: () => iso };
}
