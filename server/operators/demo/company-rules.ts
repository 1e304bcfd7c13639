/**
 * Each demo company's rules, chosen deterministically from its code: passenger types and age limits, discounts,
 * loyalty scheme, island-resident discount, refund policy, vehicle, pet and service fares, booking validation.
 */
import type { Company, DiscountRule, Localized, PassengerTypeRule, VehicleTypeRule, Vessel } from '../../ports/ferry-operators';
import type { CompanyData } from './companies.data';
import { PASSENGER_TYPE_TABLE, type PassengerTypeSpec } from '../../../src/core/search/domain/passenger-type-table';
import {
  DISCOUNT_NAMES, PASSENGER_TYPE_NAMES, PET_NAMES, SERVICE_NAMES, VEHICLE_NAMES, between, describeCompany, hash, pick,
  refundSummary,
} from './text';

function logo(code: string, [bg, fg]: readonly [string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" rx="10" fill="${bg}"/>`
    + `<path d="M8 46q14-8 26 0t26 0 26 0 26 0" stroke="${fg}" stroke-width="3" fill="none"/>`
    + `<text x="60" y="34" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="${fg}" text-anchor="middle">${code}</text></svg>`;
  return svg;
}

const REFUND_TEMPLATES = [
  { tiers: [{ hoursBeforeDeparture: 48, percent: 100 }, { hoursBeforeDeparture: 24, percent: 50 }], feeCents: 0 },
  { tiers: [{ hoursBeforeDeparture: 168, percent: 100 }, { hoursBeforeDeparture: 48, percent: 75 }, { hoursBeforeDeparture: 12, percent: 50 }], feeCents: 200 },
  { tiers: [{ hoursBeforeDeparture: 24, percent: 80 }], feeCents: 300 },
] as const;

/**
 * The demo companies' change policies, one per refund template (issue 17): the flexible companies change free until
 * two days before and for 10 € until 3 hours before; the tiered ones for 5 € until 12 hours before; the strict ones
 * (fast craft, template 2) do not change tickets at all.
 */
const CHANGE_TEMPLATES = [
  { allowed: true, freeUntilHours: 48, feeCents: 1000, closesHoursBefore: 3 },
  { allowed: true, freeUntilHours: 0, feeCents: 500, closesHoursBefore: 12 },
  { allowed: false, freeUntilHours: 0, feeCents: 0, closesHoursBefore: 0 },
] as const;

/**
 * What the demo companies let travellers cancel of a booking, the rest staying booked (drawn per company): both a
 * leg and passengers or vehicles, only a whole leg, only passengers or vehicles, or neither (whole bookings only).
 */
const PARTIAL_RULES = [
  { legs: true, passengers: true }, { legs: true, passengers: false }, { legs: false, passengers: true }, { legs: false, passengers: false },
] as const;

const VEHICLE_TYPES: readonly Omit<VehicleTypeRule, 'names'>[] = [
  { code: 'CAR', trailer: false, baseLength: 4.25, farePercent: 240, needs: 'garage' },
  { code: 'MOTO', trailer: false, baseLength: 2.5, farePercent: 80, needs: 'garage' },
  { code: 'CAMPER', trailer: false, baseLength: 6, farePercent: 380, needs: 'campers' },
  { code: 'TRAILER', trailer: true, baseLength: 3, farePercent: 160, needs: 'trailers' },
  { code: 'CARAVAN', trailer: true, baseLength: 5, farePercent: 220, needs: 'trailers' },
];

/** Oldest age a demo company's passenger type reaches when nothing ends it sooner. */
const OLDEST = 120;

/**
 * The draws of the types that not every company carries: ST and SN keep the seeds and odds they had before the
 * passenger-type table, so each demo company keeps its types and fares; a new type draws from its own code
 * (carried by one company in two).
 */
const DRAWS: Readonly<Record<string, { carries: (h: number) => boolean; carrySeed: string; percentSeed: string }>> = {
  ST: { carries: (h) => h % 3 !== 0, carrySeed: 'student', percentSeed: 'stp' },
  SN: { carries: (h) => h % 2 === 0, carrySeed: 'senior', percentSeed: 'sep' },
};

/**
 * A company's passenger types, from the shop's table (src/core/search/domain/passenger-type-table.ts): the types it
 * carries, their ages (the child's upper age its own pick, an open lower bound from the end of childhood, an open
 * upper bound up to where the next open-ended type starts), share of the adult fare, document and place.
 */
export function companyPassengerTypes(code: string, table: readonly PassengerTypeSpec[] = PASSENGER_TYPE_TABLE): PassengerTypeRule[] {
  const s = (k: string) => `${code}:${k}`;
  const draw = (type: PassengerTypeSpec) => DRAWS[type.code] ?? { carries: (h: number) => h % 2 === 0, carrySeed: type.code, percentSeed: `${type.code}:percent` };
  const carried = table.filter((type) => type.everyCompany || draw(type).carries(hash(s(draw(type).carrySeed))));
  const narrowed = carried.find((type) => type.companyMaxAges);
  const childMax = narrowed?.companyMaxAges ? pick(s('child'), narrowed.companyMaxAges) : 17;
  const minAge = (type: PassengerTypeSpec) => type.ages.min ?? childMax + 1;
  const maxAge = (type: PassengerTypeSpec) => {
    if (type.companyMaxAges) return childMax;
    if (type.ages.max !== undefined) return type.ages.max;
    const next = carried.filter((other) => other.ages.max === undefined && other.ages.min !== undefined && other.ages.min > minAge(type));
    return next.length > 0 ? Math.min(...next.map((other) => other.ages.min!)) - 1 : OLDEST;
  };
  return carried.map((type) => ({
    code: type.code, minAge: minAge(type), maxAge: maxAge(type), percentOfAdult: pick(s(draw(type).percentSeed), type.fare.companyPercents),
    requiresDocument: type.needsDocument, takesPlace: type.takesPlace, names: PASSENGER_TYPE_NAMES[type.code] as Localized,
  }));
}

/**
 * A company with its rules, its vessels and the ports it serves. Every object a search reads is written out field by
 * field, never spread: V8 gives a spread copy a hidden class of its own, so each catalogue built (the bench builds one
 * per month it measures) brought new shapes of companies and vehicle types, and the fares' code compiled for the
 * earlier ones (`partyTripFare`, `percentOf`) was thrown away and compiled again (`node --trace-deopt`: "wrong map").
 */
export function companyRules(c: CompanyData, vessels: readonly Vessel[], ports: readonly string[]): Company {
  const s = (k: string) => `${c.code}:${k}`;
  const international = c.country !== 'GR';
  const passengerTypes = companyPassengerTypes(c.code);
  const discounts = [
    { code: 'LF', percent: 50, appliesTo: 'passenger' as const, requiresDocument: true },
    { code: 'DIS', percent: 50, appliesTo: 'passenger' as const, requiresDocument: true },
    ...(hash(s('mil')) % 2 === 0 ? [{ code: 'MIL', percent: 50, appliesTo: 'passenger' as const, requiresDocument: true }] : []),
    ...(hash(s('ev')) % 3 === 0 ? [{ code: 'EV', percent: 20, appliesTo: 'vehicle' as const, requiresDocument: false }] : []),
  ].map((x): DiscountRule => ({ code: x.code, percent: x.percent, appliesTo: x.appliesTo, requiresDocument: x.requiresDocument, names: DISCOUNT_NAMES[x.code] as Localized }));
  const refund = REFUND_TEMPLATES[c.refundPolicy];
  const services = ['MEAL', 'PRIO', 'LOUNGE'].filter((code, i) => i === 0 || hash(s(code)) % 2 === 0)
    .map((code) => ({ code, names: SERVICE_NAMES[code] as Localized, priceCents: { MEAL: 900, PRIO: 600, LOUNGE: 1500 }[code] as number }));
  return {
    code: c.code, name: c.name, logo: `/booking/logos/${c.code}.svg`, logoSvg: logo(c.code, c.colours), country: c.country,
    website: `https://www.${c.name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
    description: describeCompany(c.name, c.founded),
    holdMinutes: c.holdMinutes,
    fareLevel: c.fareLevel,
    passengerTypes, discounts,
    loyalty: hash(s('loyalty')) % 5 === 0 ? null : { code: `${c.code}CLUB`, name: `${c.name} Club`, percent: pick(s('lp'), [5, 10, 15]), prefix: c.code },
    resident: international ? null : { percent: pick(s('res'), [25, 40, 50]) },
    refund: {
      tiers: refund.tiers, feeCents: refund.feeCents, partial: PARTIAL_RULES[hash(s('partial')) % PARTIAL_RULES.length] as Company['refund']['partial'],
      summary: refundSummary(refund.tiers, refund.feeCents),
    },
    change: CHANGE_TEMPLATES[c.refundPolicy],
    vehicleTypes: VEHICLE_TYPES.map((v): VehicleTypeRule => ({
      code: v.code, trailer: v.trailer, baseLength: v.baseLength, farePercent: v.farePercent, needs: v.needs, names: VEHICLE_NAMES[v.code] as Localized,
    })),
    services,
    pets: [
      { code: 'PET_S', names: PET_NAMES.PET_S as Localized, priceCents: between(s('pets'), 5, 8) * 100 },
      { code: 'PET_L', names: PET_NAMES.PET_L as Localized, priceCents: between(s('petl'), 12, 18) * 100 },
    ],
    validation: {
      requiresSex: true, requiresBirthDate: international || hash(s('bd')) % 2 === 0, requiresNationality: international,
      requiresDocument: international, requiresPlate: true, requiresPetChip: hash(s('chip')) % 2 === 0, maxPassengers: 20,
    },
    vessels,
    ports,
  };
}
