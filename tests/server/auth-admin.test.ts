import { eq } from 'drizzle-orm';
import { users } from '../../server/database/schema/index';
import { authOpenApiPaths } from '../../server/modules/auth/openapi';
import { seedAdministrator } from '../../server/modules/auth/seed';
import type { TestServer } from '../support/server-harness';
import { activeUser, call, movableClock, startAuthServer } from './auth-support';

const ADMIN_EMAIL = 'Admin@FerryShop.example';
const ADMIN_PASSWORD = 'Helm#2026';
const ADMIN_TOKEN = 'content-admin-token-0123456789';
const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer(clock, { ADMIN_TOKEN, ADMIN_EMAIL, ADMIN_PASSWORD });
});
afterAll(async () => {
  await server?.close();
});

const adminLogin = async (password = ADMIN_PASSWORD) =>
  call<{ access_token: string; user: { role: string } }>(server, 'POST', '/api/auth/login', { email: ADMIN_EMAIL, password });
const newSetting = (key: string, token?: string) => call(server, 'POST', '/api/settings', { key, value: 'https://example.com/x' }, { token });

describe('the administrator role', () => {
  it('seeds the administrator of ADMIN_EMAIL / ADMIN_PASSWORD, who may write content with the login token', async () => {
    const login = await adminLogin();
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    const created = await newSetting('adminRoleUrl', login.body.access_token);
    expect(created.status).toBe(201);
    expect((await call(server, 'PATCH', '/api/settings/adminRoleUrl', { value: 'https://example.com/y' }, { token: login.body.access_token })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/settings/adminRoleUrl', undefined, { token: login.body.access_token })).status).toBe(204);

    await call(server, 'POST', '/api/auth/logout', {}, { token: login.body.access_token });
    expect((await newSetting('afterLogout', login.body.access_token)).status).toBe(403);
  });

  it('keeps the ADMIN_TOKEN way and refuses customers and strangers', async () => {
    expect((await newSetting('byAdminToken', ADMIN_TOKEN)).status).toBe(201);
    const customer = await activeUser(server, 'not-admin');
    const refused = await newSetting('byCustomer', customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('FORBIDDEN');
    expect((await newSetting('byNobody')).status).toBe(401);
    expect((await newSetting('byForgery', 'forged-token')).status).toBe(403);
  });

  it('re-seeding keeps the account and takes a changed password', async () => {
    const { db } = server.database;
    const before = await db.select().from(users).where(eq(users.email, ADMIN_EMAIL.toLowerCase()));
    const id = await seedAdministrator(db, { email: ADMIN_EMAIL, password: 'Helm#2027', now: clock.now });
    expect(id).toBe(before[0]?.id);
    expect((await adminLogin('Helm#2027')).status).toBe(200);
    await seedAdministrator(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, now: clock.now });
    expect((await adminLogin()).status).toBe(200);
  });
});

describe('GET applications/with-resource-permissions', () => {
  type Answer = { data: { application: string; role: string; resources: { resource: string; actions: string[]; scope: string }[] }[] };
  const permissions = (token?: string) => call<Answer>(server, 'GET', '/api/applications/with-resource-permissions', undefined, { token });
  const find = (answer: Answer, resource: string) => answer.data[0]?.resources.find((r) => r.resource === resource);

  it('lists what each role may do', async () => {
    const guest = (await permissions()).body;
    expect(guest.data[0]?.role).toBe('guest');
    expect(find(guest, 'pages')).toEqual({ resource: 'pages', actions: ['read'], scope: 'any' });
    expect(find(guest, 'passengers')).toBeUndefined();

    const customer = (await permissions((await activeUser(server, 'perm')).token)).body;
    expect(customer.data[0]?.role).toBe('customer');
    expect(find(customer, 'pages')?.actions).toEqual(['read']);
    expect(find(customer, 'passengers')).toEqual({ resource: 'passengers', actions: ['read', 'create', 'update', 'delete'], scope: 'own' });
    expect(find(customer, 'users')).toEqual({ resource: 'users', actions: ['read', 'update'], scope: 'own' });

    const admin = (await permissions((await adminLogin()).body.access_token)).body;
    expect(admin.data[0]?.role).toBe('admin');
    expect(find(admin, 'pages')).toEqual({ resource: 'pages', actions: ['read', 'create', 'update', 'delete'], scope: 'any' });
  });
});

describe('authOpenApiPaths()', () => {
  it('describes only calls the server has, each with its answers', async () => {
    const paths = authOpenApiPaths();
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/users/me', '/api/users/me/pets/{id}']));
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses: object }>)) {
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        const answer = await call(server, method.toUpperCase(), path.replace('{id}', 'some-id'), method === 'get' || method === 'delete' ? undefined : {});
        expect(answer.body.error?.message ?? '', `${method} ${path}`).not.toMatch(/^No route/);
      }
    }
  });
});
