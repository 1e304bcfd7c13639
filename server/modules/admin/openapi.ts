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
const orderMoney = obj({
  order_code: str(),
  order_status: str({ description: 'Internal state: holding, held, pending_payment, paid, success, failed, expired, refunding, refunded' }),
  outcome: { type: ['string', 'null'], description: 'Why the order ended without tickets or was paid back' },
  payment_method: { type: ['string', 'null'] },
  captured: cents('Captured over all attempts'), refunded: cents('Paid back over all attempts'), kept: cents('captured − refunded'),
  expected_kept: cents("The order's payment amount when issued (less the company's refund when cancelled), else 0"),
  settled: { type: 'boolean', description: 'The reconciler has had its turn: nothing due, or untouched for RECONCILE_INTERVAL_MS' },
  anomaly: { type: ['string', 'null'], description: 'Why kept ≠ expected_kept once settled; null otherwise' },
  attempts: { type: 'array', items: attempt },
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
