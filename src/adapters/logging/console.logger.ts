import { type LogLevel, type Logger } from '../../core/shared/logger.port';

type ConsoleLike = Pick<Console, 'info' | 'warn' | 'error'>;

/** A Logger that writes to the console (or any object shaped like it); for Node and development. */
export class ConsoleLogger implements Logger {
  constructor(private readonly target: ConsoleLike = console, private readonly prefix = '[ferry]') {}

  log(level: LogLevel, message: string): void {
    this.target[level](`${this.prefix} ${message}`);
  }
}
