import { type Sailing } from '../../core/search';
import { type FareMonth, type FareQuery, type SearchRefusal, percentOfAdultFare } from '../../core/search';
import { athensDate } from '../../core/shared/athens-time';
import { type Clock } from '../../core/shared/clock.port';
import { invalidInput } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';

const invalid = (message: string, field: string): SearchRefusal => invalidInput('Input', message, field);

/** The party's fare on a seeded sailing as the in-memory pricing prices it: each passenger's share of the lowest fare, the garage's lowest fare for a car. */
export function partyFare(trip: Sailing, query: Pick<FareQuery, 'passengers' | 'withVehicle'>): number | null {
  let total = 0;
  for (const [type, count] of Object.entries(query.passengers)) total += (count ?? 0) * Math.round((trip.lowestFare * percentOfAdultFare(type)) / 100);
  if (query.withVehicle) {
    if (!trip.garageAvailability) return null;
    total += trip.garageAvailability.lowestFare;
  }
  return total;
}

/**
 * A fare month over seeded sailings (direct only): each day's lowest party fare, null for a day before the clock's
 * today or without a sailing; the cheapest days as the server marks them (none when all cost the same).
 */
export function fareMonth(trips: readonly Sailing[], query: FareQuery, clock?: Clock): Result<FareMonth, SearchRefusal> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(query.month)) return err(invalid('month must be YYYY-MM', 'month'));
  const today = clock ? athensDate(clock.nowIso()) : '0000-00-00';
  if (query.month < today.slice(0, 7)) return err(invalid('month is not on sale', 'month'));
  const [y, m] = query.month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => {
    const date = `${query.month}-${String(i + 1).padStart(2, '0')}`;
    const fares = date < today ? [] : trips
      .filter((t) => t.from.code === query.departurePort && t.to.code === query.destinationPort && t.departureDatetime.startsWith(date))
      .map((t) => partyFare(t, query)).filter((f): f is number => f !== null);
    const lowestFare = fares.length > 0 ? Math.min(...fares) : null;
    return { date, lowestFare, changes: lowestFare === null ? null : (0 as const) };
  });
  const priced = days.flatMap((d) => (d.lowestFare === null ? [] : [d.lowestFare]));
  const lowest = Math.min(...priced);
  const cheapest = priced.some((f) => f !== lowest) ? days.filter((d) => d.lowestFare === lowest).map((d) => d.date) : [];
  return ok({ month: query.month, days, cheapest });
}
