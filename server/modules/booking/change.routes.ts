/**
 * "Change date or sailing" (issue 17), opened as every call on one order is (the owner's bearer token or the order's
 * `X-Order-Token`; anyone else, and an unknown code, is told 404 ORDER_NOT_FOUND):
 * - `POST /booking/change/options { order_code, trip_index, date }`: the company's policy for the leg now (allowed,
 *   fee, why not) and the other sailings of the same route and company on `date` with the difference each costs.
 * - `POST /booking/change { order_code, trip_index, trip_id, expected_difference }` (Idempotency-Key): starts the change
 *   through the change saga (server/saga/change-saga.ts) when it still costs exactly what was shown (else 409
 *   QUOTE_CHANGED, nothing changes); a higher fare answers the hosted payment form of the difference.
 * - `POST /booking/change/status { order_code, change_code? }`: where the change stands (the new reservation once done).
 * - `POST /booking/change/payment { order_code, change_code?, lang? }`: the hosted payment form of a change still
 *   waiting for its difference (the answer with the form was lost: a closed tab, the network), the same attempt's
 *   form again, never a second attempt; a change no longer waiting answers where it stands, without a form.
 * The payment result of a difference comes back to the booking's callback URLs (server/modules/payments/routes.ts).
 */
import type { FastifyRequest } from 'fastify';
import * as api from '../../../src/contract/index';
import { isLocale } from '../../../src/core/shared/locale';
import { ApiError, parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import type { BookingShop } from './shop';
import { idempotent, readIdempotencyKey } from './idempotency';
import { orderAccessOf, type OrderAccess } from './order-access';

const changeRoutes: ModulePlugin<BookingShop> = async (app, deps) => {
  const { db } = deps.database;
  const { booking, changes } = deps.shop;
  const access = (request: FastifyRequest): Promise<OrderAccess> => orderAccessOf(db, request, deps.clock());

  app.post('/booking/change/options', async (request): Promise<api.ChangeOptionsAnswer> => {
    const body = parse(api.ChangeOptionsRequest, request.body);
    const row = await booking.load(body.order_code, await access(request));
    return changes.options(row, body.trip_index, body.date);
  });

  app.post('/booking/change', async (request, reply) => {
    const body = parse(api.StartChangeRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const who = await access(request);
    const row = await booking.load(body.order_code, who);
    const lang = body.lang ?? (isLocale(row.lang) ? row.lang : 'el');
    const answer = await idempotent(db, `change:${who.caller?.userId ?? 'guest'}:${row.orderCode}`, key, body, async () =>
      ({ status: 200, body: await changes.start(row, body.trip_index, body.trip_id, body.expected_difference, lang) }));
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/booking/change/payment', async (request): Promise<api.ChangeAnswer> => {
    const body = parse(api.ChangeStatusRequest, request.body);
    const row = await booking.load(body.order_code, await access(request));
    const change = await changes.find(row.id, body.change_code);
    if (!change) throw new ApiError(404, 'CHANGE_NOT_FOUND', 'This booking has no such change', 'change_code');
    return changes.paymentAgain(change.id, body.lang ?? (isLocale(change.lang) ? change.lang : 'el'));
  });

  app.post('/booking/change/status', async (request): Promise<api.ChangeAnswer> => {
    const body = parse(api.ChangeStatusRequest, request.body);
    const row = await booking.load(body.order_code, await access(request));
    const change = await changes.find(row.id, body.change_code);
    if (!change) throw new ApiError(404, 'CHANGE_NOT_FOUND', 'This booking has no such change', 'change_code');
    return changes.view(change.id);
  });
};

export default changeRoutes;
