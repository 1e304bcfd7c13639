import { accountRefusalOf, emailLinkRefusalOf } from '../../src/adapters/http/account.mappers';
import { authRefusalOf, linkRefusalOf } from '../../src/adapters/http/auth.mappers';
import { contentRefusalOf } from '../../src/adapters/http/content.mappers';
import { HttpClient } from '../../src/adapters/http/http-client';
import { type HttpFailure } from '../../src/adapters/http/http-failure';
import { HttpAuthGateway } from '../../src/adapters/http/auth.http-gateway';
import { searchRefusalOf } from '../../src/adapters/http/search.mappers';
import { servicesRefusalOf } from '../../src/adapters/http/services.mappers';

const answer = (status: number, code: string, more: Partial<HttpFailure> = {}): HttpFailure => ({ status, code, message: `${code} said`, ...more });
const session = { tokenSent: true };

describe('auth.mappers: the server answer (status and error code) in the shop words', () => {
  it.each([
    [401, 'WRONG_CREDENTIALS', {}, 'WrongCredentials'],
    [401, 'ACCOUNT_NOT_ACTIVATED', {}, 'NotActivated'],
    [401, 'WRONG_PASSWORD', session, 'WrongPassword'],
    [401, 'INVALID_TOKEN', session, 'SessionEnded'],
    [401, 'AUTH_REQUIRED', session, 'SessionEnded'],
    [401, 'AUTH_REQUIRED', {}, 'NotLoggedIn'],
    [406, 'EMAIL_TAKEN', {}, 'EmailTaken'],
    [410, 'TOKEN_EXPIRED', session, 'LinkRejected'],
    [429, 'TOO_MANY_ATTEMPTS', {}, 'TooManyAttempts'],
    [429, 'RATE_LIMITED', {}, 'TooOften'],
    [403, 'FORBIDDEN', session, 'NotAllowed'],
    [404, 'NOT_FOUND', {}, 'NotFound'],
    [409, 'SOMETHING_NEW', {}, 'Refused'],
  ] as const)('%i %s is %s', (status, code, more, kind) => {
    expect(authRefusalOf(answer(status, code, more))).toMatchObject({ kind, detail: `${code} said` });
  });

  it('names why an input was refused and keeps the field', () => {
    expect(authRefusalOf(answer(400, 'INVALID_PASSWORD', { field: 'password' }))).toEqual({ kind: 'Invalid', reason: 'PasswordRule', field: 'password', detail: 'INVALID_PASSWORD said' });
    expect(authRefusalOf(answer(400, 'INVALID_INPUT', { field: 'email' }))).toEqual({ kind: 'Invalid', reason: 'Input', field: 'email', detail: 'INVALID_INPUT said' });
  });

  it('carries the wait of a throttled login', () => {
    expect(authRefusalOf(answer(429, 'TOO_MANY_ATTEMPTS', { retryAfter: 900 }))).toEqual({ kind: 'TooManyAttempts', detail: 'TOO_MANY_ATTEMPTS said', retryAfter: 900 });
  });

  it("a link's refused token is a rejected link, not an ended session", () => {
    for (const [status, code] of [[401, 'INVALID_TOKEN'], [410, 'TOKEN_EXPIRED'], [401, 'AUTH_REQUIRED']] as const) {
      expect(linkRefusalOf(answer(status, code, session))).toMatchObject({ kind: 'LinkRejected' });
      expect(emailLinkRefusalOf(answer(status, code, session))).toMatchObject({ kind: 'LinkRejected' });
    }
    expect(linkRefusalOf(answer(400, 'INVALID_PASSWORD'))).toMatchObject({ kind: 'Invalid', reason: 'PasswordRule' });
  });

  it('the HTTP gateway answers a throttled login with the wait the server sent in Retry-After', async () => {
    const fetchImpl: typeof fetch = async () => Response.json(
      { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Please wait 15 minutes' } }, { status: 429, headers: { 'retry-after': '900' } },
    );
    const auth = new HttpAuthGateway(new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'en', fetch: fetchImpl }));
    expect(await auth.login('m@example.gr', 'x')).toEqual({ ok: false, error: { kind: 'TooManyAttempts', detail: 'Please wait 15 minutes', retryAfter: 900 } });
  });
});

describe('account.mappers', () => {
  it.each([
    [401, 'WRONG_PASSWORD', session, 'WrongPassword'],
    [401, 'AUTH_REQUIRED', session, 'SessionEnded'],
    [403, 'USER_MISMATCH', session, 'NotAllowed'],
    [406, 'EMAIL_TAKEN', session, 'EmailTaken'],
    [409, 'LIMIT_REACHED', session, 'LimitReached'],
    [409, 'CONFLICT', session, 'Refused'],
    [409, 'NOT_ISSUED', {}, 'NotIssued'],
    [404, 'ORDER_NOT_FOUND', {}, 'NotFound'],
    [429, 'TOO_MANY_ATTEMPTS', session, 'TooManyAttempts'],
    [429, 'RATE_LIMITED', {}, 'TooOften'],
  ] as const)('%i %s is %s', (status, code, more, kind) => {
    expect(accountRefusalOf(answer(status, code, more))).toMatchObject({ kind });
  });

  it('names a same e-mail and a refused field', () => {
    expect(accountRefusalOf(answer(400, 'SAME_EMAIL', { field: 'email' }))).toMatchObject({ kind: 'Invalid', reason: 'SameEmail', field: 'email' });
    expect(accountRefusalOf(answer(400, 'INVALID_INPUT', { field: 'plateNumber' }))).toMatchObject({ kind: 'Invalid', reason: 'Input', field: 'plateNumber' });
  });
});

describe('search, content and services mappers', () => {
  it.each([
    [searchRefusalOf, 422, 'UNKNOWN_PORT', { kind: 'Invalid', reason: 'UnknownPort', field: 'origin' }],
    [searchRefusalOf, 422, 'SAME_PORTS', { kind: 'Invalid', reason: 'Input', field: 'origin' }],
    [searchRefusalOf, 429, 'RATE_LIMITED', { kind: 'TooOften' }],
    [contentRefusalOf, 400, 'INVALID_WHERE', { kind: 'Invalid', reason: 'Input' }],
    [contentRefusalOf, 403, 'FORBIDDEN', { kind: 'NotAllowed' }],
    [contentRefusalOf, 404, 'NOT_FOUND', { kind: 'NotFound' }],
    [servicesRefusalOf, 422, 'INVALID_TAX_NUMBER', { kind: 'Invalid', reason: 'TaxNumber', field: 'origin' }],
    [servicesRefusalOf, 404, 'TAX_NUMBER_NOT_FOUND', { kind: 'NotFound' }],
    [servicesRefusalOf, 404, 'VOUCHER_NOT_FOUND', { kind: 'NotFound' }],
    [servicesRefusalOf, 422, 'SHIPPING_DETAILS', { kind: 'Invalid', reason: 'Input', field: 'origin' }],
    [servicesRefusalOf, 409, 'NOT_ISSUED', { kind: 'Refused' }],
  ] as const)('%#: %i %s', (mapper, status, code, expected) => {
    expect(mapper(answer(status, code, { field: 'origin' }))).toMatchObject(expected);
  });
});
