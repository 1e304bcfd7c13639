import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { type CourierGateway, type CourierVoucher } from '../ports/services-gateway.port';
import { formFieldOfServer } from './checkout-failure';

/** The courier refused the delivery: `field` is the step-3 field (address, postal code…) to correct. */
export interface CourierRefused {
  readonly kind: 'Shipping';
  readonly field: string;
}

/**
 * Books the courier for a held order's tickets (delivery within Greece): the recipient, address and telephone of the
 * payment form, tidied as the courier wants them (trimmed, the telephone without spaces).
 */
export class BookCourier {
  constructor(private readonly deps: { courier: Pick<CourierGateway, 'createVoucher'> }) {}

  /** The voucher; Shipping { field } when there is no held order or the courier cannot serve the address. */
  async execute(state: BookingState): Promise<Result<CourierVoucher, CourierRefused>> {
    const order = state.order;
    if (!order) return err({ kind: 'Shipping', field: 'leader.address' });
    const pay = state.paymentForm;
    const voucher = await this.deps.courier.createVoucher({
      orderCode: order.order_code, name: pay.name.trim(), address: pay.address.trim(), city: pay.city.trim(),
      zipCode: pay.zipCode.trim(), prefecture: pay.prefecture.trim(), telephone: pay.telephone.replace(/\s/g, ''),
    });
    if (voucher.ok) return ok(voucher.value);
    return err({ kind: 'Shipping', field: formFieldOfServer(`shipping.${voucher.error.field ?? 'address'}`) ?? 'leader.address' });
  }
}
