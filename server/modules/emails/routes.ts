/**
 * The e-mail calls of SPEC.md section 7 (prefix `/api`):
 * - `POST emails/contactUs { name, lastname, email, phone, message, lang? }` → 202 `{ message, id }`; 400 `INVALID_INPUT`
 *   naming the field; 429 `RATE_LIMITED`.
 * - `POST emails/sendSuccessReservation { order_code, resend? }` → 202 `{ order_code, sent: true, sends, message }` when
 *   queued, 200 `{ sent: false, … }` when it was sent before; 404 `ORDER_NOT_FOUND` (also without the owner's bearer
 *   token or the order's `X-Order-Token`), 409 `NOT_ISSUED`, 429 (resends).
 * `lang` (query or body, default el) is the language of the contact acknowledgement; the reservation e-mail uses the
 * order's language.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '../../../src/core/shared/locale';
import { parse } from '../../http/errors';
import { langOf } from '../auth/structs';
import { identify } from '../booking/identity';
import { readOrderToken } from '../booking/order-access';
import type { ModulePlugin } from '../deps';
import type { BookingService } from '../booking/booking.service';
import { sendContactMessage } from './contact.service';
import { sendReservationMail } from './reservation-mail';
import { ContactBody, ReservationMailBody } from './structs';

export const CONTACT_SENT = 'The email was sent successfully';

const ipOf = (request: FastifyRequest) => request.ip || 'unknown';

/** What the e-mails module needs of the shop: the orders (to check who may have an order's e-mail sent again). */
export interface EmailsShop {
  readonly booking: BookingService;
}

const emailRoutes: ModulePlugin<EmailsShop> = async (app, deps) => {
  app.post('/emails/contactUs', async (request, reply) => {
    const body = parse(ContactBody, request.body);
    const lang = langOf(request) ?? DEFAULT_LOCALE;
    const { id } = await sendContactMessage(deps, body, lang, ipOf(request));
    return reply.code(202).send({ message: CONTACT_SENT, id });
  });

  app.post('/emails/sendSuccessReservation', async (request, reply) => {
    const body = parse(ReservationMailBody, request.body);
    // Only the order's owner (bearer token) or holder of one of its order tokens; anyone else is told 404.
    const access = { caller: await identify(deps.database.db, request, deps.clock()), token: readOrderToken(request) };
    await deps.shop.booking.load(body.order_code, access);
    const answer = await sendReservationMail(deps, body.order_code, { resend: body.resend === true });
    return reply.code(answer.sent ? 202 : 200).send(answer);
  });
};

export default emailRoutes;
