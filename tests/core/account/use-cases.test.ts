import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemoryCouponGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import {
  ChangeEmail, ConfirmEmailChange, LoadMyTrips, SendContactMessage, SubscribeNewsletter, UpdateAccount, newsletterGroup, splitTrips,
} from '../../../src/core/account';
import { type AccountRefusal } from '../../../src/core/account';
import { invalidInput, refusal } from '../../../src/core/shared/refusal';
import { err } from '../../../src/core/shared/result';
import { type Order } from '../../../src/contract';
import { CheckCoupon } from '../../../src/core/coupon';
import { fixedClock } from '../../../src/core/shared/clock.port';

const anOrder = (code: string, departure: string, status: Order['order_status'] = 'success'): Order => ({
  order_code: code, order_status: status, user_id: 'u', payment_amount: 5000, currency: 'EUR', paymentMethod: 'card', paid: true,
  hold_expires_at: null, created_at: '2027-01-01T00:00:00Z',
  trips: [{ tripId: `AEG-PIR-JTR-${code}`, company: 'AEG', vesselName: 'Aegean Star', from: 'PIR', to: 'JTR', departureDatetime: departure, arrivalDatetime: departure, trip_total: 5000 }],
});

describe('account use cases', () => {
  it('splits successful orders into scheduled trips and history', () => {
    const orders = [anOrder('PAST01', '2027-05-01T07:30:00+03:00'), anOrder('NEXT01', '2027-07-01T07:30:00+03:00'), anOrder('SOON01', '2027-06-05T07:30:00+03:00'), anOrder('FAIL01', '2027-07-02T07:30:00+03:00', 'failed')];
    const { scheduled, history } = splitTrips(orders, '2027-06-01T00:00:00Z');
    expect(scheduled.map((o) => o.order_code)).toEqual(['SOON01', 'NEXT01']);
    expect(history.map((o) => o.order_code)).toEqual(['PAST01']);
  });

  it('loads the trips of the logged-in user only', async () => {
    const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'P' }]);
    const login = await auth.login('nikos@example.com', 'Sea7!x');
    if (!login.ok) throw new Error('login');
    const account = new InMemoryAccountGateway({ auth, token: () => login.value.token, orders: () => [anOrder('NEXT01', '2027-07-01T07:30:00+03:00')] });
    const trips = new LoadMyTrips({ account, clock: fixedClock('2027-06-01T00:00:00Z') });
    const userId = auth.userOf(login.value.token)!.id;
    expect(await trips.execute(userId)).toMatchObject({ ok: true, value: { scheduled: [{ order_code: 'NEXT01' }], history: [] } });
    expect(await trips.execute('someone-else')).toEqual({ ok: false, error: { kind: 'NotLoggedIn' } });
    const update = new UpdateAccount({ account });
    expect(await update.execute({ firstName: ' ', lastName: 'P', email: 'x', address: '', phone: '', zipCode: '', nationality: '', city: '' })).toEqual({ ok: false, error: { kind: 'Invalid', fields: ['firstName', 'email'] } });
    expect(await update.execute({ firstName: 'Nikos', lastName: 'P', email: 'nikos@example.com', address: 'Akti 1', phone: '', zipCode: '', nationality: '', city: '' })).toEqual({ ok: true, value: undefined });
    expect(auth.userOf(login.value.token)?.customer).toMatchObject({ address: 'Akti 1', nationality: 'GR' });
  });

  it('asks for an e-mail change only with a new, valid address and a password, and puts the server\'s refusals on the fields', async () => {
    const answers: AccountRefusal[] = [];
    const account = {
      requestEmailChange: async () => err(answers.shift()!),
      confirmEmailChange: async () => err(answers.shift()!),
    };
    const change = new ChangeEmail({ account });
    expect(await change.execute({ newEmail: ' ', currentPassword: '' }, 'me@example.com')).toEqual({
      ok: false, error: { kind: 'Invalid', errors: { newEmail: 'emailRequired', currentPassword: 'passwordRequired' } },
    });
    expect(await change.execute({ newEmail: 'ME@example.com ', currentPassword: 'x' }, 'me@example.com')).toEqual({ ok: false, error: { kind: 'Invalid', errors: { newEmail: 'sameEmail' } } });
    const form = { newEmail: 'new@example.com', currentPassword: 'Sea7!x' };
    const refused = async (failure: AccountRefusal) => {
      answers.push(failure);
      const result = await change.execute(form, 'me@example.com');
      return result.ok ? undefined : result.error;
    };
    expect(await refused(refusal('WrongPassword', '', 'currentPassword'))).toEqual({ kind: 'Invalid', errors: { currentPassword: 'wrongPassword' } });
    expect(await refused(refusal('SessionEnded', ''))).toEqual({ kind: 'NotLoggedIn' });
    expect(await refused(refusal('NotLoggedIn', ''))).toEqual({ kind: 'NotLoggedIn' });
    expect(await refused(refusal('EmailTaken', '', 'email'))).toEqual({ kind: 'Invalid', errors: { newEmail: 'emailTaken' } });
    expect(await refused(refusal('TooManyAttempts', ''))).toEqual({ kind: 'Invalid', errors: { currentPassword: 'tooManyAttempts' } });
    expect(await refused(refusal('TooOften', ''))).toEqual({ kind: 'TooOften' });
    expect(await refused(invalidInput('SameEmail', '', 'email'))).toEqual({ kind: 'Invalid', errors: { newEmail: 'sameEmail' } });

    const confirm = new ConfirmEmailChange({ account });
    expect(await confirm.execute(' ')).toEqual({ ok: false, error: { kind: 'MissingToken' } });
    answers.push(refusal('LinkRejected', ''), refusal('EmailTaken', ''));
    expect(await confirm.execute('link')).toEqual({ ok: false, error: { kind: 'TokenRejected' } });
    expect(await confirm.execute('link')).toEqual({ ok: false, error: { kind: 'EmailTaken' } });
  });

  it('sends the contact message only when every field is filled', async () => {
    const mail = new InMemoryMailGateway();
    const send = new SendContactMessage({ mail });
    expect(await send.execute({ name: 'Maria', lastname: '', email: 'm@', phone: '69', message: 'Hi' })).toMatchObject({ ok: false, error: { kind: 'Invalid', errors: { lastname: 'required', email: 'emailInvalid' } } });
    expect(mail.outbox).toHaveLength(0);
    expect(await send.execute({ name: 'Maria', lastname: 'P', email: 'm@example.gr', phone: '69', message: 'Hi' })).toMatchObject({ ok: false, error: { kind: 'Invalid', errors: { phone: 'phoneInvalid', message: 'messageLength' } } });
    expect(await send.execute({ name: 'Maria', lastname: 'P', email: 'm@example.gr', phone: '+30 691 234 5678', message: ' Hello, a question. ' })).toEqual({ ok: true, value: undefined });
    expect(mail.outbox[0]?.payload).toMatchObject({ message: 'Hello, a question.' });
  });

  it('subscribes to the newsletter group of the language', async () => {
    const newsletter = new InMemoryNewsletterGateway();
    const subscribe = new SubscribeNewsletter({ newsletter });
    expect(await subscribe.execute('bad', newsletterGroup('de'))).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    expect(await subscribe.execute('Maria@Example.gr', newsletterGroup('de'))).toEqual({ ok: true, value: undefined });
    expect([...newsletter.subscribers.get('newsletter-de')!]).toEqual(['maria@example.gr']);
  });

  it('turns a fault of the mail or newsletter gateway (network down, 5xx) into Unreachable instead of throwing', async () => {
    const fault = () => Promise.reject(new Error('POST /api/emails/contactUs: 503'));
    const send = new SendContactMessage({ mail: { contactUs: fault } });
    const good = { name: 'Maria', lastname: 'P', email: 'm@example.gr', phone: '+30 691 234 5678', message: 'Hello, a question.' };
    expect(await send.execute(good)).toEqual({ ok: false, error: { kind: 'Unreachable' } });
    const subscribe = new SubscribeNewsletter({ newsletter: { subscribe: fault } });
    expect(await subscribe.execute('maria@example.gr', newsletterGroup('en'))).toEqual({ ok: false, error: { kind: 'Unreachable' } });
  });
});

