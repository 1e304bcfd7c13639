import { type SearchGateway } from '../../src/core/search';

export interface SearchSubject { search: SearchGateway }

/** What every SearchGateway does, whatever it talks to. */
export function searchGatewayContract(name: string, subject: () => SearchSubject): void {
  describe(`SearchGateway contract: ${name}`, () => {
    it('lists ports with codes and names', async () => {
      const ports = await subject().search.ports();
      expect(ports.ok).toBe(true);
      const codes = ports.ok ? ports.value.map((p) => p.code) : [];
      expect(codes).toEqual(expect.arrayContaining(['PIR', 'JTR']));
      expect(ports.ok && ports.value.every((p) => p.name.length > 0)).toBe(true);
    });

    it('answers the destinations of an origin and the origins of a destination', async () => {
      const destinations = await subject().search.destinations('PIR');
      const origins = await subject().search.origins('JTR');
      expect(destinations.ok && destinations.value.map((p) => p.code)).toContain('JTR');
      expect(origins.ok && origins.value.map((p) => p.code)).toContain('PIR');
    });

    it('rejects an unknown port as invalid input', async () => {
      const answer = await subject().search.destinations('ZZZ');
      expect(answer).toMatchObject({ ok: false, error: { kind: 'Invalid', reason: 'UnknownPort' } });
    });

    it('lists the days with a sailing, in order', async () => {
      const dates = await subject().search.dates('PIR', 'JTR');
      expect(dates.ok).toBe(true);
      const days = dates.ok ? dates.value : [];
      expect(days.length).toBeGreaterThan(5);
      expect([...days].sort()).toEqual(days);
    });

    it('finds the sailings of a leg on a day with sailings, sorted by departure', async () => {
      const dates = await subject().search.dates('PIR', 'JTR');
      const day = dates.ok ? dates.value[2]! : '';
      const results = await subject().search.results([{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: day }]);
      expect(results.ok).toBe(true);
      const trips = results.ok ? results.value[0]!.trips : [];
      expect(trips.length).toBeGreaterThan(0);
      for (const trip of trips) {
        expect(trip.from.code).toBe('PIR');
        expect(trip.to.code).toBe('JTR');
        expect(trip.departureDatetime.slice(0, 10)).toBe(day);
        expect(trip.deckAvailability.length + trip.seatAvailability.length).toBeGreaterThan(0);
      }
      expect(trips.map((t) => t.departureDatetime)).toEqual([...trips.map((t) => t.departureDatetime)].sort());
    });

    it('lists countries with ports, Greece first, and the ferry companies', async () => {
      const countries = await subject().search.countries();
      expect(countries.ok && countries.value[0]).toMatchObject({ code: 'GR' });
      expect(countries.ok && countries.value[0]!.portCount).toBeGreaterThan(1);
      const companies = await subject().search.companies();
      expect(companies.ok && companies.value.length).toBeGreaterThan(0);
      expect(companies.ok && companies.value.every((c) => c.code.length > 0 && c.name.length > 0 && c.vesselCount > 0)).toBe(true);
    });

    it('rejects a leg whose ports are the same', async () => {
      const answer = await subject().search.results([{ departurePort: 'PIR', destinationPort: 'PIR', departureDate: '2030-01-01' }]);
      expect(answer).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });
  });
}
