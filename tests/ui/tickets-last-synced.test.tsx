import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryTicketWalletStore } from '../../src/adapters/in-memory/ticket-wallet.in-memory';
import { LOCALES, localizePath } from '../../src/core/shared/locale';
import { issuedReservation } from '../support/mothers/reservation.mother';
import { MESSAGES, renderApp } from './support/render-app';

beforeAll(async () => {
  await import('../../src/ui/screens/tickets/tickets-page');
}, 60_000);

/**
 * Issue 17, offline: "My tickets" says when the device last synchronised its tickets, in every language. Each copy is
 * refreshed on its own (the manage page refreshes one booking): the page's "Last synchronised" is the copy refreshed
 * longest ago (the other bookings may have changed since then, not only since the latest refresh), and each booking
 * says its own.
 */
const OLD = '2027-06-20T08:15:00.000Z';
const REFRESHED = '2027-06-25T17:40:00.000Z';

const prefix = (text: string) => text.split('{date}')[0]!;

describe('My tickets: last synchronised', { timeout: 60_000 }, () => {
  it.each(LOCALES)('says the oldest copy on the page and each copy on its booking, in %s', async (locale) => {
    const wallet = new InMemoryTicketWalletStore();
    const guest = { kind: 'guest' } as const;
    await wallet.put({ orderCode: 'ORDA', savedAt: REFRESHED, owner: guest, reservation: { ...issuedReservation('ORDA', '2027-07-01T07:00:00.000Z'), shipping: undefined } });
    await wallet.put({ orderCode: 'ORDB', savedAt: OLD, owner: guest, reservation: { ...issuedReservation('ORDB', '2027-07-02T07:00:00.000Z'), shipping: undefined } });
    const app = await renderApp(localizePath('/tickets', locale), { wallet, nowIso: '2027-06-26T09:00:00.000Z' });
    const messages = MESSAGES[locale];
    const main = await screen.findByRole('heading', { level: 1, name: messages['wallet.title'] }, { timeout: 15_000 });
    const page = main.closest('section')!;
    await within(page).findByRole('article', { name: `${messages['ticket.reservationNumber']} R-ORDA` }, { timeout: 15_000 });

    const notice = page.querySelector('.saved-copy-notice')!;
    expect(notice.textContent!.startsWith(prefix(messages['wallet.lastSynced']!))).toBe(true);
    expect(notice.querySelector('time')!.getAttribute('dateTime')).toBe(OLD);

    const lines = [...page.querySelectorAll('.tickets-page__saved')];
    expect(lines.map((line) => line.querySelector('time')!.getAttribute('dateTime'))).toEqual([REFRESHED, OLD]);
    for (const line of lines) expect(line.textContent!.startsWith(prefix(messages['wallet.bookingSaved']!))).toBe(true);
    app.unmount();
  });
});
