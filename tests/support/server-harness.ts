/**
 * Exports: `startTestServer(options?): Promise<TestServer>`, `TestServer`, `TestServerOptions`, `readMailbox(server)`,
 * `pgliteTemplate()`, `HOLD_LIMITS_LIFTED`, `SEARCH_LIMITS_LIFTED`.
 * Starts the real shop server in-process on a free port over a throw-away database:
 * - PGlite (default): a template is migrated and seeded once (and cached on disk in the temp folder, keyed by the
 *   migrations and everything the seed imports, see `templateHash`; later test files start in about a second), then
 *   cloned per server with `dumpDataDir`/`loadDataDir` into memory.
 * - PostgreSQL when `DATABASE_URL` is set: a fresh database per server (CREATE DATABASE on that server, migrated and
 *   seeded), dropped again by `close()`.
 * `config.publicUrl` is the server's real URL. Logs are silent unless `LOG_LEVEL` is set in `options.env`. The
 * development mailbox is on (`DEV_MAILBOX=1`, so `readMailbox` works) unless `options.env` says `DEV_MAILBOX: '0'`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateDatabase, openDatabase, openPgliteDatabase, type Database } from '../../server/database/connect';
import { seedDatabase } from '../../server/seed';
import type { MailTransport } from '../../server/mail/outbox-sender';
import type { ModuleDefinition } from '../../server/modules/deps';
import type { ModulesShop } from '../../server/modules/index';
import type { MailboxEntry } from '../../server/modules/mail/mailbox-page';

export interface TestServerOptions {
  /** Environment for `loadConfig` on top of the defaults (e.g. `{ SMTP_URL: 'smtp://…' }`). */
  readonly env?: Record<string, string | undefined>;
  readonly clock?: () => Date;
  /** Sends outbox mail through this transport (the sender then runs as with SMTP_URL). */
  readonly mailTransport?: MailTransport;
  /** Folder of a (fake) web-app build; defaults to a folder that does not exist. */
  readonly distDir?: string;
  readonly modules?: readonly ModuleDefinition<ModulesShop>[];
  /** Where the server's log lines go (set `LOG_LEVEL` in `env` too; the default is silent). */
  readonly logStream?: Writable;
  /**
   * Runs on a database that already exists instead of a throw-away one: `{ dataDir }` opens the PGlite data of a
   * DATA_DIR (under its lock, as `server/main.ts` does: a child server of tests/support/server-process.ts that was
   * stopped or killed), `{ databaseUrl }` a PostgreSQL database. Migrated, not seeded again; `close()` leaves the
   * data in place.
   */
  readonly attach?: { readonly dataDir: string } | { readonly databaseUrl: string };
  /**
   * A second shop server on the database of `server` (two instances of the shop on one database): on PostgreSQL a
   * pool of its own on the same database; on PGlite the same in-process client (one process can hold the data).
   * `close()` closes this server and its pool only.
   */
  readonly shareDatabaseWith?: TestServer;
}

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  readonly databaseUrl: string | undefined;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The source files a module imports, following relative imports (type-only ones too: cheap and safe). */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), match[1] as string);
      const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (resolved && /\.(ts|tsx|json)$/.test(resolved)) visit(resolved);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** What the template database depends on: the migrations and every file the seed imports, directly or not. */
function templateHash(): string {
  const hash = crypto.createHash('sha256');
  const migrations = path.join(root, 'server', 'database', 'migrations');
  const files = [
    ...fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).map((name) => path.join(migrations, name)),
    ...importGraph(path.join(root, 'server', 'seed.ts')),
  ].filter((file) => fs.statSync(file).isFile());
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** Templates of earlier source versions (40 MB each) are dropped once they are ten minutes old. */
function removeOldTemplates(current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (!/^ferry-shop-pglite-template-[0-9a-f]+\.tar$/.test(name) || full === current) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 10 * 60_000) fs.rmSync(full, { force: true });
    } catch {
      // Another test process removed it first.
    }
  }
}

function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)], { type: 'application/x-tar' });
  } catch {
    return undefined;
  }
}

