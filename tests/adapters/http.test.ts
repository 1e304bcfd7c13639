import { HttpClient } from '../../src/adapters/http/http-client';
import { readForms } from '../../src/adapters/http/hosted-page.payment-redirect';
import { createHeadlessContainer, HEADLESS_TOKENS as T } from '../../src/composition/headless';

describe('the HTTP client', () => {
  it('sends the bearer token, the booking uuid and lang, and answers a refusal with its status and the server code', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify({ error: { code: 'NO_AVAILABILITY', message: 'gone', field: 'trips.0' } }), { status: 409 });
    };
    const http = new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'de', token: () => 'tok', uuid: () => 'u-1', fetch: fetchImpl });
    const answer = await http.post('/booking/pricing', {}, { withLang: true, withUuid: true, query: { user_id: 'R-1' } });
    expect(answer).toEqual({ ok: false, error: { status: 409, code: 'NO_AVAILABILITY', message: 'gone', field: 'trips.0', tokenSent: true } });
    expect(seen[0]?.url).toBe('http://shop.test/booking/pricing?user_id=R-1&lang=de');
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer tok', uuid: 'u-1' });
  });

  it('reports a refused session token (401 INVALID_TOKEN / AUTH_REQUIRED) and retries as a guest only the calls that allow it', async () => {
    const seen: (string | undefined)[] = [];
    let answer = { status: 401, code: 'INVALID_TOKEN' };
    const fetchImpl: typeof fetch = async (_input, init) => {
      const auth = (init?.headers as Record<string, string>).authorization;
      seen.push(auth);
      if (!auth) return new Response(JSON.stringify({ total: 1 }), { status: 200 });
      return new Response(JSON.stringify({ error: { code: answer.code, message: 'x' } }), { status: answer.status });
    };
    const refused: string[] = [];
    const http = new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'en', token: () => 'dead', fetch: fetchImpl, onTokenRefused: (t) => refused.push(t) });

    // A call that needs the user: the failure comes back, it is not re-sent as a guest.
    expect(await http.post('/booking/optional-booking', {})).toMatchObject({ ok: false, error: { status: 401, code: 'INVALID_TOKEN', tokenSent: true } });
    expect([refused, seen]).toEqual([['dead'], ['Bearer dead']]);
    // A call a guest may make (pricing): re-sent once without the token.
    seen.length = 0;
    expect(await http.post('/booking/pricing', {}, { guestRetry: true })).toEqual({ ok: true, value: { total: 1 } });
    expect([refused, seen]).toEqual([['dead', 'dead'], ['Bearer dead', undefined]]);
    // An account call answers AUTH_REQUIRED for a dead token: the same signal.
    answer = { status: 401, code: 'AUTH_REQUIRED' };
    await http.get('/api/users/me');
    expect(refused).toHaveLength(3);
    // Not a session refusal: a wrong password, a 403, or a link's own token passed as `bearer`.
    answer = { status: 401, code: 'WRONG_PASSWORD' };
    await http.patch('/api/auth/change-password', {});
    answer = { status: 403, code: 'FORBIDDEN' };
    await http.get('/api/users/me');
    answer = { status: 401, code: 'INVALID_TOKEN' };
    seen.length = 0;
    expect(await http.patch('/api/auth/activate-account', {}, { bearer: 'link', guestRetry: true })).toMatchObject({ ok: false, error: { code: 'INVALID_TOKEN' } });
    expect(seen).toEqual(['Bearer link']);
    expect(refused).toHaveLength(3);
  });
});

describe('the hosted payment page reader', () => {
  it('reads forms, their absolute actions and inputs', () => {
    const html = `<form method="post" action="/payments/test-processor/submit"><input type="hidden" name="request" value="a&#38;b"><input name="card" required></form>
      <form id="result" method="post" action="http://shop.test/payments/cardlink/confirm"><input type="hidden" name="status" value="CAPTURED"></form>`;
    expect(readForms(html, 'http://shop.test/payments/test-processor/pay')).toEqual([
      { action: 'http://shop.test/payments/test-processor/submit', fields: [{ name: 'request', value: 'a&b' }, { name: 'card', value: '' }], hasCard: true, id: undefined },
      { action: 'http://shop.test/payments/cardlink/confirm', fields: [{ name: 'status', value: 'CAPTURED' }], hasCard: false, id: 'result' },
    ]);
  });
});

