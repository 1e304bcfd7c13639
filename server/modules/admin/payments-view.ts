/**
 * Exports: `PaymentsQuery`, `listPayments(db, query, { now, reconcileIntervalMs })`, `PaymentsAnswer`.
 * The administrator's view of money (issue 14): per order that has a payment attempt, what was captured, what went
 * back and what the shop keeps, against what it should keep. The invariant the saga promises is
 * `kept = captured − refunded = expected_kept`, where `expected_kept` is the order's payment amount when its tickets
 * were issued (less the company's refund when the traveller cancelled it afterwards), else 0. An order breaks it
 * (`anomaly`) only once the reconciler has had its turn: nothing is due for it (`next_check_at` null and no live
 * lease) or nobody touched it for a whole reconcile interval. Everything is computed in one SQL query, so paging and
 * the anomaly filter agree with `total`.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { boolean, coerce, defaulted, enums, object, optional, type Infer } from 'superstruct';
import { OrderCode } from '../../../src/contract/index';
import type { Db } from '../../database/connect';
import { bookingOrders, payments } from '../../database/schema/index';
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
  readonly updated_at: string;
}

export interface PaymentsAnswer {
  readonly data: readonly OrderMoneyView[];
  readonly total: number;
  readonly page: number;
  readonly item_per_page: number;
}

/** What the shop keeps of an order's money and what it should keep, per order, as SQL over the payments. */
function moneyOfOrders(db: Db) {
  return db.select({
    orderId: payments.orderId,
    captured: sql<number>`coalesce(sum(${payments.captured}), 0)`.as('captured'),
    refunded: sql<number>`coalesce(sum(${payments.refunded}), 0)`.as('refunded'),
    touched: sql<Date>`max(${payments.updatedAt})`.as('touched'),
  }).from(payments).groupBy(payments.orderId).as('money');
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
  const money = moneyOfOrders(db);
  const issued = sql`(${bookingOrders.issuedAt} IS NOT NULL OR ${bookingOrders.status} = 'success')`;
  // The company's refund of an issued order the traveller cancelled (whole, or parts of it while it stays issued) is
  // the one refund the shop does not keep.
  const expected = sql<number>`CASE WHEN ${issued} THEN ${bookingOrders.paymentAmount} - CASE WHEN ${bookingOrders.status} IN ('refunding', 'refunded', 'success') THEN coalesce(${bookingOrders.refundAmount}, 0) ELSE 0 END ELSE 0 END`;
  const kept = sql<number>`(${money.captured} - ${money.refunded})`;
  const now = options.now.toISOString();
  const quietSince = new Date(options.now.getTime() - options.reconcileIntervalMs).toISOString();
  const settled = sql<boolean>`((${bookingOrders.nextCheckAt} IS NULL AND (${bookingOrders.leaseUntil} IS NULL OR ${bookingOrders.leaseUntil} <= ${now}::timestamptz))
    OR greatest(${bookingOrders.updatedAt}, ${money.touched}) <= ${quietSince}::timestamptz)`;
  const conditions: SQL[] = [];
  if (query.anomalies) conditions.push(sql`${kept} <> ${expected}`, settled);
  if (query.order_code) conditions.push(eq(bookingOrders.orderCode, query.order_code));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(bookingOrders).innerJoin(money, eq(money.orderId, bookingOrders.id)).where(where);
  const rows = await db.select({
    id: bookingOrders.id, orderCode: bookingOrders.orderCode, status: bookingOrders.status, outcome: bookingOrders.outcome,
    paymentMethod: bookingOrders.paymentMethod, updatedAt: bookingOrders.updatedAt,
    captured: sql<number>`${money.captured}`.mapWith(Number), refunded: sql<number>`${money.refunded}`.mapWith(Number),
    expected: expected.mapWith(Number), settled: settled.mapWith((value: unknown) => value === true || value === 't'),
  }).from(bookingOrders).innerJoin(money, eq(money.orderId, bookingOrders.id)).where(where)
    .orderBy(desc(bookingOrders.updatedAt), desc(bookingOrders.id))
    .limit(query.item_per_page).offset((query.page - 1) * query.item_per_page);

  const attempts = rows.length === 0 ? [] : await db.select().from(payments)
    .where(inArray(payments.orderId, rows.map((r) => r.id))).orderBy(asc(payments.id));
  const data = rows.map((row): OrderMoneyView => {
    const keptCents = row.captured - row.refunded;
    return {
      order_code: row.orderCode, order_status: row.status, outcome: row.outcome ?? null, payment_method: row.paymentMethod ?? null,
      captured: row.captured, refunded: row.refunded, kept: keptCents, expected_kept: row.expected, settled: row.settled,
      anomaly: row.settled ? anomalyOf({ kept: keptCents, expected: row.expected, captured: row.captured, refunded: row.refunded }) : null,
      attempts: attempts.filter((a) => a.orderId === row.id).map((a) => ({
        attempt_id: a.attemptId, provider: a.provider, status: a.status, amount: a.amount, captured: a.captured,
        refunded: a.refunded, refund_status: a.refundStatus ?? null, created_at: a.createdAt.toISOString(),
      })),
      updated_at: row.updatedAt.toISOString(),
    };
  });
  return { data, total: Number(totalRow?.n ?? 0), page: query.page, item_per_page: query.item_per_page };
}
