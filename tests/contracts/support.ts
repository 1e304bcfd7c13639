import { athensDate } from '../../src/core/shared/athens-time';
import { HttpClient } from '../../src/adapters/http/http-client';
import { type Locale } from '../../src/core/shared/locale';

/** An HTTP client on a test server, as the web app would build it. */
export function httpClientFor(baseUrl: string, opts: { locale?: Locale; token?: () => string | undefined } = {}): HttpClient {
  return new HttpClient({ baseUrl, locale: () => opts.locale ?? 'en', token: opts.token, uuid: () => 'contract-test-session' });
}

/**
 * Whether the server has a route for a call: the app answers a missing route with 404 `No route METHOD /path`.
 * Contracts of calls that later issues add run their HTTP half only once this is true.
 */
export async function serverAnswers(baseUrl: string, method: string, path: string): Promise<boolean> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(`${baseUrl}${path}`, {
    method, headers: hasBody ? { 'content-type': 'application/json' } : {}, body: hasBody ? '{}' : undefined,
  });
  const text = await response.text();
  return !(response.status === 404 && text.includes('No route '));
}

/** Today in Athens, `YYYY-MM-DD`. */
export function athensToday(): string {
  return athensDate(new Date().toISOString());
}
