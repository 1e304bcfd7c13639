/**
 * Exports: `startTestServer(options?): Promise<TestServer>`, `TestServer`, `TestServerOptions`, `readMailbox(server)`.
 * Starts the real shop server in-process on a free port over a throw-away database:
 * - PGlite (default): a template is migrated and seeded once (and cached on disk in the temp folder, keyed by the
 *   server's source, so later test files start in well under a second), then cloned per server with
 *   `dumpDataDir`/`loadDataDir` into memory.
 * - PostgreSQL when `DATABASE_URL` is set: a fresh database per server (CREATE DATABASE on that server, migrated and
 *   seeded), dropped again by `close()`.
 * `config.publicUrl` is the server's real URL. Logs are silent unless `LOG_LEVEL` is set in `options.env`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateDatabase, openDatabase, openPgliteDatabase, type Database } from '../../server/database/connect';
import { seedDatabase } from '../../server/database/seed/index';
import type { MailTransport } from '../../server/mail/outbox-sender';
import type { ModuleDefinition } from '../../server/modules/deps';
import type { MailboxEntry } from '../../server/modules/mail/routes';

export interface TestServerOptions {
  /** Environment for `loadConfig` on top of the defaults (e.g. `{ SMTP_URL: 'smtp://…' }`). */
  readonly env?: Record<string, string | undefined>;
  readonly clock?: () => Date;
  /** Sends outbox mail through this transport (the sender then runs as with SMTP_URL). */
  readonly mailTransport?: MailTransport;
  /** Folder of a (fake) web-app build; defaults to a folder that does not exist. */
  readonly distDir?: string;
  readonly modules?: readonly ModuleDefinition[];
}

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|sql|json)$/.test(entry.name)) hash.update(full).update(fs.readFileSync(full));
    }
  };
  walk(path.join(root, 'server'));
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

async function buildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ferry-shop-pglite-template-${sourceHash()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)], { type: 'application/x-tar' });
  const database = await openPgliteDatabase();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const dump = await database.client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    removeOldTemplates(file);
    return new Blob([bytes], { type: 'application/x-tar' });
  } finally {
    await database.close();
  }
}

async function pgliteClone(): Promise<Database> {
  template ??= buildTemplate();
  return openPgliteDatabase({ loadDataDir: await template });
}

async function postgresDatabase(url: string): Promise<Database> {
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

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = options.env && 'DATABASE_URL' in options.env ? options.env.DATABASE_URL : process.env.DATABASE_URL;
  const database = databaseUrl ? await postgresDatabase(databaseUrl) : await pgliteClone();
  try {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(os.tmpdir(), 'ferry-shop-unused-data-dir'),
        DIST_DIR: options.distDir ?? path.join(os.tmpdir(), 'ferry-shop-no-dist'),
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
