import {
  DEFAULT_PASSENGER_TYPE, DEFAULT_TRAVELLERS, PASSENGER_AGES, PASSENGER_TYPES, PASSENGER_TYPE_TABLE, isPassengerTypeCode, noPassengers,
  type PassengerTypeSpec, passengerTypeOf, percentOfAdultFare, takesPlace,
} from '../../../src/core/search';

describe('the table of passenger types', () => {
  it('gives the codes in the form\'s order, the adult first as the default of a new passenger (SPEC.md section 9)', () => {
    expect(PASSENGER_TYPES).toEqual(['AD', 'CH', 'IN', 'SN', 'ST']);
    expect(DEFAULT_PASSENGER_TYPE).toBe('AD');
    expect(DEFAULT_TRAVELLERS.passengers).toEqual({ AD: 1, CH: 0, IN: 0, SN: 0, ST: 0 });
    expect(noPassengers()).toEqual({ AD: 0, CH: 0, IN: 0, SN: 0, ST: 0 });
  });

  it('shows ages for every type but the adult', () => {
    expect(PASSENGER_AGES).toEqual({ CH: { min: 5, max: 12 }, IN: { min: 0, max: 4 }, SN: { min: 65 }, ST: { max: 25 } });
  });

  it('says who takes a place (infants do not; a code the shop does not know does) and the share of the adult fare', () => {
    expect(PASSENGER_TYPES.filter((code) => !takesPlace(code))).toEqual(['IN']);
    expect(takesPlace('XX')).toBe(true);
    expect(PASSENGER_TYPES.map(percentOfAdultFare)).toEqual([100, 50, 0, 80, 75]);
    expect(percentOfAdultFare('XX')).toBe(100);
    expect(passengerTypeOf('XX')).toBeUndefined();
    expect(isPassengerTypeCode('ST')).toBe(true);
    expect(isPassengerTypeCode('toString')).toBe(false);
  });

  it('keeps each row consistent: the reference share among the companies\' shares, ages in order', () => {
    for (const row of PASSENGER_TYPE_TABLE as readonly PassengerTypeSpec[]) {
      expect(row.fare.companyPercents).toContain(row.fare.percentOfAdult);
      if (row.ages.min !== undefined && row.ages.max !== undefined) expect(row.ages.min).toBeLessThanOrEqual(row.ages.max);
      for (const age of row.companyMaxAges ?? []) expect(age).toBeLessThanOrEqual(row.ages.max ?? Infinity);
    }
    expect(PASSENGER_TYPE_TABLE.filter((row) => 'companyMaxAges' in row)).toHaveLength(1);
  });
});
