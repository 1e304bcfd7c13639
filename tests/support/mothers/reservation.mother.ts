import { type Reservation } from '../../../src/core/booking';

/** An issued reservation: one trip Piraeus → Naxos leaving `departure` (five hours), one passenger and a car. */
export function issuedReservation(code: string, departure = '2026-06-20T07:00:00.000Z', extra: Partial<Reservation> = {}): Reservation {
  const arrival = new Date(Date.parse(departure) + 5 * 3_600_000).toISOString();
  return {
    order_code: code, order_status: 'success', reservationNumber: `R-${code}`, fullName: 'Maria Papadopoulou', email: 'maria@example.gr',
    subtotal: 8000, serviceFee: 200, shippingCost: 0, discount: 0, total: 8200, payment_amount: 8200, issued_at: '2026-06-01T10:00:00.000Z',
    shipping: { shippingNumber: 'ACS123456', estimatedDelivery: '2026-06-18' },
    trips: [{
      tripId: `T-${code}`, company: 'AEG', companyName: 'Aegean Lines', vesselName: 'Blue Star', from: 'Piraeus', to: 'Naxos',
      departureDatetime: departure, arrivalDatetime: arrival, companyReservationCode: `AEG-${code}`, checkinCode: 'CHK1',
      passengers: [{ index: 0, name: 'MARIA', surname: 'PAPADOPOULOU', passengerType: 'AD', accommodationType: 'DECK', ticketNumber: `TK-${code}-1`, price: 4000 }],
      vehicles: [{ index: 0, plate: 'IKA1234', accommodationType: 'CAR', price: 4000, ticketNumber: `TK-${code}-V` }],
      pets: [], trip_total: 8000,
    }],
    ...extra,
  };
}
