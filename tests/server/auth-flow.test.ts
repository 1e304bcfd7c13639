import { readMailbox, type TestServer } from '../support/server-harness';
import { call, HOUR, mailedToken, movableClock, PASSWORD, startAuthServer, uniqueEmail } from './auth-support';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer(clock);
});
afterAll(async () => {
  await server?.close();
});

const register = (email: string, extra: Record<string, unknown> = {}, query?: Record<string, string>) =>
  call(server, 'POST', '/api/auth/register', { firstName: 'Nikos', lastName: 'Georgiou', email, password: PASSWORD, ...extra }, query ? { query } : {});

describe('registration, activation, login, user and logout', () => {
  it('registers, activates from the mailed link, logs in, reads the user and logs out for good', async () => {
    const email = uniqueEmail('flow');
    const registered = await register(email);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ message: expect.any(String) });

    const mail = await mailedToken(server, email, '/activate-account');
    expect(mail.link).toBe(`${server.url}/activate-account?token=${mail.token}`);
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Ενεργοποιήστε τον λογαριασμό σας');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(`href="${mail.link}"`);

    const beforeActivation = await call(server, 'POST', '/api/auth/login', { email, password: PASSWORD });
    expect(beforeActivation.status).toBe(401);
    expect(beforeActivation.body.error?.code).toBe('ACCOUNT_NOT_ACTIVATED');

    const activated = await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: mail.token });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ activated: true });

    const login = await call<{ access_token: string; user: Record<string, unknown> }>(server, 'POST', '/api/auth/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.user).toMatchObject({ firstName: 'Nikos', lastName: 'Georgiou', email, role: 'customer', isReseller: false, activated: true });
    expect(JSON.stringify(login.body)).not.toContain('argon2');
    const token = login.body.access_token;

    const user = await call(server, 'GET', '/api/auth/user', undefined, { token, query: { include: JSON.stringify({ customer: true }) } });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      id: login.body.user.id, firstName: 'Nikos', lastName: 'Georgiou', email,
      customer: { address: '', phone: '', email, zipCode: '', city: '', nationality: 'GR', country: 'GR' },
    });
    const withoutCustomer = await call(server, 'GET', '/api/auth/user', undefined, { token });
    expect(withoutCustomer.status).toBe(200);
    expect(withoutCustomer.body).not.toHaveProperty('customer');

    expect((await call(server, 'POST', '/api/auth/logout', {}, { token })).status).toBe(204);
    const afterLogout = await call(server, 'GET', '/api/auth/user', undefined, { token });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.error?.code).toBe('AUTH_REQUIRED');
    expect((await call(server, 'POST', '/api/auth/logout', {}, { token })).status).toBe(401);
  });

  it('answers 406 with the SPEC message when the e-mail is taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await register(email)).status).toBe(201);
    const again = await register(email.toUpperCase(), { firstName: 'Other' });
    expect(again.status).toBe(406);
    expect(again.body.error).toEqual({ code: 'EMAIL_TAKEN', message: 'Your email address is already associated with another account', field: 'email' });
  });

  it('refuses bad registrations with 400 naming the field, and sends no mail', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'INVALID_INPUT'],
      [{ firstName: '  ' }, 'firstName', 'INVALID_INPUT'],
      [{ lastName: undefined }, 'lastName', 'INVALID_INPUT'],
      [{ password: 'sea#2026' }, 'password', 'INVALID_PASSWORD'], // no uppercase letter
      [{ password: 'Sea#20261234' }, 'password', 'INVALID_PASSWORD'], // longer than 10
      [{ password: 'Seaa#' }, 'password', 'INVALID_PASSWORD'], // no digit
      [{ password: 'Sea2026' }, 'password', 'INVALID_PASSWORD'], // no special character
      [{ role: 'admin' }, 'role', 'INVALID_INPUT'],
      [{ lang: 'xx' }, 'lang', 'INVALID_INPUT'],
    ];
    for (const [extra, field, code] of cases) {
      const answer = await register(email, extra);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.error, JSON.stringify(extra)).toMatchObject({ code, field });
    }
    expect((await register(email, {}, { lang: 'zz' })).status).toBe(400);
    expect((await call(server, 'POST', '/api/auth/register', 'nonsense')).status).toBe(400);
    expect(await readMailbox(server, email)).toEqual([]);
    const invalid = await register(email, { password: 'abc' });
    expect(invalid.body.error?.message).toBe('Please check the hints to enter a valid password');
  });

  it('writes the activation mail in the language of the registration, with a localised link', async () => {
    const subjects: Record<string, string> = {};
    for (const lang of ['en', 'de', 'it', 'fr', 'es'] as const) {
      const email = uniqueEmail(`lang-${lang}`);
      expect((await register(email, {}, { lang })).status).toBe(201);
      const mail = await mailedToken(server, email, '/activate-account');
      expect(mail.link).toBe(`${server.url}/${lang}/activate-account?token=${mail.token}`);
      subjects[lang] = mail.subject;
    }
    const fromBody = uniqueEmail('lang-body');
    expect((await register(fromBody, { lang: 'it' })).status).toBe(201);
    expect((await mailedToken(server, fromBody, '/activate-account')).link).toContain('/it/activate-account?token=');
    expect(subjects).toEqual({
      en: 'Activate your account', de: 'Aktivieren Sie Ihr Konto', it: 'Attiva il tuo account', fr: 'Activez votre compte', es: 'Activa tu cuenta',
    });
  });

  it('uses an activation link once, and not after 48 hours', async () => {
    const email = uniqueEmail('once');
    await register(email);
    const { token } = await mailedToken(server, email, '/activate-account');
    expect((await call(server, 'PATCH', '/api/auth/activate-account', {}, { token })).status).toBe(200);
    const reused = await call(server, 'PATCH', '/api/auth/activate-account', {}, { token });
    expect(reused.status).toBe(410);
    expect(reused.body.error?.code).toBe('TOKEN_EXPIRED');

    const late = uniqueEmail('late');
    await register(late);
    const { token: lateToken } = await mailedToken(server, late, '/activate-account');
    clock.advance(48 * HOUR + 1000);
    try {
      expect((await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: lateToken })).status).toBe(410);
      expect((await call(server, 'POST', '/api/auth/login', { email: late, password: PASSWORD })).body.error?.code).toBe('ACCOUNT_NOT_ACTIVATED');
    } finally {
      clock.advance(-(48 * HOUR + 1000));
    }
    const unknown = await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toBe('INVALID_TOKEN');
    expect((await call(server, 'PATCH', '/api/auth/activate-account', {})).status).toBe(401);
  });

  it('answers send-activation-email the same for unknown, pending and active accounts, and mails only the pending one', async () => {
    const pending = uniqueEmail('pending');
    await register(pending);
    const { token: first } = await mailedToken(server, pending, '/activate-account');
    const active = uniqueEmail('active');
    await register(active);
    await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: (await mailedToken(server, active, '/activate-account')).token });
    const unknown = uniqueEmail('nobody');

    const answers = await Promise.all([pending, active, unknown].map((email) =>
      call(server, 'POST', '/api/auth/send-activation-email', { email }, { query: { lang: 'en' } })));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect((await readMailbox(server, pending)).length).toBe(2);
    expect((await readMailbox(server, active)).length).toBe(1);
    expect(await readMailbox(server, unknown)).toEqual([]);

    const resent = await mailedToken(server, pending, '/activate-account');
    expect(resent.link).toContain('/en/activate-account?token=');
    expect((await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: first })).status).toBe(410);
    expect((await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: resent.token })).status).toBe(200);

    expect((await call(server, 'POST', '/api/auth/send-activation-email', { email: 'nope' })).status).toBe(400);
    expect((await call(server, 'POST', '/api/auth/send-activation-email', {})).body.error?.field).toBe('email');
  });

  it('answers login failures alike for a wrong password, an unknown e-mail and a pending account with a wrong password', async () => {
    const pending = uniqueEmail('pending-login');
    await register(pending);
    const answers = [
      await call(server, 'POST', '/api/auth/login', { email: pending, password: 'Wrong#1' }, { ip: '10.0.0.1' }),
      await call(server, 'POST', '/api/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD }, { ip: '10.0.0.2' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'WRONG_CREDENTIALS', message: 'Wrong email or password' });
    }
    expect((await call(server, 'POST', '/api/auth/login', { email: pending })).status).toBe(400);
    expect((await call(server, 'POST', '/api/auth/login', { email: 'x', password: 'y' })).status).toBe(400);
  });

  it('answers 400 to a malformed include and 401 to the user call without a valid token', async () => {
    expect((await call(server, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/user', undefined, { token: 'forged-token' })).status).toBe(401);
    const email = uniqueEmail('include');
    await register(email);
    await call(server, 'PATCH', '/api/auth/activate-account', {}, { token: (await mailedToken(server, email, '/activate-account')).token });
    const { access_token: token } = (await call<{ access_token: string }>(server, 'POST', '/api/auth/login', { email, password: PASSWORD })).body;
    const bare = await call(server, 'GET', '/api/auth/user', undefined, { token, query: { include: '{customer:true}' } });
    expect(bare.body).toMatchObject({ email, customer: { nationality: 'GR', country: 'GR' } });
    for (const include of ['{customer:', '[]', '{"orders":true}', '"customer"']) {
      const answer = await call(server, 'GET', '/api/auth/user', undefined, { token, query: { include } });
      expect(answer.status, include).toBe(400);
      expect(answer.body.error?.code).toBe('INVALID_INCLUDE');
    }
  });
});
