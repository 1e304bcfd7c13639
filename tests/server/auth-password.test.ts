import { readMailbox, type TestServer } from '../support/server-harness';
import { activeUser, call, HOUR, mailedToken, movableClock, PASSWORD, startAuthServer, uniqueEmail } from './auth-support';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer(clock);
});
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = 'Port(77)';
const login = (email: string, password: string) => call<{ access_token: string }>(server, 'POST', '/api/auth/login', { email, password });
const requestReset = (email: string, query?: Record<string, string>) =>
  call(server, 'PUT', '/api/auth/request-password-reset', { email }, query ? { query } : {});

describe('password reset and change', () => {
  it('resets the password from the mailed link, ends every session and logs in with the new password only', async () => {
    const user = await activeUser(server, 'reset');
    const otherDevice = (await login(user.email, PASSWORD)).body.access_token;
    expect((await requestReset(user.email, { lang: 'de' })).status).toBe(202);
    const mail = await mailedToken(server, user.email, '/change-password');
    expect(mail.link).toBe(`${server.url}/de/change-password?token=${mail.token}`);
    expect(mail.subject).toBe('Passwort ändern');
    expect(mail.html).toContain('<html lang="de">');

    const changed = await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token: mail.token });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('access_token');

    for (const token of [user.token, otherDevice]) expect((await call(server, 'GET', '/api/auth/user', undefined, { token })).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await call(server, 'PATCH', '/api/auth/change-password', { password: 'Again#99' }, { token: mail.token });
    expect(reused.status).toBe(410);
    expect(reused.body.error?.code).toBe('TOKEN_EXPIRED');
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a reset link after one hour, and an older link once a newer one is sent', async () => {
    const user = await activeUser(server, 'expiry');
    await requestReset(user.email);
    const older = await mailedToken(server, user.email, '/change-password');
    expect(older.link).toBe(`${server.url}/change-password?token=${older.token}`);
    await requestReset(user.email);
    const newer = await mailedToken(server, user.email, '/change-password');
    expect(newer.token).not.toBe(older.token);
    expect((await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token: older.token })).status).toBe(410);

    clock.advance(HOUR + 1000);
    try {
      const late = await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token: newer.token });
      expect(late.status).toBe(410);
    } finally {
      clock.advance(-(HOUR + 1000));
    }
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('checks the new password with the password rule before it uses the link', async () => {
    const user = await activeUser(server, 'rule');
    await requestReset(user.email);
    const { token } = await mailedToken(server, user.email, '/change-password');
    const weak = await call(server, 'PATCH', '/api/auth/change-password', { password: 'password' }, { token });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Please check the hints to enter a valid password', field: 'password' });
    expect((await call(server, 'PATCH', '/api/auth/change-password', {}, { token })).status).toBe(400);
    expect((await call(server, 'PATCH', '/api/auth/change-password', { newPassword: NEW_PASSWORD }, { token })).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers request-password-reset the same whether or not the e-mail has an account', async () => {
    const user = await activeUser(server, 'same');
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const stranger = await requestReset(unknown);
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(stranger.body).toEqual(known.body);
    expect(await readMailbox(server, unknown)).toEqual([]);
    expect((await requestReset('not-an-email')).status).toBe(400);
    expect((await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token: 'made-up' })).status).toBe(401);
    expect((await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD })).status).toBe(401);
  });

  it('limits reset mails per address to five an hour, with the same answer for unknown addresses', async () => {
    const user = await activeUser(server, 'flood');
    const unknown = uniqueEmail('flood-ghost');
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(user.email)).status).toBe(202);
      expect((await requestReset(unknown)).status).toBe(202);
    }
    const [knownSixth, unknownSixth] = [await requestReset(user.email), await requestReset(unknown)];
    expect(knownSixth.status).toBe(429);
    expect(unknownSixth.status).toBe(429);
    expect((await readMailbox(server, user.email)).filter((m) => m.subject === 'Αλλαγή κωδικού πρόσβασης')).toHaveLength(5);
  });

  it('lets a logged-in user change the password with the current one, ending the other sessions', async () => {
    const user = await activeUser(server, 'change');
    const other = (await login(user.email, PASSWORD)).body.access_token;
    const wrong = await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD, currentPassword: 'Wrong#1' }, { token: user.token });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.code).toBe('WRONG_PASSWORD');
    const missing = await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token: user.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.field).toBe('currentPassword');

    const changed = await call<{ access_token: string }>(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD, currentPassword: PASSWORD }, { token: user.token });
    expect(changed.status).toBe(200);
    for (const token of [user.token, other]) expect((await call(server, 'GET', '/api/auth/user', undefined, { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/user', undefined, { token: changed.body.access_token })).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('activates a pending account whose owner resets the password from the mailed link', async () => {
    const email = uniqueEmail('pending-reset');
    await call(server, 'POST', '/api/auth/register', { firstName: 'Eleni', lastName: 'K', email, password: PASSWORD });
    await requestReset(email, { lang: 'fr' });
    const { token, subject } = await mailedToken(server, email, '/change-password');
    expect(subject).toBe('Changez votre mot de passe');
    expect((await call(server, 'PATCH', '/api/auth/change-password', { password: NEW_PASSWORD }, { token })).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