describe('checking a coupon', () => {
  const coupons = new InMemoryCouponGateway([{ name: 'SUMMER10', active: true, fromAmount: 5000, activeUntil: '2027-09-30T00:00:00Z' }]);

  it('accepts a coupon that applies now to the amount', async () => {
    const check = new CheckCoupon({ coupons, clock: fixedClock('2027-06-01T00:00:00Z') });
    expect(await check.execute({ code: ' SUMMER10 ', amount: 9000 })).toMatchObject({ ok: true, value: { name: 'SUMMER10' } });
    expect(await check.execute({ code: 'summer10', amount: 9000 })).toMatchObject({ ok: true, value: { name: 'SUMMER10' } });
  });

  it('names why a coupon does not apply, or that it is unknown', async () => {
    const check = new CheckCoupon({ coupons, clock: fixedClock('2027-10-01T00:00:00Z') });
    expect(await check.execute({ code: 'SUMMER10', amount: 9000 })).toEqual({ ok: false, error: { kind: 'Rejected', reason: 'Expired' } });
    expect(await check.execute({ code: 'WINTER', amount: 9000 })).toEqual({ ok: false, error: { kind: 'UnknownCoupon' } });
    expect(await check.execute({ code: '', amount: 9000 })).toEqual({ ok: false, error: { kind: 'UnknownCoupon' } });
  });
});

describe('saved vehicles and pets', () => {
  it('require a name', async () => {
    const { savedPetErrors, savedVehicleErrors } = await import('../../../src/core/account');
    expect(savedVehicleErrors({ name: ' ', plate: 'IKA1234', info: '' })).toEqual({ name: 'nameRequired' });
    expect(savedVehicleErrors({ name: 'Family car', plate: '', info: '' })).toEqual({});
    expect(savedPetErrors({ nickname: '', chip: '123' })).toEqual({ nickname: 'nameRequired' });
    expect(savedPetErrors({ nickname: 'Rex', chip: '' })).toEqual({});
  });
});
