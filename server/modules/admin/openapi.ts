/** Exports: `adminOpenApiPaths()`: the OpenAPI 3.1 path item of `GET /api/admin/payments`, merged into `/api/docs`. */
import { failure, invalid, obj, ok, str, type Schema } from '../emails/openapi-schema';
import { PAYMENTS_PAGE_MAX } from './payments-view';

const cents = (description: string): Schema => ({ type: 'integer', description: `${description} (cents)` });
const attempt = obj({
  attempt_id: str({ description: "The shop's name of the attempt, the processor's orderid" }),
  provider: str({ enum: ['cardlink', 'test-processor', 'credit_limit'] }),
  status: str({ enum: ['started', 'captured', 'declined', 'cancelled', 'superseded'] }),
  amount: cents('Asked for'), captured: cents('Captured'), refunded: cents('Paid back'),
  refund_status: { enum: ['pending', 'done', null] }, created_at: str({ format: 'date-time' }),
});
const change = obj({
  change_code: str({ description: 'The change of a leg (the order code, X, four characters)' }),
  status: str({ enum: ['holding', 'held', 'paid', 'confirmed', 'done', 'failed'] }),
  difference: { type: 'integer', description: 'new fare − old fare + fee (signed cents): positive paid on its own card attempt, negative paid back through the order\'s' },
  attempt_id: { type: ['string', 'null'], description: 'Its own card attempt (a dearer sailing), else null' },
  captured: cents('Captured on its attempt'), refunded: cents('Paid back of its attempt (a change that failed after its payment, or a later cancellation of the order drawing on a done change)'),
  refund_status: { enum: ['pending', 'done', null] }, created_at: str({ format: 'date-time' }),
});
const orderMoney = obj({
  order_code: str(),
  order_status: str({ description: 'Internal state: holding, held, pending_payment, paid, success, failed, expired, refunding, refunded' }),
  outcome: { type: ['string', 'null'], description: 'Why the order ended without tickets or was paid back' },
  payment_method: { type: ['string', 'null'] },
  captured: cents("Captured over all attempts, the changes' own included"), refunded: cents("Paid back over all attempts, the changes' own included"),
  kept: cents('captured − refunded'),
  expected_kept: cents("The order's payment amount when issued (less the company's refund when cancelled and a cheaper sailing's difference, plus a dearer sailing's difference captured by a change done), else 0"),
  settled: { type: 'boolean', description: 'The reconciler has had its turn: nothing due, or untouched for RECONCILE_INTERVAL_MS' },
  anomaly: { type: ['string', 'null'], description: 'Why kept ≠ expected_kept once settled; null otherwise' },
  attempts: { type: 'array', items: attempt },
  changes: { type: 'array', items: change, description: 'The changes of a leg of the order, oldest first' },
  updated_at: str({ format: 'date-time' }),
});

export function adminOpenApiPaths(): Record<string, Schema> {
  const query = (name: string, schema: Schema, description: string): Schema => ({ name, in: 'query', required: false, schema, description });
  return {
    '/api/admin/payments': {
      get: {
        summary: 'The money of every order with a payment attempt: captured, refunded, kept against what should be kept (administrator)',
        operationId: 'adminPayments', security: [{ adminToken: [] }, { userToken: [] }],
        parameters: [
          query('page', { type: 'integer', minimum: 1, default: 1 }, 'Page, from 1'),
          query('item_per_page', { type: 'integer', minimum: 1, maximum: PAYMENTS_PAGE_MAX, default: 50 }, 'Orders per page'),
          query('anomalies', { enum: ['true', 'false'], default: 'false' }, 'true: only orders whose kept money differs from expected_kept once the reconciler has had its turn'),
          query('order_code', { type: 'string', pattern: '^[A-Z0-9]{6,20}$' }, 'One order only'),
        ],
        responses: {
          200: ok(obj({ data: { type: 'array', items: orderMoney }, total: { type: 'integer' }, page: { type: 'integer' }, item_per_page: { type: 'integer' } })),
          400: invalid, 401: failure('UNAUTHORIZED: no bearer token'), 403: failure("FORBIDDEN: neither ADMIN_TOKEN nor an administrator's token"),
        },
      },
    },
  };
}
