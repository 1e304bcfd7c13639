import { type CompanyInformation, type CourierGateway, type CourierVoucher, type InvoiceLookupGateway, type ServicesRefusal, type ShippingData } from '../../core/booking';
import { type Coupon, type CouponGateway, normaliseCouponCode } from '../../core/coupon';
import { invalidInput, refusal } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';

const invalid = (message: string, field: string): Result<never, ServicesRefusal> => err(invalidInput('Input', message, field));
const notFound = (message: string): Result<never, ServicesRefusal> => err(refusal('NotFound', message));

/** The tax authority's company register, seeded. */
export class InMemoryInvoiceLookupGateway implements InvoiceLookupGateway {
  constructor(private readonly companies: CompanyInformation[] = []) {}

  async companyByTaxNumber(tax: string): Promise<Result<CompanyInformation, ServicesRefusal>> {
    if (!/^\d{9}$/.test(tax)) return err(invalidInput('TaxNumber', 'a Greek tax number has 9 digits', 'tax'));
    const company = this.companies.find((c) => c.tax === tax);
    return company ? ok(company) : notFound('no company with that tax number');
  }
}

/** Courier vouchers in memory; delivery only within Greece (5-digit postcodes). */
export class InMemoryCourierGateway implements CourierGateway {
  private readonly vouchers = new Map<string, CourierVoucher & { orderCode: string }>();

  async createVoucher(shipping: ShippingData): Promise<Result<CourierVoucher, ServicesRefusal>> {
    if (!/^\d{3} ?\d{2}$/.test(shipping.zipCode.trim())) return invalid('Greek postcode required', 'zipCode');
    for (const field of ['name', 'address', 'city', 'telephone'] as const) if (!shipping[field].trim()) return invalid(`${field} required`, field);
    const voucher = { shippingNumber: `CV${String(this.vouchers.size + 1).padStart(8, '0')}`, status: 'created' };
    this.vouchers.set(voucher.shippingNumber, { ...voucher, orderCode: shipping.orderCode });
    return ok(voucher);
  }

  async retrieveVoucher(shippingNumber: string, orderCode: string): Promise<Result<CourierVoucher, ServicesRefusal>> {
    const voucher = this.vouchers.get(shippingNumber);
    // Another order's voucher is answered as an unknown one (it names a traveller, an address and a phone).
    return voucher && voucher.orderCode === orderCode ? ok({ shippingNumber: voucher.shippingNumber, status: voucher.status }) : notFound('no such voucher');
  }
}

/** Coupons held in memory. */
export class InMemoryCouponGateway implements CouponGateway {
  constructor(private readonly coupons: Coupon[] = []) {}

  async findActiveByCode(code: string): Promise<Coupon | undefined> {
    return this.coupons.find((c) => c.active && normaliseCouponCode(c.name) === normaliseCouponCode(code));
  }
}
