/**
 * Exports: `PaymentsQuery`, `listPayments(db, query, { now, reconcileIntervalMs })`, `PaymentsAnswer`.
 * The administrator's view of money (issue 14): per order that has a payment attempt, what was captured, what went
 * back and what the shop keeps, against what it should keep. The invariant the saga promises is
 * `kept = captured − refunded = expected_kept`, where `expected_kept` is the order's payment amount when its tickets
 * were issued (less the company's refund when the traveller cancelled it afterwards, and less what changes of a leg
 * to a cheaper sailing gave back, plus what changes to a dearer one captured), else 0. The money of a change's own
 * card attempt (issue 17, `booking_changes`) counts in `captured` and `refunded`; a lower fare's difference is a
 * refund of the order's attempt (the refund ledger). An order breaks it (`anomaly`) only once the reconciler has had
 * its turn on the order and on its changes: nothing is due (`next_check_at` null and no live lease) or nobody touched
 * them for a whole reconcile interval. Everything is computed in one SQL query, so paging and the anomaly filter
 * agree with `total`.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { boolean, coerce, defaulted, enums, object, optional, type Infer } from 'superstruct';
import { OrderCode } from '../../../src/contract/index';
import type { Db } from '../../database/connect';
import { bookingOrders, payments } from '../../database/schema/index';
import { bookingChanges } from '../../database/schema/booking-changes';
import { IntegerString } from '../../http/structs';

export const PAYMENTS_PAGE_MAX = 100;

/** `?page=1&item_per_page=50&anomalies=true`: query-string text, checked field by field, the first failure answered. */
export const PaymentsQuery = object({
  page: defaulted(IntegerString(1, 1_000_000), 1),
  item_per_page: defaulted(IntegerString(1, PAYMENTS_PAGE_MAX), 50),
  anomalies: defaulted(coerce(boolean(), enums(['true', 'false']), (value) => value === 'true'), false),
  /** One order only (the proof of a single booking). */
  order_code: optional(OrderCode),
});
export type PaymentsQuery = Infer<typeof PaymentsQuery>;

export interface PaymentAttemptView {
  readonly attempt_id: string;
  readonly provider: string;
  readonly status: string;
  readonly amount: number;
  readonly captured: number;
  readonly refunded: number;
  readonly refund_status: string | null;
  readonly created_at: string;
}

/** A change of a leg of the order (issue 17) and the money of its own card attempt. */
export interface ChangeMoneyView {
  readonly change_code: string;
  /** holding, held, paid, confirmed, done or failed. */
  readonly status: string;
  /** new fare − old fare + fee: positive was to be paid by card, negative went back through the order's attempt. */
  readonly difference: number;
  readonly attempt_id: string | null;
  readonly captured: number;
  /** Paid back of the change's own attempt (a change that failed after its difference was captured). */
  readonly refunded: number;
  readonly refund_status: string | null;
  readonly created_at: string;
}

export interface OrderMoneyView {
  readonly order_code: string;
  /** The order's internal state (holding, held, pending_payment, paid, success, failed, expired, refunding, refunded). */
  readonly order_status: string;
  readonly outcome: string | null;
  readonly payment_method: string | null;
  readonly captured: number;
  readonly refunded: number;
  readonly kept: number;
  readonly expected_kept: number;
  /** Whether the reconciler has had its turn on the order (nothing due, no lease, or untouched for an interval). */
  readonly settled: boolean;
  /** Why the order breaks the invariant once settled; null when it keeps it (or is still in flight). */
  readonly anomaly: string | null;
  readonly attempts: readonly PaymentAttemptView[];
  /** The order's changes of a leg, oldest first (their card attempts' money is in captured and refunded). */
  readonly changes: readonly ChangeMoneyView[];
  readonly updated_at: string;
}

export interface PaymentsAnswer {
  readonly data: readonly OrderMoneyView[];
  readonly total: number;
  readonly page: number;
  readonly item_per_page: number;
}

/**
 * A finished change's captured difference adopted as a `payments` row by the refund ledger (refund-ledger.ts, so a
 * later cancellation can give it back): its capture is counted once, with the changes; what the ledger paid back of
 * it, with the payments.
 */
