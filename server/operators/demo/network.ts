/**
 * Builds the demo network from its data, deterministically: companies with their rules, one vessel per line,
 * and the voyage rules (outbound and return per departure time) that the timetable computes sailings from.
 */
import { LOCALES } from '../../../src/core/shared/locale';
import type { AccommodationClass, Company, Localized, OperatorPort, Vessel } from '../../ports/ferry-operators';
import { COMPANIES, LINES, type CompanyData, type LineData } from './companies.data';
import { PORT_ALIASES, PORTS } from './ports.data';
import { companyRules } from './company-rules';
import { ACCOMMODATION_NAMES, between, hash, pick } from './text';

export interface VoyageRule {
  readonly id: string;
  readonly company: Company;
  readonly vessel: Vessel;
  readonly ports: readonly string[];
  /** Minutes after the voyage's start at which it leaves / reaches each port. */
  readonly departOffsets: readonly number[];
  readonly arriveOffsets: readonly number[];
  /** Nautical miles from the first port to each port. */
  readonly miles: readonly number[];
  /** Start, in minutes after midnight of the base day (may pass 1440 for returns). */
  readonly startMinutes: number;
  readonly winterDays: string;
  readonly summerOnly: boolean;
}

export interface Network {
  readonly ports: readonly OperatorPort[];
  readonly portByCode: ReadonlyMap<string, OperatorPort>;
  readonly companies: readonly Company[];
  readonly companyByCode: ReadonlyMap<string, Company>;
  readonly rules: readonly VoyageRule[];
  readonly ruleById: ReadonlyMap<string, VoyageRule>;
}

function buildPorts(): OperatorPort[] {
  return PORTS.map((p) => ({
    code: p.code,
    names: Object.fromEntries(LOCALES.map((l) => [l, l === 'el' ? p.el : l === 'en' ? p.en : (p.other[l] ?? p.en)])) as Localized,
    aliases: PORT_ALIASES[p.code] ?? [],
    country: p.country, latitude: p.lat, longitude: p.lon, mainland: p.mainland,
  }));
}

function nauticalMiles(a: OperatorPort, b: OperatorPort): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  // Ferries do not sail straight lines: headlands, channels and harbour approaches add about a third.
  return Math.max(1, Math.round((km * 1.3) / 1.852));
}

const acc = (code: string, kind: AccommodationClass['kind'], capacity: number, farePercent: number, beds = 1, sex?: 'male' | 'female'): AccommodationClass =>
  ({ code, kind, capacity, farePercent, beds, names: ACCOMMODATION_NAMES[code] as Localized, ...(sex ? { sex } : {}) });

function buildVessel(company: CompanyData, line: LineData, index: number, totalMiles: number, international: boolean): Vessel {
  const seed = `${company.code}:${index}`;
  const code = `${company.code}${String(index + 1).padStart(2, '0')}`;
  const names = ['Naxos', 'Helios', 'Delos', 'Aurora', 'Galini', 'Thalassa', 'Zefyros', 'Nireas', 'Kyma', 'Orion', 'Pegasus', 'Aeolos', 'Triton', 'Artemis'];
  const name = `${company.vesselPrefix} ${line.kind === 'H' ? index + 1 : pick(seed, names)}`;
  if (line.kind === 'H') {
    const seats = between(seed, 30, 70) * 10;
    const petPlaces = hash(`${seed}:pets`) % 2 === 0 ? 8 : 0;
    return {
      code, name, companyCode: company.code, type: 'high-speed', built: between(seed, 1998, 2022),
      speedKnots: between(seed, 28, 34), garageMetres: 0, petPlaces, trailers: false, campers: false,
      accommodations: [acc('ECO', 'seat', seats, 100), acc('BUS', 'seat', Math.round(seats / 10), 150)],
    };
  }
  const size = totalMiles < 12 ? 'short' : totalMiles < 90 || !(international || totalMiles >= 120) ? 'medium' : 'long';
  const garageMetres = size === 'short' ? between(seed, 15, 30) * 10 : between(seed, 60, 150) * 10;
  const base = size === 'short' ? [acc('DECK', 'deck', between(seed, 30, 60) * 10, 100)]
    : size === 'medium'
      ? [acc('DECK', 'deck', between(seed, 60, 100) * 10, 100), acc('SEAT', 'seat', between(seed, 20, 40) * 10, 120), acc('BUS', 'seat', between(seed, 4, 8) * 10, 170)]
      : [acc('DECK', 'deck', between(seed, 50, 90) * 10, 100), acc('SEAT', 'seat', between(seed, 25, 45) * 10, 125),
        acc('B4M', 'berth', between(seed, 6, 12) * 4, 230, 1, 'male'), acc('B4F', 'berth', between(seed, 6, 12) * 4, 230, 1, 'female'),
        acc('A4', 'cabin', between(seed, 30, 60), 210, 4), acc('A2', 'cabin', between(seed, 20, 40), 300, 2), acc('L2', 'cabin', between(seed, 4, 8), 420, 2)];
  return {
    code, name, companyCode: company.code, type: 'conventional', built: between(seed, 1985, 2021),
    speedKnots: size === 'short' ? 12 : international ? 26 : between(seed, 18, 24),
    garageMetres, petPlaces: hash(`${seed}:pets`) % 4 === 0 ? 0 : between(seed, 6, 16),
    trailers: size !== 'short' || hash(`${seed}:tr`) % 2 === 0, campers: size !== 'short' && hash(`${seed}:cp`) % 3 !== 0,
    accommodations: base,
  };
}

