/** `/courier/createVoucher` and `/courier/retrieveVoucher`: courier delivery within Greece through the demo courier. */
import { INTEGRATION_RATES } from '../../server/modules/integrations/routes';
import { prefectureMatchesZip } from '../../src/core/shared/greek-postcodes';
import type { TestServer } from '../support/server-harness';
import { call, guestOrderRow, orderTokenOf, post, startBookingServer, testClock } from './booking-support';

// Wednesday 10 June 2026, 08:00 in Athens.
const clock = testClock('2026-06-10T05:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer(clock);
  // A voucher is for an order the caller may act on: these guest orders' tokens are sent with each call.
  const codes = ['FS2026ABC1', 'FS2026ONCE', 'FS2026BAD1', 'FSLIMIT999', ...Array.from({ length: INTEGRATION_RATES.vouchers.perIp }, (_, i) => `FSLIMIT${i}00`)];
  for (const code of codes) await guestOrderRow(server, code, 'success');
});
afterAll(async () => { await server?.close(); });

const shipping = { orderCode: 'FS2026ABC1', name: 'Maria Papadopoulou', address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', telephone: '6912345678' };
const SPEC_MESSAGE = 'Unfortunately, there is a mistake at shipping details. Please verify shipping details and try again.';
type Voucher = { shippingNumber: string; status: string; estimatedDelivery: string; zipCode: string; telephone: string; orderCode: string };

describe('Greek postal codes', () => {
  it('checks a known prefecture against the code, in Greek or Latin, and leaves unknown spellings to the code', () => {
    expect(prefectureMatchesZip('Αττική', '18538')).toBe(true);
    expect(prefectureMatchesZip('Thessaloniki', '546 22')).toBe(true);
    expect(prefectureMatchesZip('Crete', '18538')).toBe(false);
    expect(prefectureMatchesZip('Some village name', '84300')).toBe(true);
  });
});

describe('POST /courier/createVoucher and GET /courier/retrieveVoucher', () => {
  it('creates a voucher for a Greek address and follows its status until delivery', async () => {
    const created = await post<Voucher>(server, '/courier/createVoucher', shipping);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ orderCode: 'FS2026ABC1', status: 'created', zipCode: '18538', telephone: '+306912345678', estimatedDelivery: '2026-06-12' });
    expect(created.body.shippingNumber).toMatch(/^\d{10}$/);
    const read = (n: string) => call<Voucher>(server, 'GET', `/courier/retrieveVoucher?shippingNumber=${n}`, { orderToken: orderTokenOf('FS2026ABC1') });
    expect((await read(created.body.shippingNumber)).body).toEqual(created.body);
    clock.advance(5 * 60);
    expect((await read(created.body.shippingNumber)).body.status).toBe('picked_up');
    clock.advance(24 * 60);
    expect((await read(created.body.shippingNumber)).body.status).toBe('in_transit');
    clock.advance(24 * 60);
    expect((await read(created.body.shippingNumber)).body.status).toBe('delivered');
  });

  it('keeps one voucher per order: the same order again answers its voucher', async () => {
    const first = await post<Voucher>(server, '/courier/createVoucher', { ...shipping, orderCode: 'FS2026ONCE' });
    const again = await post<Voucher>(server, '/courier/createVoucher', { ...shipping, orderCode: 'fs2026once' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.shippingNumber).toBe(first.body.shippingNumber);
  });

  it.each([
    ['zipCode', { city: 'Paris', zipCode: 'F-75001', prefecture: '-' }],
    ['zipCode', { zipCode: '99123' }],
    ['country', { country: 'IT' }],
    ['prefecture', { prefecture: 'Κρήτη' }],
  ])('refuses an address outside Greece or inconsistent (%s) with the SPEC message', async (field, change) => {
    const reply = await post(server, '/courier/createVoucher', { ...shipping, orderCode: 'FS2026BAD1', ...change });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ error: { code: 'SHIPPING_DETAILS', message: SPEC_MESSAGE, field } });
  });

  it.each([
    ['orderCode', { orderCode: 'x' }],
    ['name', { name: '  ' }],
    ['telephone', { telephone: '123' }],
    ['address', { address: undefined }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const reply = await post(server, '/courier/createVoucher', { ...shipping, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
  });

  it('answers 404 for an unknown shipping number and 400 for a malformed one', async () => {
    const unknown = await call(server, 'GET', '/courier/retrieveVoucher?shippingNumber=1000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'VOUCHER_NOT_FOUND' } });
    for (const query of ['', '?shippingNumber=abc', '?shippingNumber=12345']) {
      const bad = await call(server, 'GET', `/courier/retrieveVoucher${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { field: 'shippingNumber' } });
    }
  });

  it('limits new vouchers per IP', async () => {
    clock.advance(61);
    for (let i = 0; i < INTEGRATION_RATES.vouchers.perIp; i += 1) {
      expect((await post(server, '/courier/createVoucher', { ...shipping, orderCode: `FSLIMIT${i}00` })).status).toBe(201);
    }
    expect((await post(server, '/courier/createVoucher', { ...shipping, orderCode: 'FSLIMIT999' })).status).toBe(429);
  });
});

describe('GET /api/docs', () => {
  it('describes the e-mail, newsletter, AADE and courier calls', async () => {
    const doc = (await call<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(server, 'GET', '/api/docs')).body;
    expect(doc.paths['/api/emails/contactUs']?.post?.responses).toHaveProperty('202');
    expect(doc.paths['/api/emails/sendSuccessReservation']?.post?.responses).toHaveProperty('409');
    expect(doc.paths['/newsletter']?.post?.responses).toHaveProperty('201');
    expect(doc.paths['/aade/retriveInformation']?.post?.responses).toHaveProperty('422');
    expect(doc.paths['/courier/createVoucher']?.post?.responses).toHaveProperty('422');
    expect(doc.paths['/courier/retrieveVoucher']?.get?.responses).toHaveProperty('404');
  });
});
