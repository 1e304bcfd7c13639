import fc from 'fast-check';
import {
  INITIAL_SEARCH, MAX_LEGS, type SearchState, addLeg, canSearch, clearSearch, goToSearchStep,
  isSearchStepValid, legsFitTripType, removeLeg, searchErrors, setLegField, setPassengers, setTravellers, setTripType,
  swapPorts,
} from '../../../src/core/search';

const filledOneWay = (): SearchState => {
  let s = setLegField(INITIAL_SEARCH, 0, 'departurePort', 'PIR');
  s = setLegField(s, 0, 'destinationPort', 'JTR');
  return setLegField(s, 0, 'departureDate', '2027-06-10');
};

describe('search', () => {
  it('names each missing required field with its message id', () => {
    expect(searchErrors(INITIAL_SEARCH).map((e) => e.problem)).toEqual([
      'departurePort', 'destinationPort', 'departureDate',
    ]);
    expect(searchErrors(filledOneWay())).toEqual([]);
  });

  it('rejects a destination equal to the departure, a past date and a leg dated before the previous one', () => {
    const same = setLegField(filledOneWay(), 0, 'destinationPort', 'PIR');
    expect(searchErrors(same).map((e) => e.problem)).toEqual(['samePort']);
    expect(searchErrors(filledOneWay(), '2027-06-11').map((e) => e.problem)).toEqual(['pastDate']);
    const round = setLegField(setTripType(filledOneWay(), 'roundTrip'), 1, 'departureDate', '2027-06-01');
    expect(searchErrors(round)).toEqual([{ leg: 1, field: 'departureDate', problem: 'dateOrder' }]);
  });

  it('mirrors the outward ports on the return leg of a round trip', () => {
    const round = setTripType(filledOneWay(), 'roundTrip');
    expect(round.legs[1]).toEqual({ departurePort: 'JTR', destinationPort: 'PIR', departureDate: undefined });
    const changed = setLegField(round, 0, 'destinationPort', 'MLO');
    expect(changed.legs[1]).toMatchObject({ departurePort: 'MLO', destinationPort: 'PIR' });
    expect(setLegField(round, 1, 'departurePort', 'HER')).toBe(round);
  });

  it('adds and removes legs of a multiple trip, between 2 and 6', () => {
    let s = setTripType(filledOneWay(), 'multiple');
    expect(s.legs).toHaveLength(2);
    expect(s.legs[1]).toEqual({ departurePort: 'JTR' });
    for (let i = 0; i < 10; i += 1) s = addLeg(s);
    expect(s.legs).toHaveLength(MAX_LEGS);
    for (let i = 0; i < 10; i += 1) s = removeLeg(s, 0);
    expect(s.legs).toHaveLength(2);
    expect(setTripType(s, 'oneWay').legs).toHaveLength(1);
  });

  it('starts the next leg of a multiple trip where the previous one ends, unless the traveller chose another port', () => {
    let s = setTripType(INITIAL_SEARCH, 'multiple');
    expect(s.legs[1]).toEqual({ departurePort: undefined });
    s = setLegField(s, 0, 'departurePort', 'PIR');
    s = setLegField(s, 0, 'destinationPort', 'JMK');
    expect(s.legs[1]!.departurePort).toBe('JMK');
    // A corrected destination carries over while leg 2 still follows it…
    s = setLegField(s, 0, 'destinationPort', 'JTR');
    expect(s.legs[1]!.departurePort).toBe('JTR');
    s = setLegField(s, 1, 'destinationPort', 'MLO');
    s = addLeg(s);
    expect(s.legs[2]!.departurePort).toBe('MLO');
    // …a port chosen there stays, and so does the rest of the leg.
    s = setLegField(s, 1, 'departurePort', 'JMK');
    s = setLegField(s, 1, 'departureDate', '2027-06-12');
    s = setLegField(s, 0, 'destinationPort', 'JNX');
    expect(s.legs[1]).toEqual({ departurePort: 'JMK', destinationPort: 'MLO', departureDate: '2027-06-12' });
    // Clearing a destination clears nothing further on; the last leg has no next one.
    expect(setLegField(s, 0, 'destinationPort', undefined).legs[1]!.departurePort).toBe('JMK');
    expect(setLegField(s, 2, 'destinationPort', 'PIR').legs).toHaveLength(3);
    // A one-way or round trip is not touched by this rule.
    expect(setLegField(filledOneWay(), 0, 'destinationPort', 'JMK').legs).toHaveLength(1);
  });

  it('swaps the ports of a leg', () => {
    expect(swapPorts(filledOneWay(), 0).legs[0]).toMatchObject({ departurePort: 'JTR', destinationPort: 'PIR' });
  });

  it('clears to the defaults: one way, one empty trip, 1 passenger', () => {
    const busy = setTravellers(setTripType(filledOneWay(), 'multiple'), setPassengers(INITIAL_SEARCH.travellers, 'AD', 4));
    expect(clearSearch()).toEqual({ tripType: 'oneWay', legs: [{}], travellers: INITIAL_SEARCH.travellers, step: 0, showErrors: false });
    expect(clearSearch()).toEqual(INITIAL_SEARCH);
    expect(busy).not.toEqual(INITIAL_SEARCH);
  });

  it('has three steps, the third valid from the start, and moves forward only across valid steps', () => {
    expect([0, 1, 2].map((s) => isSearchStepValid(INITIAL_SEARCH, s as 0 | 1 | 2))).toEqual([false, false, true]);
    const stuck = goToSearchStep(INITIAL_SEARCH, 2);
    expect(stuck).toMatchObject({ step: 0, showErrors: true });
    const ports = setLegField(setLegField(INITIAL_SEARCH, 0, 'departurePort', 'PIR'), 0, 'destinationPort', 'JTR');
    expect(goToSearchStep(ports, 2).step).toBe(1);
    expect(goToSearchStep(filledOneWay(), 2).step).toBe(2);
    expect(goToSearchStep({ ...filledOneWay(), step: 2 }, 0).step).toBe(0);
  });

  it('keeps legs in the shape of the trip type under any sequence of edits', () => {
    const edit = fc.oneof(
      fc.record({ k: fc.constant('type' as const), t: fc.constantFrom('oneWay' as const, 'roundTrip' as const, 'multiple' as const) }),
      fc.record({ k: fc.constant('field' as const), i: fc.integer({ min: -1, max: 6 }), f: fc.constantFrom('departurePort' as const, 'destinationPort' as const, 'departureDate' as const), v: fc.constantFrom('PIR', 'JTR', 'MLO', '2027-06-10', '') }),
      fc.record({ k: fc.constantFrom('add' as const, 'swap' as const, 'remove' as const), i: fc.integer({ min: -1, max: 6 }) }),
    );
    fc.assert(fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
      let s = INITIAL_SEARCH;
      for (const e of edits) {
        if (e.k === 'type') s = setTripType(s, e.t);
        else if (e.k === 'field') s = setLegField(s, e.i, e.f, e.v);
        else if (e.k === 'add') s = addLeg(s);
        else if (e.k === 'swap') s = swapPorts(s, e.i);
        else s = removeLeg(s, e.i);
        if (!legsFitTripType(s)) return false;
        if (canSearch(s) !== (searchErrors(s).length === 0)) return false;
      }
      return true;
    }));
  });
});
