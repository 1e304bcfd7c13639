import { InMemoryAccountGateway, InMemoryMailGateway } from '../../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { type AccountRefusal, LoadMyTrips, SendReservationMail } from '../../../src/core/account';
import { invalidInput, refusal } from '../../../src/core/shared/refusal';
import { type Order } from '../../../src/contract';
import { fixedClock } from '../../../src/core/shared/clock.port';

const anOrder = (i: number, departure: string): Order => ({
  order_code: `ORDER${String(i).padStart(3, '0')}`, order_status: 'success', user_id: 'u', payment_amount: 5000, currency: 'EUR',
  paymentMethod: 'card', paid: true, hold_expires_at: null, created_at: '2027-01-01T00:00:00Z',
  trips: [{ tripId: `AEG-PIR-JTR-${i}`, company: 'AEG', vesselName: 'Aegean Star', from: 'PIR', to: 'JTR', departureDatetime: departure, arrivalDatetime: departure, trip_total: 5000 }],
});

describe('LoadMyTrips', () => {
  it('loads 50 orders a page and says how many pages there are', async () => {
    const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'P' }]);
    const login = await auth.login('nikos@example.com', 'Sea7!x');
    if (!login.ok) throw new Error('login');
    const orders = Array.from({ length: 120 }, (_, i) => anOrder(i, i < 100 ? '2027-05-01T07:30:00+03:00' : '2027-07-01T07:30:00+03:00'));
    const account = new InMemoryAccountGateway({ auth, token: () => login.value.token, orders: () => orders });
    const trips = new LoadMyTrips({ account, clock: fixedClock('2027-06-01T00:00:00Z') });
    const userId = auth.userOf(login.value.token)!.id;
    const first = await trips.execute(userId);
    expect(first).toMatchObject({ ok: true, value: { page: 1, pageCount: 3, total: 120 } });
    expect(first.ok && first.value.history).toHaveLength(50);
    const last = await trips.execute(userId, 3);
    expect(last.ok && [last.value.page, last.value.scheduled.length, last.value.history.length]).toEqual([3, 20, 0]);
    expect(await trips.execute(userId, 0)).toMatchObject({ ok: true, value: { page: 1 } });
  });
});

describe('SendReservationMail', () => {
  it('sends the reservation e-mail once per order, again only on request', async () => {
    const mail = new InMemoryMailGateway();
    const send = new SendReservationMail({ mail });
    expect(await send.execute('FS12345678')).toEqual({ ok: true, value: { sent: true } });
    expect(await send.execute('FS12345678')).toEqual({ ok: true, value: { sent: false } });
    expect(await send.execute('FS12345678', { resend: true })).toEqual({ ok: true, value: { sent: true } });
    expect(mail.outbox.filter((m) => m.kind === 'successReservation')).toHaveLength(2);
  });

  it('names the failures the page shows', async () => {
    const failing = (error: AccountRefusal) => new SendReservationMail({
      mail: { sendSuccessReservation: async () => ({ ok: false, error }) },
    });
    expect(await failing(refusal('TooOften', 'x')).execute('FS1', { resend: true })).toEqual({ ok: false, error: { kind: 'TooManyResends' } });
    expect(await failing(refusal('NotIssued', 'x')).execute('FS1')).toEqual({ ok: false, error: { kind: 'NotIssued' } });
    expect(await failing(invalidInput('Input', 'x')).execute('FS1')).toMatchObject({ ok: false, error: { kind: 'Failed' } });
  });
});
