import { desc } from 'drizzle-orm';
import { clientLogs } from '../../server/database/schema/index';
import { LOG_RATE_LIMIT } from '../../server/modules/logs/routes';
import { startTestServer, type TestServer } from '../support/server-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function postLog(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Response> {
  return fetch(`${server.url}/log`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function errorOf(response: Response): Promise<{ code: string; message: string; field?: string }> {
  return ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;
}

describe('POST /log', () => {
  it('stores a line and answers 204', async () => {
    const response = await postLog({ message: 'pricing failed for trip 42', level: 'error' });
    expect(response.status).toBe(204);
    const [row] = await server.database.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
    expect(row).toMatchObject({ message: 'pricing failed for trip 42', level: 'error', ip: '127.0.0.1' });
  });

  it('accepts the JSON text that sendBeacon sends as text/plain', async () => {
    const response = await postLog({ message: 'beacon', level: 'info' }, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await postLog({ message: 'x'.repeat(2000), level: 'warn' })).status).toBe(204);
  });

  it.each([
    ['a message over 2000 characters', { message: 'x'.repeat(2001), level: 'info' }, 'message'],
    ['an empty message', { message: '', level: 'info' }, 'message'],
    ['a missing message', { level: 'info' }, 'message'],
    ['a message that is not text', { message: 42, level: 'info' }, 'message'],
    ['an unknown level', { message: 'hello', level: 'debug' }, 'level'],
    ['a missing level', { message: 'hello' }, 'level'],
    ['an unknown field', { message: 'hello', level: 'info', user: 'x' }, 'user'],
  ])('rejects %s with 400 INVALID_INPUT naming the field', async (_name, body, field) => {
    const response = await postLog(body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const response = await postLog('{"message": "unterminated');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('INVALID_JSON');
  });

  it('rejects an empty JSON body and a body that is no object', async () => {
    expect((await postLog('')).status).toBe(400);
    expect((await postLog('[1,2]')).status).toBe(400);
    expect((await postLog('null')).status).toBe(400);
  });

  it('rejects a body over 8 KB with 413 before reading it', async () => {
    const response = await postLog({ message: 'x'.repeat(9000), level: 'info' });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects other content types with 415', async () => {
    const response = await postLog('message=hello', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('limits one client to LOG_RATE_LIMIT lines a minute with 429 RATE_LIMITED', async () => {
    const limited = await startTestServer({ clock: () => new Date('2026-06-01T10:00:30Z') });
    try {
      const send = () =>
        fetch(`${limited.url}/log`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'burst', level: 'info' }),
        });
      for (let i = 0; i < LOG_RATE_LIMIT; i++) expect((await send()).status).toBe(204);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('answers 404 JSON for other methods', async () => {
    const response = await fetch(`${server.url}/log`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('NOT_FOUND');
  });
});
