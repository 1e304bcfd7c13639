import path from 'node:path';
import { array, object, size, string } from 'superstruct';
import { ConfigError, loadConfig } from '../../server/config';
import { parse, type ApiError } from '../../server/http/errors';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      paymentUrl: undefined,
      logLevel: 'info',
      adminToken: undefined,
      distDir: path.resolve('dist'),
      serveApp: true,
    });
    expect(config.paymentMerchantId).not.toBe('');
    expect(config.paymentSecret).not.toBe('');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/ferry', DATABASE_URL: 'postgres://u:p@db:5432/shop',
      SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://ferry.example/', PAYMENT_MERCHANT_ID: 'm1', PAYMENT_SECRET: 's1',
      PAYMENT_URL: 'https://pay.example/vpos', LOG_LEVEL: 'debug', ADMIN_TOKEN: 'tok', SERVE_APP: '0', DIST_DIR: '/srv/app',
      MAIL_FROM: 'Shop <shop@example.gr>',
    });
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/var/lib/ferry', databaseUrl: 'postgres://u:p@db:5432/shop',
      smtpUrl: 'smtp://mail:25', publicUrl: 'https://ferry.example', paymentMerchantId: 'm1', paymentSecret: 's1',
      paymentUrl: 'https://pay.example/vpos', logLevel: 'debug', adminToken: 'tok', serveApp: false, distDir: '/srv/app',
      mailFrom: 'Shop <shop@example.gr>',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SERVE_APP: 'maybe' }, 'SERVE_APP'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('parse', () => {
  const Leader = object({ name: size(string(), 1, 50), emails: array(string()) });

  it('returns the value when it is valid', () => {
    expect(parse(Leader, { name: 'Maria', emails: ['m@example.gr'] })).toEqual({ name: 'Maria', emails: ['m@example.gr'] });
  });

  it('throws a 400 INVALID_INPUT naming the failing field', () => {
    const failure = (value: unknown): ApiError => {
      try {
        parse(Leader, value);
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('parse accepted invalid input');
    };
    expect(failure({ emails: [] })).toMatchObject({ status: 400, code: 'INVALID_INPUT', field: 'name', message: 'name is required' });
    expect(failure({ name: 'M', emails: ['ok', 3] })).toMatchObject({ field: 'emails.1' });
    expect(failure({ name: 'M', emails: [], extra: 1 })).toMatchObject({ field: 'extra', message: 'extra is not allowed' });
    expect(failure('text')).toMatchObject({ status: 400, code: 'INVALID_INPUT', field: undefined });
    expect(failure({ name: '', emails: [] }).toJSON()).toEqual({
      error: { code: 'INVALID_INPUT', field: 'name', message: expect.stringContaining('name') },
    });
  });
});
