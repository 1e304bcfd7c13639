import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

// The screens' lazy chunks, transformed once before the tests (the shared machines are slow to do it on first use).
beforeAll(async () => {
  await Promise.all([
    import('../../src/ui/shared/auth/login-dialog-route'), import('../../src/ui/screens/content-page/content-page'),
    import('../../src/ui/screens/account/account-page'), import('../../src/ui/screens/login/login-page'),
    import('../../src/ui/screens/confirm-email/confirm-email-page'),
  ]);
}, 60_000);
import { NIKOS, authDomains, logInThroughDialog } from './auth-test-domains';
import { renderApp } from './support/render-app';

/** The app on a content page first (renderApp waits for a visible heading, which an open dialog hides), then at `path`. */
async function renderThenGo(path: string, setup = authDomains()) {
  const app = await renderApp('/en/contact', { domains: setup.domains });
  setup.useToken(() => app.store.read('auth.token'));
  app.router.history.push(path);
  return app;
}

/** Logs in through the dialog with `?redirect=`, which leads to the account. */
async function loggedInAccount() {
  const setup = authDomains();
  const app = await renderApp('/en/contact?login=true&redirect=/en/account', { domains: setup.domains });
  setup.useToken(() => app.store.read('auth.token'));
  const user = userEvent.setup();
  await logInThroughDialog(user, NIKOS);
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/account'), { timeout: 15_000 });
  await screen.findByRole('form', { name: 'Account details' }, { timeout: 15_000 });
  return { ...setup, app, user };
}

