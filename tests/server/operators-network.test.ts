import { LOCALES } from '../../src/core/shared/locale';
import { athensInstant, dayNumber, formatAthens } from '../../server/operators/athens-time';
import { isLoyaltyCard, isResidentCode, makeLoyaltyCard, makeResidentCode } from '../../server/operators/demo/codes';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import { deckFare } from '../../server/operators/demo/fares';

const winter = () => new Date('2026-11-22T08:00:00Z');
const ops = new DemoOperatorCatalogue(winter);

describe('the demo network', () => {
  it('has at least 150 ports with the Greek ferry codes, coordinates and names in six languages', () => {
    const ports = ops.ports();
    expect(ports.length).toBeGreaterThanOrEqual(150);
    for (const code of ['PIR', 'RAF', 'LAV', 'JTR', 'JMK', 'JNX', 'PAS', 'JSY', 'TIN', 'MLO', 'HER', 'CHQ', 'RHO', 'KGS', 'CFU', 'IGO', 'PAT', 'ANC', 'BRI']) {
      expect(ops.port(code), code).toBeDefined();
    }
    expect(new Set(ports.map((p) => p.code)).size).toBe(ports.length);
    expect(new Set(ports.map((p) => p.country))).toEqual(new Set(['GR', 'IT', 'AL', 'TR', 'CY', 'HR', 'ME', 'IL']));
    for (const p of ports) {
      for (const l of LOCALES) expect(p.names[l].length, `${p.code} ${l}`).toBeGreaterThan(1);
      expect(p.latitude).toBeGreaterThan(30);
      expect(p.latitude).toBeLessThan(46);
    }
    expect(ops.port('PIR')?.names).toMatchObject({ el: 'Πειραιάς', en: 'Piraeus', de: 'Piräus', it: 'Pireo', fr: 'Le Pirée', es: 'El Pireo' });
    expect(ops.port('CFU')?.names.de).toBe('Korfu');
  });

  it('lets every port be reached and left', () => {
    for (const p of ops.ports()) {
      expect(ops.destinations(p.code).length, p.code).toBeGreaterThan(0);
      expect(ops.origins(p.code).length, p.code).toBeGreaterThan(0);
    }
    expect(ops.destinations('PIR')).toEqual(expect.arrayContaining(['JMK', 'JTR', 'HER', 'CHQ', 'RHO', 'AEG']));
  });

  it('has at least 30 companies with vessels, passenger types, discounts, loyalty, resident discounts and refund policies', () => {
    const companies = ops.companies();
    expect(companies.length).toBeGreaterThanOrEqual(30);
    for (const c of companies) {
      expect(c.vessels.length).toBeGreaterThan(0);
      expect(c.passengerTypes.map((t) => t.code)).toEqual(expect.arrayContaining(['AD', 'CH', 'IN']));
      expect(c.refund.tiers.length).toBeGreaterThan(0);
      expect(c.discounts.some((d) => d.requiresDocument)).toBe(true);
    }
    const vessels = companies.flatMap((c) => c.vessels);
    expect(vessels.some((v) => v.type === 'high-speed' && v.garageMetres === 0 && v.accommodations.every((a) => a.kind === 'seat'))).toBe(true);
    expect(vessels.some((v) => v.type === 'conventional' && v.accommodations.some((a) => a.kind === 'cabin') && v.accommodations.some((a) => a.kind === 'berth'))).toBe(true);
    expect(vessels.some((v) => v.petPlaces > 0 && v.trailers && v.campers)).toBe(true);
    expect(companies.filter((c) => c.loyalty).length).toBeGreaterThan(15);
    expect(companies.filter((c) => c.resident).length).toBeGreaterThan(15);
  });

  it('computes the same sailings from the rules every time, with realistic durations', () => {
    const again = new DemoOperatorCatalogue(winter);
    const a = ops.trips('PIR', 'JMK', '2026-11-23');
    expect(a.length).toBeGreaterThan(0);
    expect(again.trips('PIR', 'JMK', '2026-11-23').map((t) => [t.tripId, t.departure.toISOString(), t.deckFare]))
      .toEqual(a.map((t) => [t.tripId, t.departure.toISOString(), t.deckFare]));
    for (const t of a) {
      expect(t.durationMinutes).toBeGreaterThan(120);
      expect(t.durationMinutes).toBeLessThan(480);
      expect(formatAthens(t.departure).slice(0, 10)).toBe('2026-11-23');
      expect(ops.trip(t.tripId)?.departure.toISOString()).toBe(t.departure.toISOString());
    }
    const heraklion = ops.trips('PIR', 'HER', '2026-11-24');
    expect(heraklion.every((t) => t.durationMinutes > 420 && formatAthens(t.arrival).slice(0, 10) === '2026-11-25')).toBe(true);
  });

  it('runs more sailings in summer than in winter and nothing outside the next twelve months', () => {
    const count = (from: string, to: string) => ops.dates('PIR', 'JTY', from, to).length;
    expect(ops.trips('PIR', 'JMK', '2027-07-10').length).toBeGreaterThan(ops.trips('PIR', 'JMK', '2027-01-12').length);
    expect(count('2027-07-01', '2027-07-31')).toBe(31);
    expect(count('2027-01-01', '2027-01-31')).toBeLessThan(31);
    expect(ops.trips('PIR', 'JMK', '2026-11-21')).toEqual([]);
    expect(ops.trips('PIR', 'JMK', '2027-12-01')).toEqual([]);
    expect(ops.dates('PIR', 'JMK', '2020-01-01', '2030-01-01').every((d) => d >= '2026-11-22' && d <= '2027-11-22')).toBe(true);
  });

  it('hides trips that have left and knows the Athens offset across summer time', () => {
    const late = new DemoOperatorCatalogue(() => new Date('2026-11-23T12:00:00Z'));
    expect(late.trips('PIR', 'JMK', '2026-11-23').every((t) => t.departure.getTime() > Date.parse('2026-11-23T12:00:00Z'))).toBe(true);
    expect(formatAthens(athensInstant(dayNumber('2026-07-01'), 7 * 60 + 25))).toBe('2026-07-01T07:25:00+03:00');
    expect(formatAthens(athensInstant(dayNumber('2026-12-01'), 7 * 60 + 25))).toBe('2026-12-01T07:25:00+02:00');
  });

  it('prices a family with a car from the fare tables, reproducibly', () => {
    const trip = ops.trips('PIR', 'JMK', '2026-11-23').find((t) => t.vessel.garageMetres > 0);
    if (!trip) throw new Error('no conventional ferry');
    const quote = ops.quoteNow(trip, {
      passengers: [{ passengerType: 'AD', accommodationType: 'DECK' }, { passengerType: 'AD', accommodationType: 'DECK' },
        { passengerType: 'CH', accommodationType: 'DECK' }, { passengerType: 'IN', accommodationType: 'DECK' }],
      vehicles: [{ accommodationType: 'CAR', length: 4.4 }], trailers: [], pets: [], services: [],
    });
    if (!quote.ok) throw new Error(quote.error.message);
    const adult = trip.deckFare;
    const child = Math.round(adult / 2 / 10) * 10;
    const car = Math.round((adult * 2.4 * (4.5 / 4.25)) / 10) * 10;
    expect(quote.value.passengers.map((p) => p.total)).toEqual([adult, adult, child, 0]);
    expect(quote.value.vehicles[0]?.total).toBe(car);
    expect(quote.value.total).toBe(2 * adult + child + car);
    expect(quote.value.units).toEqual({ DECK: 3, GARAGE: 5 });
    expect(trip.deckFare).toBe(deckFare(trip.company, false, Math.round((trip.deckFare / (trip.company.fareLevel / 100) - 450) / 36)));
  });

  it('sells whole cabins whole and refuses what a vessel does not carry', () => {
    const trip = ops.trips('PIR', 'HER', '2026-11-24')[0];
    if (!trip) throw new Error('no trip');
    const cabin = ops.quoteNow(trip, { passengers: [{ passengerType: 'AD', accommodationType: 'A4' }], vehicles: [], trailers: [], pets: [], services: [] });
    if (!cabin.ok) throw new Error(cabin.error.message);
    expect(cabin.value.units).toEqual({ A4: 1 });
    const bed = Math.round((trip.deckFare * 2.1) / 10) * 10;
    expect(cabin.value.total).toBe(bed * 4);
    const fast = ops.trips('PIR', 'JMK', '2027-07-10').find((t) => t.vessel.type === 'high-speed');
    if (!fast) throw new Error('no high-speed trip');
    const car = ops.quoteNow(fast, { passengers: [{ passengerType: 'AD', accommodationType: 'ECO' }], vehicles: [{ accommodationType: 'CAR', length: 4 }], trailers: [], pets: [], services: [] });
    expect(car.ok ? 'priced' : car.error.field).toBe('vehicles');
    const wrongSex = ops.quoteNow(trip, { passengers: [{ passengerType: 'AD', accommodationType: 'B4F', sex: 'male' }], vehicles: [], trailers: [], pets: [], services: [] });
    expect(wrongSex.ok ? 'priced' : wrongSex.error.field).toBe('passengers.0.sex');
  });

  it('checks loyalty cards by Luhn and MAN codes by their check letter, for island trips only', async () => {
    const company = ops.companies().find((c) => c.loyalty && c.resident && c.code === 'ASL') ?? ops.companies().find((c) => c.loyalty);
    if (!company?.loyalty) throw new Error('no loyalty scheme');
    const card = makeLoyaltyCard(company.loyalty.prefix, 4242);
    expect(isLoyaltyCard(company.loyalty.prefix, card)).toBe(true);
    expect(isLoyaltyCard(company.loyalty.prefix, card.slice(0, -1) + ((Number(card.at(-1)) + 1) % 10))).toBe(false);
    expect((await ops.checkLoyalty(company, card)).valid).toBe(true);
    const man = makeResidentCode(12345678);
    expect(isResidentCode(man)).toBe(true);
    expect(isResidentCode(`${man.slice(0, -1)}${man.at(-1) === 'A' ? 'B' : 'A'}`)).toBe(false);
    const island = ops.trips('PIR', 'JMK', '2026-11-23')[0];
    const mainland = ops.trips('RIO', 'ANR', '2026-11-23')[0];
    if (!island || !mainland) throw new Error('no trips');
    expect((await ops.checkResident(island, man)).valid).toBe(!!island.company.resident);
    expect((await ops.checkResident(mainland, man)).valid).toBe(false);
  });
});
