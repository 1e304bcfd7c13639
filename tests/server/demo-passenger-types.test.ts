/**
 * The demo companies' passenger types derive from the shop's table (companyPassengerTypes): the same types, ages and
 * fare shares every company had before the table (issue 15 is a refactor), and rules that agree with the table.
 */
import { COMPANIES } from '../../server/operators/demo/companies.data';
import { companyPassengerTypes } from '../../server/operators/demo/company-rules';
import { CHILD_MAX_AGES, PASSENGER_TYPE_TABLE, type PassengerTypeSpec } from '../../src/core/search';

/** The types of before the table (a type added since is left out, so the recipe does not touch this file). */
const BEFORE = ['AD', 'CH', 'IN', 'SN', 'ST'];
const rows = (code: string) => companyPassengerTypes(code).filter((t) => BEFORE.includes(t.code))
  .map((t) => [t.code, t.minAge, t.maxAge, t.percentOfAdult]);

describe('the demo companies\' passenger types', () => {
  it('are those the companies had before the table (now in the table\'s order: SN before ST)', () => {
    expect(rows('ASL')).toEqual([['AD', 11, 120, 100], ['CH', 5, 10, 50], ['IN', 0, 4, 0], ['ST', 11, 25, 50]]);
    expect(rows('KNM')).toEqual([['AD', 11, 120, 100], ['CH', 5, 10, 50], ['IN', 0, 4, 0], ['ST', 11, 25, 70]]);
    expect(rows('CFF')).toEqual([['AD', 13, 64, 100], ['CH', 5, 12, 50], ['IN', 0, 4, 0], ['SN', 65, 120, 75], ['ST', 13, 25, 70]]);
    const carrying = (code: string) => COMPANIES.filter((c) => companyPassengerTypes(c.code).some((t) => t.code === code)).length;
    expect([COMPANIES.length, carrying('ST'), carrying('SN')]).toEqual([31, 24, 20]);
  });

  it('follow the table: every company carries the types of every company, with the table\'s place, document and shares', () => {
    const table = PASSENGER_TYPE_TABLE as readonly PassengerTypeSpec[];
    for (const company of COMPANIES) {
      const types = companyPassengerTypes(company.code);
      expect(types.map((t) => t.code)).toEqual(table.map((row) => row.code).filter((code) => types.some((t) => t.code === code)));
      for (const row of table.filter((r) => r.everyCompany)) expect(types.some((t) => t.code === row.code)).toBe(true);
      const child = types.find((t) => t.code === 'CH')!;
      expect(CHILD_MAX_AGES).toContain(child.maxAge);
      for (const type of types) {
        const row = table.find((r) => r.code === type.code)!;
        expect(type).toMatchObject({ takesPlace: row.takesPlace, requiresDocument: row.needsDocument });
        expect(row.fare.companyPercents).toContain(type.percentOfAdult);
        expect(type.minAge).toBe(row.ages.min ?? child.maxAge + 1);
        expect(type.minAge).toBeLessThanOrEqual(type.maxAge);
        expect(Object.keys(type.names)).toEqual(['el', 'en', 'de', 'it', 'fr', 'es']);
      }
      const adult = types.find((t) => t.code === 'AD')!;
      const senior = types.find((t) => t.code === 'SN');
      expect(adult.maxAge).toBe(senior ? senior.minAge - 1 : 120);
    }
  });
});
