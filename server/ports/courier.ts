/**
 * Exports: `Courier`, `Shipment`, `CourierVoucher`, `VoucherStatus`, `VOUCHER_STATUSES`.
 * A courier company that delivers printed tickets within Greece. A real adapter would call the courier's API
 * (ACS, ELTA Courier…); the embedded one is `DemoCourier`. The shipment's address is checked by the caller.
 */
export const VOUCHER_STATUSES = ['created', 'picked_up', 'in_transit', 'delivered', 'cancelled'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export interface Shipment {
  readonly orderCode: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly prefecture: string;
  /** Five digits. */
  readonly zipCode: string;
  /** E.164. */
  readonly telephone: string;
}

export interface CourierVoucher extends Shipment {
  readonly shippingNumber: string;
  readonly status: VoucherStatus;
  readonly createdAt: string;
  /** `YYYY-MM-DD`, two working days after the voucher. */
  readonly estimatedDelivery: string;
}

export interface Courier {
  /** Books a delivery; one voucher per order code: a repeated order code answers the existing voucher (`created: false`). */
  createVoucher(shipment: Shipment): Promise<{ voucher: CourierVoucher; created: boolean }>;
  /** The voucher of a shipping number; undefined when there is none. */
  retrieveVoucher(shippingNumber: string): Promise<CourierVoucher | undefined>;
}
