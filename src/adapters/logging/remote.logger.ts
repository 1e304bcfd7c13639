import { type LogLevel, type Logger } from '../../core/shared/logger.port';
import { type HttpClient } from '../http/http-client';

/** `/log` accepts messages up to this many characters. */
export const MAX_LOG_MESSAGE = 2000;

/**
 * A Logger that posts `{ message, level }` to the shop server's `/log`. Sending is fire-and-forget: a log
 * line that cannot be delivered must never break the booking it describes. `flush()` waits for pending posts.
 */
export class RemoteLogger implements Logger {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly http: Pick<HttpClient, 'post'>, private readonly onFault?: (error: unknown) => void) {}

  log(level: LogLevel, message: string): void {
    const body = { message: message.slice(0, MAX_LOG_MESSAGE) || '-', level };
    const sent = this.http.post<unknown>('/log', body).then(
      () => undefined,
      (error: unknown) => this.onFault?.(error),
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  /** Resolves when every message logged so far has been sent (or has failed to send). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

type ErrorConsole = Pick<Console, 'error'>;

/**
 * In production builds every console error is also sent to the server (SPEC.md section 7). Wraps
 * `target.error` and returns a function that restores it. Guarded against re-entry, so a failing post that
 * itself logs an error cannot loop.
 */
export function forwardConsoleErrors(target: ErrorConsole, logger: Logger): () => void {
  const original = target.error;
  let forwarding = false;
  target.error = (...args: unknown[]) => {
    original.apply(target, args);
    if (forwarding) return;
    forwarding = true;
    try {
      logger.log('error', args.map(describe).join(' '));
    } finally {
      forwarding = false;
    }
  };
  return () => {
    target.error = original;
  };
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
