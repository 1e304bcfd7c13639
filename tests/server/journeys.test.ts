import { is } from 'superstruct';
import { JourneysAnswer, type Journey } from '../../src/contract/index';
import { demoOperatorInventory } from '../../server/database/schema/demo-operator';
import type { TestServer } from '../support/server-harness';
import { findTrips, post, startBookingServer, testClock } from './booking-support';

let server: TestServer;
// A summer morning in Athens (every line runs daily from June to September).
const clock = testClock('2026-06-10T05:00:00Z');

beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });

const journeys = async (body: Record<string, unknown>) => {
  const reply = await post<JourneysAnswer>(server, '/booking/journeys', { lang: 'en', ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(is(reply.body, JourneysAnswer)).toBe(true);
  return reply.body.journeys;
};
const minutes = (iso: string) => Date.parse(iso) / 60_000;

/** Every journey keeps the rules: chained at one port, the minimum connection, no voyage or port twice, sums right. */
function expectFeasible(list: readonly Journey[], from: string, to: string, date: string, minConnection: number, withVehicle = false) {
  for (const j of list) {
    expect(j.id).toBe(j.legs.map((l) => l.tripId).join('+'));
    expect(j.legs[0]?.from.code).toBe(from);
    expect(j.legs.at(-1)?.to.code).toBe(to);
    expect(j.legs[0]?.departureDatetime.slice(0, 10)).toBe(date);
    expect(j.changes).toHaveLength(j.legs.length - 1);
    const ports = new Set([from]);
    j.legs.forEach((leg, i) => {
      expect(ports.has(leg.to.code)).toBe(false);
      ports.add(leg.to.code);
      const next = j.legs[i + 1];
      if (!next) return;
      expect(next.from.code).toBe(leg.to.code);
      const wait = minutes(next.departureDatetime) - minutes(leg.arrivalDatetime);
      expect(j.changes[i]).toMatchObject({ port: { code: leg.to.code }, waitMinutes: wait });
      expect(wait).toBeGreaterThanOrEqual(minConnection);
      expect(wait).toBeLessThanOrEqual(20 * 60);
    });
    expect(new Set(j.legs.map((l) => l.tripId.split('-').slice(0, 2).join('-'))).size).toBe(j.legs.length);
    expect(j.departureDatetime).toBe(j.legs[0]?.departureDatetime);
    expect(j.arrivalDatetime).toBe(j.legs.at(-1)?.arrivalDatetime);
    expect(j.durationMinutes).toBe(minutes(j.arrivalDatetime) - minutes(j.departureDatetime));
    // One adult (no party asked): each leg at its cheapest deck or seat place open to all with a place left, and the car's fare.
    const place = (l: Journey['legs'][number]) => Math.min(...[...l.deckAvailability, ...l.seatAvailability].filter((o) => !o.sex && o.available > 0).map((o) => o.lowestFare))
      + (withVehicle ? (l.garageAvailability?.lowestFare as number) : 0);
    expect(j.lowestFare).toBe(j.legs.reduce((sum, l) => sum + place(l), 0));
    expect(j.companies.map((c) => c.code)).toEqual([...new Set(j.legs.map((l) => l.company.code))]);
  }
  const departures = list.map((j) => j.departureDatetime);
  expect(departures).toEqual([...departures].sort());
}

describe('POST /booking/journeys', () => {
  it('finds Piraeus → Corfu with one change (at Igoumenitsa), though no boat sails direct', async () => {
    expect(await findTrips(server, 'PIR', 'CFU', '2026-06-12')).toHaveLength(0);
    const found = await journeys({ departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-12' });
    expect(found.length).toBeGreaterThan(0);
    const oneChange = found.find((j) => j.changes.length === 1);
    expect(oneChange?.changes[0]?.port.code).toBe('IGO');
    expect(oneChange?.legs.map((l) => [l.from.code, l.to.code])).toEqual([['PIR', 'IGO'], ['IGO', 'CFU']]);
    expectFeasible(found, 'PIR', 'CFU', '2026-06-12', 60);
    // A leg is the very trip /booking/results answers, with its availability.
    const [first] = await findTrips(server, 'PIR', 'IGO', '2026-06-12');
    expect(oneChange?.legs[0]).toEqual(first);
  });

  it('finds Rafina → Ikaria on a winter day with no direct boat, with changes, an overnight one shown as such', async () => {
    const date = '2026-12-03';
    expect(await findTrips(server, 'RAF', 'EVD', date)).toHaveLength(0);
    const found = await journeys({ departurePort: 'RAF', destinationPort: 'EVD', departureDate: date });
    expect(found.length).toBeGreaterThan(0);
    expectFeasible(found, 'RAF', 'EVD', date, 60);
    const night = found.flatMap((j) => j.changes).find((c) => c.overnight);
    expect(night?.waitMinutes).toBeGreaterThan(4 * 60);
    // With at most one change there is no way that day.
    expect(await journeys({ departurePort: 'RAF', destinationPort: 'EVD', departureDate: date, maxChanges: 1 })).toEqual([]);
  });

  it('answers the direct sailings only when a route has three or more that day', async () => {
    const direct = await findTrips(server, 'PIR', 'JMK', '2026-06-12');
    expect(direct.length).toBeGreaterThanOrEqual(3);
    const found = await journeys({ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-12' });
    expect(found.map((j) => j.id)).toEqual(direct.map((t) => t.tripId));
    expect(found.every((j) => j.changes.length === 0 && j.legs.length === 1)).toBe(true);
  });

  it('with a vehicle: a longer minimum connection and only vessels with a garage', async () => {
    const query = { departurePort: 'IOS', destinationPort: 'IGO', departureDate: '2026-06-12' };
    const onFoot = await journeys(query);
    const short = onFoot.find((j) => j.changes.some((c) => c.waitMinutes < 120));
    expect(short).toBeDefined();
    const withCar = await journeys({ ...query, withVehicle: true });
    expect(withCar.map((j) => j.id)).not.toContain(short?.id);
    expectFeasible(withCar, 'IOS', 'IGO', '2026-06-12', 120, true);
    expect(withCar.flatMap((j) => j.legs).every((l) => l.garage && (l.garageAvailability?.availableMetres ?? 0) >= 5)).toBe(true);
  });

  it('uses no sailing without a place left', async () => {
    const query = { departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-13' };
    const before = await journeys(query);
    const leg = before[0]?.legs[0];
    expect(leg).toBeDefined();
    const sailingId = leg?.tripId.split('-').slice(0, 2).join('-') as string;
    const offers = [...(leg?.deckAvailability ?? []), ...(leg?.seatAvailability ?? []), ...(leg?.berthAvailability ?? []), ...(leg?.cabinAvailability ?? [])];
    await server.database.db.insert(demoOperatorInventory)
      .values(offers.map((o) => ({ sailingId, code: o.code, held: o.available, sold: 0 })));
    const after = await journeys(query);
    expect(after.flatMap((j) => j.legs).some((l) => l.tripId.startsWith(sailingId))).toBe(false);
  });

  it('plans for the party: a sailing with a place left for fewer than the party is no leg for it, and its from-price is the party total', async () => {
    const query = { departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-15' };
    const family = { AD: 2, CH: 1, IN: 1 };
    const before = await journeys({ ...query, passengers: family });
    const leg = before[0]?.legs[0];
    expect(leg).toBeDefined();
    const sailingId = leg?.tripId.split('-').slice(0, 2).join('-') as string;
    // Every deck and seat class of that ship keeps two places: room for one adult, not for the three who take a place.
    const open = [...(leg?.deckAvailability ?? []), ...(leg?.seatAvailability ?? [])];
    await server.database.db.insert(demoOperatorInventory)
      .values(open.map((o) => ({ sailingId, code: o.code, held: o.available - 2, sold: 0 })));
    const uses = (list: readonly Journey[]) => list.flatMap((j) => j.legs).some((l) => l.tripId.startsWith(sailingId));
    expect(uses(await journeys({ ...query, passengers: family }))).toBe(false);
    const alone = await journeys({ ...query, passengers: { AD: 1 } });
    expect(uses(alone)).toBe(true);
    // The family's from-price is more than one adult's on the same journey (children pay a share, the infant nothing).
    const again = await journeys({ ...query, departureDate: '2026-06-16' });
    const forFamily = await journeys({ ...query, departureDate: '2026-06-16', passengers: family });
    const shared = forFamily.find((j) => again.some((a) => a.id === j.id)) as Journey;
    expect(shared).toBeDefined();
    expect(shared.lowestFare).toBeGreaterThan(2 * (again.find((a) => a.id === shared.id) as Journey).lowestFare);
  });

  it('offers today only what has not left yet', async () => {
    const today = '2026-06-10';
    for (const [from, to] of [['PIR', 'JMK'], ['PIR', 'CFU'], ['RAF', 'JNX']] as const) {
      const found = await journeys({ departurePort: from, destinationPort: to, departureDate: today });
      expect(found.every((j) => Date.parse(j.departureDatetime) > clock.now.getTime()), `${from}-${to}`).toBe(true);
      const directs = (await findTrips(server, from, to, today)).map((t) => t.tripId);
      expect(found.filter((j) => j.changes.length === 0).map((j) => j.id)).toEqual(directs);
    }
    // A boat that leaves while the day's timetable is kept is gone from the next answer.
    const start = clock.now;
    try {
      const query = { departurePort: 'PIR', destinationPort: 'AEG', departureDate: today };
      const [next] = await findTrips(server, 'PIR', 'AEG', today);
      clock.now = new Date(Date.parse(next?.departureDatetime as string) - 5 * 60_000);
      expect((await journeys(query)).map((j) => j.id)).toContain(next?.tripId);
      clock.now = new Date(Date.parse(next?.departureDatetime as string) + 60_000);
      expect((await journeys(query)).map((j) => j.id)).not.toContain(next?.tripId);
    } finally {
      clock.now = start;
    }
  });

  it('answers 503 when the companies do not say what is left, and serves again once they do', async () => {
    const query = { departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-14' };
    server.app.shop.operators.setFaults('availability=fail');
    try {
      const reply = await post(server, '/booking/journeys', query);
      expect(reply).toMatchObject({ status: 503, body: { error: { code: 'OPERATOR_UNAVAILABLE' } } });
    } finally {
      server.app.shop.operators.setFaults('');
    }
    expect((await journeys(query)).length).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 on the field, and unknown ports, the same port or a past date with 422', async () => {
    const base = { departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-12' };
    for (const [body, field] of [
      [{ ...base, maxChanges: 3 }, 'maxChanges'],
      [{ ...base, departureDate: '2026-02-30' }, 'departureDate'],
      [{ ...base, departurePort: 'pir' }, 'departurePort'],
      [{ ...base, withVehicle: 'yes' }, 'withVehicle'],
      [{ ...base, extra: 1 }, 'extra'],
      [{ departurePort: 'PIR', departureDate: '2026-06-12' }, 'destinationPort'],
      [{ ...base, passengers: { IN: 1 } }, 'passengers'],
      [{ ...base, passengers: { AD: 1, XX: 1 } }, 'passengers.XX'],
      [{ ...base, passengers: { AD: -1, CH: 1 } }, 'passengers.AD'],
      [{ ...base, passengers: { AD: 1000 } }, 'passengers.AD'],
    ] as const) {
      const reply = await post(server, '/booking/journeys', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
    }
    for (const [body, code, field] of [
      [{ ...base, departurePort: 'XXX' }, 'UNKNOWN_PORT', 'departurePort'],
      [{ ...base, destinationPort: 'PIR' }, 'SAME_PORTS', 'destinationPort'],
      [{ ...base, departureDate: '2026-06-09' }, 'DATE_IN_PAST', 'departureDate'],
      [{ ...base, departureDate: '2027-06-12' }, 'DATE_TOO_FAR', 'departureDate'],
    ] as const) {
      const reply = await post(server, '/booking/journeys', body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body).toMatchObject({ error: { code, field } });
    }
  });
});
