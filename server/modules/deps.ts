/**
 * Exports: `ModuleDeps`, `ModulePlugin`, `ModuleDefinition`.
 * What every module plugin (`server/modules/<name>/routes.ts`, default export) receives as its options. `Shop` is
 * what the module needs of the shop's outside systems and sagas, declared as an interface in the module's own folder
 * (`BookingShop` in booking/shop.ts, `PaymentsShop`…); server/composition.ts builds a shop that has all of them
 * (`ModulesShop` in ./index.ts), so no module imports the composition root or the saga.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../database/connect';
import type { Mailer } from '../mail/mailer';

export interface ModuleDeps<Shop = unknown> {
  readonly config: Config;
  /** `database.db` is the Drizzle handle; `database.kind` is 'pglite' | 'postgres'. */
  readonly database: Database;
  readonly mailer: Mailer;
  /** What the module needs of the shop's outside systems and sagas (its own port; server/composition.ts builds them). */
  readonly shop: Shop;
  /** The time now; tests pass a fixed clock. */
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
}

/** A module: `const routes: ModulePlugin<MyShop> = async (app, deps) => { app.get(...) };` (no `MyShop`: it needs nothing of the shop). */
export type ModulePlugin<Shop = unknown> = FastifyPluginAsync<ModuleDeps<Shop>>;

export interface ModuleDefinition<Shop = unknown> {
  readonly name: string;
  readonly plugin: ModulePlugin<Shop>;
  /** URL prefix for the module's routes ('/api', '/booking'…); routes are registered as written when absent. */
  readonly prefix?: string;
}
