import type { TestServer } from '../support/server-harness';
import { activeUser, call, movableClock, startAuthServer, type TestUser } from './auth-support';

const clock = movableClock();
let server: TestServer;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startAuthServer(clock);
  alice = await activeUser(server, 'alice');
  bob = await activeUser(server, 'bob');
});
afterAll(async () => {
  await server?.close();
});

type Item = Record<string, unknown> & { id: string };
const as = (who: TestUser) => ({
  list: (kind: string) => call<{ data: Item[] }>(server, 'GET', `/api/users/me/${kind}`, undefined, { token: who.token }),
  create: (kind: string, body: unknown) => call<Item>(server, 'POST', `/api/users/me/${kind}`, body, { token: who.token }),
  read: (kind: string, id: string) => call<Item>(server, 'GET', `/api/users/me/${kind}/${id}`, undefined, { token: who.token }),
  update: (kind: string, id: string, body: unknown) => call<Item>(server, 'PATCH', `/api/users/me/${kind}/${id}`, body, { token: who.token }),
  remove: (kind: string, id: string) => call(server, 'DELETE', `/api/users/me/${kind}/${id}`, undefined, { token: who.token }),
});

const PASSENGER = {
  firstName: 'Giorgos', lastName: 'Nikolaou', birthDate: '1984-03-21', gender: 'male', nationality: 'gr',
  manNumber: 'man-123456', documentNumber: 'AK 123456', loyaltyClubs: [{ company: 'bs', cardNumber: 'BS0000000018' }],
};

describe('saved passengers', () => {
  it('creates, lists, reads, updates and deletes a passenger', async () => {
    const created = await as(alice).create('passengers', PASSENGER);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'Giorgos', lastName: 'Nikolaou', birthDate: '1984-03-21', gender: 'male', nationality: 'GR',
      manNumber: 'MAN-123456', documentNumber: 'AK 123456', loyaltyClubs: [{ company: 'BS', cardNumber: 'BS0000000018' }],
    });
    const { id } = created.body;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    clock.advance(1000); // the list is in the order of creation
    const minimal = await as(alice).create('passengers', { firstName: 'Anna', lastName: 'Nikolaou' });
    expect(minimal.body).toMatchObject({ birthDate: null, gender: null, nationality: null, loyaltyClubs: [] });
    expect((await as(alice).list('passengers')).body.data.map((p) => p.firstName)).toEqual(['Giorgos', 'Anna']);

    const updated = await as(alice).update('passengers', id, { documentNumber: '', gender: 'female', birthDate: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, firstName: 'Giorgos', documentNumber: null, gender: 'female', birthDate: null });
    expect((await as(alice).read('passengers', id)).body).toEqual(updated.body);

    const club = await call<Item>(server, 'POST', `/api/users/me/passengers/${id}/loyalty-clubs`, { company: 'MIN', cardNumber: 'MIN1234567' }, { token: alice.token });
    expect(club.status).toBe(201);
    expect(club.body.loyaltyClubs).toEqual([{ company: 'BS', cardNumber: 'BS0000000018' }, { company: 'MIN', cardNumber: 'MIN1234567' }]);
    const twice = await call(server, 'POST', `/api/users/me/passengers/${id}/loyalty-clubs`, { company: 'MIN', cardNumber: 'MIN1234567' }, { token: alice.token });
    expect(twice.status).toBe(409);

    expect((await as(alice).remove('passengers', id)).status).toBe(204);
    expect((await as(alice).read('passengers', id)).status).toBe(404);
    expect((await as(alice).list('passengers')).body.data.map((p) => p.firstName)).toEqual(['Anna']);
  });

  it('refuses bad passengers with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
      [{ birthDate: '21/03/1984' }, 'birthDate'],
      [{ birthDate: '2030-01-01' }, 'birthDate'],
      [{ gender: 'other' }, 'gender'],
      [{ nationality: 'Greece' }, 'nationality'],
      [{ documentNumber: 'AK#123' }, 'documentNumber'],
      [{ loyaltyClubs: [{ company: 'BS' }] }, 'loyaltyClubs.0.cardNumber'],
      [{ loyaltyClubs: 'BS123' }, 'loyaltyClubs'],
      [{ userId: bob.id }, 'userId'],
    ];
    for (const [change, field] of cases) {
      const answer = await as(alice).create('passengers', { ...PASSENGER, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error?.field, JSON.stringify(change)).toBe(field);
    }
  });
});

