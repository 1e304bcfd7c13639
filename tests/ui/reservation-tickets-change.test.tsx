import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Reservation, ReservationTrip } from '../../src/core/booking';
import { ReservationTickets } from '../../src/ui/shared/booking/ticket/reservation-tickets';
import el from '../../locales/el.json';
import en from '../../locales/en.json';

const trip = (tripId: string, from: string, to: string, departureDatetime: string, arrivalDatetime: string): ReservationTrip => ({
  tripId, company: 'AEG', companyName: 'Aegean Lines', vesselName: 'Blue Star', from, to, departureDatetime, arrivalDatetime,
  companyReservationCode: `AEG-${tripId}`, checkinCode: `CK${tripId}`, vehicles: [], pets: [], trip_total: 4000,
  passengers: [{ index: 0, name: 'MARIA', surname: 'PAPADOPOULOU', passengerType: 'AD', accommodationType: 'DECK', ticketNumber: `T${tripId}`, price: 4000 }],
});

const reservation = (trips: ReservationTrip[]): Reservation => ({
  order_code: 'ORD1', order_status: 'success', reservationNumber: 'R123456', fullName: 'Maria Papadopoulou', email: 'maria@example.gr',
  trips, subtotal: 8000, serviceFee: 200, shippingCost: 0, discount: 0, total: 8200,
} as unknown as Reservation);

function show(r: Reservation, locale: 'en' | 'el' = 'en') {
  return render(<IntlProvider locale={locale} messages={locale === 'en' ? en : el}><ReservationTickets reservation={r} /></IntlProvider>);
}

describe('Reservation tickets: a journey with a change of ship (issue 16)', () => {
  it('says between the two trips where the traveller changes ship and how long the wait is, in the reading order', () => {
    show(reservation([
      trip('1', 'Piraeus', 'Igoumenitsa', '2027-06-02T05:00:00.000Z', '2027-06-02T12:25:00.000Z'),
      trip('2', 'Igoumenitsa', 'Corfu', '2027-06-02T15:00:00.000Z', '2027-06-02T16:45:00.000Z'),
    ]));
    const sheet = screen.getByRole('article', { name: 'Reservation number R123456' });
    const change = within(sheet).getByText('Change at Igoumenitsa · 2h 35m wait');
    const [first, second] = within(sheet).getAllByRole('region').filter((r) => r.classList.contains('ticket-trip'));
    // Read after trip 1 and before trip 2, as text (not only a picture or a colour).
    expect(first!.compareDocumentPosition(change) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(second!.compareDocumentPosition(change) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(sheet.textContent).not.toMatch(/overnight/);
  });

  it('marks an overnight change, in the page language', () => {
    show(reservation([
      trip('1', 'Ραφήνα', 'Νάξος', '2027-06-02T15:00:00.000Z', '2027-06-02T20:30:00.000Z'),
      trip('2', 'Νάξος', 'Ικαρία', '2027-06-03T03:10:00.000Z', '2027-06-03T06:00:00.000Z'),
    ]), 'el');
    expect(screen.getByText('Αλλαγή πλοίου στο λιμάνι Νάξος · αναμονή 6ώ 40λ, με διανυκτέρευση')).toBeInTheDocument();
  });

  it('says no change between an outward and a return trip', () => {
    show(reservation([
      trip('1', 'Piraeus', 'Naxos', '2027-06-02T05:00:00.000Z', '2027-06-02T10:00:00.000Z'),
      trip('2', 'Naxos', 'Piraeus', '2027-06-09T05:00:00.000Z', '2027-06-09T10:00:00.000Z'),
    ]));
    expect(screen.queryByText(/Change at/)).not.toBeInTheDocument();
  });
});
