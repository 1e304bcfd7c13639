/**
 * Exports: `registerPrivateAnswers(app)`, `isPrivateAnswer(request, status)`.
 * No cache (the browser's, a proxy's, a shared computer's back button) keeps a private answer: an onSend hook sets
 * `Cache-Control: no-store` on the answer to every request that carries an Authorization header or a guest order's
 * token (`X-Order-Token`), every write
 * (POST, PUT, PATCH, DELETE: booking, payments, account, auth, e-mails…), every read of a private area (users,
 * auth, reseller details, orders, payments, courier vouchers, the developer mailbox) and every error but a 404.
 * A route that deliberately marked its answer public (`Cache-Control: public…`: company logos, files, sitemap, robots,
 * the web app's assets) keeps it. Server answers also say `Vary: Authorization`, so no cache serves the answer one
 * caller's token got to another caller.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The header a guest order's token travels in (server/modules/booking/order-access.ts `ORDER_TOKEN_HEADER`). */
const ORDER_TOKEN_HEADER = 'x-order-token';
/** Reads under these paths are private whether or not the request carries a token. */
const PRIVATE_READ = /^\/(api\/(users|auth|applications|account|payments)|booking\/(reseller-details|orders|voucher)|payments|courier|dev)(\/|$|\?)/;
/** Paths of the server's API (the web app's pages and assets are not listed). */
const API_PATH = /^\/(api|booking|dev|log|payments|aade|courier|newsletter)(\/|$|\?)/;

export function isPrivateAnswer(request: FastifyRequest, status: number): boolean {
  if (request.headers.authorization !== undefined || request.headers[ORDER_TOKEN_HEADER] !== undefined) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') return true;
  if (status >= 400 && status !== 404) return true;
  return PRIVATE_READ.test(request.url);
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text.trim() === '*') return;
  const names = text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  if (!names.includes(name.toLowerCase())) reply.header('vary', text ? `${text}, ${name}` : name);
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url)) addVary(reply, 'Authorization');
    const cacheControl = reply.getHeader('cache-control');
    const isPublic = typeof cacheControl === 'string' && /(^|,)\s*public\b/i.test(cacheControl);
    if (isPrivateAnswer(request, reply.statusCode) && !(isPublic && reply.statusCode < 400)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
