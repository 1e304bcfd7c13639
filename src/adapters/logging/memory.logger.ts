import { type LogLevel, type Logger } from '../../core/shared/logger.port';

/** A Logger that keeps its lines in memory, so a test can read what was logged. */
export class MemoryLogger implements Logger {
  readonly entries: { level: LogLevel; message: string }[] = [];

  log(level: LogLevel, message: string): void {
    this.entries.push({ level, message });
  }
}