describe('Account page', { timeout: 30_000 }, () => {
  it('fills the details of the user, refuses a phone that is not a real number and keeps what was typed', async () => {
    const { user } = await loggedInAccount();
    const form = screen.getByRole('form', { name: 'Account details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Nikos');
    expect(within(form).getByLabelText('Email')).toHaveValue(NIKOS.email);
    await user.type(within(form).getByLabelText('City'), 'Piraeus');
    await user.type(within(form).getByLabelText('Phone'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Invalid phone number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('City')).toHaveValue('Piraeus');
    expect(within(form).queryByText('Your details have been saved')).toBeNull();
  });

  it('saves the details with the confirmation message and updates the header initials', async () => {
    const { user, auth, app } = await loggedInAccount();
    const form = screen.getByRole('form', { name: 'Account details' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Katerina');
    await user.type(within(form).getByLabelText('Phone'), '+30 210 123 4567');
    await user.type(within(form).getByLabelText('City'), 'Piraeus');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your details have been saved')).toBeInTheDocument();
    expect(auth.userOf(app.store.read('auth.token'))).toMatchObject({ firstName: 'Katerina', customer: { phone: '+30 210 123 4567', city: 'Piraeus', nationality: 'GR' } });
    expect(screen.getByRole('link', { name: 'My account (kp)' })).toHaveTextContent('kp');
  });

  it('changes the e-mail only with the current password and the link sent to the new address (issue 13, finding 8)', async () => {
    const { user, auth, app } = await loggedInAccount();
    const details = screen.getByRole('form', { name: 'Account details' });
    expect(within(details).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(details).getByLabelText('Email')).toHaveAccessibleDescription('To change your e-mail, use the “Change e-mail” form below.');

    const form = screen.getByRole('form', { name: 'Change e-mail' });
    expect(form).toHaveAccessibleDescription(`Your e-mail is ${NIKOS.email}. To change it, enter the new address and your current password: we will send a confirmation link to the new address and let the current one know.`);
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('Please input your email')).toBeInTheDocument();
    expect(within(form).getByText('Please input your password')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('New e-mail')).toHaveFocus());

    await user.type(within(form).getByLabelText('New e-mail'), 'nikos.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Wrong1!x');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('The current password is wrong')).toBeInTheDocument();
    const password = within(form).getByLabelText('Current password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(auth.outbox.filter((mail) => mail.purpose === 'email-change')).toEqual([]);

    await user.type(password, NIKOS.password);
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `We sent a link to nikos.new@example.com. Your e-mail changes when you open it; until then you keep logging in with ${NIKOS.email}.`);
    const token = app.store.read('auth.token');
    expect(auth.userOf(token)?.email).toBe(NIKOS.email);

    const link = auth.outbox.find((mail) => mail.purpose === 'email-change' && mail.email === 'nikos.new@example.com')!.token;
    app.router.history.push(`/en/confirm-email?token=${link}`);
    expect(await screen.findByText('Your e-mail address is now nikos.new@example.com. Log in with it from now on.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(auth.userOf(token)?.email).toBe('nikos.new@example.com');
    await user.click(screen.getByRole('link', { name: 'Go to my account' }));
    const updated = await screen.findByRole('form', { name: 'Account details' }, { timeout: 15_000 });
    expect(within(updated).getByLabelText('Email')).toHaveValue('nikos.new@example.com');
  });

  it('changes the password with the current one: errors on the fields, then a new session token keeps the tab logged in (issue 19)', async () => {
    const { user, auth, app } = await loggedInAccount();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Please input your password')).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/Please input your new password/);
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveFocus());

    await user.type(within(form).getByLabelText('Current password'), 'Wrong1!x');
    await user.type(within(form).getByLabelText('New password'), 'Harbour8$q');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'Harbour8$x');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your passwords do not match.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Repeat the new password')).toHaveFocus());

    await user.clear(within(form).getByLabelText('Repeat the new password'));
    await user.type(within(form).getByLabelText('Repeat the new password'), 'Harbour8$q');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is wrong')).toBeInTheDocument();
    const current = within(form).getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('');
    await waitFor(() => expect(current).toHaveFocus());

    const before = app.store.read('auth.token');
    await user.type(current, NIKOS.password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    const after = app.store.read('auth.token');
    expect(after).not.toBe(before);
    expect(auth.userOf(before)).toBeUndefined();
    expect(auth.userOf(after)?.email).toBe(NIKOS.email);
    expect((await auth.login(NIKOS.email, 'Harbour8$q')).ok).toBe(true);
  });

  it('says so when the confirmation link is not valid or already used', async () => {
    await renderThenGo('/en/confirm-email?token=spent-or-unknown');
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid, has expired or has already been used.');
  });

  it('chooses a nationality by its name in the page\'s language and stores its ISO code (issue 19)', async () => {
    const { user, auth, app } = await loggedInAccount();
    const form = screen.getByRole('form', { name: 'Account details' });
    const nationality = within(form).getByRole('combobox', { name: 'Nationality' });
    expect(nationality).toHaveValue('GR');
    expect(within(nationality).getAllByRole('option')[0]).toHaveTextContent('Greece');
    await user.selectOptions(nationality, within(nationality).getByRole('option', { name: 'Germany' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your details have been saved')).toBeInTheDocument();
    expect(auth.userOf(app.store.read('auth.token'))).toMatchObject({ customer: { nationality: 'DE' } });

    const section = await screen.findByRole('region', { name: 'My passengers' });
    await user.click(within(section).getByRole('button', { name: 'Add a passenger' }));
    const saved = within(section).getByRole('combobox', { name: 'Nationality' });
    expect(saved).toHaveValue('GR');
    await user.selectOptions(saved, within(saved).getByRole('option', { name: 'Italy' }));
    expect(saved).toHaveValue('IT');
  });

  it('adds a saved vehicle: the name is required on the field, then it is listed', async () => {
    const { user } = await loggedInAccount();
    const section = await screen.findByRole('region', { name: 'My vehicles' });
    expect(await within(section).findByText('You have no saved vehicles.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a vehicle' }));
    await user.type(within(section).getByLabelText('Plate number'), 'IKA1234');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('This field is required')).toBeInTheDocument();
    expect(within(section).getByLabelText('Plate number')).toHaveValue('IKA1234');
    await user.type(within(section).getByLabelText('Vehicle name'), 'Family car');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('button', { name: 'Delete Family car' })).toBeInTheDocument();
  });

  it('logs out: the token is forgotten, the page goes home and the header offers to log in', async () => {
    const { user, app, auth } = await loggedInAccount();
    const token = app.store.read('auth.token');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/en\/?$/));
    expect(app.store.read('auth.token')).toBeUndefined();
    expect(auth.userOf(token)).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a visitor who is not logged in to the login dialog, to come back after', async () => {
    const app = await renderThenGo('/en/account');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/login'), { timeout: 15_000 });
    expect(app.router.state.location.search).toEqual({ redirect: '/en/account' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByRole('tab', { name: 'Log in' }, { timeout: 15_000 })).toHaveAttribute('aria-selected', 'true');
  });
});
