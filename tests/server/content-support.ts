/** Helpers of the content-entity tests: one JSON call against a test server, with or without the admin token. */
import type { TestServer } from '../support/server-harness';

export const ADMIN_TOKEN = 'test-admin-token-content-entities';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string; field?: string } };
}

export async function call(server: TestServer, method: string, path: string, body?: unknown, token: string | null = null): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

export const q = (value: unknown): string => encodeURIComponent(JSON.stringify(value));
export type Rows = Record<string, unknown>[];
