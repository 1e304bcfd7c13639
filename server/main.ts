/**
 * The shop server's entry point (`npm start` runs `node --import tsx server/main.ts`): loads the configuration,
 * runs the deploy check (server/deploy-check.ts: a shop reachable from outside with demo settings exits with status 1
 * and the list of variables to set, before touching the database), opens the database (PGlite under the DATA_DIR lock, or PostgreSQL), applies migrations, seeds,
 * has the journey planner's code compiled (server/modules/booking/warm-up.ts), listens, and on
 * SIGINT/SIGTERM closes the server and the database, which releases the lock. A second server on the same DATA_DIR
 * exits at once with status 1 and a message naming the lock file and the running server.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './database/connect';
import { DataDirLockedError } from './database/lock';
import { DeployCheckError, assertDeployable, deployWarnings } from './deploy-check';
import { seedDatabase } from './seed';
import { warmUpFareCalendar } from './modules/booking/warm-up';

async function main(): Promise<void> {
  const config = loadConfig();
  assertDeployable(config);
  const database: Database = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (signal: string): Promise<void> =>
    (stopping ??= (async () => {
      app?.log.info(`${signal}: shutting down`);
      const force = setTimeout(() => {
        process.stderr.write('Shutdown took over 10 s; exiting.\n');
        process.exit(1);
      }, 10_000);
      force.unref();
      try {
        await app?.close();
      } finally {
        await database.close();
      }
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
    });
  }
  try {
    await seedDatabase(database.db);
    app = await buildApp({ config, database });
    for (const warning of deployWarnings(config)) app.log.warn(warning);
    // The planner's and the fare calendar's code compiled before the first traveller's month (warm-up.ts).
    warmUpFareCalendar(app.shop.operators);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Ferry shop ready at ${config.publicUrl} (database: ${database.kind})`);
    if (config.devMailbox) app.log.info(`Development mailbox (DEV_MAILBOX=1, requests from this machine only): ${config.publicUrl}/dev/mailbox`);
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof DeployCheckError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The shop server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
