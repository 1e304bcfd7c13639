/**
 * "Manage booking" (issue 17), opened as every call on one order is (the owner's bearer token or the order's
 * `X-Order-Token`; anyone else, and an unknown code, is told 404 ORDER_NOT_FOUND):
 * - `POST /booking/manage { order_code }`: the order, its tickets and what cancelling it gives back now (./manage.ts).
 * - `POST /booking/cancel { order_code, expected_refund }` (Idempotency-Key): cancels the whole issued order when the
 *   server's quote still gives back exactly `expected_refund` (else 409 QUOTE_CHANGED with the new quote, and nothing
 *   changes), through the booking saga: the order moves `success → refunding` under a row lock (so two tabs cancel
 *   once: the second is told 409 ALREADY_REFUNDED), the operators cancel the trips (their seats go back on sale), the
 *   money goes back through the card processor or to the reseller's credit, and the refund e-mail is queued in the
 *   transaction that records it.
 */
import type { FastifyRequest } from 'fastify';
import * as api from '../../../src/contract/index';
import { ApiError, parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import { idempotent, readIdempotencyKey } from './idempotency';
import { checkUserId, identify } from './identity';
import { readOrderToken, type OrderAccess } from './order-access';
import { cancelQuote, manageView } from './manage';

const manageRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  const access = async (request: FastifyRequest): Promise<OrderAccess> => {
    const query = parse(api.BookingQuery, request.query ?? {});
    const caller = await identify(db, request, deps.clock());
    checkUserId(caller, query.user_id);
    return { caller, token: readOrderToken(request) };
  };

  app.post('/booking/manage', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const row = await deps.shop.booking.load(body.order_code, await access(request));
    return manageView(row, deps.clock());
  });

  app.post('/booking/cancel', async (request, reply) => {
    const body = parse(api.CancelBookingRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const who = await access(request);
    const row = await deps.shop.booking.load(body.order_code, who);
    const answer = await idempotent(db, `cancel:${who.caller?.userId ?? 'guest'}`, key, body, async () => {
      // A change of a leg under way (issue 17) ends first: the order is not cancelled under it.
      if (await deps.shop.changes.liveChange(row.id)) throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'A change of this booking is under way; try again when it ends', 'order_code');
      const quote = cancelQuote(row, deps.clock());
      if (!quote.allowed) {
        throw new ApiError(409, quote.reason === 'ALREADY_CANCELLED' ? 'ALREADY_REFUNDED' : quote.reason ?? 'NOT_ISSUED', 'This booking cannot be cancelled now', 'order_code');
      }
      if (quote.refund_amount !== body.expected_refund) {
        throw new ApiError(409, 'QUOTE_CHANGED', `Cancelling now gives back ${quote.refund_amount} cents, not ${body.expected_refund}; look at the new quote`, 'expected_refund');
      }
      return { status: 200, body: await deps.shop.booking.refund(body.order_code, who) };
    });
    return reply.code(answer.status).send(answer.body);
  });
};

export default manageRoutes;
