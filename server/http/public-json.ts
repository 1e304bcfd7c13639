/**
 * Exports: `registerPublicJson(app, { sMaxAge })`, `isPublicJsonRead(method, url)`.
 * HTTP caching of the public JSON the pages read (the reads a CDN or proxy may share between visitors): the layout's
 * menus, settings and languages, the content lists and items (destinations, routes, companies, posts, offers,
 * categories) and the Booking API's catalogue (ports, countries, companies, destinations). An allow-list, like the
 * page cache's. Such a GET or HEAD, answered 200 to a request with no Authorization and no order token, gets
 * `Cache-Control: public, max-age=0, s-maxage=<PAGE_S_MAXAGE>, stale-while-revalidate=600`, a weak ETag (a hash of the
 * JSON; weak because the bytes sent may be compressed) and `Vary: Accept-Encoding`; a matching `If-None-Match` is
 * answered 304 without a body. Anything else keeps the headers server/http/private-answers.ts gives it.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicPageCacheControl } from './page-cache';

const PUBLIC_JSON = new RegExp(
  '^/(?:api/(?:menus|settings|languages|destinations|routes|companies|posts|offers|categories)(?:/[^/?]+(?:/(?:subtree|descendants|ancestors))?)?'
  + '|booking/(?:getPorts|countries|companies|getDestinations))(?:\\?|$)',
);

export function isPublicJsonRead(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_JSON.test(url);
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text.trim() === '*') return;
  if (!text.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) reply.header('vary', text ? `${text}, ${name}` : name);
}

/** Whether If-None-Match names `tag` (weak comparison: `W/` ignored; `*` matches). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((raw) => {
    const candidate = raw.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === bare;
  });
}

export function registerPublicJson(app: FastifyInstance, options: { sMaxAge: number }): void {
  const cacheControl = publicPageCacheControl(options.sMaxAge);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || !isPublicJsonRead(request.method, request.url)) return payload;
    if (request.headers.authorization !== undefined || request.headers['x-order-token'] !== undefined) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const tag = `W/"${crypto.createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
    reply.header('cache-control', cacheControl).header('etag', tag);
    addVary(reply, 'Accept-Encoding');
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
