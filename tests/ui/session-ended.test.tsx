import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS, resolve } from '../../src/composition/tokens';
import { AGENCY, NOW, booknowWorld } from './support/booknow-world';
import { renderApp } from './support/render-app';

beforeAll(async () => {
  await Promise.all([import('../../src/ui/screens/booknow/booknow-page'), import('../../src/ui/shared/auth/login-dialog-route')]);
}, 60_000);

// The HTTP client calls `AccessToken.refused(token)` when the server answers 401 INVALID_TOKEN / AUTH_REQUIRED to a
// request that carried the session's token (tests/adapters/http.test.ts); here the in-memory server forgets the
// session and the app gets that same signal.
describe('A session the server has forgotten', { timeout: 30_000 }, () => {
  it('is ended once for every call: the traveller is told to log in again, is a guest again, and reseller mode is left', async () => {
    const world = await booknowWorld();
    const app = await renderApp('/en/contact', { nowIso: NOW, domains: world.domains });
    await resolve(app.container, TOKENS.Domains).require('auth');
    const login = await resolve(app.container, TOKENS.LogIn).execute(AGENCY);
    if (!login.ok) throw new Error(`login failed: ${login.error.kind}`);
    act(() => resolve(app.container, TOKENS.AuthSession).signedIn(login.value));
    act(() => { app.router.history.push('/en/booknow'); });
    expect(await screen.findByText('Reseller mode', {}, { timeout: 15_000 })).toBeInTheDocument();
    const store = resolve(app.container, TOKENS.BookingStore);
    expect(store.state).toMatchObject({ booknowIsReseller: true });

    const tokens = resolve(app.container, TOKENS.TokenStore);
    const token = tokens.get()!;
    await world.auth.logout(token);
    const client = resolve(app.container, TOKENS.AccessToken);
    act(() => { client.refused?.(token); });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Please log in again to continue with your account.');
    expect(tokens.get()).toBeUndefined();
    expect(resolve(app.container, TOKENS.AuthSession).loggedIn).toBe(false);
    await waitFor(() => expect(store.state).toMatchObject({ booknowIsReseller: false }));

    // "Log in again" opens the login dialog on the same page.
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/en/booknow?login=true');

    // Once: the next refused calls of the same token (the other calls in flight) change nothing and say nothing again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    act(() => { client.refused?.(token); });
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });
});