const adoptedChange = sql`EXISTS (SELECT 1 FROM ${bookingChanges} WHERE ${bookingChanges.attemptId} = ${payments.attemptId})`;

/** What the shop keeps of an order's money and what it should keep, per order, as SQL over the payments. */
function moneyOfOrders(db: Db) {
  return db.select({
    orderId: payments.orderId,
    captured: sql<number>`coalesce(sum(CASE WHEN ${adoptedChange} THEN 0 ELSE ${payments.captured} END), 0)`.as('captured'),
    refunded: sql<number>`coalesce(sum(${payments.refunded}), 0)`.as('refunded'),
    touched: sql<Date>`max(${payments.updatedAt})`.as('touched'),
  }).from(payments).groupBy(payments.orderId).as('money');
}

/** What a change paid back of its own attempt (a lower fare's difference goes back through the order's attempt instead). */
const changeRefunded = sql`CASE WHEN ${bookingChanges.refundStatus} = 'done' AND ${bookingChanges.refundAttemptId} IS NOT NULL THEN ${bookingChanges.refundDue} ELSE 0 END`;

/**
 * The money of the orders' changes of a leg, per order: captured and paid back on their own card attempts, what the
 * shop keeps of them (the difference of the changes done), and whether the reconciler has work due on one.
 */
function moneyOfChanges(db: Db, now: string) {
  return db.select({
    orderId: bookingChanges.orderId,
    captured: sql<number>`coalesce(sum(${bookingChanges.captured}), 0)`.as('change_captured'),
    refunded: sql<number>`coalesce(sum(${changeRefunded}), 0)`.as('change_refunded'),
    kept: sql<number>`coalesce(sum(CASE WHEN ${bookingChanges.status} = 'done' THEN ${bookingChanges.captured} ELSE 0 END), 0)`.as('change_kept'),
    busy: sql<boolean>`bool_or(${bookingChanges.nextCheckAt} IS NOT NULL OR ${bookingChanges.leaseUntil} > ${now}::timestamptz)`.as('change_busy'),
    touched: sql<Date>`max(${bookingChanges.updatedAt})`.as('change_touched'),
  }).from(bookingChanges).groupBy(bookingChanges.orderId).as('change_money');
}

/** Why `kept` differs from `expected_kept`, in words an auditor reads; null when they agree. */
export function anomalyOf(row: { kept: number; expected: number; captured: number; refunded: number }): string | null {
  if (row.kept === row.expected) return null;
  if (row.refunded > row.captured) return `refunded ${row.refunded} cents, more than the ${row.captured} captured`;
  if (row.expected === 0) return `keeps ${row.kept} captured cents that are neither issued nor refunded`;
  if (row.kept > row.expected) return `keeps ${row.kept - row.expected} cents more than the issued tickets' ${row.expected}`;
  return `issued tickets worth ${row.expected} cents with only ${row.kept} kept`;
}

