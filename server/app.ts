/**
 * Exports: `buildApp(deps: AppDeps): Promise<FastifyInstance>`, `AppDeps`.
 * Builds the shop server: security headers, compression, the error handler (`{ error: { code, message, field? } }`),
 * every module of server/modules/index.ts under its prefix, the web app (dist/, unless SERVE_APP=0) and the mail sender (when SMTP_URL
 * is set or a transport is given; it starts when the app is ready and stops when it closes). Call `listen` yourself.
 */
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './database/connect';
import { errorHandler, sendError } from './http/error-handler';
import { registerJsonParser } from './http/json-body';
import { loggerOptions } from './http/logging';
import { registerPrivateAnswers } from './http/private-answers';
import { registerPublicJson } from './http/public-json';
import { registerTextInputCheck } from './http/text-input';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { composeShop } from './composition';
import type { MailTransport } from './mail/outbox-sender';
import type { ModuleDefinition, ModuleDeps } from './modules/deps';
import { isActivePageSlug } from './modules/content/entities/pages.entity';
import { isActiveItemSlug } from './modules/content/entities/content-items.lookup';
import { contentVersionOf } from './modules/content/version';
import { modules as defaultModules, type ModulesShop } from './modules/index';

export interface AppDeps {
  readonly config: Config;
  readonly database: Database;
  /** Defaults to the system clock. */
  readonly clock?: () => Date;
  /** Sends outbox mail through this transport instead of SMTP_URL (tests: nodemailer's jsonTransport). */
  readonly mailTransport?: MailTransport;
  /** Defaults to server/modules/index.ts. */
  readonly modules?: readonly ModuleDefinition<ModulesShop>[];
  /** Where log lines go instead of stdout (tests read them). */
  readonly logStream?: Writable;
}

/** Paths that belong to the server (JSON 404s), not to the web app. */
const SERVER_PATH = /^\/(api|booking|dev|log|payments|aade|courier|newsletter)(\/|$|\?)/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const requestTimeout = config.requestTimeoutMs;
  const app = Fastify({
    // Redacted, and errors logged without query parameters or bodies (server/http/logging.ts).
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: 1024 * 1024,
    // Slow clients: the whole request within REQUEST_TIMEOUT_MS, its headers within 10 s at most, and a connection
    // idle for twice that is closed. Node checks the first two every second (its default is every 30 s).
    requestTimeout,
    connectionTimeout: requestTimeout * 2,
    keepAliveTimeout: Math.min(72_000, requestTimeout * 2),
    http: { headersTimeout: Math.min(10_000, requestTimeout), requestTimeout, connectionsCheckingInterval: Math.min(1_000, requestTimeout) },
    // X-Forwarded-For is believed only from a reverse proxy on this host (client IPs feed the rate limits).
    trustProxy: 'loopback',
    return503OnClosing: true,
    // Malformed URLs and similar router errors get the same JSON error shape.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.setErrorHandler(errorHandler);
  // Input that cannot hurt: a JSON body no deeper than 32 levels, no NUL, control character or lone surrogate in any
  // text; Cache-Control: no-store on every private answer.
  registerJsonParser(app);
  registerTextInputCheck(app);
  registerPrivateAnswers(app);
  // The public JSON the pages read (menus, content lists, the catalogue): ETag, 304 and Cache-Control for a CDN.
  registerPublicJson(app, { sMaxAge: config.pageSharedMaxAge });

  // Content writes raise the content version; each instance drops its rendered pages and content reads when it changes.
  const contentVersion = contentVersionOf(database);
  contentVersion.configure({
    checkMs: config.contentVersionCheckMs,
    onError: (error) => app.log.error({ err: error }, 'content version read or raise failed'),
  });

  // The outside systems and the booking saga, built once from the configuration (server/composition.ts).
  const composed = composeShop({ config, database, clock, log: app.log, ...(deps.mailTransport ? { mailTransport: deps.mailTransport } : {}) });
  const { shop } = composed;
  app.decorate('shop', shop);
  const moduleDeps: ModuleDeps<ModulesShop> = { config, database, mailer: shop.mailer, shop, clock, log: app.log };

  for (const module of deps.modules ?? defaultModules) {
    await app.register(module.plugin, { ...moduleDeps, ...(module.prefix ? { prefix: module.prefix } : {}) });
  }

  // Content pages: an unknown slug under a locale answers the app's HTML with 404.
  const isContentPage = (locale: string, slug: string) => isActivePageSlug(database.db, locale, slug);
  const isContentItem = (locale: string, list: string, slug: string) => isActiveItemSlug(database.db, list, locale, slug);
  const pageCache = { maxBytes: config.pageCacheBytes, sMaxAge: config.pageSharedMaxAge, version: contentVersion };
  const web = config.serveApp
    ? await registerWebApp(app, { distDir: config.distDir, isContentPage, isContentItem, publicUrl: config.publicUrl, pageCache })
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isPage = web && (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATH.test(request.url);
    if (isPage) return web.serveAppHtml(request, reply);
    return sendError(reply, 404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });

  app.addHook('onReady', async () => composed.start());
  app.addHook('onClose', async () => composed.stop());
  return app;
}
