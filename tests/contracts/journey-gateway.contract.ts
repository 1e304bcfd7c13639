import { type JourneyGateway, isJoinedJourney } from '../../src/core/search';

export interface JourneySubject {
  journeys: JourneyGateway;
  /** A route and day with no direct sailing or few, where the network has a journey with a change. */
  connection: () => Promise<{ departurePort: string; destinationPort: string; departureDate: string }>;
}

/** What every journey search does, whatever it talks to (issue 16). */
export function journeyGatewayContract(name: string, subject: () => JourneySubject): void {
  describe(`JourneyGateway contract: ${name}`, () => {
    it('answers journeys that join: each leg leaves from the port the one before arrived at, after it arrived', async () => {
      const route = await subject().connection();
      const answer = await subject().journeys.journeys({ ...route, maxChanges: 1 });
      expect(answer.ok).toBe(true);
      const journeys = answer.ok ? answer.value : [];
      expect(journeys.some((j) => j.changes.length === 1), 'a journey with one change').toBe(true);
      for (const j of journeys) {
        expect(isJoinedJourney(j), j.id).toBe(true);
        expect(j.changes.length).toBeLessThanOrEqual(1);
        expect(j.legs[0]!.from.code).toBe(route.departurePort);
        expect(j.legs[j.legs.length - 1]!.to.code).toBe(route.destinationPort);
        expect(j.departureDatetime).toBe(j.legs[0]!.departureDatetime);
        expect(j.arrivalDatetime).toBe(j.legs[j.legs.length - 1]!.arrivalDatetime);
        expect(j.durationMinutes).toBe(Math.round((Date.parse(j.arrivalDatetime) - Date.parse(j.departureDatetime)) / 60_000));
        expect(j.companies.map((c) => c.code).sort()).toEqual([...new Set(j.legs.map((l) => l.company.code))].sort());
        for (const [i, change] of j.changes.entries()) {
          expect(change.waitMinutes).toBe(Math.round((Date.parse(j.legs[i + 1]!.departureDatetime) - Date.parse(j.legs[i]!.arrivalDatetime)) / 60_000));
          expect(change.waitMinutes).toBeGreaterThan(0);
        }
      }
    });

    it("prices each journey for the party asked: two adults and a child pay more than twice one adult's from-price", async () => {
      const route = await subject().connection();
      const alone = await subject().journeys.journeys({ ...route, passengers: { AD: 1 } });
      const family = await subject().journeys.journeys({ ...route, passengers: { AD: 2, CH: 1 } });
      expect(alone.ok && family.ok).toBe(true);
      const one = new Map((alone.ok ? alone.value : []).map((j) => [j.id, j.lowestFare]));
      const both = (family.ok ? family.value : []).filter((j) => one.has(j.id));
      expect(both.length).toBeGreaterThan(0);
      for (const j of both) expect(j.lowestFare, j.id).toBeGreaterThan(2 * (one.get(j.id) as number));
    });

    it('answers only direct sailings when no change is allowed', async () => {
      const route = await subject().connection();
      const answer = await subject().journeys.journeys({ ...route, maxChanges: 0 });
      expect(answer.ok && answer.value.every((j) => j.legs.length === 1 && j.changes.length === 0)).toBe(true);
    });

    it('refuses an unknown port and a route from a port to itself as invalid input', async () => {
      const route = await subject().connection();
      expect(await subject().journeys.journeys({ ...route, departurePort: 'ZZZ' })).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
      expect(await subject().journeys.journeys({ ...route, destinationPort: route.departurePort })).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });
  });
}
