import { ConsoleLogger } from '../../src/adapters/logging/console.logger';
import { MAX_LOG_MESSAGE, RemoteLogger, forwardConsoleErrors } from '../../src/adapters/logging/remote.logger';
import { MemoryLogger } from '../../src/adapters/logging/memory.logger';
import { HttpClient } from '../../src/adapters/http/http-client';

function recordingClient(status = 204) {
  const posted: { url: string; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    posted.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status });
  };
  return { posted, http: new HttpClient({ baseUrl: 'http://shop.test/', locale: () => 'el', fetch: fetchImpl }) };
}

describe('loggers', () => {
  it('posts each line to /log with its level, cut to the limit', async () => {
    const { posted, http } = recordingClient();
    const logger = new RemoteLogger(http);
    logger.log('info', 'pricing: request');
    logger.log('error', 'y'.repeat(3000));
    await logger.flush();
    expect(posted).toEqual([
      { url: 'http://shop.test/log', body: { message: 'pricing: request', level: 'info' } },
      { url: 'http://shop.test/log', body: { message: 'y'.repeat(MAX_LOG_MESSAGE), level: 'error' } },
    ]);
  });

  it('never throws when the server cannot take a line', async () => {
    const faults: unknown[] = [];
    const down: typeof fetch = async () => { throw new Error('offline'); };
    const logger = new RemoteLogger(new HttpClient({ baseUrl: '/', locale: () => 'el', fetch: down }), (e) => faults.push(e));
    expect(() => logger.log('warn', 'x')).not.toThrow();
    await logger.flush();
    expect(faults).toHaveLength(1);
  });

  it('forwards console errors to the logger and restores the console', () => {
    const seen: unknown[][] = [];
    const target = { error: (...args: unknown[]) => { seen.push(args); } };
    const logger = new MemoryLogger();
    const restore = forwardConsoleErrors(target, logger);
    target.error('payment failed', new Error('boom'));
    expect(seen).toHaveLength(1);
    expect(logger.entries[0]?.level).toBe('error');
    expect(logger.entries[0]?.message).toMatch(/^payment failed Error: boom/);
    restore();
    target.error('after');
    expect(logger.entries).toHaveLength(1);
  });

  it('writes to the console at the line\'s level', () => {
    const lines: string[] = [];
    const sink = { info: (m: string) => lines.push(`i ${m}`), warn: (m: string) => lines.push(`w ${m}`), error: (m: string) => lines.push(`e ${m}`) };
    new ConsoleLogger(sink, '[t]').log('warn', 'slow');
    expect(lines).toEqual(['w [t] slow']);
  });
});
