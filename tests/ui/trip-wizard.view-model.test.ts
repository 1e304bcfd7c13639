import { describe, expect, it } from 'vitest';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { DEFAULT_TRAVELLERS, LoadDates, LoadFareCalendar, LoadPorts, filterPorts } from '../../src/core/search';
import { INITIAL_SEARCH } from '../../src/core/search/domain/search-state';
import { fixedClock } from '../../src/core/shared/clock.port';
import { TripWizardViewModel } from '../../src/ui/shared/search/trip-wizard.view-model';

const TODAY = '2026-06-10';
/** The seeded network for 20 days, without sailings on the 15th. */
const trips = seedTrips(TODAY, 20).filter((t) => !t.departureDatetime.startsWith('2026-06-15'));

function wizard() {
  const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
  let loads = 0;
  const vm = new TripWizardViewModel({
    clock: fixedClock(`${TODAY}T09:00:00Z`),
    search: async () => {
      loads += 1;
      return {
        loadPorts: new LoadPorts({ search: gateway }), loadDates: new LoadDates({ search: gateway }),
        loadFareCalendar: new LoadFareCalendar({ fares: gateway }), filterPorts,
      };
    },
  });
  return { vm, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function oneWayPiraeusThira(vm: TripWizardViewModel) {
  await vm.activate();
  await settle();
  vm.selectPort(0, 'departurePort', 'PIR');
  vm.selectPort(0, 'destinationPort', 'JTR');
  await settle();
}

describe('TripWizardViewModel', () => {
  it('loads the search domain and the ports only when first activated, once', async () => {
    const { vm, loads } = wizard();
    expect(vm.portsState).toBe('idle');
    expect(loads()).toBe(0);
    await vm.activate();
    await vm.activate();
    await settle();
    expect(loads()).toBe(1);
    expect(vm.portsState).toBe('ready');
    expect(vm.ports.map((p) => p.code)).toEqual(['MLO', 'JMK', 'PIR', 'JTR']);
  });

  it('filters ports by what was typed and offers only destinations reachable from the origin', async () => {
    const { vm } = wizard();
    await vm.activate();
    await settle();
    vm.typePort(0, 'departurePort', 'pir');
    expect(vm.portOptions(0, 'departurePort').map((p) => p.code)).toEqual(['PIR']);
    vm.selectPort(0, 'departurePort', 'JTR');
    await settle();
    expect(vm.query(0, 'departurePort')).toBe('Thira');
    expect(vm.portOptions(0, 'destinationPort').map((p) => p.code)).toEqual(['PIR']);
  });

  it('keeps typed text that names no port when the list closes without a choice, and unsets the port', async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    vm.typePort(0, 'departurePort', 'Myk');
    vm.selectPort(0, 'departurePort', null);
    expect(vm.query(0, 'departurePort')).toBe('Myk');
    expect(vm.submit()).toBeUndefined();
    expect(vm.errorOf(0, 'departurePort')).toBe('search.error.departurePort');
  });

  it('offers only origins that reach a chosen destination', async () => {
    const { vm } = wizard();
    await vm.activate();
    vm.selectPort(0, 'destinationPort', 'MLO');
    await settle();
    expect(vm.portOptions(0, 'departurePort').map((p) => p.code)).toEqual(['PIR']);
  });

  it('clears a destination the new origin cannot reach', async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    vm.selectPort(0, 'departurePort', 'JMK');
    await settle();
    expect(vm.legs[0]).toMatchObject({ departurePort: 'JMK', destinationPort: undefined });
  });

  it('enables only days with a sailing, from today on', async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    expect(vm.datesState(0)).toBe('ready');
    expect(vm.isDateAvailable(0, '2026-06-14')).toBe(true);
    expect(vm.isDateAvailable(0, '2026-06-15')).toBe(false);
    expect(vm.isDateAvailable(0, '2026-06-09')).toBe(false);
    expect(vm.isDateAvailable(0, '2026-07-20')).toBe(false);
  });

  it('shows the three required-field messages when searching empty, and navigates nowhere', () => {
    const { vm } = wizard();
    expect(vm.errors).toEqual([]);
    expect(vm.submit()).toBeUndefined();
    expect(vm.errorOf(0, 'departurePort')).toBe('search.error.departurePort');
    expect(vm.errorOf(0, 'destinationPort')).toBe('search.error.destinationPort');
    expect(vm.errorOf(0, 'departureDate')).toBe('search.error.departureDate');
  });

  it('gives the results search parameters of a complete one-way search with 2 adults', async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    vm.selectDate(0, '2026-06-12');
    vm.changePassengers('AD', 2);
    expect(vm.submit()).toEqual({ trip: 'oneWay', legs: 'PIR-JTR-2026-06-12', AD: '2' });
    expect(vm.errors).toEqual([]);
  });

  it('mirrors the outward ports on a round trip and asks for both dates', async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    vm.chooseTripType('roundTrip');
    expect(vm.legs[1]).toMatchObject({ departurePort: 'JTR', destinationPort: 'PIR' });
    expect(vm.isPortEditable(1)).toBe(false);
    vm.selectDate(0, '2026-06-12');
    expect(vm.submit()).toBeUndefined();
    expect(vm.errorOf(1, 'departureDate')).toBe('search.error.departureDate');
    await settle();
    expect(vm.isDateAvailable(1, '2026-06-11')).toBe(false);
    expect(vm.isDateAvailable(1, '2026-06-13')).toBe(true);
    vm.selectDate(1, '2026-06-13');
    expect(vm.submit()).toEqual({ trip: 'roundTrip', legs: 'PIR-JTR-2026-06-12~JTR-PIR-2026-06-13', AD: '1' });
  });

  it('adds legs to a multiple trip from where the last ends, up to six, and removes them down to two', () => {
    const { vm } = wizard();
    vm.selectPort(0, 'departurePort', 'PIR');
    vm.selectPort(0, 'destinationPort', 'JTR');
    vm.chooseTripType('multiple');
    expect(vm.legs).toHaveLength(2);
    expect(vm.legs[1]?.departurePort).toBe('JTR');
    expect(vm.canRemoveLeg).toBe(false);
    for (let i = 0; i < 6; i += 1) vm.addLeg();
    expect(vm.legs).toHaveLength(6);
    expect(vm.canAddLeg).toBe(false);
    vm.removeLeg(3);
    expect(vm.legs).toHaveLength(5);
    expect(vm.canAddLeg).toBe(true);
    vm.chooseTripType('oneWay');
    expect(vm.legs).toHaveLength(1);
  });

  it('caps vehicles at the passengers and 4, trailers at the vehicles and pets at 5 per passenger and 5 in all', () => {
    const { vm } = wizard();
    vm.changeVehicles(3);
    expect(vm.travellers.vehicles).toBe(1);
    vm.changePassengers('CH', 1);
    vm.changeVehicles(3);
    vm.changeTrailers(5);
    expect(vm.travellers).toMatchObject({ vehicles: 2, trailers: 2 });
    vm.changePets(20);
    expect(vm.travellers.pets).toBe(5);
    vm.changePassengers('AD', 8);
    vm.changeVehicles(9);
    expect(vm.travellers.vehicles).toBe(4);
    vm.changePassengers('AD', 1);
    vm.changePassengers('CH', 0);
    expect(vm.travellers).toMatchObject({ vehicles: 1, trailers: 1, pets: 5 });
    expect(vm.maxPets).toBe(5);
    vm.changePassengers('AD', 0);
    expect(vm.passengerCount).toBe(1);
  });

  it('fills the wizard with a popular route as a one-way trip, the date still to choose', async () => {
    const { vm } = wizard();
    vm.chooseTripType('roundTrip');
    vm.submit();
    vm.fillRoute({ from: 'PIR', to: 'MLO' });
    expect(vm.tripType).toBe('oneWay');
    expect(vm.legs).toEqual([{ departurePort: 'PIR', destinationPort: 'MLO', departureDate: undefined }]);
    expect(vm.errors).toEqual([]);
    await settle();
    await settle();
    expect(vm.portName('MLO')).toBe('Milos');
    expect(vm.datesState(0)).toBe('ready');
  });
});

