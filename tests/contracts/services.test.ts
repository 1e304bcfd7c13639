/**
 * Contracts of the gateways whose server calls later issues add (auth, account, e-mails, newsletter, /aade,
 * /courier, coupons): the in-memory half always runs; the HTTP half runs once the server answers the call (a
 * probe at start-up), so these contracts turn on by themselves as the server grows.
 */
import { HttpAccountGateway, HttpMailGateway, HttpNewsletterGateway } from '../../src/adapters/http/account.http-gateway';
import { HttpAuthGateway } from '../../src/adapters/http/auth.http-gateway';
import { HttpCouponGateway, HttpCourierGateway, HttpInvoiceLookupGateway } from '../../src/adapters/http/services.http-gateway';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemoryCouponGateway, InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../src/adapters/in-memory/services.in-memory-gateway';
import { MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';
import { DEMO_COUPONS } from '../../server/modules/content/entities/coupons.seed';
import { guestOrderRow } from '../server/booking-support';
import { readMailbox, startTestServer } from '../support/server-harness';
import { authGatewayContract } from './auth-gateway.contract';
import {
  accountGatewayContract, couponGatewayContract, courierGatewayContract, invoiceLookupContract, mailGatewayContract,
  newsletterGatewayContract,
} from './services-gateways.contract';
import { httpClientFor, serverAnswers } from './support';

// ---- in memory ----
const memoryAuth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'P' }]);
authGatewayContract('in memory', () => ({
  auth: memoryAuth,
  mailedToken: async (email, purpose) => [...memoryAuth.outbox].reverse().find((m) => m.email === email && m.purpose === purpose)!.token,
}));
let memoryToken: string | undefined;
let memoryUserId = '';
beforeAll(async () => {
  const login = await memoryAuth.login('nikos@example.com', 'Sea7!x');
  if (login.ok) [memoryToken, memoryUserId] = [login.value.token, memoryAuth.userOf(login.value.token)!.id];
});
accountGatewayContract('in memory', () => ({
  account: new InMemoryAccountGateway({ auth: memoryAuth, token: () => memoryToken, orders: () => [] }), loggedIn: true, userId: memoryUserId,
  email: memoryAuth.userOf(memoryToken)?.email ?? 'nikos@example.com', password: 'Sea7!x',
  emailChangeToken: async (to) => [...memoryAuth.outbox].reverse().find((m) => m.email === to && m.purpose === 'email-change')!.token,
}));
const memoryMail = new InMemoryMailGateway();
mailGatewayContract('in memory', () => ({ mail: memoryMail }));
const memoryNewsletter = new InMemoryNewsletterGateway();
newsletterGatewayContract('in memory', () => ({ newsletter: memoryNewsletter }));
invoiceLookupContract('in memory', () => ({
  invoice: new InMemoryInvoiceLookupGateway([{ tax: '094014201', companyName: 'Aegean Travel SA', activity: 'Travel agency', address: 'Akti Miaouli 1, Piraeus', taxOffice: 'Piraeus A' }]),
  knownTax: '094014201',
}));
const memoryCourier = new InMemoryCourierGateway();
courierGatewayContract('in memory', () => ({ courier: memoryCourier }));
couponGatewayContract('in memory', () => ({ coupons: new InMemoryCouponGateway([{ name: 'SUMMER10', active: true }]), knownCode: 'SUMMER10' }));

// ---- HTTP against the shop server, for the calls it answers ----
const server = await startTestServer();
afterAll(async () => {
  await server.close();
});
const client = httpClientFor(server.url);
// The courier books for an order the tab may act on: a guest order whose token the tab holds.
const orderTokens = new MemoryOrderTokens();
orderTokens.remember('ORDER123', await guestOrderRow(server, 'ORDER123', 'success'));
const answers = {
  auth: await serverAnswers(server.url, 'POST', '/api/auth/login'),
  account: await serverAnswers(server.url, 'PATCH', '/api/users/me'),
  coupons: await serverAnswers(server.url, 'GET', '/api/coupons'),
};
const tokenFromMail = async (email: string, purpose: 'activate' | 'reset') => {
  const mails = await readMailbox(server, email);
  const link = mails.flatMap((m) => m.links).reverse().find((l) => (purpose === 'activate' ? /activate/ : /password/).test(l));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${purpose} link mailed to ${email}`);
  return token;
};

describe.skipIf(!answers.auth)('HTTP auth (runs once the server answers /api/auth/*)', () => {
  authGatewayContract('HTTP against the shop server', () => ({ auth: new HttpAuthGateway(client), mailedToken: tokenFromMail }));
});
describe('HTTP e-mails (server/modules/emails)', () => {
  mailGatewayContract('HTTP against the shop server', () => ({ mail: new HttpMailGateway(client, orderTokens) }));
});
describe('HTTP newsletter (server/modules/newsletter)', () => {
  newsletterGatewayContract('HTTP against the shop server', () => ({ newsletter: new HttpNewsletterGateway(client) }));
});
describe('HTTP invoice look-up (server/modules/integrations)', () => {
  invoiceLookupContract('HTTP against the shop server', () => ({ invoice: new HttpInvoiceLookupGateway(client), knownTax: process.env.CONTRACT_KNOWN_TAX ?? '094014201' }));
});
describe('HTTP courier (server/modules/integrations)', () => {
  // One gateway for the tab: it reads back the vouchers it booked (with their orders' tokens).
  const courier = new HttpCourierGateway(client, orderTokens);
  courierGatewayContract('HTTP against the shop server', () => ({ courier }));
});
describe.skipIf(!answers.coupons)('HTTP coupons (runs once the server answers /api/coupons)', () => {
  // The server seeds demo coupons (server/modules/content/entities/coupons.seed.ts).
  couponGatewayContract('HTTP against the shop server', () => ({ coupons: new HttpCouponGateway(client), knownCode: DEMO_COUPONS.welcome.name }));
});
describe.skipIf(!answers.account || !answers.auth)('HTTP account (runs once the server answers /api/users/me)', () => {
  let token: string | undefined;
  let userId = '';
  let email = `account.${Date.now()}@example.com`;
  beforeAll(async () => {
    const auth = new HttpAuthGateway(client);
    await auth.register({ firstName: 'Maria', lastName: 'P', email, password: 'Sea7!x' });
    await auth.activateAccount(await tokenFromMail(email, 'activate'));
    const login = await auth.login(email, 'Sea7!x');
    const me = login.ok ? await auth.currentUser(login.value.token) : undefined;
    if (login.ok && me?.ok) [token, userId] = [login.value.token, me.value.id];
  });
  const emailChangeToken = async (to: string) => {
    const link = (await readMailbox(server, to)).flatMap((m) => m.links).find((l) => new URL(l).pathname.endsWith('/confirm-email'));
    const found = link ? new URL(link).searchParams.get('token') : null;
    if (!found) throw new Error(`no e-mail change link mailed to ${to}`);
    // The contract's change moves the account: later tests see the new address.
    email = to;
    return found;
  };
  accountGatewayContract('HTTP against the shop server', () => ({
    account: new HttpAccountGateway(httpClientFor(server.url, { token: () => token })), loggedIn: true, userId, email, password: 'Sea7!x', emailChangeToken,
  }));
});
