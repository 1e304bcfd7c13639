import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

// The screens' lazy chunks, transformed once before the tests (the shared machines are slow to do it on first use).
beforeAll(async () => {
  await Promise.all([
    import('../../src/ui/shared/auth/login-dialog-route'), import('../../src/ui/screens/content-page/content-page'),
    import('../../src/ui/screens/account/account-page'), import('../../src/ui/screens/login/login-page'),
  ]);
}, 60_000);
import { NIKOS, authDomains } from './auth-test-domains';
import { renderApp } from './support/render-app';

async function openDialog(path: string) {
  const setup = authDomains();
  const app = await renderApp(path, { domains: setup.domains });
  setup.useToken(() => app.store.read('auth.token'));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await within(dialog).findByRole('heading', { level: 2 }, { timeout: 15_000 });
  return { ...setup, app, dialog, user: userEvent.setup() };
}

// The machines are shared and slow; a dialog test types a lot.
describe('Login dialog', { timeout: 30_000 }, () => {
  it('does not load the auth code until the dialog opens', async () => {
    const { requestedDomains } = await renderApp('/en/contact', { domains: authDomains().domains });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestedDomains).not.toContain('auth');
  });

  it('opens on ?login=true with the connect and registration tabs, and sends nothing for an empty form', async () => {
    const { dialog, user, app } = await openDialog('/en/contact?login=true');
    expect(within(dialog).getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please input your email')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(app.store.read('auth.token')).toBeUndefined();
  });

  it('shows Wrong email or password, then logs in, goes to the account and shows the initials', async () => {
    const { dialog, user, app } = await openDialog('/en/contact?login=true');
    await user.type(within(dialog).getByLabelText('Email'), NIKOS.email);
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong1!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Wrong email or password')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), NIKOS.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/account'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'My account (np)' })).toHaveTextContent('np');
    expect(app.store.read('auth.token')).toBeDefined();
  });

  it('shows the Greek message for a wrong password', async () => {
    const { dialog, user } = await openDialog('/?login=true');
    await user.type(within(dialog).getByLabelText('Email'), NIKOS.email);
    await user.type(within(dialog).getByLabelText('Κωδικός'), 'Wrong1!');
    await user.click(within(dialog).getByRole('button', { name: 'Σύνδεση' }));
    expect(await within(dialog).findByText('Λάθος email ή κωδικός')).toBeInTheDocument();
  });

  it('registers with live password hints, shows the activation notice and resends it', async () => {
    const { dialog, user, auth } = await openDialog('/en/contact?login=true');
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Maria');
    await user.type(within(dialog).getByLabelText('Last name'), 'Ioannou');
    await user.type(within(dialog).getByLabelText('Email'), 'maria@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    expect(within(dialog).getByText('Password strength: weak')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please check the hints to enter a valid password')).toBeInTheDocument();
    expect(auth.outbox).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'D9!x');
    expect(within(dialog).getByText('Password strength: strong')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/We sent an e-mail to maria@example.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Did not get it? Send it again' }));
    expect(await within(dialog).findByText(/We sent an e-mail to maria@example.com/)).toBeInTheDocument();
    expect(auth.outbox.filter((m) => m.email === 'maria@example.com')).toHaveLength(2);
  });

  it('replaces the registration form by what to do next once registered, so a second press cannot say "taken"', async () => {
    const { dialog, user, auth } = await openDialog('/en/contact?login=true');
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Maria');
    await user.type(within(dialog).getByLabelText('Last name'), 'Ioannou');
    await user.type(within(dialog).getByLabelText('Email'), 'maria@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wave9#z');
    await user.keyboard('{Enter}');
    const done = await within(dialog).findByRole('heading', { name: 'Check your e-mail' });
    expect(done).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('We sent an e-mail to maria@example.com');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Open the link in that e-mail to activate it, then log in.');
    expect(within(dialog).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).queryByText('Your email address is already associated with another account')).toBeNull();
    expect(auth.outbox.filter((m) => m.email === 'maria@example.com')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Go to log in' }));
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says an e-mail is already taken', async () => {
    const { dialog, user } = await openDialog('/en/contact?login=true');
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Nikos');
    await user.type(within(dialog).getByLabelText('Last name'), 'P');
    await user.type(within(dialog).getByLabelText('Email'), NIKOS.email);
    await user.type(within(dialog).getByLabelText('Password'), 'Wave9#z');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Your email address is already associated with another account')).toBeInTheDocument();
  });

  it('asks for a reset mail from the forgotten-password mode, without the tabs', async () => {
    const { dialog, user, auth } = await openDialog('/en/contact?login=true');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    expect(await within(dialog).findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await user.type(within(dialog).getByLabelText('Email'), NIKOS.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText(/we have sent it an e-mail with a link/)).toBeInTheDocument();
    expect(auth.outbox.map((m) => m.purpose)).toEqual(['reset']);
  });

  it('changes the password with ?changePassword=true&token=…, then offers to log in', async () => {
    const setup = authDomains();
    await setup.auth.requestPasswordReset(NIKOS.email);
    const token = setup.auth.outbox[0]!.token;
    await renderApp(`/en/?changePassword=true&token=${token}`, { domains: setup.domains });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('New password'), 'New5$pass');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'New5$pasX');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Your passwords do not match.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Repeat the new password'));
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'New5$pass');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(/Your password has been changed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect((await setup.auth.login(NIKOS.email, 'New5$pass')).ok).toBe(true);
  });

  it('closes with Escape and drops the flag from the address', async () => {
    const { user, app } = await openDialog('/en/contact?login=true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).not.toHaveProperty('login');
    expect(app.router.state.location.pathname).toBe('/en/contact');
  });
});