describe('TripWizardViewModel counters', () => {
  it('lets each count go down or up only within the limits', () => {
    const { vm } = wizard();
    expect(vm.counter('AD')).toEqual({ value: 1, canDecrease: false, canIncrease: true });
    expect(vm.counter('vehicles')).toEqual({ value: 0, canDecrease: false, canIncrease: true });
    vm.changeCount('vehicles', 1);
    expect(vm.counter('vehicles')).toEqual({ value: 1, canDecrease: true, canIncrease: false });
    vm.changeCount('pets', 5);
    expect(vm.counter('pets')).toEqual({ value: 5, canDecrease: true, canIncrease: false });
    vm.changeCount('CH', 1);
    expect(vm.counter('AD').canDecrease).toBe(true);
    // Five pets is also the most one booking takes.
    expect(vm.counter('pets').canIncrease).toBe(false);
    expect(vm.counter('vehicles').canIncrease).toBe(true);
  });

  it("clears the search: one way, one empty trip, 1 adult, no vehicle or pet, no errors, no typed text (issue 19)", async () => {
    const { vm } = wizard();
    await oneWayPiraeusThira(vm);
    vm.chooseTripType('multiple');
    vm.addLeg();
    vm.changePassengers('AD', 3);
    vm.changeVehicles(2);
    vm.changeTrailers(1);
    vm.changePets(2);
    vm.typePort(1, 'destinationPort', 'myk');
    vm.submit();
    expect(vm.errors.length).toBeGreaterThan(0);
    vm.clear();
    expect(vm.search).toEqual(INITIAL_SEARCH);
    expect(vm.tripType).toBe('oneWay');
    expect(vm.legs).toEqual([{}]);
    expect(vm.travellers).toEqual(DEFAULT_TRAVELLERS);
    expect(vm.errors).toEqual([]);
    expect(vm.query(0, 'departurePort')).toBe('');
    expect(vm.query(1, 'destinationPort')).toBe('');
    expect(vm.readyQuery).toBeUndefined();
    // The loaded port list is not the search: it stays.
    expect(vm.portsState).toBe('ready');
  });
});
