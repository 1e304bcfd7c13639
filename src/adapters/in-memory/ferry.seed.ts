import { type Port, type Sailing } from '../../core/search';

/** Ports of the in-memory network: real codes and names. */
export const SEED_PORTS: Port[] = [
  { code: 'PIR', name: 'Piraeus', area: 'Athens', country: 'Greece', countryCode: 'GR', latitude: 37.94, longitude: 23.64 },
  { code: 'JTR', name: 'Thira', area: 'Santorini', country: 'Greece', countryCode: 'GR', latitude: 36.39, longitude: 25.43 },
  { code: 'JMK', name: 'Mykonos', area: 'Mykonos', country: 'Greece', countryCode: 'GR', latitude: 37.45, longitude: 25.33 },
  { code: 'MLO', name: 'Milos', area: 'Milos', country: 'Greece', countryCode: 'GR', latitude: 36.73, longitude: 24.42 },
];

const ROUTES: [string, string, string, number, string?][] = [
  // from, to, departure time (Athens, summer), minutes, company when not the seed's rule
  ['PIR', 'JTR', '07:30', 460], ['PIR', 'JTR', '17:00', 300], ['JTR', 'PIR', '16:00', 460],
  ['PIR', 'JMK', '07:00', 290], ['JMK', 'PIR', '15:30', 290], ['PIR', 'MLO', '08:00', 240], ['MLO', 'PIR', '18:00', 240],
  // Milos to Thira by another company: Piraeus → Thira with a change at Milos, and Mykonos → Milos through Piraeus
  // overnight (issue 16's connections).
  ['MLO', 'JTR', '14:00', 180, 'ZAN'],
];

const COMPANIES: Record<string, { code: string; name: string; logo: string }> = {
  AEG: { code: 'AEG', name: 'Aegean Lines', logo: '/logos/aeg.svg' },
  SEA: { code: 'SEA', name: 'Sea Jets', logo: '/logos/sea.svg' },
  ZAN: { code: 'ZAN', name: 'Zante Ferries', logo: '/logos/zan.svg' },
};

const pad = (n: number) => String(n).padStart(2, '0');

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function athensIso(date: string, time: string, plusMinutes = 0): string {
  const base = Date.parse(`${date}T${time}:00+03:00`) + plusMinutes * 60_000;
  const local = new Date(base + 3 * 3_600_000);
  return `${local.toISOString().slice(0, 10)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00+03:00`;
}

/** One sailing of the seeded network. Fast boats (departure after noon from PIR) cost more and have seats only. */
export function seedTrip(from: string, to: string, date: string, time: string, minutes: number, companyCode?: string): Sailing {
  const fast = minutes < 400 && from === 'PIR' && time >= '12:00';
  const company = COMPANIES[companyCode ?? (fast ? 'SEA' : 'AEG')] ?? COMPANIES.AEG!;
  const tripId = `${company.code}-${from}-${to}-${date.replaceAll('-', '')}-${time.replace(':', '')}`;
  const base = fast ? 7900 : 3900 + (minutes % 7) * 100;
  const offer = (code: string, name: string, kind: 'deck' | 'seat' | 'berth' | 'cabin', price: number, beds = 1) => ({
    code, name, kind, beds, available: 40, lowestFare: price,
  });
  const portName = (code: string) => SEED_PORTS.find((p) => p.code === code)?.name ?? code;
  return {
    id: tripId, tripId, vesselCode: fast ? 'SEA2' : company.code === 'ZAN' ? 'ZAN1' : 'AEG1',
    vesselName: fast ? 'Champion Jet' : company.code === 'ZAN' ? 'Zante Star' : 'Aegean Star',
    vesselType: fast ? 'high-speed' : 'conventional', company,
    from: { code: from, name: portName(from) }, to: { code: to, name: portName(to) },
    departureDatetime: athensIso(date, time), arrivalDatetime: athensIso(date, time, minutes), durationMinutes: minutes,
    garage: !fast, pets: true, trailers: !fast, campers: !fast, petAvailability: 10,
    garageAvailability: fast ? null : { availableMetres: 300, lowestFare: 9500 },
    deckAvailability: fast ? [] : [offer('DECK', 'Deck', 'deck', base)],
    seatAvailability: [offer('SEAT', 'Airseat', 'seat', base + 800)],
    berthAvailability: fast ? [] : [{ ...offer('B4M', '4-bed berth (men)', 'berth', base + 4000), sex: 'male' as const }],
    cabinAvailability: fast ? [] : [offer('A2', 'Cabin for two', 'cabin', base * 2 + 9000, 2)],
    lowestFare: base,
    BookingValidation: {
      requiresSex: false, requiresBirthDate: false, requiresNationality: false, requiresDocument: false,
      requiresPlate: !fast, requiresPetChip: false, maxPassengers: 20,
    },
  };
}

/** Every sailing of the seeded network for `days` days from `firstDate` (`YYYY-MM-DD`). */
export function seedTrips(firstDate: string, days = 60): Sailing[] {
  const trips: Sailing[] = [];
  for (let d = 0; d < days; d += 1) {
    const date = addDays(firstDate, d);
    for (const [from, to, time, minutes, company] of ROUTES) trips.push(seedTrip(from, to, date, time, minutes, company));
  }
  return trips;
}
