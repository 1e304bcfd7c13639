/** The levels `/log` accepts (SPEC.md section 7). */
export type LogLevel = 'info' | 'warn' | 'error';

/** Where the core writes what happened around pricing and booking calls. Never throws. */
export interface Logger {
  /** Records a message at a level. */
  log(level: LogLevel, message: string): void;
}

/** Writes `info` around a call and `error` when it fails or throws; the answer is passed through untouched. */
export async function logAround<T>(
  logger: Logger,
  name: string,
  call: () => Promise<T>,
  isFailure: (value: T) => string | undefined = () => undefined,
): Promise<T> {
  logger.log('info', `${name}: request`);
  try {
    const value = await call();
    const failure = isFailure(value);
    if (failure) logger.log('error', `${name}: failed: ${failure}`);
    else logger.log('info', `${name}: done`);
    return value;
  } catch (cause) {
    logger.log('error', `${name}: fault: ${cause instanceof Error ? cause.message : String(cause)}`);
    throw cause;
  }
}
