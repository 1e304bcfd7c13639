/**
 * Exports: `networkFacts()`, `slugify(text, locale)`, `shortName(name)`, `DESTINATION_CODES`, `POPULAR_CODES`,
 * `DestinationFact`, `RouteFact`, `CompanyFact`. The facts the content seed writes about: chosen ports of the demo
 * network (server/operators/demo) with the lines, companies and crossing times that serve them, computed from the
 * same data the Booking API sails by, so the content always matches the network.
 */
import { LOCALES, type Locale } from '../../../../src/core/shared/locale';
import { buildNetwork, type VoyageRule } from '../../../operators/demo/network';
import type { Company, Localized, OperatorPort } from '../../../ports/ferry-operators';

/** Islands, mainland ports and foreign ports of the network that get a destination page. */
export const DESTINATION_CODES = [
  'PIR', 'RAF', 'LAV', 'AEG', 'POR', 'HYD', 'SPE', 'JSY', 'TIN', 'JMK', 'AND', 'KEA', 'SER', 'SIF', 'MLO', 'FOL', 'IOS',
  'JTR', 'JNX', 'PAS', 'ANP', 'KOU', 'AMO', 'JTY', 'RHO', 'KGS', 'KLM', 'PMS', 'SMI', 'AOK', 'HER', 'CHQ', 'RET', 'JSH',
  'JKH', 'MJT', 'LXS', 'VAT', 'JIK', 'THS', 'KVA', 'SKG', 'VOL', 'JSI', 'SKO', 'ALO', 'CFU', 'IGO', 'PAT', 'ZTH', 'SAM',
  'ITH', 'LEF', 'PAX', 'ANC', 'BRI', 'VCE', 'KUS', 'BXN', 'CES',
] as const;
export const POPULAR_CODES = new Set(['JTR', 'JMK', 'JNX', 'PAS', 'CHQ', 'HER', 'RHO', 'CFU', 'ZTH', 'HYD', 'AEG', 'MLO']);

export interface Crossing {
  readonly minutes: number;
  readonly miles: number;
  readonly rule: VoyageRule;
}

export interface DestinationFact {
  readonly port: OperatorPort;
  readonly names: Localized;
  readonly international: boolean;
  readonly popular: boolean;
  /** Ports one sailing away (next or previous port of a line), most served first. */
  readonly neighbours: readonly OperatorPort[];
  readonly companies: readonly Company[];
}

export interface RouteFact {
  readonly from: OperatorPort;
  readonly to: OperatorPort;
  readonly fastest: Crossing;
  readonly slowest: Crossing;
  readonly companies: readonly Company[];
  /** Departures a day in summer in this direction, and how many of them run all year. */
  readonly summerDepartures: number;
  readonly yearDepartures: number;
  readonly highSpeed: boolean;
  readonly conventional: boolean;
}

export interface CompanyFact {
  readonly company: Company;
  readonly founded: number;
  readonly colours: readonly [string, string];
  readonly ports: readonly OperatorPort[];
  readonly lines: number;
}

/** "Santorini (Thira)" → "Santorini": the island's or town's name without the quay. */
export const shortName = (name: string): string => name.replace(/\s*\(.*\)\s*$/, '').trim();

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

/** A URL slug in Latin letters: Greek is transliterated (Πειραιάς → peiraias), German umlauts spelled out, accents dropped. */
export function slugify(text: string, locale: Locale): string {
  let s = text.toLowerCase();
  if (locale === 'el' || /[α-ω]/.test(s.normalize('NFD'))) {
    s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ου/g, 'ou').replace(/αυ/g, 'av').replace(/ευ/g, 'ev').replace(/(^|[^α-ω])μπ/g, '$1b').replace(/(^|[^α-ω])ντ/g, '$1d').replace(/[α-ως]/g, (c) => GREEK[c] ?? c);
  }
  if (locale === 'de') s = s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  s = s.replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ç/g, 'c').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

