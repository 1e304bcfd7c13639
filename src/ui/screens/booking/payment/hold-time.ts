/** Seconds left at which the hold's remaining time is announced to screen readers (and once it is over). */
export const HOLD_ANNOUNCE_AT = [600, 300, 120, 60, 30] as const;
/** Seconds left from which "Extend time" is on show (before, it appears only when focused). */
export const EXTEND_SHOWN_AT = 300;

/** Whole seconds from `nowIso` until `expiresIso`, never below 0. */
export function secondsLeft(expiresIso: string, nowIso: string): number {
  const left = Math.ceil((Date.parse(expiresIso) - Date.parse(nowIso)) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** `mm:ss` (minutes may pass 59: `75:00`). */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The threshold a remaining time has reached (the smallest one not below it), so an announcement is made once
 * per threshold: 0 once expired, undefined above the first.
 */
export function thresholdReached(seconds: number): number | undefined {
  if (seconds <= 0) return 0;
  let reached: number | undefined;
  for (const at of HOLD_ANNOUNCE_AT) if (seconds <= at) reached = at;
  return reached;
}
