import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NIKOS, authDomains, logInThroughDialog } from './auth-test-domains';
import { renderApp } from './support/render-app';

beforeAll(async () => {
  await Promise.all([import('../../src/ui/screens/auth-flow/auth-flow-page'), import('../../src/ui/shared/auth/login-dialog-route')]);
}, 60_000);

describe('Auth flow test page', { timeout: 40_000 }, () => {
  it('walks through logging in (back to the page), checking the session with the server and logging out', async () => {
    const setup = authDomains();
    const app = await renderApp('/en/test/auth-flow', { domains: setup.domains });
    setup.useToken(() => app.store.read('auth.token'));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in test' })).toBeInTheDocument();
    const session = screen.getByRole('region', { name: "This tab's session" });
    const log = within(screen.getByRole('region', { name: 'What happened' }));
    expect(await log.findByText('No session in this tab.')).toBeInTheDocument();
    expect(session).toHaveTextContent('Not logged in');

    await user.click(screen.getByRole('button', { name: 'Check the session with the server' }));
    expect(await log.findByText('There is no token to check.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in (and come back here)' }));
    await logInThroughDialog(user, NIKOS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(app.router.state.location.pathname).toBe('/en/test/auth-flow');
    expect(session).toHaveTextContent(`Logged in as Nikos Papadopoulos (${NIKOS.email})`);
    expect(session).toHaveTextContent('Kept in this tab');
    expect(log.getByText('Logged in as Nikos Papadopoulos.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check the session with the server' }));
    expect(await log.findByText(`The server knows the session: Nikos Papadopoulos (${NIKOS.email}).`)).toBeInTheDocument();

    const token = app.store.read('auth.token');
    await user.click(screen.getByRole('button', { name: 'Log out (and stay here)' }));
    expect(await log.findByText('Logged out; the token was ended on the server.')).toBeInTheDocument();
    expect(session).toHaveTextContent('Not logged in');
    expect(app.store.read('auth.token')).toBeUndefined();
    expect(setup.auth.userOf(token)).toBeUndefined();
    expect(app.router.state.location.pathname).toBe('/en/test/auth-flow');
  });
});
