/**
 * Search engines (no prefix): `GET /sitemap.xml` (every localised page with its hreflang alternates, see
 * ./sitemap.ts) and `GET /robots.txt` (./robots.ts), both on PUBLIC_URL. The sitemap is built from the database and
 * kept for five minutes; a successful content write or `clear-cache` through this server drops it at once (other
 * instances behind the load balancer when they next see the content version change, server/modules/content/version.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../deps';
import { contentVersionOf } from '../content/version';
import { robotsTxt } from './robots';
import { loadSitemapGroups, sitemapXml } from './sitemap';

const SITEMAP_TTL_MS = 5 * 60_000;
/** Writes under /api that can change what the sitemap lists (not the account, mail or payment calls). */
const CONTENT_WRITE = /^\/api\/(?!auth\/|users\/|emails\/|payments\/|files(?:\/|$|\?))[^?]+/;

export function isContentWrite(method: string, url: string, status: number): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method) && status < 400 && CONTENT_WRITE.test(url);
}

const seoRoutes: ModulePlugin = async (app, deps) => {
  let cached: { at: number; xml: Promise<string> } | undefined;

  const sitemap = (): Promise<string> => {
    const now = deps.clock();
    if (!cached || now.getTime() - cached.at >= SITEMAP_TTL_MS) {
      const xml = loadSitemapGroups(deps.database.db, now).then((groups) => sitemapXml(deps.config.publicUrl, groups));
      const entry = { at: now.getTime(), xml };
      cached = entry;
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.xml;
  };

  // On the root instance (see skip-override below) and registered before the other modules (server/modules/index.ts
  // lists this one first), so every module's context inherits it: it sees the content writes.
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isContentWrite(request.method, request.url, reply.statusCode)) cached = undefined;
  });
  // A content write through another instance, seen by this one's content version check.
  contentVersionOf(deps.database).onChange(() => {
    cached = undefined;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemap();
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(deps.config.publicUrl)));
};

// Not encapsulated (what fastify-plugin does): the onResponse hook must see every module's requests.
Object.assign(seoRoutes, { [Symbol.for('skip-override')]: true });

export default seoRoutes;
