/**
 * Exports: `DemoCourier`, `demoStatus(createdAt, now)`.
 * The embedded courier: vouchers are rows of `courier_vouchers` (one per order code, the unique index keeps parallel
 * calls to one); shipping numbers are ten digits. The status follows the clock as a parcel would: created, picked up
 * after 4 hours, in transit after a day, delivered two working days after it was created.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { courierVouchers } from '../../database/schema/index';
import type { Courier, CourierVoucher, Shipment, VoucherStatus } from '../../ports/courier';

const HOUR = 3_600_000;

/** Two working days (Monday to Friday) after a date, as `YYYY-MM-DD`. */
function deliveryDay(from: Date): Date {
  const day = new Date(from);
  let left = 2;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day;
}

export function demoStatus(createdAt: Date, now: Date): VoucherStatus {
  const age = now.getTime() - createdAt.getTime();
  if (now.getTime() >= deliveryDay(createdAt).getTime()) return 'delivered';
  if (age >= 24 * HOUR) return 'in_transit';
  return age >= 4 * HOUR ? 'picked_up' : 'created';
}

type Row = typeof courierVouchers.$inferSelect;

export class DemoCourier implements Courier {
  constructor(private readonly db: Db, private readonly clock: () => Date) {}

  async createVoucher(shipment: Shipment): Promise<{ voucher: CourierVoucher; created: boolean }> {
    const now = this.clock();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const shippingNumber = String(randomInt(1_000_000_000, 10_000_000_000));
      const [row] = await this.db.insert(courierVouchers)
        .values({ ...shipment, shippingNumber, status: 'created', createdAt: now, updatedAt: now })
        .onConflictDoNothing().returning();
      if (row) return { voucher: this.view(row), created: true };
      const [existing] = await this.db.select().from(courierVouchers).where(eq(courierVouchers.orderCode, shipment.orderCode));
      if (existing) return { voucher: this.view(existing), created: false };
      // Otherwise the random number was taken: draw another.
    }
    throw new Error('DemoCourier: no free shipping number after 5 draws');
  }

  async retrieveVoucher(shippingNumber: string): Promise<CourierVoucher | undefined> {
    const [row] = await this.db.select().from(courierVouchers).where(eq(courierVouchers.shippingNumber, shippingNumber));
    return row ? this.view(row) : undefined;
  }

  private view(row: Row): CourierVoucher {
    const status = row.status === 'cancelled' ? 'cancelled' : demoStatus(row.createdAt, this.clock());
    return {
      shippingNumber: row.shippingNumber, status, orderCode: row.orderCode, name: row.name, address: row.address, city: row.city,
      prefecture: row.prefecture, zipCode: row.zipCode, telephone: row.telephone, createdAt: row.createdAt.toISOString(),
      estimatedDelivery: deliveryDay(row.createdAt).toISOString().slice(0, 10),
    };
  }
}