/** One test process builds a missing template while the others wait for it (a lock file, stolen after 3 minutes). */
async function buildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ferry-shop-pglite-template-${templateHash()}.tar`);
  const lockFile = `${file}.lock`;
  for (;;) {
    const ready = readTemplate(file);
    if (ready) return ready;
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      try {
        if (Date.now() - fs.statSync(lockFile).mtimeMs > 180_000) fs.rmSync(lockFile, { force: true });
      } catch {
        // The builder just finished.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    const existing = readTemplate(file);
    if (existing) return existing;
    const database = await openPgliteDatabase();
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const bytes = Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer());
      const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file);
      removeOldTemplates(file);
      return new Blob([bytes], { type: 'application/x-tar' });
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** The migrated and seeded PGlite database every test server starts from (a `dumpDataDir` tarball). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= buildTemplate();
  return template;
}

async function pgliteClone(): Promise<Database> {
  return openPgliteDatabase({ loadDataDir: await pgliteTemplate() });
}

async function postgresDatabase(url: string): Promise<Database & { url: string }> {
  const name = `ferry_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '', host: '', port: 0 });
  await seedDatabase(database.db);
  return {
    db: database.db,
    kind: database.kind,
    url: target.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Environment that lifts the hold limits per client; pass the variables as `undefined` for the defaults. */
export const HOLD_LIMITS_LIFTED = { HOLD_RATE_PER_MINUTE: '1000000', HOLD_RATE_PER_HOUR: '1000000', HOLD_PLACES: '1000000' } as const;
/** Environment that lifts the search limits per client (server/modules/booking/search-limits.ts). */
export const SEARCH_LIMITS_LIFTED = { SEARCH_RATE_PER_MINUTE: '1000000', SEARCH_RATE_PER_HOUR: '1000000' } as const;

/** The database a server runs on, and the URL of its own PostgreSQL database (undefined on PGlite). */
async function databaseFor(options: TestServerOptions): Promise<{ database: Database; url: string | undefined }> {
  const shared = options.shareDatabaseWith;
  if (shared) {
    if (!shared.databaseUrl) return { database: { ...shared.database, close: async () => {} }, url: undefined };
    return { database: await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: '', host: '', port: 0 }), url: shared.databaseUrl };
  }
  const attach = options.attach;
  if (attach) {
    if ('databaseUrl' in attach) return { database: await openDatabase({ databaseUrl: attach.databaseUrl, dataDir: '', host: '', port: 0 }), url: attach.databaseUrl };
    return { database: await openDatabase({ databaseUrl: undefined, dataDir: attach.dataDir, host: '127.0.0.1', port: 0 }), url: undefined };
  }
  const databaseUrl = options.env && 'DATABASE_URL' in options.env ? options.env.DATABASE_URL : process.env.DATABASE_URL;
  if (!databaseUrl) return { database: await pgliteClone(), url: undefined };
  const database = await postgresDatabase(databaseUrl);
  return { database, url: database.url };
}

/**
 * Two shop servers on one database, as two instances behind a load balancer: the first with `options`, the second
 * on its database (`shareDatabaseWith`) with `options` and then `second` over them (e.g. its own `env`). Close them
 * with `closeTestServers(b, a)`.
 */
export async function startTwoTestServers(options: TestServerOptions = {}, second: TestServerOptions = {}): Promise<[TestServer, TestServer]> {
  const a = await startTestServer(options);
  try {
    return [a, await startTestServer({ ...options, ...second, shareDatabaseWith: a })];
  } catch (error) {
    await a.close();
    throw error;
  }
}

/** Closes the servers in the order given (a second server before the one whose database it shares); absent ones are skipped. */
export async function closeTestServers(...servers: readonly (TestServer | undefined)[]): Promise<void> {
  for (const server of servers) await server?.close();
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, url: databaseUrl } = await databaseFor(options);
  try {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DEV_MAILBOX: '1',
        DATA_DIR: path.join(os.tmpdir(), 'ferry-shop-unused-data-dir'),
        DIST_DIR: options.distDir ?? path.join(os.tmpdir(), 'ferry-shop-no-dist'),
        // Every test holds from 127.0.0.1 on a fixed clock: the limits per client are lifted unless a test sets them
        // (tests/server/safe-to-run.holds.test.ts runs with the defaults, tests/server/search-rate-limit.test.ts with
        // low search limits).
        ...HOLD_LIMITS_LIFTED,
        ...SEARCH_LIMITS_LIFTED,
        ...options.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const app = await buildApp({
        config,
        database,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
        ...(options.modules ? { modules: options.modules } : {}),
        ...(options.logStream ? { logStream: options.logStream } : {}),
      });
      try {
        await app.listen({ port, host: '127.0.0.1' });
      } catch (error) {
        await app.close();
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5) continue;
        throw error;
      }
      return {
        url: config.publicUrl,
        app,
        database,
        config,
        databaseUrl,
        async close() {
          try {
            await app.close();
          } finally {
            await database.close();
          }
        },
      };
    }
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The developer mailbox of a server without SMTP (newest first). */
export async function readMailbox(server: Pick<TestServer, 'url'>, to?: string): Promise<MailboxEntry[]> {
  const response = await fetch(`${server.url}/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  if (!response.ok) throw new Error(`mailbox: ${response.status} ${await response.text()}`);
  return (await response.json()) as MailboxEntry[];
}
