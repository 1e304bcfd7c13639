import { describe, expect, it } from 'vitest';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { MemoryTokenStore } from '../../src/adapters/storage/memory-token.store';
import { ActivateAccount, type AuthRefusal, LogIn, LogOut, RecoverPassword, Register, RestoreSession, type User } from '../../src/core/auth';
import { refusal } from '../../src/core/shared/refusal';
import { err } from '../../src/core/shared/result';
import { afterLoginPath } from '../../src/ui/shared/auth/after-login';
import { AuthSession } from '../../src/ui/shared/auth/auth-session';
import { LoginDialogViewModel } from '../../src/ui/shared/auth/login-dialog.view-model';
import { LoginFormViewModel } from '../../src/ui/shared/auth/login-form.view-model';
import { RecoverPasswordViewModel } from '../../src/ui/shared/auth/recover-password.view-model';
import { RegistrationFormViewModel } from '../../src/ui/shared/auth/registration-form.view-model';

const NIKOS = { email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' };

function setup() {
  const auth = new InMemoryAuthGateway([NIKOS]);
  const tokens = new MemoryTokenStore();
  const session = new AuthSession({
    hasStoredToken: () => tokens.get() !== undefined,
    restore: () => new RestoreSession({ auth, tokens }).execute(),
    logOut: () => new LogOut({ auth, tokens }).execute(),
    leaveResellerMode: async () => undefined,
  });
  const login = new LoginFormViewModel({ logIn: new LogIn({ auth, tokens }), signedIn: session.signedIn });
  const registration = new RegistrationFormViewModel({ register: new Register({ auth }), activation: new ActivateAccount({ auth }) });
  const recover = new RecoverPasswordViewModel({ recover: new RecoverPassword({ auth }) });
  return { auth, tokens, session, dialog: new LoginDialogViewModel(login, registration, recover) };
}

describe('login form view model', () => {
  it('asks for the e-mail on blur and for a correct one while typing', () => {
    const { dialog: { login } } = setup();
    login.setEmail('');
    expect(login.errors.email).toBeUndefined();
    login.leaveEmail();
    expect(login.errors.email).toBe('auth.validation.emailRequired');
    login.setEmail('nikos@');
    expect(login.errors.email).toBe('auth.validation.emailInvalid');
    login.setEmail('nikos@example.com');
    expect(login.errors.email).toBeUndefined();
  });

  it('sends nothing for an empty form and names both missing fields', async () => {
    const { dialog: { login }, tokens } = setup();
    expect(await login.submit()).toBeUndefined();
    expect(login.errors).toEqual({ email: 'auth.validation.emailRequired', password: 'auth.validation.passwordRequired' });
    expect(tokens.get()).toBeUndefined();
  });

  it('shows Wrong email or password for a wrong password', async () => {
    const { dialog: { login }, session } = setup();
    login.setEmail(NIKOS.email);
    login.setPassword('Wrong1!');
    expect(await login.submit()).toBeUndefined();
    expect(login.failure).toBe('auth.error.wrongCredentials');
    expect(session.loggedIn).toBe(false);
  });

  it('logs in: the session knows the user and its initials, the password is cleared', async () => {
    const { dialog: { login }, session, tokens } = setup();
    login.setEmail(NIKOS.email);
    login.setPassword(NIKOS.password);
    expect(await login.submit()).toMatchObject({ firstName: 'Nikos' });
    expect(session.initials).toBe('np');
    expect(tokens.get()).toBeDefined();
    expect(login.password).toBe('');
    expect(login.failure).toBeUndefined();
  });

  it('explains an account that is not activated and too many attempts', async () => {
    const failing = (failure: AuthRefusal) => new LoginFormViewModel({
      logIn: new LogIn({ auth: { login: async () => err(failure), currentUser: async () => err(failure) }, tokens: new MemoryTokenStore() }),
      signedIn: () => undefined,
    });
    const notActivated = failing(refusal('NotActivated', ''));
    notActivated.setEmail(NIKOS.email);
    notActivated.setPassword('x');
    await notActivated.submit();
    expect(notActivated.failure).toBe('auth.error.notActivated');
    const limited = failing(refusal('TooManyAttempts', ''));
    limited.setEmail(NIKOS.email);
    limited.setPassword('x');
    await limited.submit();
    expect(limited.failure).toBe('auth.error.tooManyAttempts');
  });
});

describe('registration form view model', () => {
  it('shows the hints and a live strength meter as the password grows', () => {
    const { dialog: { registration } } = setup();
    registration.set('password', 'ab');
    expect(registration.strength).toBe('weak');
    expect(registration.hints.filter((h) => h.passed).map((h) => h.hint)).toEqual([]);
    registration.set('password', 'Ab1!');
    expect(registration.strength).toBe('medium');
    expect(registration.hints.every((h) => h.passed)).toBe(true);
    registration.set('password', 'Abcd12!x');
    expect(registration.strength).toBe('strong');
  });

  it('sends nothing while a field is missing, and names the password rule', async () => {
    const { dialog: { registration }, auth } = setup();
    registration.set('firstName', 'Maria');
    registration.set('email', 'maria@example.com');
    registration.set('password', 'weak');
    await registration.submit();
    expect(registration.errors).toEqual({ lastName: 'auth.validation.lastNameRequired', password: 'auth.validation.passwordInvalid' });
    expect(auth.outbox).toEqual([]);
  });

  it('registers, shows the activation notice, and resending sends another mail and shows it again', async () => {
    const { dialog: { registration }, auth } = setup();
    for (const [field, value] of [['firstName', 'Maria'], ['lastName', 'Ioannou'], ['email', 'maria@example.com'], ['password', 'Wave9#z']] as const) registration.set(field, value);
    await registration.submit();
    expect(registration.activationSentTo).toBe('maria@example.com');
    expect(registration.noticeVisible).toBe(true);
    const pending = registration.resendActivation();
    expect(registration.noticeVisible).toBe(false);
    await pending;
    expect(registration.noticeVisible).toBe(true);
    expect(auth.outbox.filter((m) => m.purpose === 'activate')).toHaveLength(2);
  });

  it('does not register again once registered (a second press would answer "already taken")', async () => {
    const { dialog: { registration }, auth } = setup();
    for (const [field, value] of [['firstName', 'Maria'], ['lastName', 'Ioannou'], ['email', 'maria@example.com'], ['password', 'Wave9#z']] as const) registration.set(field, value);
    await registration.submit();
    expect(registration.registered).toBe(true);
    registration.set('password', 'Wave9#z');
    await registration.submit();
    expect(registration.failure).toBeUndefined();
    expect(registration.registered).toBe(true);
    expect(auth.outbox.filter((m) => m.purpose === 'activate')).toHaveLength(1);
  });

  it('says the e-mail is taken (406)', async () => {
    const { dialog: { registration } } = setup();
    for (const [field, value] of [['firstName', 'N'], ['lastName', 'P'], ['email', NIKOS.email], ['password', 'Wave9#z']] as const) registration.set(field, value);
    await registration.submit();
    expect(registration.failure).toBe('auth.error.emailTaken');
    expect(registration.activationSentTo).toBeUndefined();
  });
});

describe('password retrieval and the dialog modes', () => {
  it('opens in mode 2 with a reset token and without the tabs; connect goes back to login mode', () => {
    const { dialog } = setup();
    dialog.open('reset-token');
    expect(dialog.mode).toBe(2);
    expect(dialog.showTabs).toBe(false);
    expect(dialog.recover.changing).toBe(true);
    dialog.connect();
    expect(dialog.mode).toBe(0);
    expect(dialog.showTabs).toBe(true);
    expect(dialog.recover.changing).toBe(false);
  });

  it('asks for a reset mail, then changes the password with the mailed token', async () => {
    const { dialog, auth } = setup();
    dialog.forgotPassword();
    dialog.recover.set('email', NIKOS.email);
    await dialog.recover.submit();
    expect(dialog.recover.outcome).toBe('ResetMailSent');
    const token = auth.outbox.find((m) => m.purpose === 'reset')!.token;

    const fresh = new RecoverPasswordViewModel({ recover: new RecoverPassword({ auth }) });
    fresh.useResetToken(token);
    fresh.set('newPass', 'New5$pass');
    fresh.set('repeatedPass', 'New5$pasz');
    await fresh.submit();
    expect(fresh.errors).toEqual({ repeatedPass: 'auth.validation.passwordMismatch' });
    fresh.set('repeatedPass', 'New5$pass');
    await fresh.submit();
    expect(fresh.outcome).toBe('PasswordChanged');
    expect((await auth.login(NIKOS.email, 'New5$pass')).ok).toBe(true);
  });

  it('says the link is not valid when the token was used', async () => {
    const { auth } = setup();
    const vm = new RecoverPasswordViewModel({ recover: new RecoverPassword({ auth }) });
    vm.useResetToken('used-token');
    vm.set('newPass', 'New5$pass');
    vm.set('repeatedPass', 'New5$pass');
    await vm.submit();
    expect(vm.failure).toBe('auth.error.linkInvalid');
  });
});

describe('auth session', () => {
  it('restores the user of a kept token after a reload, and logs out', async () => {
    const { tokens, auth, session } = setup();
    tokens.set((await auth.login(NIKOS.email, NIKOS.password) as { value: { token: string } }).value.token);
    const user = (await session.restore()) as User;
    expect(user.firstName).toBe('Nikos');
    expect(session.initials).toBe('np');
    await session.logOut();
    expect(session.loggedIn).toBe(false);
    expect(tokens.get()).toBeUndefined();
  });

  it('forgets a token the server no longer knows', async () => {
    const { tokens, session } = setup();
    tokens.set('stale');
    expect(await session.restore()).toBeUndefined();
    expect(tokens.get()).toBeUndefined();
    expect(session.settled).toBe(true);
  });

  it('goes after login to the page the visitor came from, else the localised account', () => {
    expect(afterLoginPath('/en/routes', 'en')).toBe('/en/routes');
    expect(afterLoginPath(undefined, 'en')).toBe('/en/account');
    expect(afterLoginPath(undefined, 'el')).toBe('/account');
    expect(afterLoginPath('//evil.example', 'de')).toBe('/de/account');
  });
});
