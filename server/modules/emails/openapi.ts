/**
 * Exports: `emailsOpenApiPaths()`: OpenAPI 3.1 path items of the contact and reservation e-mails, merged into
 * `/api/docs` by server/modules/docs/routes.ts.
 */
import { orderTokenHeader } from '../booking/openapi';
import { CONTACT_RATE } from './contact.service';
import { body, failure, invalid, lang, langQuery, obj, ok, phone, str, type Schema } from './openapi-schema';
import { RESEND_LIMIT } from './reservation-mail';
import { CONTACT_LIMITS } from './structs';

export function emailsOpenApiPaths(): Record<string, Schema> {
  return {
    '/api/emails/contactUs': {
      post: {
        summary: 'Sends the contact form to customer care (supportEmail) and acknowledges it to the visitor', operationId: 'contactUs', parameters: [langQuery],
        requestBody: body(obj({
          name: str({ minLength: 1, maxLength: CONTACT_LIMITS.name }), lastname: str({ minLength: 1, maxLength: CONTACT_LIMITS.name }), email: str({ format: 'email' }),
          phone, message: str({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax }), lang,
        }, ['name', 'lastname', 'email', 'phone', 'message'])),
        responses: {
          202: ok(obj({ message: str({ const: 'The email was sent successfully' }), id: { type: 'integer' } }), 'Stored and queued'), 400: invalid,
          429: failure(`RATE_LIMITED (${CONTACT_RATE.perIp} an hour per IP, ${CONTACT_RATE.perEmail} per e-mail)`),
        },
      },
    },
    '/api/emails/sendSuccessReservation': {
      post: {
        summary: "E-mails an issued order's reservation (trips, tickets, totals) to its leader, in the order's language; once per order unless `resend`",
        operationId: 'sendSuccessReservation', parameters: [orderTokenHeader],
        requestBody: body(obj({ order_code: str({ pattern: '^[A-Z0-9]{6,20}$' }), resend: { type: 'boolean', default: false }, lang }, ['order_code'])),
        responses: {
          202: ok(obj({ order_code: str(), sent: { const: true }, sends: { type: 'integer' }, message: str() }), 'Queued'),
          200: ok(obj({ order_code: str(), sent: { const: false }, sends: { type: 'integer' }, message: str() }), 'Sent before; nothing queued'),
          400: invalid, 404: failure("ORDER_NOT_FOUND (also without the owner's bearer token or the order's X-Order-Token)"), 409: failure('NOT_ISSUED (no tickets yet)'),
          429: failure(`RATE_LIMITED (${RESEND_LIMIT.perOrder} resends an hour per order)`),
        },
      },
    },
  };
}
