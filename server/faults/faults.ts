/**
 * Faults an embedded adapter can be told to show, for tests and for trying the shop by hand
 * (`DEMO_OPERATOR_FAULTS`, `TEST_PROCESSOR_FAULTS`): a comma-separated list of `operation=fault`, where operation is
 * a call of the port (`hold`, `confirm`, `refund`…) or `*` for every call, and fault is one of
 * - `fail`: the call fails at once without doing anything (the caller sees `Unavailable`);
 * - `timeout`: the call does nothing and answers nothing until the caller's timeout (`Unavailable`);
 * - `lost`: the call DOES its work, then its answer is lost (`Unavailable`): the caller cannot tell it from `timeout`;
 * - `slow:MS`: the call answers normally after MS more milliseconds.
 * A later entry for the same operation replaces an earlier one; `*` applies where no entry names the operation.
 * Example: `confirm=fail,hold=timeout,*=slow:2000`. Malformed text throws (the configuration refuses to start).
 */

export type Fault =
  | { readonly kind: 'fail' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'lost' }
  | { readonly kind: 'slow'; readonly ms: number };

export type FaultPlan = ReadonlyMap<string, Fault>;

const ENTRY = /^([a-z*][a-zA-Z]*|\*)=(fail|timeout|lost|slow:(\d{1,6}))$/;

/** Parses a fault list; throws an Error naming the bad entry. `''` and undefined are no faults. */
export function parseFaults(text: string | undefined, operations: readonly string[]): FaultPlan {
  const plan = new Map<string, Fault>();
  if (!text || text.trim() === '') return plan;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const m = ENTRY.exec(entry);
    if (!m) throw new Error(`"${entry.slice(0, 40)}" is not operation=fail|timeout|lost|slow:MS`);
    const operation = m[1] as string;
    if (operation !== '*' && !operations.includes(operation)) {
      throw new Error(`"${operation}" is not one of ${['*', ...operations].join(', ')}`);
    }
    const kind = m[2] as string;
    plan.set(operation, kind.startsWith('slow:') ? { kind: 'slow', ms: Number(m[3]) } : ({ kind } as Fault));
  }
  return plan;
}

/** The fault an operation shows under a plan, if any. */
export const faultOf = (plan: FaultPlan, operation: string): Fault | undefined => plan.get(operation) ?? plan.get('*');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Runs `work` (an adapter call) under the plan and the adapter's base delay. `unavailable(reason)` makes the port's
 * `Unavailable` error; `timeoutMs` is how long a `timeout` or `lost` call keeps its caller waiting.
 */
export async function underFaults<T>(options: {
  readonly plan: FaultPlan;
  readonly operation: string;
  readonly delayMs: number;
  readonly timeoutMs: number;
  readonly unavailable: (reason: string) => Error;
  readonly work: () => Promise<T>;
}): Promise<T> {
  const fault = faultOf(options.plan, options.operation);
  if (options.delayMs > 0) await sleep(options.delayMs);
  if (!fault) return options.work();
  switch (fault.kind) {
    case 'fail':
      throw options.unavailable(`${options.operation} failed (injected fault)`);
    case 'timeout':
      await sleep(options.timeoutMs);
      throw options.unavailable(`${options.operation} timed out (injected fault)`);
    case 'lost':
      await options.work();
      await sleep(options.timeoutMs);
      throw options.unavailable(`${options.operation} answer lost (injected fault)`);
    case 'slow':
      await sleep(fault.ms);
      return options.work();
  }
}
