// The struct validates itself (its own method): the client needs none of superstruct's code, which comes with the
// gateways that define structs, not with the home page's first load.
import type { Struct } from 'superstruct';
import { isRefusedSession } from '../../core/auth/use-cases/end-refused-session.use-case';
import { type HttpFailure, isRefusalStatus, refusalOf } from './http-failure';
import { type Locale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';

/** A fault the core does not expect (network down, 5xx, an answer of the wrong shape): it is thrown. */
export class HttpFault extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'HttpFault';
  }
}

export interface HttpClientOptions {
  /** Base URL of the shop server; '/' in the browser, `http://127.0.0.1:3000` headless. */
  baseUrl: string;
  /** The current locale, sent as `lang` to calls that take it. */
  locale: () => Locale;
  /** The bearer token of the logged-in user, if any. */
  token?: () => string | undefined;
  /** The booking session's uuid, sent as the `uuid` header on booking calls. */
  uuid?: () => string | undefined;
  /**
   * Told when the server refuses the session's token a request carried (401 `INVALID_TOKEN` / `AUTH_REQUIRED`): the
   * session has ended on the server (the core's `EndRefusedSession` forgets it and the UI says so, once).
   */
  onTokenRefused?: (token: string) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the success answer; a mismatch is a fault. */
  struct?: Struct<T, unknown>;
  /** Adds `lang` from the locale to the query. */
  withLang?: boolean;
  /** Sends the booking uuid header. */
  withUuid?: boolean;
  /** Overrides the bearer token (activation and password-reset links carry their own); '' sends none. */
  bearer?: string;
  /**
   * A call that works for guests too (pricing, sailings): when the server refused the session's token, it is sent
   * once more without it. Calls that need the user never set this (they must not quietly run as a guest).
   */
  guestRetry?: boolean;
}

/** One HTTP client for every gateway: base URL, bearer token, uuid header, `lang`, JSON, error mapping. */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  async request<T>(method: string, path: string, opts: RequestOptions<T> = {}): Promise<Result<T, HttpFailure>> {
    const url = this.url(path, opts);
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    // The session's own token (not a link's token passed as `bearer`): a refusal of it ends the session.
    const sessionToken = opts.bearer === undefined ? this.options.token?.() : undefined;
    const bearer = opts.bearer ?? sessionToken;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const uuid = opts.withUuid ? this.options.uuid?.() : undefined;
    if (uuid) headers.uuid = uuid;
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        // The login's `device` cookie (HttpOnly, set by the server) goes back with the auth calls: a browser that
        // logged in before stays trusted when someone else's failures lock the account out (server login-throttle.ts).
        credentials: 'same-origin',
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
    } catch (cause) {
      throw new HttpFault(`${method} ${path}: network error: ${(cause as Error).message}`);
    }
    const payload = await readJson(response);
    if (response.ok) {
      if (!opts.struct) return ok(payload as T);
      const [error, value] = opts.struct.validate(payload, { coerce: true });
      if (error) throw new HttpFault(`${method} ${path}: unexpected answer: ${error.message}`, response.status);
      return ok(value);
    }
    if (!isRefusalStatus(response.status)) throw new HttpFault(`${method} ${path}: ${response.status}`, response.status);
    const body = (payload ?? {}) as { error?: { code?: string; message?: string; field?: string } & Record<string, unknown> };
    const { code: _code, message: _message, field: _field, ...extra } = body.error && typeof body.error === 'object' ? body.error : {};
    const wait = response.status === 429 ? response.headers?.get('retry-after') : undefined;
    const retryAfter = wait && /^\d{1,6}$/.test(wait.trim()) ? Number(wait.trim()) : undefined;
    const failure: HttpFailure = {
      status: response.status,
      code: body.error?.code ?? `HTTP_${response.status}`,
      message: body.error?.message ?? response.statusText,
      ...(body.error?.field ? { field: body.error.field } : {}),
      ...(bearer ? { tokenSent: true } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    };
    if (sessionToken && isRefusedSession(refusalOf(failure))) {
      this.options.onTokenRefused?.(sessionToken);
      if (opts.guestRetry) return this.request<T>(method, path, { ...opts, bearer: '', guestRetry: false });
    }
    return err(failure);
  }

  get<T>(path: string, opts?: RequestOptions<T>) { return this.request<T>('GET', path, opts); }
  post<T>(path: string, body?: unknown, opts?: RequestOptions<T>) { return this.request<T>('POST', path, { ...opts, body }); }
  put<T>(path: string, body?: unknown, opts?: RequestOptions<T>) { return this.request<T>('PUT', path, { ...opts, body }); }
  patch<T>(path: string, body?: unknown, opts?: RequestOptions<T>) { return this.request<T>('PATCH', path, { ...opts, body }); }
  delete<T>(path: string, opts?: RequestOptions<T>) { return this.request<T>('DELETE', path, opts); }

  private url(path: string, opts: Pick<RequestOptions<unknown>, 'query' | 'withLang'>): string {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl.slice(0, -1) : this.options.baseUrl;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    if (opts.withLang) params.set('lang', this.options.locale());
    const qs = params.toString();
    return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
