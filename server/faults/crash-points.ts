/**
 * Crash points for the kill -9 tests of the booking saga (tests/server/saga-crash.*.test.ts): a server started with
 * `SAGA_CRASH_AT=<point>` kills its own process with SIGKILL the first time the saga reaches that point, exactly as a
 * power cut or an OOM kill would, leaving the database as it was at that instant. The tests then start the server
 * again on the same data and check that the reconciler ends every order correctly.
 *
 * Off unless the variable is set (and refused by the deploy check on a reachable host: never in production). The
 * names are the saga's steps, listed here so the tests can walk through all of them.
 */

export const CRASH_POINTS = [
  /** The order row is written ('holding'); no operator hold is asked yet. */
  'hold:order-recorded',
  /** An operator has answered a hold; the shop has not recorded it yet. */
  'hold:operator-held',
  /** A payment attempt is recorded ('started'); the hosted form is not answered yet. */
  'pay:attempt-recorded',
  /** A verified callback is stored; it is not applied to the payment or the order yet. */
  'callback:stored',
  /** The payment is recorded captured and the order paid; no operator confirm yet. */
  'callback:captured',
  /** An operator confirmed a trip; the shop has not recorded the tickets yet. */
  'issue:operator-confirmed',
  /** The order is issued; the traveller's e-mail is not queued yet. */
  'issue:recorded',
  /** The shop decided to refund and recorded it; the processor has not been asked yet. */
  'refund:recorded',
  /** The processor refunded; the shop has not recorded it yet. */
  'refund:processor-refunded',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

const armed = process.env.SAGA_CRASH_AT;

/** Kills this process with SIGKILL when `SAGA_CRASH_AT` names `point`. */
export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}

/**
 * The crash points of a leg's change (server/saga/change-saga.ts), armed by the same `SAGA_CRASH_AT`; in-process tests
 * also arm them through `ChangeSaga.crashAt` (tests/server/manage-change-crash.test.ts).
 */
export const CHANGE_CRASH_POINTS = [
  /** The change row is written ('holding'); the new sailing is not asked yet. */
  'change:recorded',
  /** The operator has answered the new hold; the shop has not recorded it yet. */
  'change:operator-held',
  /** The difference's card attempt is recorded; the hosted form is not answered yet. */
  'change:attempt-recorded',
  /** "Continue to payment": the open attempt is recorded superseded (the order's payment); it is not voided yet. */
  'change:attempt-superseded',
  /** The difference is recorded captured (the change paid); the new sailing is not confirmed yet. */
  'change:captured',
  /** The operator confirmed the new sailing; the shop has not recorded the tickets yet. */
  'change:operator-confirmed',
  /** The old leg is cancelled at its operator; the order is not rewritten yet. */
  'change:old-cancelled',
  /** A refund is recorded due; the processor has not been asked yet. */
  'change:refund-recorded',
] as const;
export type ChangeCrashPoint = (typeof CHANGE_CRASH_POINTS)[number];

/** Kills this process with SIGKILL when `SAGA_CRASH_AT` names the change's `point`. */
export function changeCrashPoint(point: ChangeCrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
