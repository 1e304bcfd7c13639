/**
 * The administrator's calls (issue 14): `GET /api/admin/payments`, the money of every order that has a payment
 * attempt, with `?anomalies=true` for the orders that break "no money without a ticket" once the reconciler has had
 * its turn (./payments-view.ts). The administrator is ADMIN_TOKEN or an admin user's token (401 without a bearer
 * token, 403 with another one); the query is checked before anything is read.
 */
import { parse } from '../../http/errors';
import { requireAdmin } from '../content/write-routes';
import type { ModulePlugin } from '../deps';
import { listPayments, PaymentsQuery } from './payments-view';

const adminRoutes: ModulePlugin = async (app, deps) => {
  app.get('/admin/payments', { onRequest: async (request) => requireAdmin(request, deps, 'read the payments') }, async (request) => {
    const query = parse(PaymentsQuery, request.query ?? {});
    return listPayments(deps.database.db, query, { now: deps.clock(), reconcileIntervalMs: deps.config.reconcileIntervalMs });
  });
};

export default adminRoutes;
