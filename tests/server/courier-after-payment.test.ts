/**
 * Printed tickets by courier (issue 19): the courier is booked once the order is issued, never before it is paid;
 * the address is checked when the details are recorded (before the traveller pays); the shipping number and the
 * expected delivery reach the traveller (finalize's reservation, the reservation e-mail) and the voucher is followed
 * with `/courier/retrieveVoucher` by the order's holder only.
 */
import { eq } from 'drizzle-orm';
import type { FinalizeBookingAnswer, Trip } from '../../src/contract/index';
import { bookingOrders, courierVouchers } from '../../server/database/schema/index';
import { readMailbox, type TestServer } from '../support/server-harness';
import { call, findTrips, leader, oneTraveller, orderTokenOf, post, startBookingServer, testClock, travellers } from './booking-support';
import { orderAwaitingCard, payByCard } from './card-payment-support';

const clock = testClock('2026-06-10T05:00:00Z');
let server: TestServer;
let trip: Trip;
beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
});
afterAll(async () => { await server?.close(); });

const shipping = { address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', country: 'GR' };
const courierDetails = (email: string) => ({ receiveTicketsMethod: 'courier', shipping, leader: { ...leader, email } });
const vouchersOf = (orderCode: string) => server.database.db.select().from(courierVouchers).where(eq(courierVouchers.orderCode, orderCode));

describe('courier delivery of printed tickets', () => {
  it('refuses a courier address of another prefecture or a bad postal code when the details are recorded, before payment', async () => {
    const hold = await post<{ order_code: string }>(server, '/booking/optional-booking', { ...oneTraveller(trip), lang: 'en' });
    expect(hold.status).toBe(200);
    const insert = (change: Record<string, string>) => post(server, '/booking/insert-booking', {
      order_code: hold.body.order_code, leader, passengers: [travellers[0]], receiveTicketsMethod: 'courier', shipping: { ...shipping, ...change },
    });
    expect(await insert({ prefecture: 'Κρήτη' })).toMatchObject({ status: 422, body: { error: { code: 'SHIPPING_DETAILS', field: 'shipping.prefecture' } } });
    expect(await insert({ zipCode: '99123' })).toMatchObject({ status: 422, body: { error: { code: 'SHIPPING_DETAILS', field: 'shipping.zipCode' } } });
    // A refused request changes nothing: the order has no details and no payment amount of a courier delivery.
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
    expect(row?.details).toBeNull();
    expect(await insert({})).toMatchObject({ status: 200 });
  });

  it('books no courier for an order that is not paid, and books it once the tickets are issued', async () => {
    const order = await orderAwaitingCard(server, oneTraveller(trip), courierDetails('courier.leader@example.com'));
    expect(await vouchersOf(order.order_code)).toHaveLength(0);

    expect(await payByCard(server, order.order_code)).toContain('/success');
    const vouchers = await vouchersOf(order.order_code);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ address: 'Akti Miaouli 1', zipCode: '18538', prefecture: 'Attiki', telephone: '+306912345678', name: 'Eleni Papadopoulou' });

    const finalized = await post<FinalizeBookingAnswer>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(finalized.status).toBe(200);
    const { shippingNumber, estimatedDelivery } = finalized.body.shipping ?? { shippingNumber: '', estimatedDelivery: '' };
    expect(shippingNumber).toBe(vouchers[0]?.shippingNumber);
    expect(estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Asked again (the success page reloads), the same voucher: nothing is booked twice.
    const again = await post<FinalizeBookingAnswer>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(again.body.shipping).toEqual(finalized.body.shipping);
    expect(await vouchersOf(order.order_code)).toHaveLength(1);

    // The traveller follows it; a stranger without the order's token learns nothing of it.
    const followed = await call<{ status: string; orderCode: string }>(server, 'GET', `/courier/retrieveVoucher?shippingNumber=${shippingNumber}`, { orderToken: orderTokenOf(order.order_code) });
    expect(followed).toMatchObject({ status: 200, body: { orderCode: order.order_code, status: 'created' } });
    expect((await call(server, 'GET', `/courier/retrieveVoucher?shippingNumber=${shippingNumber}`, { orderToken: null })).status).toBe(404);

    // The reservation e-mail tells the shipping number.
    const [mail] = await readMailbox(server, 'courier.leader@example.com');
    expect(mail?.text).toContain(`shipping number ${shippingNumber}`);
    expect(mail?.html).toContain(shippingNumber);
  });

  it('books no courier for tickets sent by e-mail', async () => {
    const order = await orderAwaitingCard(server, oneTraveller(trip), { leader: { ...leader, email: 'email.leader@example.com' } });
    expect(await payByCard(server, order.order_code)).toContain('/success');
    const finalized = await post<FinalizeBookingAnswer>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(finalized.status).toBe(200);
    expect(finalized.body.shipping).toBeUndefined();
    expect(await vouchersOf(order.order_code)).toHaveLength(0);
  });
});

describe('POST /courier/createVoucher on an order without tickets', () => {
  it('answers 409 NOT_ISSUED and books nothing', async () => {
    const order = await orderAwaitingCard(server, oneTraveller(trip), courierDetails('unpaid.leader@example.com'));
    const refused = await post(server, '/courier/createVoucher', {
      orderCode: order.order_code, name: 'Eleni Papadopoulou', address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', telephone: '6912345678',
    });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'NOT_ISSUED' } } });
    expect(await vouchersOf(order.order_code)).toHaveLength(0);
  });
});
