/**
 * A partially cancelled reservation (issue 17): a cancelled passenger's or vehicle's ticket, and every ticket of a
 * cancelled leg, has no boarding code, so no page, PDF or e-mail draws a QR code for it; the other tickets keep theirs.
 */
import { reservationTickets } from '../../../src/core/booking/domain/ticket-code';
import type { Reservation, ReservationTrip } from '../../../src/core/booking/domain/order';

const trip = (company: string, cancelled?: boolean): ReservationTrip => ({
  tripId: `${company}01O00-20260710-PIR-JMK`, company, companyName: company, vesselName: 'Vessel', from: 'Piraeus', to: 'Mykonos',
  departureDatetime: '2026-07-10 07:00', arrivalDatetime: '2026-07-10 12:00', companyReservationCode: `${company}-AB12CD`, checkinCode: 'CHK1',
  passengers: [
    { index: 0, name: 'ELENI', surname: 'P', passengerType: 'AD', accommodationType: 'DECK', ticketNumber: `${company}T1`, price: 4000 },
    { index: 1, name: 'NIKOS', surname: 'P', passengerType: 'AD', accommodationType: 'DECK', ticketNumber: `${company}T2`, price: 4000, cancelled: true },
  ],
  vehicles: [{ index: 0, plate: 'IKA1234', accommodationType: 'CAR', price: 9000, ticketNumber: `${company}V1`, cancelled: true }],
  pets: [], trip_total: 17000, ...(cancelled ? { cancelled } : {}),
});

describe('the boarding codes of a partly cancelled reservation', () => {
  it('leave out cancelled tickets and every ticket of a cancelled leg', () => {
    const reservation = {
      order_code: 'FSAB12CD34', order_status: 'success', reservationNumber: 'FSAB12CD34', fullName: 'Eleni P', email: 'e@example.com',
      trips: [trip('ASL'), trip('KNM', true)], subtotal: 34000, serviceFee: 0, shippingCost: 0, discount: 0, total: 34000, payment_amount: 34000, issued_at: '2026-06-10T05:00:00Z',
    } as Reservation;
    expect(reservationTickets(reservation).map((t) => t.ticketNumber)).toEqual(['ASLT1']);
  });
});
