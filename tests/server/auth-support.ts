/**
 * Helpers of the accounts tests (auth-*, account-*): a server on a movable clock, JSON calls with an optional bearer
 * token and client IP, and a user that is registered, activated through the mailed link and logged in.
 */
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';

export interface MovableClock { now: Date; read: () => Date; advance(ms: number): void }

export function movableClock(start = '2026-11-22T08:00:00Z'): MovableClock {
  const clock: MovableClock = {
    now: new Date(start),
    read: () => clock.now,
    advance(ms) { clock.now = new Date(clock.now.getTime() + ms); },
  };
  return clock;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function startAuthServer(clock: MovableClock, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ clock: clock.read, env });
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: { code: string; message: string; field?: string } };
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  ip?: string;
  query?: Record<string, string>;
  /** The `device` cookie token to send (login-throttle.ts). */
  device?: string | undefined;
}

export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>, method: string, path: string, body?: unknown, options: CallOptions = {},
): Promise<Reply<T>> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const response = await fetch(`${server.url}${path}${query}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.device ? { cookie: `theme=dark; device=${options.device}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Reply<T>['body'], headers: response.headers };
}

/** The token of the newest mailed link to `route` (`/activate-account`, `/change-password`) for an address. */
export async function mailedToken(server: Pick<TestServer, 'url'>, to: string, route: string): Promise<{ token: string; link: string; subject: string; text: string; html: string | null }> {
  const [mail] = (await readMailbox(server, to)).filter((entry) => entry.links.some((link) => new URL(link).pathname.endsWith(route)));
  if (!mail) throw new Error(`no mail with a ${route} link for ${to}`);
  const link = mail.links.find((l) => new URL(l).pathname.endsWith(route)) as string;
  return { token: new URL(link).searchParams.get('token') as string, link, subject: mail.subject, text: mail.text, html: mail.html };
}

export const PASSWORD = 'Sea#2026';

export interface TestUser { id: string; email: string; password: string; token: string }

let counter = 0;
/** A unique e-mail address for a test. */
export const uniqueEmail = (name = 'traveller') => `${name}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Registers, activates (through the mailed link) and logs in a new user. */
export async function activeUser(server: Pick<TestServer, 'url'>, name = 'traveller', password = PASSWORD): Promise<TestUser> {
  const email = uniqueEmail(name);
  const registered = await call(server, 'POST', '/api/auth/register', { firstName: 'Maria', lastName: 'Papadopoulou', email, password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const { token: activation } = await mailedToken(server, email, '/activate-account');
  const activated = await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: activation });
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${JSON.stringify(activated.body)}`);
  const login = await call<{ access_token: string; user: { id: string } }>(server, 'POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: login.body.user.id, email, password, token: login.body.access_token };
}

/** The token of the `device` cookie an answer sets, or undefined. */
export function deviceCookieOf(reply: Pick<Reply, 'headers'>): string | undefined {
  const header = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('device='));
  return header ? /^device=([^;]*)/.exec(header)?.[1] : undefined;
}
