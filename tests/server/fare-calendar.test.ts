import type { FareCalendarAnswer } from '../../src/contract/index';
import { FareCalendar, type CalendarJourney, type JourneySource } from '../../server/modules/booking/fare-calendar';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators, Trip } from '../../server/ports/ferry-operators';
import type { TestServer } from '../support/server-harness';
import { post, startBookingServer, testClock } from './booking-support';

// A winter morning in Athens: the month's first days are past, and in December the companies sail on their own
// weekdays, so a route's lowest fare changes from day to day (Piraeus → Milos: three companies).
const clock = testClock('2026-11-26T05:00:00Z');
const catalogue = new DemoOperatorCatalogue(clock.read);
let server: TestServer;

beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });

const calendar = (body: Record<string, unknown>) => post<FareCalendarAnswer & { error?: { code: string; field?: string } }>(server, '/booking/fare-calendar', body);

/** The operator's own quote of the party on a trip, everyone in one accommodation class (the fare tables' answer). */
function quoted(trip: Trip, party: Record<string, number>, withVehicle = false): number | null {
  const totals = trip.vessel.accommodations.filter((a) => !a.sex).map((a) => {
    const passengers = Object.entries(party).flatMap(([type, n]) => Array.from({ length: n }, () => {
      const own = trip.company.passengerTypes.some((t) => t.code === type);
      return { passengerType: own ? type : 'AD', accommodationType: a.code, documentId: 'AB123456' };
    }));
    const vehicles = withVehicle ? [{ accommodationType: 'CAR', length: 4 }] : [];
    const q = catalogue.quoteNow(trip, { passengers, vehicles, trailers: [], pets: [], services: [] });
    return q.ok ? q.value.total : null;
  }).filter((t): t is number => t !== null);
  return totals.length > 0 ? Math.min(...totals) : null;
}

function lowestQuoted(from: string, to: string, date: string, party: Record<string, number>, withVehicle = false): number | null {
  const fares = catalogue.trips(from, to, date).map((t) => quoted(t, party, withVehicle)).filter((f): f is number => f !== null);
  return fares.length > 0 ? Math.min(...fares) : null;
}

