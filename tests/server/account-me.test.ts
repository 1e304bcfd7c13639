import type { TestServer } from '../support/server-harness';
import { activeUser, call, movableClock, startAuthServer, type TestUser } from './auth-support';

const clock = movableClock();
let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startAuthServer(clock);
  user = await activeUser(server, 'me');
});
afterAll(async () => {
  await server?.close();
});

const patchMe = (body: unknown, token: string | null = user.token) => call(server, 'PATCH', '/api/users/me', body, { token: token ?? undefined });
const customerOf = async (token = user.token) =>
  (await call<{ customer: Record<string, string> }>(server, 'GET', '/api/auth/user', undefined, { token, query: { include: '{"customer":true}' } })).body.customer;

describe('PATCH users/me', () => {
  it('saves the user fields and the customer record, as the account form sends them', async () => {
    const saved = await patchMe({
      firstName: ' Ioanna ', lastName: 'Dimitriou', email: user.email,
      customer: { address: 'Akti Miaouli 10', phone: '+30 691 234 5678', zipCode: '185 38', nationality: 'gr', city: 'Piraeus' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: user.id, firstName: 'Ioanna', lastName: 'Dimitriou', email: user.email,
      customer: { address: 'Akti Miaouli 10', phone: '+30 691 234 5678', zipCode: '185 38', nationality: 'GR', city: 'Piraeus', country: 'GR', email: user.email },
    });
    expect(await customerOf()).toMatchObject({ address: 'Akti Miaouli 10', city: 'Piraeus' });

    const partial = await patchMe({ city: 'Chania', country: 'it', customer: { nationality: 'DE' } });
    expect(partial.status).toBe(200);
    expect(await customerOf()).toMatchObject({ address: 'Akti Miaouli 10', city: 'Chania', country: 'IT', nationality: 'DE' });
    const cleared = await patchMe({ customer: { address: '', phone: '', nationality: '' } });
    expect(cleared.status).toBe(200);
    expect(await customerOf()).toMatchObject({ address: '', phone: '', nationality: 'GR' });
  });

  it('refuses bad fields with 400 naming them, and changes nothing', async () => {
    const before = (await call(server, 'GET', '/api/users/me', undefined, { token: user.token })).body;
    const cases: [unknown, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ email: 'nope' }, 'email'],
      [{ customer: { phone: '12' } }, 'customer.phone'],
      [{ customer: { zipCode: '!!!' } }, 'customer.zipCode'],
      [{ customer: { nationality: 'Greek' } }, 'customer.nationality'],
      [{ customer: { address: 'x'.repeat(201) } }, 'customer.address'],
      [{ role: 'admin' }, 'role'],
      [{ isReseller: true }, 'isReseller'],
      [{ lang: 'xx' }, 'lang'],
    ];
    for (const [body, field] of cases) {
      const answer = await patchMe(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.field, JSON.stringify(body)).toBe(field);
    }
    expect((await call(server, 'GET', '/api/users/me', undefined, { token: user.token })).body).toEqual(before);
  });

  it('keeps the e-mail: the current one is accepted, another is refused and nothing is saved (safe-to-run.accounts.test.ts)', async () => {
    const other = await activeUser(server, 'other');
    const before = (await call(server, 'GET', '/api/users/me', undefined, { token: other.token })).body;
    expect((await patchMe({ email: other.email.toUpperCase(), city: 'Syros' }, other.token)).status).toBe(200);
    const refused = await patchMe({ email: `renamed.${Date.now()}@example.com`, city: 'Naxos' }, other.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'EMAIL_CHANGE_NEEDS_CONFIRMATION', field: 'email' });
    expect((await patchMe({ customer: { email: 'nested@example.com' } }, other.token)).status).toBe(400);
    const after = (await call(server, 'GET', '/api/users/me', undefined, { token: other.token })).body as typeof before & { customer: { city: string } };
    expect(after).toMatchObject({ email: before.email, customer: { city: 'Syros' } });
  });

  it('needs a logged-in user', async () => {
    expect((await patchMe({ firstName: 'X' }, null)).status).toBe(401);
    expect((await patchMe({ firstName: 'X' }, 'forged')).status).toBe(401);
    expect((await call(server, 'GET', '/api/users/me')).status).toBe(401);
  });
});
