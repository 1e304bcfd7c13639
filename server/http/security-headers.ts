/**
 * Exports: `securityHeaders(config)`: the headers set on every response (API, files, app HTML, errors),
 * and `registerSecurityHeaders(app, config)` which adds them in an onRequest hook so even 404s and errors carry them.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function securityHeaders(config: Pick<Config, 'paymentUrl' | 'publicUrl'>): Record<string, string> {
  const paymentOrigin = originOf(config.paymentUrl);
  const formAction = ["'self'", ...(paymentOrigin ? [paymentOrigin] : [])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.publicUrl.startsWith('https:')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'paymentUrl' | 'publicUrl'>): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
