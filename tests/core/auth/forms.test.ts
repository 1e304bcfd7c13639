import {
  initialsOf, lostPasswordIntent, validateLogin, validateNewPassword, validateRegistration,
  validateResendActivation,
} from '../../../src/core/auth';

describe('auth form rules', () => {
  it('requires a well-formed e-mail and a password to log in', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateLogin({ email: 'maria@', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateLogin({ email: ' maria@example.gr ', password: 'x' })).toEqual({});
  });

  it('requires every registration field and a valid password', () => {
    expect(validateRegistration({ firstName: ' ', lastName: '', email: 'x', password: 'abc' })).toEqual({
      firstName: 'firstNameRequired', lastName: 'lastNameRequired',
      email: 'emailInvalid', password: 'passwordInvalid',
    });
    expect(validateRegistration({ firstName: 'Maria', lastName: 'P', email: 'm@example.gr', password: 'Sea7!' })).toEqual({});
  });

  it('requires both new passwords and that they match', () => {
    expect(validateNewPassword({ newPass: '', repeatedPass: '' })).toEqual({
      newPass: 'newPasswordRequired', repeatedPass: 'repeatedPasswordRequired',
    });
    expect(validateNewPassword({ newPass: 'Sea7!', repeatedPass: 'Sea8!' })).toEqual({ repeatedPass: 'passwordMismatch' });
    expect(validateNewPassword({ newPass: 'Sea7!', repeatedPass: 'Sea7!' })).toEqual({});
  });

  it('asks for a reset mail when an e-mail is given, else changes the password', () => {
    expect(lostPasswordIntent({ email: 'm@example.gr', newPass: '', repeatedPass: '' })).toEqual({ kind: 'RequestReset', email: 'm@example.gr' });
    expect(lostPasswordIntent({ email: 'm@', newPass: '', repeatedPass: '' })).toMatchObject({ kind: 'Invalid', errors: { email: 'emailInvalid' } });
    expect(lostPasswordIntent({ email: '', newPass: 'Sea7!', repeatedPass: 'Sea7?' })).toMatchObject({ kind: 'Invalid', errors: { repeatedPass: 'passwordMismatch' } });
    expect(lostPasswordIntent({ email: '', newPass: 'Sea7!', repeatedPass: 'Sea7!' })).toEqual({ kind: 'ChangePassword', password: 'Sea7!' });
  });

  it('needs an e-mail to resend the activation mail', () => {
    expect(validateResendActivation('')).toEqual({ email: 'emailRequired' });
    expect(validateResendActivation('m@example.gr')).toEqual({});
  });

  it('shows the initials lowercased', () => {
    expect(initialsOf({ firstName: 'Μαρία', lastName: 'Papadopoulou' })).toBe('μp');
  });
});
