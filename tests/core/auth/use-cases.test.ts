import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { MemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { ActivateAccount, LogIn, LogOut, RecoverPassword, Register } from '../../../src/core/auth';

function anAuth() {
  const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' }]);
  return { auth, tokens: new MemoryTokenStore() };
}

describe('auth use cases', () => {
  it('logs in: stores the bearer token, then fetches the user', async () => {
    const deps = anAuth();
    const result = await new LogIn(deps).execute({ email: ' nikos@example.com ', password: 'Sea7!x' });
    expect(result).toMatchObject({ ok: true, value: { firstName: 'Nikos' } });
    expect(deps.tokens.get()).toBeDefined();
    expect(deps.auth.userOf(deps.tokens.get())?.email).toBe('nikos@example.com');
  });

  it('reports wrong credentials and sends nothing for an empty form', async () => {
    const deps = anAuth();
    expect(await new LogIn(deps).execute({ email: 'nikos@example.com', password: 'nope' })).toEqual({ ok: false, error: { kind: 'WrongCredentials' } });
    expect(await new LogIn(deps).execute({ email: '', password: '' })).toMatchObject({ ok: false, error: { kind: 'Invalid', errors: { email: 'emailRequired' } } });
    expect(deps.tokens.get()).toBeUndefined();
  });

  it('logs out: the token is forgotten and the session ends on the server', async () => {
    const deps = anAuth();
    await new LogIn(deps).execute({ email: 'nikos@example.com', password: 'Sea7!x' });
    const token = deps.tokens.get()!;
    await new LogOut(deps).execute();
    expect(deps.tokens.get()).toBeUndefined();
    expect(await deps.auth.currentUser(token)).toMatchObject({ ok: false, error: { kind: 'SessionEnded' } });
  });

  it('registers, refuses a taken e-mail, and activates with the mailed token', async () => {
    const deps = anAuth();
    const form = { firstName: 'Maria', lastName: 'P', email: 'maria@example.com', password: 'Sea7!x' };
    expect(await new Register(deps).execute(form)).toEqual({ ok: true, value: undefined });
    expect(await new Register(deps).execute(form)).toEqual({ ok: false, error: { kind: 'EmailTaken' } });
    expect(await new Register(deps).execute({ ...form, password: 'weak' })).toMatchObject({ ok: false, error: { kind: 'Invalid', errors: { password: 'passwordInvalid' } } });
    expect(await new LogIn(deps).execute({ email: form.email, password: form.password })).toMatchObject({ ok: false, error: { kind: 'NotActivated' } });
    const activate = new ActivateAccount(deps);
    expect(await activate.resend('')).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    expect(await activate.resend(form.email)).toEqual({ ok: true, value: undefined });
    const token = deps.auth.outbox.filter((m) => m.email === form.email).pop()!.token;
    expect(await activate.execute(token)).toEqual({ ok: true, value: undefined });
    expect(await activate.execute(token)).toEqual({ ok: false, error: { kind: 'TokenRejected' } });
    expect(await new LogIn(deps).execute({ email: form.email, password: form.password })).toMatchObject({ ok: true });
  });

  it('recovers a password: reset mail by e-mail, then the new password with the link token', async () => {
    const deps = anAuth();
    const recover = new RecoverPassword(deps);
    expect(await recover.execute({ email: 'nikos@example.com', newPass: '', repeatedPass: '' })).toEqual({ ok: true, value: 'ResetMailSent' });
    const token = deps.auth.outbox.find((m) => m.purpose === 'reset')!.token;
    expect(await recover.execute({ email: '', newPass: 'New8@y', repeatedPass: 'New8@z' }, token)).toMatchObject({ ok: false, error: { kind: 'Invalid', errors: { repeatedPass: 'passwordMismatch' } } });
    expect(await recover.execute({ email: '', newPass: 'New8@y', repeatedPass: 'New8@y' })).toEqual({ ok: false, error: { kind: 'MissingToken' } });
    expect(await recover.execute({ email: '', newPass: 'New8@y', repeatedPass: 'New8@y' }, token)).toEqual({ ok: true, value: 'PasswordChanged' });
    expect(await recover.execute({ email: '', newPass: 'New9@y', repeatedPass: 'New9@y' }, token)).toEqual({ ok: false, error: { kind: 'TokenRejected' } });
    expect(await new LogIn(deps).execute({ email: 'nikos@example.com', password: 'New8@y' })).toMatchObject({ ok: true });
  });
});
