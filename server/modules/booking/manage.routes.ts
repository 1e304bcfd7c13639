/**
 * "Manage booking" (issue 17), opened as every call on one order is (the owner's bearer token or the order's
 * `X-Order-Token`; anyone else, and an unknown code, is told 404 ORDER_NOT_FOUND):
 * - `POST /booking/manage { order_code }`: the order, its tickets (those cancelled marked) and what cancelling it
 *   gives back now, with what each leg's company lets the traveller cancel alone (./manage.ts).
 * - `POST /booking/cancel { order_code, expected_refund }` (Idempotency-Key): cancels the whole issued order when the
 *   server's quote still gives back exactly `expected_refund` (else 409 QUOTE_CHANGED with the new quote, and nothing
 *   changes), through the booking saga: the order moves `success → refunding` under a row lock (so two tabs cancel
 *   once: the second is told 409 ALREADY_REFUNDED), the operators cancel the trips (their seats go back on sale), the
 *   money goes back through the card processor or to the reseller's credit, and the refund e-mail is queued in the
 *   transaction that records it.
 * - `POST /booking/cancel-quote { order_code, selection }`: what cancelling a part (a leg, or passengers and vehicles
 *   of a leg) gives back now; 409 with the reason on the part's field when it cannot be cancelled.
 * - `POST /booking/cancel-part { order_code, selection, expected_refund }` (Idempotency-Key): cancels that part when
 *   the quote still gives exactly `expected_refund` (else 409 QUOTE_CHANGED, nothing changed), the refund written to
 *   the ledger under the order's row lock (two tabs: one refund), the company cancels those tickets only (their
 *   places go back on sale), the money goes back, an e-mail names what was cancelled. A selection of everything left
 *   is the whole cancellation (the order ends `refunded`).
 */