describe('fare calendar (POST /booking/fare-calendar)', () => {
  it("answers every day of a direct route's month: the party's lowest total, no change, the cheapest days marked", async () => {
    const reply = await calendar({ departurePort: 'PIR', destinationPort: 'MLO', month: '2026-12', passengers: { AD: 1 } });
    expect(reply.status).toBe(200);
    const { days, cheapest } = reply.body;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`));
    for (const day of days) {
      // The calendar's figure is what the operator quotes for the party in the cheapest class that trip has.
      expect(day.lowestFare).toBe(lowestQuoted('PIR', 'MLO', day.date, { AD: 1 }));
      expect(day.changes).toBe(day.lowestFare === null ? null : 0);
    }
    const fares = days.map((d) => d.lowestFare).filter((f): f is number => f !== null);
    expect(new Set(fares).size).toBeGreaterThan(1);
    const lowest = Math.min(...fares);
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest).toEqual(days.filter((d) => d.lowestFare === lowest).map((d) => d.date));
  });

  it('leaves past days empty, and marks no day cheapest when every day costs the same', async () => {
    const november = await calendar({ departurePort: 'PIR', destinationPort: 'JMK', month: '2026-11', passengers: { AD: 1 } });
    expect(november.status).toBe(200);
    const days = november.body.days;
    expect(days).toHaveLength(30);
    expect(days.slice(0, 25).every((d) => d.lowestFare === null && d.changes === null)).toBe(true);
    expect(days.slice(26).every((d) => d.lowestFare !== null)).toBe(true);
    // Piraeus → Mykonos costs the same every day: nothing is cheaper, so nothing is marked.
    expect(new Set(days.slice(26).map((d) => d.lowestFare)).size).toBe(1);
    expect(november.body.cheapest).toEqual([]);
  });

  it('prices the party: children at their share, infants free, one car when asked', async () => {
    const month = { departurePort: 'PIR', destinationPort: 'MLO', month: '2026-12' };
    const one = await calendar({ ...month, passengers: { AD: 1 } });
    const family = await calendar({ ...month, passengers: { AD: 2, CH: 1, IN: 1 } });
    const car = await calendar({ ...month, passengers: { AD: 2, CH: 1, IN: 1 }, withVehicle: true });
    const seniors = await calendar({ ...month, passengers: { SN: 2 } });
    for (const reply of [one, family, car, seniors]) expect(reply.status).toBe(200);
    const day = family.body.days.findIndex((d) => d.lowestFare !== null);
    const date = family.body.days[day]?.date as string;
    expect(family.body.days[day]?.lowestFare).toBe(lowestQuoted('PIR', 'MLO', date, { AD: 2, CH: 1, IN: 1 }));
    expect(family.body.days[day]?.lowestFare).toBeGreaterThan(2 * (one.body.days[day]?.lowestFare as number));
    expect(car.body.days[day]?.lowestFare).toBe(lowestQuoted('PIR', 'MLO', date, { AD: 2, CH: 1, IN: 1 }, true));
    expect(car.body.days[day]?.lowestFare).toBeGreaterThan(family.body.days[day]?.lowestFare as number);
    expect(seniors.body.days[day]?.lowestFare).toBe(lowestQuoted('PIR', 'MLO', date, { SN: 2 }));
    expect(seniors.body.days[day]?.lowestFare).toBeLessThan(2 * (one.body.days[day]?.lowestFare as number));
  });

  it('prices a day without a direct boat at its cheapest journey with changes, as /booking/journeys finds it', async () => {
    // Rafina → Santorini has no direct boat in December; Piraeus → Corfu never has one.
    for (const [from, to] of [['RAF', 'JTR'], ['PIR', 'CFU']] as const) {
      const reply = await calendar({ departurePort: from, destinationPort: to, month: '2026-12', passengers: { AD: 1 } });
      expect(reply.status).toBe(200);
      const connected = reply.body.days.filter((d) => d.lowestFare !== null);
      expect(connected.length).toBeGreaterThan(0);
      for (const day of connected.slice(0, 3)) {
        expect(catalogue.trips(from, to, day.date)).toHaveLength(0);
        const found = await post<{ journeys: { lowestFare: number; changes: unknown[] }[] }>(server, '/booking/journeys',
          { departurePort: from, destinationPort: to, departureDate: day.date });
        expect(found.status).toBe(200);
        const lowest = Math.min(...found.body.journeys.map((j) => j.lowestFare));
        expect({ date: day.date, fare: day.lowestFare }).toEqual({ date: day.date, fare: lowest });
        const fewest = Math.min(...found.body.journeys.filter((j) => j.lowestFare === lowest).map((j) => j.changes.length));
        expect(day.changes).toBe(fewest);
        expect(day.changes).toBeGreaterThan(0);
      }
    }
  });

  it('refuses bad input with 400 (or 422 for a port the network lacks), naming the field', async () => {
    const good = { departurePort: 'PIR', destinationPort: 'MLO', month: '2026-12', passengers: { AD: 1 } };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ ...good, month: '2026-13' }, 400, 'month'],
      [{ ...good, month: '2026-12-01' }, 400, 'month'],
      [{ ...good, month: '2026-10' }, 400, 'month', 'MONTH_NOT_ON_SALE'],
      [{ ...good, month: '2028-01' }, 400, 'month', 'MONTH_NOT_ON_SALE'],
      [{ ...good, passengers: {} }, 400, 'passengers'],
      [{ ...good, passengers: { IN: 2 } }, 400, 'passengers'],
      [{ ...good, passengers: { AD: 6, CH: 5 } }, 400, 'passengers'],
      [{ ...good, passengers: { AD: 11 } }, 400, 'passengers.AD'],
      [{ ...good, passengers: { AD: 1.5 } }, 400, 'passengers.AD'],
      [{ ...good, passengers: { XX: 1 } }, 400, 'passengers.XX'],
      [{ ...good, departurePort: 'pir' }, 400, 'departurePort'],
      [{ ...good, withVehicle: 'yes' }, 400, 'withVehicle'],
      [{ ...good, lang: 'xx' }, 400, 'lang'],
      [{ ...good, extra: 1 }, 400, 'extra'],
      [{ ...good, departurePort: 'XXX' }, 422, 'departurePort', 'UNKNOWN_PORT'],
      [{ ...good, destinationPort: 'PIR' }, 422, 'destinationPort', 'SAME_PORTS'],
    ];
    for (const [body, status, field, code] of cases) {
      const reply = await calendar(body);
      expect({ body, status: reply.status, field: reply.body.error?.field }).toEqual({ body, status, field });
      if (code) expect(reply.body.error?.code).toBe(code);
    }
  });

  it("recomputes today when one of today's boats leaves (the cached month is not served stale)", async () => {
    const today = '2026-11-26';
    const trips = catalogue.trips('PIR', 'JMK', today);
    expect(trips.length).toBeGreaterThan(0);
    const body = { departurePort: 'PIR', destinationPort: 'JMK', month: '2026-11', passengers: { AD: 1 } };
    const before = await calendar(body);
    expect(before.body.days[25]?.lowestFare).not.toBeNull();
    const start = clock.now;
    try {
      // After the last boat of the day has left (23:59 in Athens: a journey with a change may leave after the last
      // direct boat, so the day keeps a fare until then), today has no fare any more.
      clock.now = new Date(Math.max((trips.at(-1) as Trip).departure.getTime() + 60_000, Date.parse('2026-11-26T21:59:00Z')));
      const after = await calendar(body);
      expect(after.body.days[25]).toEqual({ date: today, lowestFare: null, changes: null });
    } finally {
      clock.now = start;
    }
  });
});

describe('fare calendar over journeys with changes', () => {
  // Rafina → Santorini has no direct boat in December: the day's fare is its cheapest journey's, here from a planner
  // stand-in (every Rafina → Naxos boat followed by a Naxos → Santorini boat, that day or the next, leaving an hour or
  // more after it arrives).
  const ops = new DemoOperatorCatalogue(() => new Date('2026-11-26T05:00:00Z')) as unknown as FerryOperators;
  const next = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  /** A source from a day's journeys: the days asked in one call answered one by one. */
  const perDay = (on: (from: string, to: string, date: string) => readonly CalendarJourney[]): JourneySource =>
    (from, to, dates) => new Map(dates.map((date) => [date, on(from, to, date)]));
  const viaNaxosOn = (from: string, to: string, date: string) => catalogue.trips(from, 'JNX', date).flatMap((first) =>
    [...catalogue.trips('JNX', to, date), ...catalogue.trips('JNX', to, next(date))].filter((second) => second.departure.getTime() >= first.arrival.getTime() + 3_600_000)
      .map((second) => ({ trips: [first, second] })));

  it('takes the cheapest journey on a day without a direct boat, with its changes, and stays direct where there is one', () => {
    expect(catalogue.trips('RAF', 'JTR', '2026-12-03')).toHaveLength(0);
    const answer = new FareCalendar(ops, () => new Date('2026-11-26T05:00:00Z'), perDay(viaNaxosOn))
      .month({ departurePort: 'RAF', destinationPort: 'JTR', month: '2026-12', passengers: { AD: 2 } });
    let connected = 0;
    for (const day of answer.days) {
      const journeys = viaNaxosOn('RAF', 'JTR', day.date);
      const direct = catalogue.trips('RAF', 'JTR', day.date);
      if (direct.length > 0) { expect(day.changes).toBe(0); continue; }
      const totals = journeys.map((j) => j.trips.reduce((sum, t) => sum + (quoted(t, { AD: 2 }) as number), 0));
      expect(day.lowestFare).toBe(totals.length > 0 ? Math.min(...totals) : null);
      expect(day.changes).toBe(totals.length > 0 ? 1 : null);
      if (totals.length > 0) connected++;
    }
    expect(connected).toBeGreaterThan(0);
    // Without a planner the same route has no fare on those days.
    const directOnly = new FareCalendar(ops, () => new Date('2026-11-26T05:00:00Z'))
      .month({ departurePort: 'RAF', destinationPort: 'JTR', month: '2026-12', passengers: { AD: 2 } });
    expect(directOnly.days.filter((d) => d.changes === 1)).toHaveLength(0);
  });

  it('keeps, for a party with a car, only the journeys whose changes leave it the longer connection', () => {
    // Rafina → Santorini (no direct boat in December) by a planner stand-in's two journeys: a Piraeus → Naxos boat
    // taking cars (Rafina's boats to Naxos take none in winter), then one of two Naxos → Santorini boats made from a real one: the cheaper leaves 90
    // minutes after the arrival (enough on foot, not with a car), the dearer 150 minutes after it.
    const dates = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const first = dates.flatMap((date) => catalogue.trips('PIR', 'JNX', date)).find((t) => t.vessel.garageMetres > 0) as Trip;
    const onward = dates.flatMap((date) => catalogue.trips('JNX', 'JTR', date)).find((t) => t.vessel.garageMetres > 0) as Trip;
    expect(first && onward).toBeTruthy();
    const leaving = (minutes: number, deckFare: number, id: string): Trip => ({
      ...onward, tripId: `${onward.tripId}-${id}`, deckFare,
      departure: new Date(first.arrival.getTime() + minutes * 60_000), arrival: new Date(first.arrival.getTime() + (minutes + onward.durationMinutes) * 60_000),
    });
    const short = leaving(90, onward.deckFare - 500, 'SHORT');
    const long = leaving(150, onward.deckFare, 'LONG');
    const day = dates.find((date) => catalogue.trips('PIR', 'JNX', date).some((t) => t.tripId === first.tripId)) as string;
    const source = perDay((_from, _to, date) => (date === day ? [{ trips: [first, short] }, { trips: [first, long] }] : []));
    const month = (withVehicle: boolean) => new FareCalendar(ops, () => new Date('2026-11-26T05:00:00Z'), source)
      .month({ departurePort: 'RAF', destinationPort: 'JTR', month: '2026-12', passengers: { AD: 1 }, withVehicle }).days.find((d) => d.date === day);
    expect(month(false)).toEqual({ date: day, lowestFare: (quoted(first, { AD: 1 }) as number) + (quoted(short, { AD: 1 }) as number), changes: 1 });
    expect(month(true)).toEqual({ date: day, lowestFare: (quoted(first, { AD: 1 }, true) as number) + (quoted(long, { AD: 1 }, true) as number), changes: 1 });
  });
});
