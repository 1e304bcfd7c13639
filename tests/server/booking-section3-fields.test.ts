import { eq } from 'drizzle-orm';
import { bookingOrders } from '../../server/database/schema/booking';
import { type OptionalBookingAnswer, type Trip } from '../../src/contract/index';
import type { TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, post, startBookingServer, testClock, travellers } from './booking-support';

/**
 * The details of SPEC.md section 3 that insert-booking takes besides names (issue 19): the vehicle's fuel type, the
 * courier address's PO box, the invoice's registry (ΓΕΜΗ) number and mobile, the leader's sex. Each is bounded or
 * one of a few values; a bad one is 400 (the request does not match the contract, as every struct failure) on its field and changes nothing; good ones are stored with the order.
 */
let server: TestServer;
const clock = testClock();
let ferry: Trip;

beforeAll(async () => {
  server = await startBookingServer(clock);
  ferry = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

const shipping = { address: 'Akti Miaouli 1', city: 'Peiraias', zipCode: '185 38', prefecture: 'Attiki', country: 'GR', poBox: '1234' };
const invoice = { companyName: 'NAFTILIAKI AE', activity: 'Shipping', tax: '094014201', address: 'Akti Miaouli 1', registry: '000123401000', mobile: '6912345678' };
const body = (orderCode: string, extra: Record<string, unknown> = {}) => ({
  order_code: orderCode, leader: { ...leader, sex: 'female' }, passengers: travellers,
  vehicles: [{ plate: 'IKA1234', fuelType: 'diesel' }], receiveTicketsMethod: 'courier', shipping, invoice, ...extra,
});
const statusOf = async (orderCode: string) => (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)))[0];

describe('insert-booking: fuel type, PO box, invoice registry and mobile, leader sex', () => {
  it('refuses a bad value with 400 on its field and leaves the order as it was', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(ferry));
    expect(hold.status).toBe(200);
    const code = hold.body.order_code;
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicles: [{ plate: 'IKA1234', fuelType: 'kerosene' }] }, 'vehicles.0.fuelType'],
      [{ vehicles: [{ plate: 'IKA1234', fuelType: 'Diesel' }] }, 'vehicles.0.fuelType'],
      [{ shipping: { ...shipping, poBox: 'x'.repeat(21) } }, 'shipping.poBox'],
      [{ shipping: { ...shipping, poBox: 'box\u0000' } }, 'shipping.poBox'],
      [{ invoice: { ...invoice, registry: '12345678901234' } }, 'invoice.registry'],
      [{ invoice: { ...invoice, registry: 'GEMI-1' } }, 'invoice.registry'],
      [{ invoice: { ...invoice, mobile: '+30 691<script>' } }, 'invoice.mobile'],
      [{ invoice: { ...invoice, mobile: '1'.repeat(5000) } }, 'invoice.mobile'],
      [{ leader: { ...leader, sex: 'other' } }, 'leader.sex'],
    ];
    for (const [extra, field] of cases) {
      const refused = await post(server, '/booking/insert-booking', body(code, extra));
      expect(refused.status, field).toBe(400);
      expect(refused.body, field).toMatchObject({ error: { field } });
    }
    const row = await statusOf(code);
    expect(row).toMatchObject({ status: 'held', details: null });
  });

  it('stores the fuel type, PO box, registry, invoice mobile and leader sex with the order', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(ferry));
    const code = hold.body.order_code;
    const recorded = await post(server, '/booking/insert-booking', body(code));
    expect(recorded.status).toBe(200);
    const row = await statusOf(code);
    expect(row?.status).toBe('pending_payment');
    expect(row?.details).toMatchObject({
      leader: { sex: 'female' }, vehicles: [{ plate: 'IKA1234', fuelType: 'diesel' }],
      shipping: { poBox: '1234' }, invoice: { registry: '000123401000', mobile: '6912345678' },
    });
  });
});