import type { FastifyRequest } from 'fastify';
import * as api from '../../../src/contract/index';
import { ApiError, parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import type { BookingShop } from './shop';
import { idempotent, readIdempotencyKey } from './idempotency';
import { orderAccessOf, type OrderAccess } from './order-access';
import { cancelledParts, cancelQuote, manageView, planPartCancel, type PartRefused, type TakesPlace } from './manage';
import { refundsOf } from './refund-ledger';
import type { OrderRow, StoredPricing } from './reservation';

const PART_REFUSED_MESSAGES: Record<PartRefused['reason'], string> = {
  NOT_ISSUED: 'Only an issued booking can be cancelled',
  ALREADY_CANCELLED: 'This booking has been cancelled already',
  DEPARTED: 'This ship has sailed: it cannot be cancelled any more',
  NO_SUCH_PART: 'The booking has no such leg, passenger or vehicle',
  PART_CANCELLED: 'This has been cancelled already',
  LEG_NOT_ALLOWED: 'The ferry company does not let a leg be cancelled alone; cancel the whole booking instead',
  PASSENGERS_NOT_ALLOWED: 'The ferry company does not let passengers or vehicles be cancelled alone',
  PARTY_LEFT_INVALID: 'What would be left cannot travel alone (a passenger who takes a place, and a passenger per vehicle, must stay)',
  CANCEL_IN_PROGRESS: 'A cancellation of this booking is still under way; try again in a minute',
};
const refusal = (r: PartRefused) => new ApiError(409, r.reason, PART_REFUSED_MESSAGES[r.reason], r.field);

const manageRoutes: ModulePlugin<BookingShop> = async (app, deps) => {
  const { db } = deps.database;
  const access = (request: FastifyRequest): Promise<OrderAccess> => orderAccessOf(db, request, deps.clock());
  /** Whether a passenger type of the order's trip takes a place (its company's rule; unknown types do). */
  const takesPlaceIn = (row: OrderRow): TakesPlace => (t, type) => {
    const company = deps.shop.operators.company((row.pricing as StoredPricing).info[t]?.company ?? '');
    return company?.passengerTypes.find((p) => p.code === type)?.takesPlace ?? true;
  };

  app.post('/booking/manage', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const row = await deps.shop.booking.load(body.order_code, await access(request));
    return manageView(row, deps.clock(), cancelledParts(await refundsOf(db, row.id)));
  });

  app.post('/booking/cancel', async (request, reply) => {
    const body = parse(api.CancelBookingRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const who = await access(request);
    const row = await deps.shop.booking.load(body.order_code, who);
    const answer = await idempotent(db, `cancel:${who.caller?.userId ?? 'guest'}`, key, body, async () => {
      // A change of a leg under way (issue 17) ends first: the order is not cancelled under it. This is the quick
      // answer; the rule is held by the saga under the order's row lock (server/modules/booking/order-guards.ts).
      if (await deps.shop.changes.liveChange(row.id)) throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'A change of this booking is under way; try again when it ends', 'order_code');
      const quote = cancelQuote(row, deps.clock(), cancelledParts(await refundsOf(db, row.id)));
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

  app.post('/booking/cancel-quote', async (request) => {
    const body = parse(api.CancelPartQuoteRequest, request.body);
    const row = await deps.shop.booking.load(body.order_code, await access(request));
    const plan = planPartCancel(row, cancelledParts(await refundsOf(db, row.id)), body.selection, deps.clock(), takesPlaceIn(row));
    if (!plan.ok) throw refusal(plan);
    return plan.quote;
  });

  app.post('/booking/cancel-part', async (request, reply) => {
    const body = parse(api.CancelPartRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const who = await access(request);
    const row = await deps.shop.booking.load(body.order_code, who);
    const changed = (amount: number) => new ApiError(409, 'QUOTE_CHANGED', `Cancelling this now gives back ${amount} cents, not ${body.expected_refund}; look at the new quote`, 'expected_refund');
    const answer = await idempotent(db, `cancel-part:${who.caller?.userId ?? 'guest'}`, key, body, async () => {
      // The quick answer; `cancelPart` checks again under the order's row lock (server/modules/booking/order-guards.ts).
      if (await deps.shop.changes.liveChange(row.id)) throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'A change of this booking is under way; try again when it ends', 'order_code');
      const first = planPartCancel(row, cancelledParts(await refundsOf(db, row.id)), body.selection, deps.clock(), takesPlaceIn(row));
      if (!first.ok) throw refusal(first);
      if (first.quote.whole_order) {
        // Everything left of the booking: the whole cancellation (the order ends refunded).
        if (first.quote.refund_amount !== body.expected_refund) throw changed(first.quote.refund_amount);
        const done = await deps.shop.booking.refund(body.order_code, who);
        return { status: 200, body: { order_code: row.orderCode, order_status: 'refunded', whole_order: true, refund_amount: done.refund_amount } satisfies api.CancelPartAnswer };
      }
      // Decided again under the order's row lock, against the ledger as it is then (a second tab waits, then finds
      // the part cancelled: 409 PART_CANCELLED, no second refund).
      const refund = await deps.shop.saga.cancelPart(row.id, (order, ledger) => {
        const plan = planPartCancel(order, cancelledParts(ledger), body.selection, deps.clock(), takesPlaceIn(order));
        if (!plan.ok) throw refusal(plan);
        if (plan.quote.whole_order) throw new ApiError(409, 'QUOTE_CHANGED', 'The booking changed meanwhile; look at the new quote', 'expected_refund');
        if (plan.quote.refund_amount !== body.expected_refund) throw changed(plan.quote.refund_amount);
        return { amount: plan.quote.refund_amount, covers: plan.covers };
      });
      if (refund.status === 'dropped') throw new ApiError(409, 'PART_NOT_CANCELLED', 'The ferry company would not cancel these tickets; nothing was cancelled or charged', 'selection');
      return { status: 200, body: { order_code: row.orderCode, order_status: 'success', whole_order: false, refund_amount: refund.amount } satisfies api.CancelPartAnswer };
    });
    return reply.code(answer.status).send(answer.body);
  });
};

export default manageRoutes;
