import { describe, expect, it } from 'vitest';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { LoadDates, LoadFareCalendar, LoadPorts, filterPorts } from '../../src/core/search';
import type { SearchGateway } from '../../src/core/search/ports/search-gateway.port';
import type { PortField } from '../../src/core/search/domain/search-form';
import { err } from '../../src/core/shared/result';
import { LoadedNetwork } from '../../src/ui/shared/search/loaded-network.model';

const TODAY = '2026-06-10';
const refused = { kind: 'Refused' as const, reason: 'down' };

/** The seeded network over the in-memory gateway, counting each call; `failing` makes the next calls refused. */
function network(options: { chunkFails?: boolean } = {}) {
  const memory = new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips(TODAY, 20) });
  const calls: string[] = [];
  let failing = false;
  const gateway: SearchGateway = {
    ...memory,
    ports: () => { calls.push('ports'); return failing ? Promise.resolve(err(refused)) : memory.ports(); },
    destinations: (o) => { calls.push(`from:${o}`); return failing ? Promise.resolve(err(refused)) : memory.destinations(o); },
    origins: (d) => { calls.push(`to:${d}`); return failing ? Promise.resolve(err(refused)) : memory.origins(d); },
    dates: (o, d, range) => { calls.push(`${o}-${d}@${range?.from}`); return failing ? Promise.resolve(err(refused)) : memory.dates(o, d, range); },
  } as SearchGateway;
  const reached: Array<[PortField, string, string[]]> = [];
  let chunkFails = options.chunkFails ?? false;
  const model = new LoadedNetwork({
    services: async () => {
      if (chunkFails) throw new Error('chunk failed');
      return {
        loadPorts: new LoadPorts({ search: gateway }), loadDates: new LoadDates({ search: gateway }),
        loadFareCalendar: new LoadFareCalendar({ fares: memory }), filterPorts,
      };
    },
    today: () => TODAY,
    onReachable: (field, other, codes) => reached.push([field, other, [...codes].sort()]),
  });
  return {
    model, calls, reached,
    fail: (on: boolean) => { failing = on; },
    chunk: (fails: boolean) => { chunkFails = fails; },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pirJtr = [
  { kind: 'ports' as const, field: 'destinationPort' as const, other: 'PIR' },
  { kind: 'ports' as const, field: 'departurePort' as const, other: 'JTR' },
  { kind: 'days' as const, key: 'PIR-JTR', origin: 'PIR', destination: 'JTR' },
];

describe('LoadedNetwork', () => {
  it('loads the port list once, and again only after a failure', async () => {
    const { model, calls, fail } = network();
    fail(true);
    model.loadPorts();
    expect(model.portsState).toBe('loading');
    model.loadPorts();
    await settle();
    expect(model.portsState).toBe('failed');
    expect(model.ports).toEqual([]);
    fail(false);
    model.loadPorts();
    await settle();
    model.loadPorts();
    await settle();
    expect(calls).toEqual(['ports', 'ports']);
    expect(model.portsState).toBe('ready');
    expect(model.portName('JTR')).toBe('Thira');
    expect(model.portName(undefined)).toBe('');
    expect(model.filter).toBe(filterPorts);
  });

  it('a search chunk that fails to load fails the port list, which may then be asked again', async () => {
    const { model, chunk } = network({ chunkFails: true });
    model.loadPorts();
    await settle();
    expect(model.portsState).toBe('failed');
    expect(model.filter).toBeUndefined();
    chunk(false);
    model.loadPorts();
    await settle();
    expect(model.portsState).toBe('ready');
  });

  it('asks each link and route once, from today on, and reports the linked ports', async () => {
    const { model, calls, reached } = network();
    expect(model.reachableCodes('destinationPort', 'PIR')).toBeUndefined();
    expect(model.datesState('PIR-JTR')).toBe('idle');
    model.load(pirJtr);
    expect(model.datesState('PIR-JTR')).toBe('loading');
    expect(model.days('PIR-JTR')).toBeUndefined();
    model.load(pirJtr);
    await settle();
    model.load(pirJtr);
    await settle();
    expect(calls).toEqual(['from:PIR', 'to:JTR', `PIR-JTR@${TODAY}`]);
    expect(model.reachableCodes('destinationPort', 'PIR')).toEqual(new Set(reached[0]![2]));
    expect(reached.map(([field, other]) => `${field}:${other}`)).toEqual(['destinationPort:PIR', 'departurePort:JTR']);
    expect(reached[0]![2]).toContain('JTR');
    expect(model.datesState('PIR-JTR')).toBe('ready');
    expect(model.days('PIR-JTR')!.size).toBeGreaterThan(0);
    expect([...model.days('PIR-JTR')!].every((day) => day >= TODAY)).toBe(true);
    expect(model.datesState(undefined)).toBe('idle');
  });

  it('forgets a failed link or route so the next choice asks again; a route with no sailing has no day', async () => {
    const { model, calls, reached, fail } = network();
    fail(true);
    model.load(pirJtr);
    await settle();
    expect(model.reachableCodes('destinationPort', 'PIR')).toBeUndefined();
    expect(model.datesState('PIR-JTR')).toBe('idle');
    expect(reached).toEqual([]);
    fail(false);
    model.load(pirJtr);
    await settle();
    expect(calls).toHaveLength(6);
    expect(model.datesState('PIR-JTR')).toBe('ready');
    model.load([{ kind: 'days', key: 'JTR-MLO', origin: 'JTR', destination: 'MLO' }]);
    await settle();
    expect(model.datesState('JTR-MLO')).toBe('ready');
    expect(model.days('JTR-MLO')).toEqual(new Set());
  });
});
