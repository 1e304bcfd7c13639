import { ConfigError, loadConfig } from '../../server/config';
import type { TestServer } from '../support/server-harness';
import { startTestServer } from '../support/server-harness';
import { call } from './booking-support';

const TOKEN = 'reseller-token-from-config-0123456789';
let server: TestServer;

beforeAll(async () => {
  expect(process.env.RESELLER_TOKEN).toBeUndefined();
  server = await startTestServer({ env: { RESELLER_TOKEN: TOKEN } });
});
afterAll(async () => { await server?.close(); });

describe('the demo reseller token comes from the configuration', () => {
  it('reads RESELLER_TOKEN into the config, and refuses a short one', () => {
    expect(loadConfig({ RESELLER_TOKEN: ` ${TOKEN} ` }).resellerToken).toBe(TOKEN);
    expect(loadConfig({}).resellerToken).toBeUndefined();
    expect(() => loadConfig({ RESELLER_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ RESELLER_TOKEN: 'short' })).toThrow('RESELLER_TOKEN');
  });

  it('lets the demo reseller in with the token given to the server', async () => {
    const details = await call(server, 'GET', '/booking/reseller-details?user_id=reseller-demo', { token: TOKEN });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ user_id: 'reseller-demo', isReseller: true, creditLimit: 500_000 });
    expect((await call(server, 'GET', '/booking/reseller-details', { token: `${TOKEN}x` })).status).toBe(401);
  });
});
