/**
 * The recipe "add a passenger type" (docs/DEVELOPING.md) stays honest: with one row more in the shop's table
 * (src/core/search/domain/passenger-type-table.ts) and its demo operator names, and nothing else, the new type is
 * counted by the search form, carried in the search URL, becomes a passenger of the booking, takes its place,
 * is priced by the in-memory adapter, and is carried, aged, validated and priced by the demo operators.
 */
import { vi } from 'vitest';
import type * as TableModule from '../../src/core/search/domain/passenger-type-table';
import type * as TextModule from '../../server/operators/demo/text';

type PassengerTypeSpec = TableModule.PassengerTypeSpec;

/**
 * A hypothetical type the table does not have: a child under 3 on a lap (no place of its own), asked for a
 * document, at 10 % of the adult fare (10 or 20 at the demo companies), not carried by every company.
 */
const EXTRA: PassengerTypeSpec = {
  code: 'XL', ages: { min: 0, max: 2 }, takesPlace: false, needsDocument: true,
  fare: { percentOfAdult: 10, companyPercents: [10, 20] }, everyCompany: false,
};
let realCodes: string[] = [];

vi.mock('../../src/core/search/domain/passenger-type-table', async (original) => {
  const real = await original<typeof TableModule>();
  realCodes = real.PASSENGER_TYPE_TABLE.map((row) => row.code);
  return { ...real, PASSENGER_TYPE_TABLE: [...real.PASSENGER_TYPE_TABLE, EXTRA] };
});
vi.mock('../../server/operators/demo/text', async (original) => {
  const real = await original<typeof TextModule>();
  const names = { el: 'Βρέφος στην αγκαλιά', en: 'Lap child', de: 'Schoßkind', it: 'Bambino in braccio', fr: 'Enfant sur les genoux', es: 'Niño en brazos' };
  return { ...real, PASSENGER_TYPE_NAMES: { ...real.PASSENGER_TYPE_NAMES, XL: names } };
});

const core = await import('../../src/core/search');
const { toSearchQuery, fromSearchQuery, INITIAL_SEARCH, setPassengers, DEFAULT_TRAVELLERS, PASSENGER_TYPES, PASSENGER_AGES } = core;
const { startBooking, buildItem, placesTaken, INITIAL_BOOKING } = await import('../../src/core/booking');
const { priceTrip } = await import('../../src/adapters/in-memory/booking.in-memory-pricing');
const { aTrip } = await import('../support/mothers/trip.mother');
const { DemoOperatorCatalogue } = await import('../../server/operators/demo/demo-ferry-operators');
const { companyPassengerTypes } = await import('../../server/operators/demo/company-rules');

type Code = (typeof PASSENGER_TYPES)[number];
const XL = 'XL' as Code;

describe('a passenger type added as one row of the table', () => {
  it('is a counter of the search form, with its ages, and a parameter of the search URL', () => {
    expect(PASSENGER_TYPES).toEqual([...realCodes, 'XL']);
    expect((PASSENGER_AGES as Record<string, unknown>).XL).toEqual({ min: 0, max: 2 });
    expect(DEFAULT_TRAVELLERS.passengers[XL]).toBe(0);
    const travellers = setPassengers(DEFAULT_TRAVELLERS, XL, 2);
    expect(core.passengerCount(travellers)).toBe(3);
    const search = {
      ...INITIAL_SEARCH, tripType: 'oneWay' as const, travellers,
      legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2027-06-10' }],
    };
    const query = toSearchQuery(search);
    expect(query.XL).toBe('2');
    expect(fromSearchQuery(query)?.travellers.passengers[XL]).toBe(2);
  });

  it('becomes passengers of the booking who take no place and pay the type\'s share in memory', () => {
    const trip = aTrip();
    const booking = startBooking(INITIAL_BOOKING, 1, setPassengers(DEFAULT_TRAVELLERS, XL, 1));
    expect(booking.party.passengerTypes).toEqual(['AD', 'XL']);
    const item = { ...buildItem(trip, booking.party), passengers: buildItem(trip, booking.party).passengers.map((p) => ({ ...p, accommodationType: 'DECK' })) };
    expect(placesTaken(item, trip).get('DECK')).toBe(1);
    const priced = priceTrip({ ...item, tripId: trip.tripId } as never, { trip: () => trip, clock: { nowIso: () => '2027-01-01T00:00:00Z' } } as never);
    if (!priced.ok) throw new Error(JSON.stringify(priced.error));
    expect(priced.value.passengerPrices.map((p) => [p.passengerType, p.fare])).toEqual([['AD', 3000], ['XL', 300]]);
  });

  it('is carried by some demo companies, aged, needs its document, takes no place and is priced at the company\'s share', () => {
    const ops = new DemoOperatorCatalogue(() => new Date('2026-06-10T05:00:00Z'));
    const trips = [...ops.trips('PIR', 'HER', '2026-06-11'), ...ops.trips('PIR', 'JMK', '2026-06-11'), ...ops.trips('PIR', 'JTR', '2026-06-11')];
    const carrying = trips.filter((trip) => trip.company.passengerTypes.some((t) => t.code === 'XL'));
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.length).toBeLessThan(trips.length);
    const trip = carrying[0]!;
    const rule = trip.company.passengerTypes.find((t) => t.code === 'XL')!;
    const child = trip.company.passengerTypes.find((t) => t.code === 'CH')!;
    expect(child.maxAge).toBeGreaterThan(2);
    expect(rule).toMatchObject({ minAge: 0, maxAge: 2, requiresDocument: true, takesPlace: false, names: { en: 'Lap child' } });
    expect([10, 20]).toContain(rule.percentOfAdult);
    const deck = trip.vessel.accommodations.find((a) => !a.sex && a.kind !== 'cabin')!.code;
    const request = (documentId?: string) => ({
      passengers: [{ passengerType: 'AD', accommodationType: deck }, { passengerType: 'XL', accommodationType: deck, documentId }],
      vehicles: [], trailers: [], pets: [], services: [],
    });
    const refused = ops.quoteNow(trip, request());
    expect(refused.ok ? undefined : refused.error.field).toBe('passengers.1.documentId');
    const quote = ops.quoteNow(trip, request('X1234567'));
    if (!quote.ok) throw new Error(quote.error.message);
    const [adult, lap] = quote.value.passengers;
    expect(lap!.passengerType).toBe('XL');
    expect(lap!.fare).toBe(Math.round((adult!.fare * rule.percentOfAdult) / 100 / 10) * 10);
    expect(quote.value.units[deck]).toBe(1);
    const elsewhere = trips.find((t) => !t.company.passengerTypes.some((x) => x.code === 'XL'))!;
    const seat = elsewhere.vessel.accommodations.find((a) => !a.sex && a.kind !== 'cabin')!.code;
    const other = ops.quoteNow(elsewhere, { ...request('X1'), passengers: request('X1').passengers.map((p) => ({ ...p, accommodationType: seat })) });
    expect(other.ok ? undefined : other.error.field).toBe('passengers.1.passengerType');
  });

  it('leaves the other types of every demo company as they were: the adult still ends where the senior starts', () => {
    const types = companyPassengerTypes('ASL');
    const adult = types.find((t) => t.code === 'AD')!;
    const senior = types.find((t) => t.code === 'SN');
    expect(adult.maxAge).toBe(senior ? senior.minAge - 1 : 120);
  });
});
