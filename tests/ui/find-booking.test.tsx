/**
 * Issue 13, finding 4, in the web app: a guest order opens only with its order token. A tab without it is offered
 * "Find your booking" (the code with the lead traveller's e-mail or last name); the e-mailed link's token opens the
 * booking and leaves the address bar.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/success/success-page');
}, 60_000);

/** An issued guest order, and a tab that does not hold its token (another browser, or the tab was closed). */
async function strangersTab() {
  const setup = paidBookingWorld();
  const code = await setup.issuedBooking();
  const tokens = setup.world.booking.tokens as MemoryOrderTokens;
  const token = tokens.tokenOf(code)!;
  tokens.clear();
  return { setup, code, token };
}

describe('Find your booking', { timeout: 30_000 }, () => {
  it('is offered with the code alone; a wrong e-mail is told on its field, the right last name opens the tickets (keyboard only)', async () => {
    const { setup, code } = await strangersTab();
    await renderApp(`/en/success?order_code=${code}`, { domains: setup.domains });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this reservation' }, { timeout: 15_000 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Find your booking' });
    expect(form).toBeInTheDocument();
    const codeField = screen.getByRole('textbox', { name: 'Reservation code' });
    const proofField = screen.getByRole('textbox', { name: 'E-mail or last name of the lead traveller' });
    expect(codeField).toHaveValue(code);

    const user = userEvent.setup();
    await user.click(proofField);
    await user.keyboard('someone@example.com{Enter}');
    expect(await screen.findByText('We found no booking with this code and this e-mail or last name. Check both and try again.')).toBeInTheDocument();
    expect(proofField).toHaveAttribute('aria-invalid', 'true');
    expect(proofField).toHaveAccessibleDescription(/We found no booking/);
    await waitFor(() => expect(document.activeElement).toBe(proofField));
    expect(setup.world.booking.tokens.tokenOf(code)).toBeUndefined();

    await user.clear(proofField);
    await user.keyboard('  papadopoulou {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Thank you, Maria Papadopoulou/)).toBeInTheDocument();
  });

  it('names an empty field and moves the focus to it', async () => {
    const { setup, code } = await strangersTab();
    await renderApp(`/en/success?order_code=${code}`, { domains: setup.domains });
    const codeField = await screen.findByRole('textbox', { name: 'Reservation code' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.clear(codeField);
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByText('Enter the reservation code from your e-mail (for example FS2AB3CD4E).')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    const proofField = screen.getByRole('textbox', { name: 'E-mail or last name of the lead traveller' });
    expect(await screen.findByText("Enter the lead traveller's e-mail or last name.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(proofField));
  });

  it('speaks the page language (Greek)', async () => {
    const { setup, code } = await strangersTab();
    await renderApp(`/success?order_code=${code}`, { domains: setup.domains });
    expect(await screen.findByRole('form', { name: 'Βρείτε την κράτησή σας' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Κωδικός κράτησης' })).toHaveValue(code);
  });

  it("opens the booking with the e-mailed link's token and drops the token from the address", async () => {
    const { setup, code, token } = await strangersTab();
    const app = await renderApp(`/en/success?order_code=${code}#t=${token}`, { domains: setup.domains });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.hash).toBe(''));
    expect(app.router.state.location.href).toBe(`/en/success?order_code=${code}`);
    expect(screen.queryByRole('form', { name: 'Find your booking' })).not.toBeInTheDocument();
  });
});
