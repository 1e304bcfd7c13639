import { array, boolean, string, type } from 'superstruct';
import { type CompanyInformation, type CourierGateway, type InvoiceLookupGateway, type OrderTokens, type ShippingData } from '../../core/booking';
import { type Coupon, type CouponGateway } from '../../core/coupon';
import { map } from '../../core/shared/result';
import { servicesRefusalOf } from './services.mappers';
import { orderTokenHeader } from './booking.http-gateway';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';

const CompanyAnswer = type({ tax: string(), companyName: string(), activity: string(), address: string(), taxOffice: string() });
const VoucherAnswer = type({ shippingNumber: string(), status: string() });

/** The tax authority look-up over HTTP (`POST /aade/retriveInformation`, spelled as the server spells it). */
export class HttpInvoiceLookupGateway implements InvoiceLookupGateway {
  constructor(private readonly http: HttpClient) {}

  async companyByTaxNumber(tax: string) {
    return refusedWith(map(await this.http.post('/aade/retriveInformation', { tax }, { struct: CompanyAnswer }), (c): CompanyInformation => ({ ...c })), servicesRefusalOf);
  }
}

/**
 * Courier vouchers over HTTP (`/courier/createVoucher`, `/courier/retrieveVoucher`), for an order the tab may act on:
 * the order's token goes with the call (a user's order is opened by the bearer token).
 */
export class HttpCourierGateway implements CourierGateway {
  constructor(private readonly http: HttpClient, private readonly tokens: Pick<OrderTokens, 'tokenOf'>) {}

  async createVoucher(shipping: ShippingData) {
    const answer = await this.http.post('/courier/createVoucher', shipping, { headers: orderTokenHeader(this.tokens, shipping.orderCode), struct: VoucherAnswer });
    return refusedWith(map(answer, (v) => ({ shippingNumber: v.shippingNumber, status: v.status })), servicesRefusalOf);
  }

  /** The order's token goes with the call: the shop books the courier itself, so the tab never saw the number made. */
  async retrieveVoucher(shippingNumber: string, orderCode: string) {
    const answer = await this.http.get('/courier/retrieveVoucher', {
      query: { shippingNumber }, headers: orderTokenHeader(this.tokens, orderCode), struct: VoucherAnswer,
    });
    return refusedWith(map(answer, (v) => ({ shippingNumber: v.shippingNumber, status: v.status })), servicesRefusalOf);
  }
}

const CouponsAnswer = type({ data: array(type({ name: string(), active: boolean() })) });

/** Coupon look-up over the Content API: `GET /api/coupons` with where `{ name, active: true }`. */
export class HttpCouponGateway implements CouponGateway {
  constructor(private readonly http: HttpClient) {}

  async findActiveByCode(code: string): Promise<Coupon | undefined> {
    const answer = await this.http.get('/api/coupons', {
      query: { where: JSON.stringify({ name: code, active: true }), take: 1 }, struct: CouponsAnswer,
    });
    if (!answer.ok) {
      if (answer.error.status === 404) return undefined;
      throw new Error(`coupon look-up failed: ${answer.error.status} ${answer.error.code}`);
    }
    const row = answer.value.data[0] as Record<string, unknown> | undefined;
    if (!row) return undefined;
    const num = (key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
    const str = (key: string) => (typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : null);
    return {
      name: String(row.name), active: row.active === true, email: str('email'), fromAmount: num('fromAmount'), toAmount: num('toAmount'),
      activeFrom: str('activeFrom'), activeUntil: str('activeUntil'), totalUsesLimit: num('totalUsesLimit'),
    };
  }
}
