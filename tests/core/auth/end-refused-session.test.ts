import { describe, expect, it } from 'vitest';
import { EndRefusedSession, isRefusedSession } from '../../../src/core/auth';
import { type TokenStore } from '../../../src/core/auth';

function memoryTokens(initial?: string): TokenStore {
  let token = initial;
  return { get: () => token, set: (t) => { token = t; }, clear: () => { token = undefined; } };
}

describe('ending a session the server refused', () => {
  it('forgets the refused token and tells the listener once, however many calls were refused', () => {
    const tokens = memoryTokens('dead');
    let told = 0;
    const end = new EndRefusedSession({ tokens, listener: { sessionEnded: () => { told += 1; } } });
    expect(end.execute('dead')).toBe(true);
    expect(tokens.get()).toBeUndefined();
    expect(end.execute('dead')).toBe(false);
    expect(told).toBe(1);
  });

  it('leaves a newer session alone (a refusal of the old token arriving after a new login)', () => {
    const tokens = memoryTokens('new');
    let told = 0;
    const end = new EndRefusedSession({ tokens, listener: { sessionEnded: () => { told += 1; } } });
    expect(end.execute('old')).toBe(false);
    expect(end.execute('')).toBe(false);
    expect([tokens.get(), told]).toEqual(['new', 0]);
  });

  it('knows a refused session by its SessionEnded kind, not a wrong password, a missing login or a refusal', () => {
    expect(isRefusedSession({ kind: 'SessionEnded' })).toBe(true);
    expect(isRefusedSession({ kind: 'WrongPassword' })).toBe(false);
    expect(isRefusedSession({ kind: 'NotLoggedIn' })).toBe(false);
    expect(isRefusedSession({ kind: 'NotAllowed' })).toBe(false);
  });
});
