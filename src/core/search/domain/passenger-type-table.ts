/**
 * The shop's passenger types: one row each, and everything else derives from this table (through
 * passenger-types.ts) — the search form's counters and their ages, the party of step 2 (who takes a place), the
 * in-memory pricing, and the demo operators' rules, which the server's validation and pricing apply. A new type is
 * a new row here plus its messages and its demo operator names (docs/DEVELOPING.md, "Add a passenger type");
 * tests/core/search/passenger-type-recipe.test.ts keeps that true with a table that has one row more.
 */

/** Ages in years (inclusive); a missing bound is open. */
export interface AgeRange {
  readonly min?: number;
  readonly max?: number;
}

export interface PassengerTypeSpec {
  /** The code the operators use (SPEC.md section 3: passengerType, default AD); also the search URL's parameter. */
  readonly code: string;
  /**
   * The ages the search form shows beside the counter, and the demo operators' limits. An open lower bound starts
   * where the company's child range ends; an open upper bound ends where the next open-ended type starts (adults
   * end at 64 where the company has seniors). Empty: no ages shown (the adult).
   */
  readonly ages: AgeRange;
  /**
   * Upper ages a company may choose instead of `ages.max` (children end at 10, 11 or 12 depending on the company;
   * step 2 shows the company's own). At most one type has them: its end is where open lower bounds start.
   */
  readonly companyMaxAges?: readonly number[];
  /** False for infants: they travel on a parent's lap, take no seat, berth or cabin bed, and pay no place. */
  readonly takesPlace: boolean;
  /** Whether the fare is for proven entitlement (student card, pension book): the operators ask a document number. */
  readonly needsDocument: boolean;
  /**
   * The fare rule, as a share of the adult fare in percent: `percentOfAdult` is the shop's reference (the
   * in-memory pricing quotes it); each demo company takes one of `companyPercents` (one value: every company).
   */
  readonly fare: { readonly percentOfAdult: number; readonly companyPercents: readonly number[] };
  /** Whether every company carries the type; when not, step 2 offers only the company's own types. */
  readonly everyCompany: boolean;
}

/** The upper age of a child differs by company (10, 11 or 12); the search form shows the widest range. */
export const CHILD_MAX_AGES = [10, 11, 12] as const;

/** The table. The first row is the default type of a new passenger (SPEC.md section 9: AD); the order is the form's. */
export const PASSENGER_TYPE_TABLE = [
  {
    code: 'AD', ages: {}, takesPlace: true, needsDocument: false,
    fare: { percentOfAdult: 100, companyPercents: [100] }, everyCompany: true,
  },
  {
    code: 'CH', ages: { min: 5, max: Math.max(...CHILD_MAX_AGES) }, companyMaxAges: CHILD_MAX_AGES, takesPlace: true, needsDocument: false,
    fare: { percentOfAdult: 50, companyPercents: [50] }, everyCompany: true,
  },
  {
    code: 'IN', ages: { min: 0, max: 4 }, takesPlace: false, needsDocument: false,
    fare: { percentOfAdult: 0, companyPercents: [0] }, everyCompany: true,
  },
  {
    code: 'SN', ages: { min: 65 }, takesPlace: true, needsDocument: true,
    fare: { percentOfAdult: 80, companyPercents: [75, 80, 85] }, everyCompany: false,
  },
  {
    code: 'ST', ages: { max: 25 }, takesPlace: true, needsDocument: true,
    fare: { percentOfAdult: 75, companyPercents: [50, 70, 75] }, everyCompany: false,
  },
] as const satisfies readonly PassengerTypeSpec[];
