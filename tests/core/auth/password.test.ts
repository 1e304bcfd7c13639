import fc from 'fast-check';
import { PASSWORD_SPECIALS, isPasswordValid, passwordHints, passwordStrength } from '../../../src/core/auth';

describe('password rule', () => {
  it('accepts a password that passes every hint', () => {
    expect(isPasswordValid('Sea7!')).toBe(true);
    expect(isPasswordValid('Ferry2027#')).toBe(true);
  });

  it('reports each hint that fails', () => {
    expect(passwordHints('sea7!')).toEqual({ uppercase: false, length: true, digit: true, special: true });
    expect(passwordHints('Sea!')).toEqual({ uppercase: true, length: true, digit: false, special: true });
    expect(passwordHints('Sea7')).toEqual({ uppercase: true, length: true, digit: true, special: false });
    expect(passwordHints('S7!')).toMatchObject({ length: false });
    expect(passwordHints('Seaaaaaa7!x')).toMatchObject({ length: false });
    expect(isPasswordValid('Seaaaaaa7!x')).toBe(false);
  });

  it('accepts only the specials ! @ # $ % ^ & * ( )', () => {
    for (const ch of PASSWORD_SPECIALS) expect(isPasswordValid(`Ab1${ch}`)).toBe(true);
    for (const ch of '-_+=~?.') expect(isPasswordValid(`Ab1${ch}`)).toBe(false);
  });

  it('is valid exactly when all hints pass', () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (pw) => {
      const hints = passwordHints(pw);
      return isPasswordValid(pw) === (hints.uppercase && hints.length && hints.digit && hints.special);
    }));
  });

  it('meters strength by length: weak below 4, medium from 4, strong above 6', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('Ab1')).toBe('weak');
    expect(passwordStrength('Ab1!')).toBe('medium');
    expect(passwordStrength('Ab1!x')).toBe('medium');
    expect(passwordStrength('Ab1!xyz')).toBe('strong');
    fc.assert(fc.property(fc.string({ maxLength: 12 }), fc.string({ minLength: 1, maxLength: 3 }), (pw, more) => {
      const order = { weak: 0, medium: 1, strong: 2 };
      return order[passwordStrength(pw + more)] >= order[passwordStrength(pw)];
    }));
  });
});
