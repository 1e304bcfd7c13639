import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../src/composition/test';
import { TOKENS, resolve } from '../../src/composition/tokens';
import { BOOKING_STORAGE_KEY, INITIAL_BOOKING, deserialiseBooking, enterResellerMode, serialiseBooking } from '../../src/core/booking';
import { fromSearchQuery } from '../../src/core/search/domain/search-query';
import { AGENCY, AGENCY_NAME, NIKOS, NOW, booknowWorld } from './support/booknow-world';

/** The container of a tab with the booknow domains loaded, logged in as `who` (or not at all). */
async function aTab(who?: { email: string; password: string }) {
  const world = await booknowWorld();
  const test = createTestContainer({ nowIso: NOW, domains: world.domains });
  await resolve(test.container, TOKENS.Domains).require('booking', 'auth');
  if (who) {
    const login = await resolve(test.container, TOKENS.LogIn).execute(who);
    if (!login.ok) throw new Error(`login failed: ${login.error.kind}`);
  }
  const stored = () => deserialiseBooking(test.store.read(BOOKING_STORAGE_KEY));
  return {
    ...world, ...test, stored,
    vm: resolve(test.container, TOKENS.BooknowViewModel),
    store: resolve(test.container, TOKENS.BookingStore),
    session: resolve(test.container, TOKENS.AuthSession),
  };
}

const reseller = (state: { booknowUserId: string | null; booknowIsReseller: boolean; booknowName: string | null; paymentForm: { paymentMethod: string } }) =>
  ({ userId: state.booknowUserId, isReseller: state.booknowIsReseller, name: state.booknowName, pays: state.paymentForm.paymentMethod });
const NOT_RESELLER = { userId: null, isReseller: false, name: null, pays: 'card' };

describe('BooknowViewModel', () => {
  it('loads the session\'s reseller, its credit, and puts the tab\'s booking in reseller mode (saved for a reload)', async () => {
    const tab = await aTab(AGENCY);
    const loading = tab.vm.load();
    expect(tab.vm.status).toBe('loading');
    await loading;
    expect(tab.vm.status).toBe('reseller');
    expect(tab.vm.agencyName).toBe(AGENCY_NAME);
    expect(tab.vm.credit).toEqual({ limit: 500_000, used: 123_456, available: 376_544 });
    const expected = { userId: tab.agencyId, isReseller: true, name: AGENCY_NAME, pays: 'credit_limit' };
    expect(reseller(tab.store.state)).toEqual(expected);
    expect(reseller(tab.stored()!)).toEqual(expected);
  });

  it('finds a visitor without a session logged out, and drops the reseller mode the tab still had', async () => {
    const tab = await aTab();
    tab.store.update((s) => enterResellerMode(s, tab.agencyId, AGENCY_NAME));
    await tab.vm.load();
    expect(tab.vm.status).toBe('loggedOut');
    expect(reseller(tab.store.state)).toEqual(NOT_RESELLER);
  });

  it('tells a customer the account is not a reseller\'s and does not put the booking in reseller mode', async () => {
    const tab = await aTab(NIKOS);
    await tab.vm.load();
    expect(tab.vm.status).toBe('notReseller');
    expect(tab.vm.credit).toBeUndefined();
    expect(reseller(tab.store.state)).toEqual(NOT_RESELLER);
  });

  it('reports a failure to load the reseller, logs it, and loads on retry', async () => {
    const tab = await aTab(AGENCY);
    tab.booking.failures = 1;
    await tab.vm.load();
    expect(tab.vm.status).toBe('failed');
    expect(reseller(tab.store.state)).toEqual(NOT_RESELLER);
    expect(tab.logger.entries.some((e) => e.level === 'error' && e.message.includes('booknow'))).toBe(true);
    await tab.vm.retry();
    expect(tab.vm.status).toBe('reseller');
    expect(tab.store.state.booknowIsReseller).toBe(true);
  });

  it('leaves reseller mode (paid by card again) and enters it again on request', async () => {
    const tab = await aTab(AGENCY);
    await tab.vm.load();
    tab.vm.leave();
    expect(tab.vm.status).toBe('left');
    expect(reseller(tab.store.state)).toEqual(NOT_RESELLER);
    expect(reseller(tab.stored()!)).toEqual(NOT_RESELLER);
    await tab.vm.load();
    expect(tab.vm.status).toBe('reseller');
    expect(tab.store.state.booknowName).toBe(AGENCY_NAME);
  });

  it('keeps reseller mode for the search started from it and after the finished booking is forgotten', async () => {
    const tab = await aTab(AGENCY);
    await tab.vm.load();
    tab.store.begin(fromSearchQuery({ trip: 'oneWay', legs: 'PIR-JTR-2027-06-02', AD: '1' })!);
    expect(tab.store.state.routesLength).toBe(1);
    expect(tab.store.state.paymentForm.paymentMethod).toBe('credit_limit');
    tab.store.clear();
    expect(reseller(tab.store.state)).toEqual({ userId: tab.agencyId, isReseller: true, name: AGENCY_NAME, pays: 'credit_limit' });
    expect(tab.store.state.routesLength).toBe(0);
  });
});

describe('logging out', () => {
  it('drops reseller mode from the tab\'s booking: the token that proved it is gone', async () => {
    const tab = await aTab(AGENCY);
    await tab.vm.load();
    await tab.session.restore();
    await tab.session.logOut();
    expect(tab.session.loggedIn).toBe(false);
    expect(reseller(tab.store.state)).toEqual(NOT_RESELLER);
    expect(reseller(tab.stored()!)).toEqual(NOT_RESELLER);
  });

  it('also when the booking kept in the tab was not loaded yet in this page', async () => {
    const world = await booknowWorld();
    const test = createTestContainer({ nowIso: NOW, domains: world.domains });
    test.store.write(BOOKING_STORAGE_KEY, serialiseBooking(enterResellerMode(INITIAL_BOOKING, world.agencyId, AGENCY_NAME)));
    await resolve(test.container, TOKENS.Domains).require('auth');
    await resolve(test.container, TOKENS.LogIn).execute(AGENCY);
    await resolve(test.container, TOKENS.AuthSession).logOut();
    expect(test.requestedDomains).toContain('booking');
    expect(reseller(deserialiseBooking(test.store.read(BOOKING_STORAGE_KEY))!)).toEqual(NOT_RESELLER);
  });

  it('does not load the booking code when the tab keeps no booking', async () => {
    const world = await booknowWorld();
    const test = createTestContainer({ nowIso: NOW, domains: world.domains });
    await resolve(test.container, TOKENS.Domains).require('auth');
    await resolve(test.container, TOKENS.LogIn).execute(NIKOS);
    await resolve(test.container, TOKENS.AuthSession).logOut();
    expect(test.requestedDomains).not.toContain('booking');
  });
});
