import { filterPorts } from '../../src/core/search';
import type { TestServer } from '../support/server-harness';
import { call, post, startBookingServer, testClock } from './booking-support';

type Data<T = Record<string, unknown>> = { data: T[] };
let server: TestServer;
const clock = testClock();

beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });

describe('Booking API: catalogue', () => {
  it('lists the ports named in the asked language, and refuses an unknown language', async () => {
    const en = await call<Data<{ code: string; name: string; country: string }>>(server, 'GET', '/booking/getPorts?lang=en');
    expect(en.status).toBe(200);
    expect(en.body.data.length).toBeGreaterThanOrEqual(150);
    expect(en.body.data.find((p) => p.code === 'JTR')).toMatchObject({ name: 'Santorini (Thira)', country: 'Greece', area: 'Santorini' });
    const el = await call<Data<{ code: string; name: string }>>(server, 'GET', '/booking/getPorts');
    expect(el.body.data.find((p) => p.code === 'PIR')?.name).toBe('Πειραιάς');
    const bad = await call(server, 'GET', '/booking/getPorts?lang=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'lang' } });
  });

  it('finds ports by the spellings travellers use, in both languages, and by their island (issue 19)', async () => {
    type P = { code: string; name: string; area: string; aliases?: string[] };
    const en = (await call<Data<P>>(server, 'GET', '/booking/getPorts?lang=en')).body.data;
    const el = (await call<Data<P>>(server, 'GET', '/booking/getPorts?lang=el')).body.data;
    const find = (ports: P[], query: string) => filterPorts(query, ports).map((p) => p.code);
    expect(en.find((p) => p.code === 'PIR')?.aliases).toEqual(expect.arrayContaining(['Πειραιάς', 'Piräus', 'Pireas']));
    for (const ports of [en, el]) {
      expect(find(ports, 'Kerkyra').slice(0, 2).sort()).toEqual(['CFU', 'LKM']);
      expect(find(ports, 'Iraklio')[0]).toBe('HER');
      expect(find(ports, 'Pireas')[0]).toBe('PIR');
      expect(find(ports, 'Fira')[0]).toBe('JTR');
      expect(find(ports, 'Santorini')[0]).toBe('JTR');
      expect(find(ports, 'Corfu').slice(0, 2).sort()).toEqual(['CFU', 'LKM']);
    }
    // Greek names on /en, English ones on the Greek site.
    expect(find(en, 'Πειραιάς')[0]).toBe('PIR');
    expect(find(en, 'Ηράκλειο')[0]).toBe('HER');
    expect(find(en, 'κερκυρα').slice(0, 2).sort()).toEqual(['CFU', 'LKM']);
    expect(find(el, 'Heraklion')[0]).toBe('HER');
    // An island finds its ports: every Cretan port, the main ones among them, before anything else.
    for (const [ports, query] of [[en, 'Crete'], [en, 'crete'], [el, 'Κρήτη'], [en, 'Kreta']] as const) {
      const cretan = find(ports, query).slice(0, 11);
      expect(cretan, query).toEqual(expect.arrayContaining(['HER', 'CHQ', 'RET', 'AGN', 'KIS', 'JSH']));
      expect(cretan.every((code) => ['HER', 'CHQ', 'RET', 'AGN', 'KIS', 'JSH', 'SFA', 'ARO', 'LTO', 'SOU', 'PAL'].includes(code)), query).toBe(true);
    }
    // Θήρα is Santorini's port; Θηρασιά starts with it and Κύθηρα only holds it.
    const thira = find(el, 'Θήρα');
    expect(thira[0]).toBe('JTR');
    expect(thira.indexOf('THI')).toBeLessThan(thira.indexOf('KIT'));
    expect(find(en, 'Thira')[0]).toBe('JTR');
  });

  it('lists countries with their ports, Greece first', async () => {
    const reply = await call<Data<{ code: string; name: string; portCount: number }>>(server, 'GET', '/booking/countries?lang=de');
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toMatchObject({ code: 'GR', name: 'Griechenland' });
    expect(reply.body.data.map((c) => c.code)).toEqual(expect.arrayContaining(['IT', 'TR', 'AL', 'CY']));
  });

  it('lists companies with logos it serves', async () => {
    const reply = await call<Data<{ code: string; logo: string; vesselCount: number }>>(server, 'GET', '/booking/companies');
    expect(reply.body.data.length).toBeGreaterThanOrEqual(30);
    const logo = await fetch(`${server.url}${reply.body.data[0]?.logo}`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    expect((await call(server, 'GET', '/booking/logos/NOPE.svg')).status).toBe(404);
  });

  it('details a company, or the companies of a port, and refuses bad input', async () => {
    const one = await post<Data<{ code: string; refundPolicy: { tiers: unknown[] }; passengerTypes: { code: string }[] }>>(server, '/booking/company-details', { company_code: 'ASL', lang: 'en' });
    expect(one.status).toBe(200);
    expect(one.body.data[0]?.code).toBe('ASL');
    expect(one.body.data[0]?.refundPolicy.tiers.length).toBeGreaterThan(0);
    expect(one.body.data[0]?.passengerTypes.map((t) => t.code)).toContain('AD');
    const port = await post<Data<{ code: string }>>(server, '/booking/company-details', { port_code: 'CFU' });
    expect(port.body.data.map((c) => c.code)).toEqual(expect.arrayContaining(['IPF', 'PXE']));
    expect((await post(server, '/booking/company-details', { company_code: 'ZZZ' })).status).toBe(404);
    expect((await post(server, '/booking/company-details', {})).status).toBe(422);
    expect((await post(server, '/booking/company-details', { company_code: 'a b' })).status).toBe(400);
    expect((await post(server, '/booking/company-details', { port_code: 'QQQ' })).status).toBe(422);
  });

  it('answers reachable destinations and origins', async () => {
    const dest = await post<Data<{ code: string }>>(server, '/booking/getDestinations', { origin: 'PIR' });
    expect(dest.status).toBe(200);
    expect(dest.body.data.map((p) => p.code)).toEqual(expect.arrayContaining(['JMK', 'HER', 'AEG']));
    const orig = await post<Data<{ code: string }>>(server, '/booking/getOrigins', { destination: 'JTR' });
    expect(orig.body.data.map((p) => p.code)).toEqual(expect.arrayContaining(['PIR', 'HER']));
    expect((await post(server, '/booking/getDestinations', { origin: 'pir' })).status).toBe(400);
    expect((await post(server, '/booking/getDestinations', { origin: 'QQQ' })).status).toBe(422);
    expect((await post(server, '/booking/getOrigins', {})).status).toBe(400);
  });

  it('answers the dates with sailings in a range', async () => {
    const all = await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK' });
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toBe('2026-06-10');
    expect(all.body.data.length).toBeGreaterThan(200);
    const june = await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK', from: '2026-06-12', to: '2026-06-14' });
    expect(june.body.data).toEqual(['2026-06-12', '2026-06-13', '2026-06-14']);
    expect((await post(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK', from: '2026-02-30' })).status).toBe(400);
    expect((await post(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK', from: '2026-07-01', to: '2026-06-01' })).status).toBe(422);
    const none = await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'BRI' });
    expect(none.body.data).toEqual([]);
  });

  it('offers today only while one of its sailings is still to leave, and never a sailing that has left', async () => {
    const search = { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-10' }], lang: 'en' };
    const start = clock.now;
    try {
      clock.now = new Date('2026-06-09T21:00:00Z'); // midnight in Athens: every sailing of the day is ahead
      const day = (await post<{ legs: { trips: { departureDatetime: string }[] }[] }>(server, '/booking/results', search)).body.legs[0]?.trips ?? [];
      expect(day.length).toBeGreaterThan(1);
      const departures = day.map((t) => new Date(t.departureDatetime).getTime());
      const first = departures[0] as number;
      const last = departures.at(-1) as number;
      expect(last).toBeGreaterThan(first);

      clock.now = new Date(first + 60_000); // the first sailing has just left
      const later = await post<{ legs: { trips: { departureDatetime: string }[] }[] }>(server, '/booking/results', search);
      const left = later.body.legs[0]?.trips.map((t) => new Date(t.departureDatetime).getTime()) ?? [];
      expect(left).toEqual(departures.filter((d) => d > clock.now.getTime()));
      expect((await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK' })).body.data[0]).toBe('2026-06-10');

      clock.now = new Date(last + 60_000); // the day's last sailing has left too
      const dates = await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK' });
      expect(dates.body.data[0]).toBe('2026-06-11');
      const asked = await post<Data<string>>(server, '/booking/getDates', { origin: 'PIR', destination: 'JMK', from: '2026-06-10', to: '2026-06-11' });
      expect(asked.body.data).toEqual(['2026-06-11']);
      const none = await post<{ legs: { trips: unknown[] }[] }>(server, '/booking/results', search);
      expect(none.status).toBe(200);
      expect(none.body.legs[0]?.trips).toEqual([]);
    } finally {
      clock.now = start;
    }
  });

  it('counts today in Athens: a winter sailing at 23:15 still makes today a date', async () => {
    const search = { legs: [{ departurePort: 'JNX', destinationPort: 'PIR', departureDate: '2026-12-01' }], lang: 'en' };
    const start = clock.now;
    try {
      clock.now = new Date('2026-12-01T10:00:00Z');
      const day = (await post<{ legs: { trips: { departureDatetime: string }[] }[] }>(server, '/booking/results', search)).body.legs[0]?.trips ?? [];
      const last = day.at(-1)?.departureDatetime as string;
      expect(last).toMatch(/^2026-12-01T23:\d\d:00\+02:00$/); // after 21:00 UTC, when it is already 2 December at UTC+3
      clock.now = new Date(new Date(last).getTime() - 10 * 60_000);
      const dates = await post<Data<string>>(server, '/booking/getDates', { origin: 'JNX', destination: 'PIR' });
      expect(dates.body.data[0]).toBe('2026-12-01');
    } finally {
      clock.now = start;
    }
  });

  it('answers results per leg with vessel, times, availability, fares and validation flags', async () => {
    const reply = await post<{ legs: { trips: Record<string, unknown>[] }[] }>(server, '/booking/results', {
      legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11' }, { departurePort: 'JMK', destinationPort: 'PIR', departureDate: '2026-06-14' }],
      lang: 'en',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.legs).toHaveLength(2);
    const trip = reply.body.legs[0]?.trips.find((t) => t.garage === true) as Record<string, unknown>;
    expect(trip).toMatchObject({
      company: { code: 'ASL' }, from: { code: 'PIR', name: 'Piraeus' }, to: { code: 'JMK' },
      departureDatetime: expect.stringMatching(/^2026-06-11T\d\d:\d\d:00\+03:00$/), garage: true,
      BookingValidation: expect.objectContaining({ requiresSex: true, requiresPlate: true }),
    });
    expect((trip.deckAvailability as { code: string; available: number; lowestFare: number }[])[0]).toMatchObject({ code: 'DECK', available: expect.any(Number), lowestFare: expect.any(Number) });
    expect(reply.body.legs[1]?.trips.length).toBeGreaterThan(0);
    const fast = reply.body.legs[0]?.trips.find((t) => t.vesselType === 'high-speed') as Record<string, unknown>;
    expect(fast).toMatchObject({ garage: false, garageAvailability: null, deckAvailability: [] });
  });

  it('refuses malformed searches without a 500', async () => {
    const cases: [unknown, number][] = [
      [{}, 400], [{ legs: [] }, 400], [{ legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: 'tomorrow' }] }, 400],
      [{ legs: [{ departurePort: 'PIR', destinationPort: 'PIR', departureDate: '2026-06-11' }] }, 422],
      [{ legs: [{ departurePort: 'XXX', destinationPort: 'JMK', departureDate: '2026-06-11' }] }, 422],
      [{ legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11', extra: 1 }] }, 400],
    ];
    for (const [body, status] of cases) {
      const reply = await post<{ error: { code: string; message: string } }>(server, '/booking/results', body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.error.message.length).toBeGreaterThan(0);
    }
    const raw = await call(server, 'POST', '/booking/results', { raw: '{"legs": [' });
    expect(raw.status).toBe(400);
  });

  it('serves an OpenAPI document of every Booking API call and the payment call', async () => {
    const reply = await call<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>(server, 'GET', '/api/docs');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    for (const name of ['getPorts', 'countries', 'companies', 'company-details', 'getDestinations', 'getOrigins', 'getDates', 'results', 'pricing',
      'optional-booking', 'insert-booking', 'finalize-booking', 'failed-booking', 'voucher', 'refund', 'orders', 'loyalty-validation',
      'man-validation', 'reseller-details', 'credit-limit-payment']) {
      expect(reply.body.paths[`/booking/${name}`], name).toBeDefined();
    }
    expect(reply.body.paths['/api/payments/cardlink']?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(reply.body.paths['/booking/pricing'])).toContain('passengerPrices');
  });
});