describe('saved vehicles and pets', () => {
  it('keeps vehicles with a required name', async () => {
    const created = await as(alice).create('vehicles', { name: 'Family car', plateNumber: 'ikt-1234', info: 'Roof box, 2.1 m high' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Family car', plateNumber: 'IKT-1234', info: 'Roof box, 2.1 m high' });
    expect((await as(alice).create('vehicles', { plateNumber: 'IKT-1234' })).body.error?.field).toBe('name');
    expect((await as(alice).create('vehicles', { name: 'X', plateNumber: 'A'.repeat(16) })).body.error?.field).toBe('plateNumber');
    const renamed = await as(alice).update('vehicles', created.body.id, { name: 'Camper', info: null });
    expect(renamed.body).toMatchObject({ name: 'Camper', plateNumber: 'IKT-1234', info: null });
    expect((await as(alice).update('vehicles', created.body.id, { name: '' })).status).toBe(400);
    expect((await as(alice).list('vehicles')).body.data).toHaveLength(1);
  });

  it('keeps pets with a required nickname', async () => {
    const created = await as(alice).create('pets', { nickname: 'Argos', chipNumber: '941000012345678' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nickname: 'Argos', chipNumber: '941000012345678' });
    expect((await as(alice).create('pets', { chipNumber: '941000012345678' })).body.error?.field).toBe('nickname');
    expect((await as(alice).create('pets', { nickname: 'Rex', chipNumber: '12' })).body.error?.field).toBe('chipNumber');
    expect((await as(alice).update('pets', created.body.id, { chipNumber: '' })).body).toMatchObject({ nickname: 'Argos', chipNumber: null });
  });
});

describe('limits', () => {
  it('keeps at most 50 saved pets per user', async () => {
    const carol = await activeUser(server, 'carol');
    for (let i = 1; i <= 50; i++) expect((await as(carol).create('pets', { nickname: `Pet ${i}` })).status).toBe(201);
    const over = await as(carol).create('pets', { nickname: 'Pet 51' });
    expect(over.status).toBe(409);
    expect(over.body.error?.code).toBe('LIMIT_REACHED');
    expect((await as(carol).list('pets')).body.data).toHaveLength(50);
    expect((await as(alice).create('pets', { nickname: 'Still fine' })).status).toBe(201);
  });
});

describe('ownership', () => {
  it("answers 404 to every call on another user's passenger, vehicle or pet, and leaves it alone", async () => {
    const mine = {
      passengers: (await as(alice).create('passengers', { firstName: 'Owned', lastName: 'ByAlice' })).body.id,
      vehicles: (await as(alice).create('vehicles', { name: 'Alice car' })).body.id,
      pets: (await as(alice).create('pets', { nickname: 'Alice cat' })).body.id,
    };
    for (const [kind, id] of Object.entries(mine)) {
      expect((await as(bob).read(kind, id)).status, kind).toBe(404);
      expect((await as(bob).update(kind, id, kind === 'pets' ? { nickname: 'Stolen' } : kind === 'vehicles' ? { name: 'Stolen' } : { firstName: 'Stolen' })).status, kind).toBe(404);
      expect((await as(bob).remove(kind, id)).status, kind).toBe(404);
      expect((await as(bob).list(kind)).body.data.map((item) => item.id)).not.toContain(id);
      expect((await as(alice).read(kind, id)).status, kind).toBe(200);
      expect(JSON.stringify((await as(alice).read(kind, id)).body)).not.toContain('Stolen');
    }
    const club = await call(server, 'POST', `/api/users/me/passengers/${mine.passengers}/loyalty-clubs`, { company: 'BS', cardNumber: 'BS0000000018' }, { token: bob.token });
    expect(club.status).toBe(404);
    expect((await as(alice).read('passengers', 'no-such-id')).status).toBe(404);
  });

  it('needs a logged-in user for every call', async () => {
    for (const kind of ['passengers', 'vehicles', 'pets']) {
      expect((await call(server, 'GET', `/api/users/me/${kind}`)).status).toBe(401);
      expect((await call(server, 'POST', `/api/users/me/${kind}`, { name: 'x', nickname: 'x', firstName: 'x', lastName: 'y' })).status).toBe(401);
      expect((await call(server, 'DELETE', `/api/users/me/${kind}/any`, undefined, { token: 'forged' })).status).toBe(401);
    }
  });
});