const roundUp5 = (minutes: number) => Math.ceil(minutes / 5) * 5;
const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function buildNetwork(): Network {
  const ports = buildPorts();
  const portByCode = new Map(ports.map((p) => [p.code, p]));
  const companies: Company[] = [];
  const rules: VoyageRule[] = [];
  for (const data of COMPANIES) {
    const lines = LINES.filter((line) => line.company === data.code);
    const vessels: Vessel[] = [];
    const company = companyRules(data, vessels, [...new Set(lines.flatMap((line) => line.ports))].sort());
    lines.forEach((line, index) => {
      const stops = line.ports.map((code) => {
        const port = portByCode.get(code);
        if (!port) throw new Error(`Line ${line.ports.join('-')} names unknown port ${code}`);
        return port;
      });
      const legMiles = stops.slice(1).map((p, i) => nauticalMiles(stops[i] as OperatorPort, p));
      const international = new Set(stops.map((p) => p.country)).size > 1;
      const miles = [0];
      for (const m of legMiles) miles.push((miles.at(-1) as number) + m);
      const vessel = buildVessel(data, line, index, miles.at(-1) as number, international);
      vessels.push(vessel);
      const dwell = line.kind === 'H' ? 5 : 15;
      const departOffsets = [0];
      const arriveOffsets = [0];
      legMiles.forEach((m) => {
        const arrive = (departOffsets.at(-1) as number) + roundUp5((m / vessel.speedKnots) * 60 + 10);
        arriveOffsets.push(arrive);
        departOffsets.push(arrive + dwell);
      });
      const duration = arriveOffsets.at(-1) as number;
      const turnaround = duration < 60 ? 15 : 60;
      const times = [...line.year.map((x) => ({ x, summerOnly: false })), ...line.summer.map((x) => ({ x, summerOnly: true }))];
      times.forEach(({ x, summerOnly }, t) => {
        const start = clock(x);
        let back = start + duration + turnaround;
        // Overnight and long lines sail back at the same hour on a later day, as their timetables do.
        if (duration >= 420) back = start + Math.ceil((duration + turnaround) / 1440) * 1440;
        const id = (dir: string) => `${data.code}${String(index + 1).padStart(2, '0')}${dir}${String(t).padStart(2, '0')}`;
        // Written out, not spread from a common part: a spread copy gets a hidden class of its own (see companyRules),
        // and the catalogue's trip building reads these rules for every trip.
        const { winterDays } = line;
        rules.push({
          company, vessel, winterDays, summerOnly, id: id('O'), ports: line.ports, miles, startMinutes: start,
          departOffsets: departOffsets.slice(0, -1).concat(duration), arriveOffsets,
        });
        const total = miles.at(-1) as number;
        rules.push({
          company, vessel, winterDays, summerOnly, id: id('R'), ports: [...line.ports].reverse(), miles: miles.map((m) => total - m).reverse(),
          startMinutes: back,
          departOffsets: arriveOffsets.map((a) => duration - a).reverse(),
          arriveOffsets: [0, ...departOffsets.slice(0, -1).map((d) => duration - d).reverse()],
        });
      });
    });
    companies.push(company);
  }
  return {
    ports, portByCode, companies, companyByCode: new Map(companies.map((c) => [c.code, c])), rules,
    ruleById: new Map(rules.map((r) => [r.id, r])),
  };
}
