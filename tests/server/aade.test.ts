/** `POST /aade/retriveInformation`: the company of a Greek tax number (ΑΦΜ) from the embedded demo register. */
import { isValidAfm } from '../../server/modules/integrations/afm';
import { DEMO_TAX_RECORDS } from '../../server/modules/integrations/demo-tax-registry';
import { INTEGRATION_RATES } from '../../server/modules/integrations/routes';
import type { TestServer } from '../support/server-harness';
import { post, startBookingServer, testClock } from './booking-support';

const clock = testClock();
let server: TestServer;
beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });
beforeEach(() => { clock.advance(11); });

describe('the ΑΦΜ check digit', () => {
  it('accepts numbers whose last digit is the weighted sum modulo 11 modulo 10, and nothing else', () => {
    expect(['094014201', '123456783', '800000014', '000000012'].every(isValidAfm)).toBe(true);
    expect(['094014202', '123456789', '000000000', '12345678', '1234567890', '09401420A'].some(isValidAfm)).toBe(false);
  });
});

describe('POST /aade/retriveInformation', () => {
  it('answers a fixed demo company with its tax office, activity, address and registry', async () => {
    const known = DEMO_TAX_RECORDS[0]!;
    const reply = await post(server, '/aade/retriveInformation', { tax: known.tax });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(known);
    expect(reply.body).toMatchObject({ companyName: expect.any(String), taxOffice: 'ΦΑΕ ΠΕΙΡΑΙΑ', active: true });
  });

  it('answers the same realistic company for any other valid number, every time', async () => {
    const first = await post(server, '/aade/retriveInformation', { tax: '123456783' });
    const again = await post(server, '/aade/retriveInformation', { tax: 'EL 123 456 783' });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ tax: '123456783', zipCode: expect.stringMatching(/^\d{5}$/), registry: expect.stringMatching(/^\d{12}$/) });
    expect(first.body.address).toContain(first.body.city as string);
    expect(first.body.companyName).toMatch(/(ΑΕ|ΙΚΕ|ΕΠΕ|ΟΕ)$/);
  });

  it('refuses a wrong check digit with 422 INVALID_TAX_NUMBER', async () => {
    const reply = await post(server, '/aade/retriveInformation', { tax: '094014202' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ error: { code: 'INVALID_TAX_NUMBER', field: 'tax' } });
  });

  it('answers 404 for a valid number nobody is registered under', async () => {
    const reply = await post(server, '/aade/retriveInformation', { tax: '000000012' });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: { code: 'TAX_NUMBER_NOT_FOUND' } });
  });

  it.each([[{ tax: '12' }], [{ tax: 94014201 }], [{}], [{ tax: '0940142011' }]])('refuses malformed input %j with a 400 naming tax', async (body) => {
    const reply = await post(server, '/aade/retriveInformation', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'tax' } });
  });

  it('limits look-ups per IP', async () => {
    for (let i = 0; i < INTEGRATION_RATES.taxLookups.perIp; i += 1) {
      expect((await post(server, '/aade/retriveInformation', { tax: '123456783' })).status).toBe(200);
    }
    expect((await post(server, '/aade/retriveInformation', { tax: '123456783' })).status).toBe(429);
  });
});
