/**
 * Exports: `modules`, the list of module plugins `server/app.ts` registers, in order, each under its prefix, and
 * `ModulesShop`, what they need of the shop together.
 * To add a module: create `server/modules/<name>/routes.ts` (default export: a `ModulePlugin`, with the interface of
 * what it needs of the shop when it needs any, added to `ModulesShop`) and add one line.
 */
import type { ModuleDefinition } from './deps';
import type { BookingShop } from './booking/shop';
import type { PaymentsShop } from './payments/routes';
import type { IntegrationsShop } from './integrations/routes';
import type { EmailsShop } from './emails/routes';
import contentRoutes from './content/routes';
import healthRoutes from './health/routes';
import logRoutes from './logs/routes';
import mailboxRoutes from './mail/routes';
import bookingRoutes from './booking/routes';
import orderStatusRoutes from './booking/order-status.routes';
import manageRoutes from './booking/manage.routes';
import assistanceRoutes from './booking/assistance.routes';
import changeRoutes from './booking/change.routes';
import paymentRoutes from './payments/routes';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import docsRoutes from './docs/routes';
import contentExtraRoutes from './content/entities/content-extra.routes';
import emailRoutes from './emails/routes';
import newsletterRoutes from './newsletter/routes';
import integrationRoutes from './integrations/routes';
import seoRoutes from './seo/routes';
import adminRoutes from './admin/routes';

/** What the modules need of the shop, each module's own port together: server/composition.ts's `Shop` is one. */
export type ModulesShop = BookingShop & PaymentsShop & IntegrationsShop & EmailsShop;

export const modules: readonly ModuleDefinition<ModulesShop>[] = [
  // Search engines: /sitemap.xml and /robots.txt (server/modules/seo). First: its hook on content writes (which drop
  // the cached sitemap) must be in place before the other modules' contexts copy the root's hooks.
  { name: 'seo', plugin: seoRoutes },
  { name: 'health', plugin: healthRoutes, prefix: '/api' },
  { name: 'content', plugin: contentRoutes, prefix: '/api' },
  // Tree moves and file downloads of the Content API (server/modules/content/entities/content-extra.routes.ts):
  { name: 'content-extra', plugin: contentExtraRoutes, prefix: '/api' },
  { name: 'logs', plugin: logRoutes },
  { name: 'mail', plugin: mailboxRoutes, prefix: '/dev' },
  // Booking API (server/modules/booking, prefix '/booking') and payments (server/modules/payments) go here:
  { name: 'booking', plugin: bookingRoutes },
  // What became of one order (its outcome and refund), for the page the payment ends on (issue 14).
  { name: 'booking-order-status', plugin: orderStatusRoutes },
  { name: 'booking-manage', plugin: manageRoutes },
  // Assistance for reduced mobility after booking, from "Manage booking" (issue 17).
  { name: 'booking-assistance', plugin: assistanceRoutes },
  // Change of a leg's date or sailing (issue 17, server/saga/change-saga.ts).
  { name: 'booking-change', plugin: changeRoutes },
  { name: 'payments', plugin: paymentRoutes },
  // Accounts: the auth calls and the account area (server/modules/auth, server/modules/account).
  { name: 'auth', plugin: authRoutes, prefix: '/api' },
  { name: 'account', plugin: accountRoutes, prefix: '/api' },
  // Contact and reservation e-mails (/api/emails/*), the newsletter (/newsletter), AADE and courier (/aade, /courier).
  { name: 'emails', plugin: emailRoutes, prefix: '/api' },
  { name: 'newsletter', plugin: newsletterRoutes },
  { name: 'integrations', plugin: integrationRoutes },
  // The administrator's view of money (/api/admin/payments, server/modules/admin).
  { name: 'admin', plugin: adminRoutes, prefix: '/api' },
  // The OpenAPI document of all of the above, at /api/docs.
  { name: 'docs', plugin: docsRoutes },
];