describe('the headless container', () => {
  it('sends the token of the logged-in user on later calls', async () => {
    const auths: (string | undefined)[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = String(input);
      auths.push((init?.headers as Record<string, string>).authorization);
      if (url.includes('/api/auth/login')) return Response.json({ access_token: 'secret-token' });
      if (url.includes('/api/auth/user')) return Response.json({ id: 7, firstName: 'Maria', lastName: 'P', email: 'm@example.gr' });
      return Response.json({ data: [] });
    };
    const headless = createHeadlessContainer({ baseUrl: 'http://shop.test', fetch: fetchImpl, logger: { log: () => undefined } });
    expect(await headless.get(T.LogIn).execute({ email: 'm@example.gr', password: 'Sea7!x' })).toMatchObject({ ok: true, value: { id: '7' } });
    await headless.get(T.LoadPorts).execute();
    expect(auths).toEqual([undefined, 'Bearer secret-token', 'Bearer secret-token']);
  });

  it('forgets a token the server refused: the next calls go as a guest', async () => {
    const auths: (string | undefined)[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = String(input);
      const auth = (init?.headers as Record<string, string>).authorization;
      auths.push(auth);
      if (url.includes('/api/auth/login')) return Response.json({ access_token: 'soon-dead' });
      if (url.includes('/api/auth/user')) return Response.json({ id: 7, firstName: 'Maria', lastName: 'P', email: 'm@example.gr' });
      if (auth) return Response.json({ error: { code: 'INVALID_TOKEN', message: 'The bearer token is unknown or has expired' } }, { status: 401 });
      return Response.json({ data: [] });
    };
    const headless = createHeadlessContainer({ baseUrl: 'http://shop.test', fetch: fetchImpl, logger: { log: () => undefined } });
    await headless.get(T.LogIn).execute({ email: 'm@example.gr', password: 'Sea7!x' });
    await headless.get(T.LoadPorts).execute();
    await headless.get(T.LoadPorts).execute();
    expect(auths).toEqual([undefined, 'Bearer soon-dead', 'Bearer soon-dead', undefined]);
  });
});

describe('idempotency keys', () => {
  it('are equal for equal requests and differ when the request changes', async () => {
    const { idempotencyKey } = await import('../../src/adapters/http/idempotency-key');
    const a = idempotencyKey('insert', 'ORDER123', { leader: { mobile: '69', email: 'm@x.gr' }, n: 1 });
    expect(idempotencyKey('insert', 'ORDER123', { n: 1, leader: { email: 'm@x.gr', mobile: '69' } })).toBe(a);
    expect(idempotencyKey('insert', 'ORDER123', { leader: { mobile: '6912345678', email: 'm@x.gr' }, n: 1 })).not.toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});

describe('the HTTP auth gateway', () => {
  it('changes a logged-in password with the current one and answers the new session token', async () => {
    const { HttpAuthGateway } = await import('../../src/adapters/http/auth.http-gateway');
    const seen: { method?: string; url: string; auth?: string; body: unknown }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push({ method: init?.method, url: String(input), auth: (init?.headers as Record<string, string>).authorization, body: JSON.parse(String(init?.body)) });
      return Response.json({ message: 'Your password has been changed.', access_token: 'fresh' });
    };
    const gateway = new HttpAuthGateway(new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'en', fetch: fetchImpl }));
    expect(await gateway.changeOwnPassword('old', 'Sea7!x', 'Harbour8$q')).toEqual({ ok: true, value: { token: 'fresh' } });
    expect(seen).toEqual([{ method: 'PATCH', url: 'http://shop.test/api/auth/change-password', auth: 'Bearer old', body: { password: 'Harbour8$q', currentPassword: 'Sea7!x' } }]);
  });

  it('sends the locale with the calls that e-mail the user, so links and texts are in their language', async () => {
    const { HttpAuthGateway } = await import('../../src/adapters/http/auth.http-gateway');
    const urls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(null, { status: 202 });
    };
    const gateway = new HttpAuthGateway(new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'fr', fetch: fetchImpl }));
    await gateway.register({ firstName: 'Anne', lastName: 'M', email: 'a@example.fr', password: 'Abc1!' });
    await gateway.sendActivationEmail('a@example.fr');
    await gateway.requestPasswordReset('a@example.fr');
    expect(urls).toEqual([
      'http://shop.test/api/auth/register?lang=fr',
      'http://shop.test/api/auth/send-activation-email?lang=fr',
      'http://shop.test/api/auth/request-password-reset?lang=fr',
    ]);
  });
});
