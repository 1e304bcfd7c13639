/**
 * The whole schema: one file per module, all re-exported here (drizzle.config.ts reads this file; `Db` in
 * ../connect.ts is typed by it). Add a line for a new schema file, then `flock /tmp/drizzle.lock npm run db:generate`.
 */
export * from './content';
export * from './mail';
export * from './logs';
export * from './rate-limits';
// booking.ts (server/modules/booking) is added below by its owner:
export * from './booking';
// auth.ts and account.ts (server/modules/auth, server/modules/account):
export * from './auth';
export * from './account';
// pages.ts (content pages, server/modules/content/entities/pages*):
export * from './pages';
// coupons.ts (the Content API's coupons, used by the Booking API's pricing):
export * from './coupons';
// content-entities.ts (destinations, routes, companies, posts, offers, categories, files; server/modules/content/entities):
export * from './content-entities';
// emails.ts, newsletter.ts, integrations.ts (server/modules/emails, newsletter, integrations: contact messages,
// reservation-mail log, subscriptions, courier vouchers):
export * from './emails';
export * from './newsletter';
export * from './integrations';
// test-processor.ts (server/adapters/payments: the embedded test payment processor's own ledger):
export * from './test-processor';
// demo-operator.ts (server/adapters/demo-operators: the demo operator network's own inventory and holds):
export * from './demo-operator';
// content-generic.ts (authors, tags, galleries, lists, resources, applications; server/modules/content/entities/generic.entity.ts):
export * from './content-generic';
// refunds.ts (server/modules/booking/refund-ledger.ts: the refund ledger, one row per refund of an issued order):
export * from './refunds';
// booking-changes.ts (issue 17: a leg's change of date or sailing, server/saga/change-saga.ts):
export * from './booking-changes';
// leases.ts (server/database/lease.ts: work one server at a time across instances, e.g. an order's assistance):
export * from './leases';
// assistance-mails.ts (server/modules/booking/assistance-mail-limit.ts: at most one assistance e-mail per order per window):
export * from './assistance-mails';
