/**
 * Outside services behind server ports (server/modules/integrations): the embedded demo courier keeps its vouchers
 * here (one per order code). The tax-registry demo needs no table: its answers are computed from the number.
 */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const courierVouchers = pgTable(
  'courier_vouchers',
  {
    shippingNumber: text('shipping_number').primaryKey(),
    orderCode: text('order_code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    prefecture: text('prefecture').notNull(),
    /** Five digits, no space. */
    zipCode: text('zip_code').notNull(),
    telephone: text('telephone').notNull(),
    status: text('status', { enum: ['created', 'picked_up', 'in_transit', 'delivered', 'cancelled'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courier_vouchers_order_idx').on(t.orderCode), index('courier_vouchers_created_idx').on(t.createdAt)],
);
