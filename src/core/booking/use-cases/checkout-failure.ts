import { type Cents } from '../../shared/money';
import { type BookingField } from '../domain/booking-refusal';
import { type BookingFailure } from './booking-failure';

/**
 * Why the checkout stopped, in the shop's words; nothing was paid. The UI maps each kind to its message in one table.
 * - NotReady: a step is incomplete (the form's own check should have caught it).
 * - NoAvailability: sold out while holding (choose another sailing).
 * - HoldExpired: the hold ran out, and holding again ran out too.
 * - PriceChanged: the held order costs `total`, not what the traveller saw; paying again goes on at that price.
 * - TooManyHolds / HoldLimit: too many holds from this connection / too many places held at once (try later).
 * - CreditTooLow: a reseller's credit does not cover the order.
 * - InvalidCoupon: the coupon was refused.
 * - Invalid: a detail was refused (`reason`), on the step-3 `field` when known.
 * - Shipping: the shipping address of courier delivery was refused (`field` of step 3).
 * - Failed: the reservation or payment could not be made (another refusal).
 */
export type CheckoutFailure =
  | { readonly kind: 'NotReady' }
  | { readonly kind: 'NoAvailability' }
  | { readonly kind: 'HoldExpired' }
  | { readonly kind: 'PriceChanged'; readonly total: Cents }
  | { readonly kind: 'TooManyHolds' }
  | { readonly kind: 'HoldLimit' }
  | { readonly kind: 'CreditTooLow' }
  | { readonly kind: 'InvalidCoupon' }
  | { readonly kind: 'Invalid'; readonly reason: 'passengerDetails' | 'berthSex' | 'missing'; readonly field?: string }
  | { readonly kind: 'Shipping'; readonly field: string }
  | { readonly kind: 'Failed' };

export type CheckoutFailureKind = CheckoutFailure['kind'];

/** Step 3's form field of a refused detail of the order (a traveller's surname, the shipping postcode…), or none. */
export function detailsFormFieldOf(field: BookingField | undefined): string | undefined {
  if (!field) return undefined;
  switch (field.part) {
    case 'passenger': return field.index !== undefined && field.name ? `traveller.${field.index}.${field.name}` : undefined;
    case 'vehicle': return field.index !== undefined ? `vehicle.${field.index}.${field.name ?? 'plate'}` : undefined;
    case 'pet': return field.index !== undefined ? `pet.${field.index}.${field.name ?? 'name'}` : undefined;
    case 'leader': return field.name === 'postcode' ? 'leader.zipcode' : field.name ? `leader.${field.name}` : undefined;
    case 'shipping':
      return field.name === 'postcode' ? 'leader.zipcode' : field.name === 'prefecture' ? 'payment.prefecture'
        : field.name === 'doorName' ? 'payment.name' : `leader.${field.name ?? 'address'}`;
    case 'invoice': return field.name ? `invoice.${field.name}` : undefined;
    case 'coupon': return 'coupon.couponNumber';
    default: return undefined;
  }
}

/** A failure of holding or paying as the checkout reports it (an expired hold is recovered from before this). */
export function checkoutFailureOf(failure: BookingFailure): CheckoutFailure {
  switch (failure.kind) {
    case 'NotReady': return { kind: 'NotReady' };
    case 'NoAvailability': return { kind: 'NoAvailability' };
    case 'HoldExpired': return { kind: 'HoldExpired' };
    case 'TooManyHolds': return failure.refusal.kind === 'HoldLimit' ? { kind: 'HoldLimit' } : { kind: 'TooManyHolds' };
    case 'CreditTooLow': return { kind: 'CreditTooLow' };
    case 'InvalidCoupon': return { kind: 'InvalidCoupon' };
    case 'Rejected': {
      const refusal = failure.refusal;
      const field = detailsFormFieldOf(refusal.field);
      const reason = refusal.kind === 'Invalid' ? refusal.reason : undefined;
      if (reason === 'ShippingDetails') return { kind: 'Shipping', field: field ?? 'leader.address' };
      if (reason === 'PassengerDetails') return { kind: 'Invalid', reason: 'passengerDetails', field };
      if (reason === 'BerthSex') return { kind: 'Invalid', reason: 'berthSex', field };
      if (field) return { kind: 'Invalid', reason: 'missing', field };
      return { kind: 'Failed' };
    }
  }
}
