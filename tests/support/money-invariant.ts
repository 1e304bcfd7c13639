/**
 * Exports: `auditMoney(db, options)`, `lastOrderId(db)`, `MoneyAudit`, `OrderAudit`, `END_STATES`.
 * Issue 14's invariant, read from the books of all three parties, never from the shop's word alone:
 * - money: what the processor's own ledger (test_processor_attempts / test_processor_refunds) captured and paid back
 *   for each order's attempts; the shop's `payments` rows only say which attempt belongs to which order, and every
 *   attempt in the ledger must belong to an order;
 * - tickets: what the operator's own reservation system (demo_operator_holds) confirmed and cancelled for the
 *   order's references (`${orderCode}-${tripIndex}`);
 * - for every order: captured − refunded (kept) = the order's amount when its tickets are issued and live, the amount
 *   less the refund when they were issued and cancelled, and 0 when no ticket was issued: no money without a
 *   ticket, no ticket without the money;
 * - a change of a leg (issue 17, `booking_changes`) is part of its order's story: its card attempt is the order's
 *   money (a dearer sailing's difference is kept once the change is done, paid back in full when it failed; a cheaper
 *   sailing's goes back through the order's attempt and its `refund_amount`), the new sailing's reference replaces the
 *   old one among the order's tickets once done, and a failed change leaves no ticket live at the new sailing;
 * - no operator hold left `held` past its expiry (the operator sweeps its own: call its `sweep(now)` first when the
 *   clock was moved), and the operator's counters of places held and sold equal its holds;
 * - with `ended`: every order in an end state, no operator hold of an order ended without tickets still held, the
 *   shop's own record of each hold settled, and the traveller told (the outbox holds the reservation e-mail of an
 *   issued order, and the refund e-mail with the amount the processor really paid back).
 * Problems are sentences naming the order, so a failing test says what broke.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/database/connect';
import { orderRefundedMail } from '../../server/modules/emails/refund-mail';
import { isLocale } from '../../src/core/shared/locale';

export const END_STATES = ['success', 'failed', 'expired', 'refunded', 'cancelled'] as const;

export interface OrderAudit {
  readonly orderCode: string;
  readonly status: string;
  readonly outcome: string | null;
  readonly paymentAmount: number;
  readonly refundAmount: number | null;
  readonly trips: number;
  /** Cents the processor's ledger captured for the order's attempts, and paid back. */
  readonly captured: number;
  readonly refunded: number;
  readonly kept: number;
  /** Operator holds of the order by their status in the operator's own system. */
  readonly operator: Readonly<Record<string, number>>;
  readonly problems: readonly string[];
}

