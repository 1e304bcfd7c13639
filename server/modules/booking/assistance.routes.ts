/**
 * Assistance for reduced mobility after booking (issue 17), opened as every call on one order is (the owner's bearer
 * token or the order's `X-Order-Token`; anyone else, and an unknown code, is told 404 ORDER_NOT_FOUND):
 * - `POST /booking/assistance-options { order_code }`: per leg, until when a request is guaranteed (48 hours before
 *   departure), whether one may be made now, and the departure port's passenger assistance point.
 * - `POST /booking/assistance { order_code, trip_index, passenger_index, assistance | null }`: records it with the
 *   company and on the tickets and confirms it by e-mail (./assistance.ts).
 */
import type { FastifyRequest } from 'fastify';
import * as api from '../../../src/contract/index';
import { isLocale } from '../../../src/core/shared/locale';
import { parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import type { BookingShop } from './shop';
import { orderAccessOf, type OrderAccess } from './order-access';
import { assistanceLegs, holdsOf, orderLang, requestAssistance } from './assistance';

const assistanceRoutes: ModulePlugin<BookingShop> = async (app, deps) => {
  const { db } = deps.database;
  const access = (request: FastifyRequest): Promise<OrderAccess> => orderAccessOf(db, request, deps.clock());

  app.post('/booking/assistance-options', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const row = await deps.shop.booking.load(body.order_code, await access(request));
    // The page's language (the web app sends it as the `lang` query), else the body's, else the order's.
    const asked = parse(api.BookingQuery, request.query ?? {}).lang ?? body.lang;
    const lang = asked && isLocale(asked) ? asked : orderLang(row);
    return { order_code: row.orderCode, legs: assistanceLegs(row, await holdsOf(db, row.id), deps.clock(), lang, deps.shop.operators) };
  });

  app.post('/booking/assistance', async (request) => {
    const body = parse(api.AssistanceRequest, request.body);
    const asked = parse(api.BookingQuery, request.query ?? {}).lang ?? body.lang;
    const row = await deps.shop.booking.load(body.order_code, await access(request));
    return requestAssistance({ db, operators: deps.shop.operators, mailer: deps.shop.mailer, clock: deps.clock, publicUrl: deps.config.publicUrl, operatorTimeoutMs: deps.config.operatorTimeoutMs }, row, body,
      asked && isLocale(asked) ? asked : undefined);
  });
};

export default assistanceRoutes;
