import { type AccommodationOffer, type Trip } from '../../../src/contract';

/** An accommodation offer: deck at 30 € by default. */
export function anOffer(overrides: Partial<AccommodationOffer> = {}): AccommodationOffer {
  return { code: 'DECK', name: 'Deck', kind: 'deck', beds: 1, available: 100, lowestFare: 3000, ...overrides };
}

/** A sailing Piraeus → Thira on a conventional vessel with deck and seats; override what a test is about. */
export function aTrip(overrides: Partial<Trip> = {}): Trip {
  const tripId = overrides.tripId ?? overrides.id ?? 'AEG-PIR-JTR-20270610-0730';
  return {
    id: tripId,
    tripId,
    vesselCode: 'AEG1',
    vesselName: 'Aegean Star',
    vesselType: 'conventional',
    company: { code: 'AEG', name: 'Aegean Lines', logo: '/logos/aeg.svg' },
    from: { code: 'PIR', name: 'Piraeus' },
    to: { code: 'JTR', name: 'Thira' },
    departureDatetime: '2027-06-10T07:30:00+03:00',
    arrivalDatetime: '2027-06-10T15:10:00+03:00',
    durationMinutes: 460,
    garage: true,
    pets: true,
    trailers: true,
    campers: true,
    petAvailability: 10,
    garageAvailability: { availableMetres: 200, lowestFare: 9000 },
    deckAvailability: [anOffer()],
    seatAvailability: [anOffer({ code: 'SEAT', name: 'Airseat', kind: 'seat', lowestFare: 4200 })],
    berthAvailability: [],
    cabinAvailability: [anOffer({ code: 'A2', name: 'Cabin for two', kind: 'cabin', beds: 2, lowestFare: 15000, available: 4 })],
    lowestFare: 3000,
    BookingValidation: {
      requiresSex: false, requiresBirthDate: false, requiresNationality: false, requiresDocument: false,
      requiresPlate: true, requiresPetChip: false, maxPassengers: 20,
    },
    ...overrides,
  };
}

/** The return sailing Thira → Piraeus a few days later. */
export function aReturnTrip(overrides: Partial<Trip> = {}): Trip {
  return aTrip({
    tripId: 'AEG-JTR-PIR-20270614-1600', id: 'AEG-JTR-PIR-20270614-1600',
    from: { code: 'JTR', name: 'Thira' }, to: { code: 'PIR', name: 'Piraeus' },
    departureDatetime: '2027-06-14T16:00:00+03:00', arrivalDatetime: '2027-06-14T23:40:00+03:00',
    ...overrides,
  });
}
