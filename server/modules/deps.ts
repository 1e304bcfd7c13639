/**
 * Exports: `ModuleDeps`, `ModulePlugin`, `ModuleDefinition`.
 * What every module plugin (`server/modules/<name>/routes.ts`, default export) receives as its options.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Shop } from '../composition';
import type { Config } from '../config';
import type { Database } from '../database/connect';
import type { Mailer } from '../mail/mailer';

export interface ModuleDeps {
  readonly config: Config;
  /** `database.db` is the Drizzle handle; `database.kind` is 'pglite' | 'postgres'. */
  readonly database: Database;
  readonly mailer: Mailer;
  /** The shop's outside systems (operators, processor, courier, tax registry, mailer) and booking saga (server/composition.ts). */
  readonly shop: Shop;
  /** The time now; tests pass a fixed clock. */
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
}

/** A module: `export default (async (app, deps) => { app.get(...) }) satisfies ModulePlugin;` */
export type ModulePlugin = FastifyPluginAsync<ModuleDeps>;

export interface ModuleDefinition {
  readonly name: string;
  readonly plugin: ModulePlugin;
  /** URL prefix for the module's routes ('/api', '/booking'…); routes are registered as written when absent. */
  readonly prefix?: string;
}
