import { type AuthGateway } from '../../src/core/auth';

export interface AuthSubject {
  auth: AuthGateway;
  /** The activation or reset token the server mailed to an address (read from its outbox). */
  mailedToken(email: string, purpose: 'activate' | 'reset'): Promise<string>;
}

/** What every AuthGateway does: register, activate, log in, read the user, reset the password, log out. */
export function authGatewayContract(name: string, subject: () => AuthSubject): void {
  describe(`AuthGateway contract: ${name}`, () => {
    const email = `maria.${name.length}.${Date.now()}@example.com`;

    it('registers once; the same e-mail again is not acceptable', async () => {
      const { auth } = subject();
      expect(await auth.register({ firstName: 'Maria', lastName: 'Papadopoulou', email, password: 'Sea7!x' })).toEqual({ ok: true, value: undefined });
      expect(await auth.register({ firstName: 'Maria', lastName: 'P', email, password: 'Sea7!x' })).toMatchObject({ ok: false, error: { kind: 'EmailTaken' } });
      expect(await auth.login(email, 'Sea7!x')).toMatchObject({ ok: false, error: { kind: 'NotActivated' } });
    });

    it('activates with the mailed token, then logs in and reads the user', async () => {
      const { auth, mailedToken } = subject();
      expect(await auth.activateAccount(await mailedToken(email, 'activate'))).toEqual({ ok: true, value: undefined });
      expect(await auth.login(email, 'Wrong7!x')).toMatchObject({ ok: false, error: { kind: 'WrongCredentials' } });
      const login = await auth.login(email, 'Sea7!x');
      expect(login.ok).toBe(true);
      if (!login.ok) return;
      expect(await auth.currentUser(login.value.token)).toMatchObject({ ok: true, value: { firstName: 'Maria', lastName: 'Papadopoulou', email } });
      expect(await auth.logout(login.value.token)).toEqual({ ok: true, value: undefined });
      expect(await auth.currentUser(login.value.token)).toMatchObject({ ok: false, error: { kind: 'SessionEnded' } });
    });

    it('resets the password with the mailed token, once', async () => {
      const { auth, mailedToken } = subject();
      expect(await auth.requestPasswordReset(email)).toEqual({ ok: true, value: undefined });
      const token = await mailedToken(email, 'reset');
      expect(await auth.changePassword(token, 'New8@yz')).toEqual({ ok: true, value: undefined });
      expect(await auth.changePassword(token, 'New9@yz')).toMatchObject({ ok: false, error: { kind: 'LinkRejected' } });
      expect(await auth.activateAccount('not-a-link')).toMatchObject({ ok: false, error: { kind: 'LinkRejected' } });
      expect(await auth.login(email, 'New8@yz')).toMatchObject({ ok: true });
    });
  });
}
