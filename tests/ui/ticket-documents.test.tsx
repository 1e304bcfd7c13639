import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTicketCode, reservationTickets } from '../../src/core/booking';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/success/success-page');
}, 60_000);

/** The files the page saved through a download link (the Blob behind each object URL, by the link's name). */
function recordDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => { const url = `blob:test/${blobs.size}`; blobs.set(url, blob); return url; },
    revokeObjectURL: () => undefined,
  }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return { files, restore: () => { click.mockRestore(); vi.unstubAllGlobals(); } };
}

describe('Tickets on the success page (issue 17)', { timeout: 30_000 }, () => {
  it('shows a QR boarding pass per passenger and vehicle, and saves the PDF and a calendar file per leg', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
    const app = await renderApp('/en/error', { domains: setup.domains });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/success?order_code=${code}`);
    const sheet = await screen.findByRole('article', { name: `Reservation number R${code}` }, { timeout: 15_000 });

    const voucher = await setup.world.booking.voucher(code);
    if (!voucher.ok) throw new Error('no voucher');
    const reservation = voucher.value.reservation;
    const tickets = reservationTickets(reservation);
    expect(tickets.some((t) => t.kind === 'vehicle')).toBe(true);
    const passes = within(sheet).getAllByRole('region', { name: 'Boarding passes' });
    expect(passes).toHaveLength(reservation.trips.length);
    for (const ticket of tickets) {
      const qr = within(sheet).getByRole('img', { name: `QR code of ticket ${ticket.ticketNumber}` });
      expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
      expect(parseTicketCode(ticket.code)).toMatchObject({ ticketNumber: ticket.ticketNumber, company: reservation.trips[ticket.tripIndex]!.company });
    }
    expect(within(passes[0]!).getByText('Vehicle IKA1234')).toBeInTheDocument();

    const downloads = recordDownloads();
    try {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Download tickets (PDF)' }));
      await vi.waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]!.name).toBe(`R${code}-tickets.pdf`);
      expect(new TextDecoder().decode(await downloads.files[0]!.blob.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*\(R[\s\S]*%%EOF\n$/);

      await user.click(screen.getByRole('button', { name: 'Add to calendar: PIR → JTR' }));
      expect(downloads.files[1]!.name).toBe(`R${code}-1.ics`);
      const ics = new TextDecoder().decode(await downloads.files[1]!.blob.arrayBuffer());
      expect(ics).toContain(`UID:R${code}-0@`);
      expect(ics).toContain('DTSTART:20270602T043000Z');
      expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:Reservation number: R${code}\\n`);
      expect(screen.getByRole('button', { name: 'Add to calendar: JTR → PIR' })).toBeInTheDocument();
    } finally {
      downloads.restore();
    }
  });
});
