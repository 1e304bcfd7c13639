import { type LogLevel, type Logger } from '../../src/core/shared/logger.port';

export interface LoggerSubject {
  logger: Logger;
  /** Waits until what was logged has arrived. */
  flush(): Promise<void>;
  /** The lines that arrived. */
  lines(): Promise<{ level: LogLevel; message: string }[]>;
}

/** What every Logger does: keeps each line with its level; an over-long line is cut, never lost. */
export function loggerContract(name: string, subject: () => LoggerSubject): void {
  describe(`Logger contract: ${name}`, () => {
    it('keeps a line at each level, and a very long line cut to what /log takes', async () => {
      const { logger, flush, lines } = subject();
      const tag = `contract-${name.length}-${Date.now()}`;
      logger.log('info', `${tag} pricing: request`);
      logger.log('warn', `${tag} slow answer`);
      logger.log('error', `${tag} booking failed: 409 NO_AVAILABILITY`);
      logger.log('error', `${tag} ${'x'.repeat(5000)}`);
      await flush();
      const mine = (await lines()).filter((l) => l.message.startsWith(tag));
      // Lines are sent one request each, so they may arrive in any order: the contract is that none is lost.
      const short = mine.filter((l) => l.message.length < 1000);
      expect(short).toHaveLength(3);
      expect(short).toEqual(expect.arrayContaining([
        { level: 'info', message: `${tag} pricing: request` },
        { level: 'warn', message: `${tag} slow answer` },
        { level: 'error', message: `${tag} booking failed: 409 NO_AVAILABILITY` },
      ]));
      const long = mine.find((l) => l.message.length >= 1000);
      expect(long?.level).toBe('error');
      expect(long?.message.length).toBeLessThanOrEqual(2000);
    });
  });
}
