/**
 * `POST /booking/order-status { order_code }` (issue 14, "the traveller always learns the outcome"): the order as its
 * owner sees it (the wire `Order`: status, paid, amount, and once it ended without tickets or was paid back its
 * `outcome` and `refund_amount`). The payment failure page reads it to say why the money went back and how much.
 * Opened as every call on one order is: the owner's bearer token or the order's `X-Order-Token`; anyone else (and an
 * unknown code) is told 404 ORDER_NOT_FOUND. It reads only, so it needs no idempotency key.
 */
import * as api from '../../../src/contract/index';
import { parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import type { BookingShop } from './shop';
import { orderAccessOf } from './order-access';
import { orderView } from './reservation';

const orderStatusRoutes: ModulePlugin<BookingShop> = async (app, deps) => {
  app.post('/booking/order-status', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const row = await deps.shop.booking.load(body.order_code, await orderAccessOf(deps.database.db, request, deps.clock()));
    return orderView(row);
  });
};

export default orderStatusRoutes;
