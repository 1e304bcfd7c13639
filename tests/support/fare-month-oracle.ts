/**
 * The fare calendar's slow path (issue 16), the oracle of its fast paths: a month worked out from nothing, one day at
 * a time, with no cache of the calendar's own: each day's trips from a fresh catalogue (or, on a day without a direct
 * boat, that day's own journey search) and each trip's party fare.
 */
import type { FareCalendarAnswer } from '../../src/contract/index';
import { partyTripFare } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { partyOf } from '../../server/modules/booking/party-fare';
import { athensDay, dayNumber } from '../../server/operators/athens-time';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators, Trip } from '../../server/ports/ferry-operators';
import { minConnectionMinutes } from '../../src/core/search/domain/journey-rules';

export function slowMonth(clock: () => Date, from: string, to: string, month: string, passengers: Record<string, number>, withVehicle: boolean): FareCalendarAnswer {
  const catalogue = new DemoOperatorCatalogue(clock);
  const journeys = new JourneySearch(catalogue as unknown as FerryOperators, clock);
  const today = athensDay(clock());
  const [first, last] = catalogue.window();
  const party = partyOf(passengers);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    const day = dayNumber(date);
    if (day < today || day < first || day > last) return { date, lowestFare: null, changes: null };
    const direct = catalogue.trips(from, to, date);
    const ways: readonly (readonly Trip[])[] = direct.length > 0 ? direct.map((t) => [t]) : journeys.connections(from, to, date, { party, withVehicle }).map((j) => j.trips);
    let best: { fare: number; changes: number } | null = null;
    for (const trips of ways) {
      const fits = trips.every((t, k) => k === 0 || t.departure.getTime() - (trips[k - 1] as Trip).arrival.getTime() >= minConnectionMinutes(withVehicle) * 60_000);
      const fares = trips.map((t) => partyTripFare(t, party, withVehicle));
      if (!fits || fares.some((f) => f === null)) continue;
      const fare = (fares as number[]).reduce((a, b) => a + b, 0);
      const changes = trips.length - 1;
      if (!best || fare < best.fare || (fare === best.fare && changes < best.changes)) best = { fare, changes };
    }
    return { date, lowestFare: best?.fare ?? null, changes: best ? (best.changes as 0 | 1 | 2) : null };
  });
  const fares = days.flatMap((d) => (d.lowestFare === null ? [] : [d.lowestFare]));
  const lowest = Math.min(...fares);
  const cheapest = fares.some((f) => f !== lowest) ? days.filter((d) => d.lowestFare === lowest).map((d) => d.date) : [];
  return { departurePort: from, destinationPort: to, month, days, cheapest };
}
