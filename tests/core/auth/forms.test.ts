import {
  AUTH_MESSAGES, initialsOf, lostPasswordIntent, validateLogin, validateNewPassword, validateRegistration,
  validateResendActivation,
} from '../../../src/core/auth';

describe('auth form rules', () => {
  it('requires a well-formed e-mail and a password to log in', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired });
    expect(validateLogin({ email: 'maria@', password: 'x' })).toEqual({ email: AUTH_MESSAGES.emailInvalid });
    expect(validateLogin({ email: ' maria@example.gr ', password: 'x' })).toEqual({});
  });

  it('requires every registration field and a valid password', () => {
    expect(validateRegistration({ firstName: ' ', lastName: '', email: 'x', password: 'abc' })).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired, lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordInvalid,
    });
    expect(validateRegistration({ firstName: 'Maria', lastName: 'P', email: 'm@example.gr', password: 'Sea7!' })).toEqual({});
  });

  it('requires both new passwords and that they match', () => {
    expect(validateNewPassword({ newPass: '', repeatedPass: '' })).toEqual({
      newPass: AUTH_MESSAGES.newPasswordRequired, repeatedPass: AUTH_MESSAGES.repeatedPasswordRequired,
    });
    expect(validateNewPassword({ newPass: 'Sea7!', repeatedPass: 'Sea8!' })).toEqual({ repeatedPass: AUTH_MESSAGES.passwordMismatch });
    expect(validateNewPassword({ newPass: 'Sea7!', repeatedPass: 'Sea7!' })).toEqual({});
  });

  it('asks for a reset mail when an e-mail is given, else changes the password', () => {
    expect(lostPasswordIntent({ email: 'm@example.gr', newPass: '', repeatedPass: '' })).toEqual({ kind: 'RequestReset', email: 'm@example.gr' });
    expect(lostPasswordIntent({ email: 'm@', newPass: '', repeatedPass: '' })).toMatchObject({ kind: 'Invalid', errors: { email: AUTH_MESSAGES.emailInvalid } });
    expect(lostPasswordIntent({ email: '', newPass: 'Sea7!', repeatedPass: 'Sea7?' })).toMatchObject({ kind: 'Invalid', errors: { repeatedPass: AUTH_MESSAGES.passwordMismatch } });
    expect(lostPasswordIntent({ email: '', newPass: 'Sea7!', repeatedPass: 'Sea7!' })).toEqual({ kind: 'ChangePassword', password: 'Sea7!' });
  });

  it('needs an e-mail to resend the activation mail', () => {
    expect(validateResendActivation('')).toEqual({ email: AUTH_MESSAGES.emailRequired });
    expect(validateResendActivation('m@example.gr')).toEqual({});
  });

  it('shows the initials lowercased', () => {
    expect(initialsOf({ firstName: 'Μαρία', lastName: 'Papadopoulou' })).toBe('μp');
  });
});
