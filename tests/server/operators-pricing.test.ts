import fc from 'fast-check';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { Trip } from '../../server/ports/ferry-operators';

const ops = new DemoOperatorCatalogue(() => new Date('2026-06-10T05:00:00Z'));
const trips: Trip[] = [
  ...ops.trips('PIR', 'HER', '2026-06-11'), ...ops.trips('PIR', 'JMK', '2026-06-11'), ...ops.trips('RIO', 'ANR', '2026-06-11').slice(0, 2),
];

const passenger = (trip: Trip) => fc.record({
  passengerType: fc.constantFrom(...trip.company.passengerTypes.filter((t) => !t.requiresDocument).map((t) => t.code)),
  accommodationType: fc.constantFrom(...trip.vessel.accommodations.filter((a) => !a.sex).map((a) => a.code)),
});

describe('demo fare tables (property)', () => {
  it('prices any party in whole cents, the total being the sum of its lines, places matching the party', () => {
    fc.assert(fc.property(
      fc.constantFrom(...trips).chain((trip) => fc.tuple(fc.constant(trip), fc.array(passenger(trip), { minLength: 1, maxLength: 9 }),
        fc.array(fc.double({ min: 1, max: 6, noNaN: true }), { maxLength: 3 }))),
      ([trip, passengers, lengths]) => {
        const adults = [{ passengerType: 'AD', accommodationType: passengers[0]?.accommodationType as string }, ...passengers];
        const vehicles = trip.vessel.garageMetres > 0 ? lengths.slice(0, adults.length).map((length) => ({ accommodationType: 'CAR', length })) : [];
        const request = { passengers: adults, vehicles, trailers: [], pets: [], services: [] };
        const quote = ops.quoteNow(trip, request);
        if (!quote.ok) throw new Error(quote.error.message);
        const q = quote.value;
        const lines = [...q.passengers, ...q.vehicles];
        expect(lines.every((l) => Number.isInteger(l.total) && l.total >= 0 && l.total === l.fare - l.discount)).toBe(true);
        expect(q.total).toBe(lines.reduce((sum, l) => sum + l.total, 0));
        const cabins = trip.vessel.accommodations.filter((a) => a.kind === 'cabin');
        const takes = adults.filter((p) => p.passengerType !== 'IN');
        for (const a of trip.vessel.accommodations) {
          const n = takes.filter((p) => p.accommodationType === a.code).length;
          const expected = cabins.includes(a) ? Math.ceil(n / a.beds) : n;
          expect(q.units[a.code] ?? 0).toBe(expected);
        }
        expect(q.units.GARAGE ?? 0).toBe(vehicles.reduce((sum, v) => sum + Math.ceil(v.length), 0));
        expect(ops.quoteNow(trip, request)).toEqual(quote);
      },
    ), { numRuns: 200 });
  });
});