export async function listPayments(db: Db, query: PaymentsQuery, options: { now: Date; reconcileIntervalMs: number }): Promise<PaymentsAnswer> {
  const now = options.now.toISOString();
  const money = moneyOfOrders(db);
  const changeMoney = moneyOfChanges(db, now);
  const issued = sql`(${bookingOrders.issuedAt} IS NOT NULL OR ${bookingOrders.status} = 'success')`;
  // The company's refund of an issued order the traveller cancelled (whole, or parts of it while it stays issued) and
  // a cheaper sailing's difference (both counted in refund_amount) are the refunds the shop does not keep; a dearer
  // sailing's difference, captured by a change done, it keeps.
  const expected = sql<number>`CASE WHEN ${issued} THEN ${bookingOrders.paymentAmount} - CASE WHEN ${bookingOrders.status} IN ('refunding', 'refunded', 'success') THEN coalesce(${bookingOrders.refundAmount}, 0) ELSE 0 END + coalesce(${changeMoney.kept}, 0) ELSE 0 END`;
  const captured = sql<number>`(${money.captured} + coalesce(${changeMoney.captured}, 0))`;
  const refunded = sql<number>`(${money.refunded} + coalesce(${changeMoney.refunded}, 0))`;
  const kept = sql<number>`(${captured} - ${refunded})`;
  const quietSince = new Date(options.now.getTime() - options.reconcileIntervalMs).toISOString();
  const settled = sql<boolean>`(((${bookingOrders.nextCheckAt} IS NULL AND (${bookingOrders.leaseUntil} IS NULL OR ${bookingOrders.leaseUntil} <= ${now}::timestamptz))
    OR greatest(${bookingOrders.updatedAt}, ${money.touched}) <= ${quietSince}::timestamptz)
    AND (coalesce(${changeMoney.busy}, false) = false OR ${changeMoney.touched} <= ${quietSince}::timestamptz))`;
  const conditions: SQL[] = [];
  if (query.anomalies) conditions.push(sql`${kept} <> ${expected}`, settled);
  if (query.order_code) conditions.push(eq(bookingOrders.orderCode, query.order_code));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(bookingOrders).innerJoin(money, eq(money.orderId, bookingOrders.id))
    .leftJoin(changeMoney, eq(changeMoney.orderId, bookingOrders.id)).where(where);
  const rows = await db.select({
    id: bookingOrders.id, orderCode: bookingOrders.orderCode, status: bookingOrders.status, outcome: bookingOrders.outcome,
    paymentMethod: bookingOrders.paymentMethod, updatedAt: bookingOrders.updatedAt,
    captured: captured.mapWith(Number), refunded: refunded.mapWith(Number),
    expected: expected.mapWith(Number), settled: settled.mapWith((value: unknown) => value === true || value === 't'),
  }).from(bookingOrders).innerJoin(money, eq(money.orderId, bookingOrders.id))
    .leftJoin(changeMoney, eq(changeMoney.orderId, bookingOrders.id)).where(where)
    .orderBy(desc(bookingOrders.updatedAt), desc(bookingOrders.id))
    .limit(query.item_per_page).offset((query.page - 1) * query.item_per_page);

  const attempts = rows.length === 0 ? [] : await db.select().from(payments)
    .where(inArray(payments.orderId, rows.map((r) => r.id))).orderBy(asc(payments.id));
  const changes = rows.length === 0 ? [] : await db.select().from(bookingChanges)
    .where(inArray(bookingChanges.orderId, rows.map((r) => r.id))).orderBy(asc(bookingChanges.id));
  // A change's attempt adopted by the refund ledger is listed once, with its change (and what the ledger paid back of it).
  const adopted = new Map(attempts.filter((a) => changes.some((c) => c.attemptId === a.attemptId)).map((a) => [a.attemptId, a]));
  const data = rows.map((row): OrderMoneyView => {
    const keptCents = row.captured - row.refunded;
    return {
      order_code: row.orderCode, order_status: row.status, outcome: row.outcome ?? null, payment_method: row.paymentMethod ?? null,
      captured: row.captured, refunded: row.refunded, kept: keptCents, expected_kept: row.expected, settled: row.settled,
      anomaly: row.settled ? anomalyOf({ kept: keptCents, expected: row.expected, captured: row.captured, refunded: row.refunded }) : null,
      attempts: attempts.filter((a) => a.orderId === row.id && !adopted.has(a.attemptId)).map((a) => ({
        attempt_id: a.attemptId, provider: a.provider, status: a.status, amount: a.amount, captured: a.captured,
        refunded: a.refunded, refund_status: a.refundStatus ?? null, created_at: a.createdAt.toISOString(),
      })),
      changes: changes.filter((c) => c.orderId === row.id).map((c) => ({
        change_code: c.changeCode, status: c.status, difference: c.difference, attempt_id: c.attemptId ?? null, captured: c.captured,
        refunded: (c.refundStatus === 'done' && c.refundAttemptId !== null ? c.refundDue : 0) + (c.attemptId ? adopted.get(c.attemptId)?.refunded ?? 0 : 0),
        refund_status: c.refundAttemptId !== null ? c.refundStatus ?? null : null, created_at: c.createdAt.toISOString(),
      })),
      updated_at: row.updatedAt.toISOString(),
    };
  });
  return { data, total: Number(totalRow?.n ?? 0), page: query.page, item_per_page: query.item_per_page };
}