function crossingsOf(rules: readonly VoyageRule[], from: string, to: string): Crossing[] {
  const found: Crossing[] = [];
  for (const rule of rules) {
    const i = rule.ports.indexOf(from);
    const j = rule.ports.indexOf(to);
    if (i < 0 || j <= i) continue;
    found.push({ minutes: (rule.arriveOffsets[j] as number) - (rule.departOffsets[i] as number), miles: (rule.miles[j] as number) - (rule.miles[i] as number), rule });
  }
  return found;
}

let cached: { destinations: DestinationFact[]; routes: RouteFact[]; companies: CompanyFact[] } | undefined;

export function networkFacts(): { destinations: DestinationFact[]; routes: RouteFact[]; companies: CompanyFact[] } {
  if (cached) return cached;
  const network = buildNetwork();
  const outbound = network.rules.filter((r) => r.id.includes('O'));
  const port = (code: string) => network.portByCode.get(code) as OperatorPort;
  const chosen = new Set<string>(DESTINATION_CODES);
  const destinations = DESTINATION_CODES.map((code): DestinationFact => {
    const p = port(code);
    const serving = network.rules.filter((r) => r.ports.includes(code));
    const neighbourCount = new Map<string, number>();
    for (const rule of outbound.filter((r) => r.ports.includes(code))) {
      const i = rule.ports.indexOf(code);
      for (const n of [rule.ports[i - 1], rule.ports[i + 1]]) if (n) neighbourCount.set(n, (neighbourCount.get(n) ?? 0) + 1);
    }
    const names = Object.fromEntries(LOCALES.map((l) => [l, shortName(p.names[l])])) as Localized;
    return {
      port: p, names, international: p.country !== 'GR', popular: POPULAR_CODES.has(code),
      neighbours: [...neighbourCount.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => port(c)),
      companies: [...new Map(serving.map((r) => [r.company.code, r.company])).values()],
    };
  });
  // Routes: every pair of chosen ports on one line (first port to each later one, each port to the last), most served first.
  const pairs = new Map<string, [string, string]>();
  for (const rule of outbound) {
    const ports = rule.ports;
    const first = ports[0] as string;
    const last = ports.at(-1) as string;
    for (const [a, b] of [...ports.slice(1).map((p) => [first, p]), ...ports.slice(1, -1).map((p) => [p, last])] as [string, string][]) {
      if (chosen.has(a) && chosen.has(b) && a !== b && !pairs.has(`${b}-${a}`)) pairs.set(`${a}-${b}`, [a, b]);
    }
  }
  const routes = [...pairs.values()]
    .map(([a, b]): RouteFact => {
      const crossings = crossingsOf(network.rules, a, b).sort((x, y) => x.minutes - y.minutes);
      const companies = [...new Map(crossings.map((c) => [c.rule.company.code, c.rule.company])).values()];
      return {
        from: port(a), to: port(b), fastest: crossings[0] as Crossing, slowest: crossings.at(-1) as Crossing, companies,
        summerDepartures: crossings.length, yearDepartures: crossings.filter((c) => !c.rule.summerOnly).length,
        highSpeed: crossings.some((c) => c.rule.vessel.type === 'high-speed'), conventional: crossings.some((c) => c.rule.vessel.type === 'conventional'),
      };
    })
    .sort((x, y) => y.companies.length - x.companies.length || y.summerDepartures - x.summerDepartures || `${x.from.code}${x.to.code}`.localeCompare(`${y.from.code}${y.to.code}`))
    .slice(0, 48);
  const companies = network.companies.map((company): CompanyFact => {
    const data = network.rules.filter((r) => r.company.code === company.code);
    return {
      company, founded: Number(/\d{4}/.exec(company.description.en)?.[0] ?? 0), colours: ['#0b3d91', '#ffffff'],
      ports: [...new Set(data.flatMap((r) => r.ports))].map(port), lines: company.vessels.length,
    };
  });
  cached = { destinations, routes, companies };
  return cached;
}