export interface MoneyAudit {
  readonly orders: readonly OrderAudit[];
  /** Every problem of every order, and those of no order (an attempt of no order, a hold of no order). */
  readonly problems: readonly string[];
}

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Audits every order (or those whose code is in `orderCodes`, or whose id is above `afterOrderId`: the orders made
 * since `lastOrderId` answered it). `now` is the clock the servers run on (a hold whose
 * expiry is before it must not be held); `ended` asks for the end of every story (after the reconciler's turn).
 */
export async function auditMoney(
  db: Db, options: { now: Date; ended: boolean; orderCodes?: readonly string[]; afterOrderId?: number },
): Promise<MoneyAudit> {
  const orders = await rows<{
    id: number; order_code: string; status: string; outcome: string | null; payment_amount: number; refund_amount: number | null;
    trips: number; reservation: { reservationNumber?: string } | null; email: string | null; lang: string;
  }>(db, sql`SELECT o.id, o.order_code, o.status, o.outcome, o.payment_amount, o.refund_amount, o.lang,
      coalesce(jsonb_array_length(o.request->'trips'), 0)::int AS trips, o.reservation, o.details->'leader'->>'email' AS email
    FROM booking_orders o ORDER BY o.id`);
  const ledger = await rows<{
    attempt_id: string; order_id: number | null; captured: number; refunded: number; refunds: number; status: string; change_status: string | null;
  }>(db, sql`
    SELECT a.attempt_id, coalesce(p.order_id, c.order_id) AS order_id, a.captured, a.status, c.status AS change_status,
      coalesce((SELECT sum(r.amount) FROM test_processor_refunds r WHERE r.attempt_id = a.attempt_id), 0)::int AS refunds,
      a.refunded
    FROM test_processor_attempts a LEFT JOIN payments p ON p.attempt_id = a.attempt_id LEFT JOIN booking_changes c ON c.attempt_id = a.attempt_id`);
  const changes = await rows<{ order_id: number; change_code: string; status: string; old_reference: string; new_reference: string }>(db, sql`
    SELECT order_id, change_code, status, old_reference, new_reference FROM booking_changes ORDER BY id`);
  const holds = await rows<{ reference: string; status: string; expires_at: Date | string; sailing_id: string; units: Record<string, number> }>(db, sql`
    SELECT reference, status, expires_at, sailing_id, units FROM demo_operator_holds`);
  const inventory = await rows<{ sailing_id: string; code: string; held: number; sold: number }>(db, sql`
    SELECT sailing_id, code, held, sold FROM demo_operator_inventory`);
  const shopHolds = await rows<{ order_id: number; reference: string; status: string }>(db, sql`
    SELECT order_id, reference, status FROM operator_holds`);
  const mails = await rows<{ to_address: string; subject: string; text: string }>(db, sql`SELECT to_address, subject, text FROM outbox`);

  const problems: string[] = [];
  const now = options.now.getTime();
  for (const attempt of ledger) {
    if (attempt.order_id === null) problems.push(`the processor has attempt ${attempt.attempt_id} (${attempt.status}, captured ${attempt.captured}) that no order of the shop names`);
    if (attempt.refunds !== attempt.refunded) problems.push(`the processor's attempt ${attempt.attempt_id} says ${attempt.refunded} refunded but its refunds add up to ${attempt.refunds}`);
    if (attempt.refunded > attempt.captured) problems.push(`the processor paid back ${attempt.refunded} of attempt ${attempt.attempt_id}, more than the ${attempt.captured} it captured`);
  }
  const byCode = new Map(orders.map((o) => [o.order_code, o]));
  // A change's new sailing is held under the change's code: its order's.
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const c of changes) {
    const owner = byId.get(c.order_id);
    if (owner) byCode.set(c.change_code, owner);
  }
  for (const hold of holds) {
    const code = hold.reference.replace(/-\d+$/, '');
    // A refused hold leaves no order (the saga removes it once its references are released): only places held or
    // tickets issued for no order are a problem.
    if (!byCode.has(code) && (hold.status === 'held' || hold.status === 'confirmed')) {
      problems.push(`the operator has hold ${hold.reference} (${hold.status}) of no order of the shop`);
    }
    if (hold.status === 'held' && new Date(hold.expires_at).getTime() <= now) {
      problems.push(`operator hold ${hold.reference} is still held ${Math.round((now - new Date(hold.expires_at).getTime()) / 60_000)} min past its expiry`);
    }
  }

  // The operator's counters are its holds: places held = the units of its held holds, sold = of its confirmed ones.
  // (A hold released twice, or released after it expired, would free places twice and oversell the sailing.)
  // Inventory rows set directly (places other shops sold, as tests preset them) only count sold places above that.
  for (const row of inventory) {
    const sum = (status: string) => holds.filter((h) => h.sailing_id === row.sailing_id && h.status === status).reduce((n, h) => n + (h.units[row.code] ?? 0), 0);
    if (row.held !== sum('held')) problems.push(`the operator counts ${row.held} places held on ${row.sailing_id} ${row.code} but its held holds add up to ${sum('held')}`);
    if (row.sold < sum('confirmed')) problems.push(`the operator counts ${row.sold} places sold on ${row.sailing_id} ${row.code} but its confirmed holds add up to ${sum('confirmed')}`);
  }

  const wanted = options.orderCodes ? new Set(options.orderCodes) : undefined;
  const audits: OrderAudit[] = [];
  for (const order of orders) {
    if (wanted && !wanted.has(order.order_code)) continue;
    if (options.afterOrderId !== undefined && order.id <= options.afterOrderId) continue;
    const own: string[] = [];
    const say = (text: string) => own.push(`order ${order.order_code} (${order.status}${order.outcome ? `, ${order.outcome}` : ''}): ${text}`);
    const attempts = ledger.filter((a) => a.order_id === order.id);
    const captured = attempts.reduce((sum, a) => sum + a.captured, 0);
    const refunded = attempts.reduce((sum, a) => sum + a.refunded, 0);
    const kept = captured - refunded;
    // The order's changes: a done one's difference is kept; its new reference replaces the old among the tickets.
    const orderChanges = changes.filter((c) => c.order_id === order.id);
    const changeKept = attempts.filter((a) => a.change_status === 'done').reduce((sum, a) => sum + a.captured, 0);
    const replaced = new Set(orderChanges.filter((c) => c.status === 'done').map((c) => c.old_reference));
    const changedTo = new Set(orderChanges.filter((c) => c.status === 'done').map((c) => c.new_reference));
    const references = holds.filter((h) => (h.reference.replace(/-\d+$/, '') === order.order_code || changedTo.has(h.reference)) && !replaced.has(h.reference));
    const operator: Record<string, number> = {};
    for (const h of references) operator[h.status] = (operator[h.status] ?? 0) + 1;
    const confirmed = operator.confirmed ?? 0;
    const cancelled = operator.cancelled ?? 0;

    // Tickets and money go together.
    // An issued order whose traveller cancelled a leg of it (issue 17) keeps the other legs live: partly cancelled.
    const partly = order.status === 'success' && confirmed + cancelled === order.trips;
    if (confirmed > 0 && confirmed < order.trips && options.ended && !partly) say(`${confirmed} of its ${order.trips} trips have live tickets at the operator`);
    if (confirmed > 0 && cancelled > 0 && !partly) say(`some trips are confirmed and others cancelled at the operator (${JSON.stringify(operator)})`);
    if (confirmed > 0) {
      if (order.status !== 'success' && (options.ended || order.status !== 'paid')) say(`the operator issued tickets (${confirmed} trips) but the order is not issued`);
      // Parts cancelled (a leg, passengers) gave back `refund_amount` of it once their refunds are paid.
      const keep = order.payment_amount - (order.status === 'success' ? order.refund_amount ?? 0 : 0) + changeKept;
      if (kept !== keep && (options.ended || kept !== order.payment_amount)) say(`tickets are live but the processor kept ${kept} (captured ${captured}, refunded ${refunded}) instead of the order's ${keep}`);
    } else if (cancelled > 0) {
      if (order.status !== 'refunded' && (options.ended || order.status !== 'refunding')) say(`the operator cancelled its tickets but the order is ${order.status}`);
      const expected = order.payment_amount - (order.refund_amount ?? 0) + changeKept;
      // A dearer change's captured difference may be given back too (the order's fare is the new one).
      if (order.refund_amount === null || order.refund_amount < 0 || order.refund_amount > order.payment_amount + changeKept) say(`cancelled at the operator with a refund amount of ${order.refund_amount}`);
      if (options.ended && kept !== expected) say(`tickets were cancelled: the processor kept ${kept} (captured ${captured}, refunded ${refunded}) instead of ${expected} (${order.payment_amount} less the refund of ${order.refund_amount})`);
    } else {
      if (order.status === 'success') say('the order says issued but the operator confirmed no trip');
      if (options.ended && kept !== 0) say(`no ticket was issued but the processor kept ${kept} (captured ${captured}, refunded ${refunded})`);
    }
    if (kept < 0) say(`the processor paid back more (${refunded}) than it captured (${captured})`);
    for (const c of orderChanges) {
      const at = holds.find((h) => h.reference === c.new_reference);
      if (c.status === 'failed' && at?.status === 'confirmed') say(`change ${c.change_code} failed but its new tickets ${c.new_reference} are live at the operator`);
      if (c.status === 'done' && at?.status !== 'confirmed' && at?.status !== 'cancelled') say(`change ${c.change_code} is done but the operator has its new reference ${c.new_reference} ${at?.status ?? 'nowhere'}`);
      if (c.status === 'done' && holds.find((h) => h.reference === c.old_reference)?.status === 'confirmed') say(`change ${c.change_code} is done but its old tickets ${c.old_reference} are still live`);
      if (options.ended && !['done', 'failed'].includes(c.status)) say(`change ${c.change_code} is still ${c.status} after the reconciler's turn`);
      if (options.ended && c.status === 'failed' && at?.status === 'held') say(`change ${c.change_code} failed but its new places ${c.new_reference} are still held`);
    }

    if (options.ended) {
      if (!(END_STATES as readonly string[]).includes(order.status)) say('not in an end state after the reconciler\'s turn');
      for (const record of shopHolds.filter((h) => h.order_id === order.id)) {
        if (record.status === 'requested' || record.status === 'cancelling' || (record.status === 'held' && order.status !== 'success')) {
          say(`the shop's record of hold ${record.reference} still says ${record.status}`);
        }
      }
      if ((operator.held ?? 0) > 0 && order.status !== 'success') say(`its ended order still has ${operator.held} operator hold(s) held`);
      const to = (order.email ?? '').toLowerCase();
      const toTraveller = mails.filter((m) => m.to_address.toLowerCase() === to);
      if (order.status === 'success') {
        const number = order.reservation?.reservationNumber;
        if (!number || !toTraveller.some((m) => m.subject.includes(number))) say(`issued, but no reservation e-mail (${number ?? 'no reservation number'}) in the outbox for ${to}`);
      }
      // The order's own attempts and its finished changes' (a cancellation gives back from those too); a failed
      // change's difference goes back apart, with the change's e-mail.
      const orderRefunded = attempts.filter((a) => a.change_status === null || a.change_status === 'done').reduce((sum, a) => sum + a.refunded, 0);
      if (orderRefunded > 0 && order.status !== 'success') {
        // The refund e-mail in the order's language, with the amount the processor really paid back.
        const expected = orderRefundedMail({
          to, lang: isLocale(order.lang) ? order.lang : 'el', orderCode: order.order_code, refundCents: orderRefunded, outcome: order.outcome ?? '', publicUrl: '',
        });
        const sentence = expected.text.split('\n')[2] ?? '';
        if (!toTraveller.some((m) => m.subject === expected.subject && m.text.includes(sentence))) {
          say(`paid back ${orderRefunded}, but the outbox has no refund e-mail for ${to} saying "${sentence}"`);
        }
      }
    }
    problems.push(...own);
    audits.push({
      orderCode: order.order_code, status: order.status, outcome: order.outcome, paymentAmount: order.payment_amount,
      refundAmount: order.refund_amount, trips: order.trips, captured, refunded, kept, operator, problems: own,
    });
  }
  return { orders: audits, problems };
}

/** The id of the newest order (0 when none): `auditMoney(db, { afterOrderId })` then audits the orders made since. */
export async function lastOrderId(db: Db): Promise<number> {
  const [row] = await rows<{ id: number | null }>(db, sql`SELECT max(id)::int AS id FROM booking_orders`);
  return row?.id ?? 0;
}
