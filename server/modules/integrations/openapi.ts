/**
 * Exports: `integrationsOpenApiPaths()`: OpenAPI 3.1 path items of `/aade/retriveInformation` and `/courier/*`,
 * merged into `/api/docs`.
 */
import { body, failure, invalid, lang, obj, ok, phone, str, type Schema } from '../emails/openapi-schema';
import { orderTokenHeader } from '../booking/openapi';
import { VOUCHER_STATUSES } from '../../ports/courier';
import { INTEGRATION_RATES } from './routes';
import { SHIPPING_DETAILS_MESSAGE } from './structs';

const taxRecord = obj({
  tax: str({ pattern: '^\\d{9}$' }), companyName: str(), legalForm: str(), activity: str(), activityCode: str(), taxOffice: str({ description: 'ΔΟΥ' }),
  address: str(), street: str(), zipCode: str(), city: str(), registry: str({ description: 'ΓΕΜΗ number' }), active: { type: 'boolean' }, registeredOn: str({ format: 'date' }),
});
const voucher = obj({
  shippingNumber: str({ pattern: '^\\d{10}$' }), status: str({ enum: [...VOUCHER_STATUSES] }), orderCode: str(), name: str(), address: str(), city: str(),
  prefecture: str(), zipCode: str({ pattern: '^\\d{5}$' }), telephone: str({ description: 'E.164' }), createdAt: str({ format: 'date-time' }), estimatedDelivery: str({ format: 'date' }),
});

export function integrationsOpenApiPaths(): Record<string, Schema> {
  return {
    '/aade/retriveInformation': {
      post: {
        summary: 'The business registered under a Greek tax number (ΑΦΜ), for the invoice form (embedded demo register)', operationId: 'taxLookup',
        requestBody: body(obj({ tax: str({ description: 'Nine digits with the check digit; spaces and an EL prefix are ignored' }), lang }, ['tax'])),
        responses: {
          200: ok(taxRecord), 400: invalid, 404: failure('TAX_NUMBER_NOT_FOUND'), 422: failure('INVALID_TAX_NUMBER (wrong check digit)'),
          429: failure(`RATE_LIMITED (${INTEGRATION_RATES.taxLookups.perIp} per 10 minutes per IP)`),
        },
      },
    },
    '/courier/createVoucher': {
      post: {
        summary: "Books the courier for an order's tickets (Greece only); one voucher per order code", operationId: 'createVoucher', parameters: [orderTokenHeader],
        requestBody: body(obj({
          orderCode: str({ pattern: '^[A-Z0-9]{6,20}$' }), name: str({ maxLength: 80 }), address: str({ maxLength: 120 }), city: str({ maxLength: 60 }),
          prefecture: str({ maxLength: 60 }), zipCode: str({ pattern: '^\\d{3} ?\\d{2}$' }), telephone: phone, country: str({ const: 'GR' }), lang,
        }, ['orderCode', 'name', 'address', 'city', 'prefecture', 'zipCode', 'telephone'])),
        responses: {
          201: ok(voucher, 'Created'), 200: ok(voucher, 'The order already has this voucher'), 400: invalid,
          404: failure("ORDER_NOT_FOUND: unknown order, or neither the owner's bearer token nor the order's X-Order-Token"),
          422: failure(`SHIPPING_DETAILS: ${SHIPPING_DETAILS_MESSAGE}`), 429: failure(`RATE_LIMITED (${INTEGRATION_RATES.vouchers.perIp} an hour per IP)`),
        },
      },
    },
    '/courier/retrieveVoucher': {
      get: {
        summary: "A courier voucher with its status, for its order's owner (bearer token) or order token holder", operationId: 'retrieveVoucher',
        parameters: [{ name: 'shippingNumber', in: 'query', required: true, schema: str({ pattern: '^\\d{10}$' }) }, orderTokenHeader],
        responses: { 200: ok(voucher), 400: invalid, 404: failure("VOUCHER_NOT_FOUND (also without the order's owner's bearer token or X-Order-Token)") },
      },
    },
  };
}
