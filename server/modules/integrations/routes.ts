/**
 * Outside services the web app calls through the shop (SPEC.md section 7, "Other calls"), each behind a server port
 * with an embedded demo adapter:
 * - `POST /aade/retriveInformation { tax }` (AADE's spelling kept) → 200 `TaxRecord`; 400 `INVALID_INPUT` (not nine
 *   digits), 422 `INVALID_TAX_NUMBER` (wrong check digit), 404 `TAX_NUMBER_NOT_FOUND`, 429 `RATE_LIMITED`.
 * - `POST /courier/createVoucher { orderCode, name, address, city, prefecture, zipCode, telephone, country? }` → 201 the
 *   voucher (200 with the same voucher for an order that has one); 409 `NOT_ISSUED` for an order without tickets (the
 *   shop books the courier itself once an order is issued: server/modules/integrations/ship-tickets.ts); 404 `ORDER_NOT_FOUND` unless the request is the
 *   order's owner's (bearer token) or carries its `X-Order-Token`; 422 `SHIPPING_DETAILS` (SPEC's message) for an
 *   address outside Greece or a postal code of another prefecture; 400 `INVALID_INPUT`; 429.
 * - `GET /courier/retrieveVoucher?shippingNumber=…` → 200 the voucher with its status; 404 `VOUCHER_NOT_FOUND`, also
 *   to anyone but its order's owner or order token holder (a voucher names the traveller, address and phone).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, isApiError, parse } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { identify } from '../booking/identity';
import { readOrderToken } from '../booking/order-access';
import type { ModulePlugin } from '../deps';
import type { BookingService } from '../booking/booking.service';
import type { Courier } from '../../ports/courier';
import type { TaxRegistry } from '../../ports/tax-registry';
import { toE164 } from '../emails/structs';
import { isValidAfm } from './afm';
import { isGreekZip, normaliseZip, prefectureMatchesZip } from '../../../src/core/shared/greek-postcodes';
import { CreateVoucherBody, RetrieveVoucherQuery, SHIPPING_DETAILS_MESSAGE, TaxLookupBody } from './structs';

export const INTEGRATION_RATES = {
  taxLookups: { perIp: 30, windowMs: 10 * 60_000 },
  vouchers: { perIp: 10, windowMs: 60 * 60_000 },
} as const;


const shippingError = (field: string) => new ApiError(422, 'SHIPPING_DETAILS', SHIPPING_DETAILS_MESSAGE, field);

/** What the integrations module needs of the shop: the courier and the tax registry (ports chosen by server/composition.ts), and the orders. */
export interface IntegrationsShop {
  readonly booking: BookingService;
  readonly courier: Courier;
  readonly taxRegistry: TaxRegistry;
}

const integrationRoutes: ModulePlugin<IntegrationsShop> = async (app, deps) => {
  // The courier and the tax registry are chosen by the composition root (server/composition.ts).
  const ports = deps.shop;
  const service = deps.shop.booking;
  const accessOf = async (request: FastifyRequest) => ({ caller: await identify(deps.database.db, request, deps.clock()), token: readOrderToken(request) });
  const limit = (request: FastifyRequest, name: keyof typeof INTEGRATION_RATES) => hitRateLimit(deps.database.db, {
    key: `${name}:ip:${request.ip || 'unknown'}`, limit: INTEGRATION_RATES[name].perIp, windowMs: INTEGRATION_RATES[name].windowMs, now: deps.clock(),
  });

  app.post('/aade/retriveInformation', async (request) => {
    const { tax } = parse(TaxLookupBody, request.body);
    if (!isValidAfm(tax)) throw new ApiError(422, 'INVALID_TAX_NUMBER', 'This is not a valid Greek tax number (ΑΦΜ): its check digit is wrong', 'tax');
    await limit(request, 'taxLookups');
    const record = await ports.taxRegistry.lookup(tax);
    if (!record) throw new ApiError(404, 'TAX_NUMBER_NOT_FOUND', 'No business is registered with this tax number', 'tax');
    return record;
  });

  app.post('/courier/createVoucher', async (request, reply) => {
    const body = parse(CreateVoucherBody, request.body);
    const order = await service.load(body.orderCode, await accessOf(request));
    // Printed tickets go by courier only once they exist: an unpaid (or failed) order books no delivery.
    if (order.status !== 'success') {
      throw new ApiError(409, 'NOT_ISSUED', 'Tickets go to the courier once they are issued; this order has none yet', 'orderCode');
    }
    if (body.country !== undefined && body.country !== 'GR') throw shippingError('country');
    if (!isGreekZip(body.zipCode)) throw shippingError('zipCode');
    if (!prefectureMatchesZip(body.prefecture, body.zipCode)) throw shippingError('prefecture');
    await limit(request, 'vouchers');
    const { voucher, created } = await ports.courier.createVoucher({
      orderCode: body.orderCode, name: body.name, address: body.address, city: body.city, prefecture: body.prefecture,
      zipCode: normaliseZip(body.zipCode) as string, telephone: toE164(body.telephone) ?? body.telephone,
    });
    return reply.code(created ? 201 : 200).send(voucher);
  });

  app.get('/courier/retrieveVoucher', async (request) => {
    const { shippingNumber } = parse(RetrieveVoucherQuery, request.query);
    const notFound = new ApiError(404, 'VOUCHER_NOT_FOUND', 'There is no voucher with this shipping number', 'shippingNumber');
    const access = await accessOf(request);
    const voucher = await ports.courier.retrieveVoucher(shippingNumber);
    if (!voucher) throw notFound;
    await service.load(voucher.orderCode, access).catch((error: unknown) => {
      throw isApiError(error) && error.status === 404 ? notFound : error;
    });
    return voucher;
  });
};

export default integrationRoutes;
