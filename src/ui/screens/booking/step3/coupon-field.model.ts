import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApplyCoupon, type BookingState, type PriceBooking, couponPending, setCoupon, withCoupon, withNewPrices,
} from '../../../../core/booking';
import { type CheckCoupon } from '../../../../core/coupon';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { detailsCallFailureMessage } from '../../../shared/failure-messages';
import { type FieldFeedback } from './field-feedback';
import { STEP3_MESSAGES } from './step3-rules';

const COUPON = 'coupon.couponNumber';

/**
 * The details step's coupon (SPEC.md section 5): applied with the core's `ApplyCoupon` (checked, then the booking
 * priced with it so the discount shows), removed or unticked with the booking priced again without it. Its answers
 * show on the coupon field (`coupon.couponNumber`): busy while a call runs, the refusal's message, or a notice
 * naming the code applied. A refused call changes nothing of the booking.
 */
export class CouponField {
  private readonly coupon: ApplyCoupon;

  constructor(private readonly deps: {
    store: BookingStore;
    feedback: FieldFeedback;
    priceBooking: Pick<PriceBooking, 'execute'>;
    /** The coupon check (loads the coupon domain when needed). */
    checkCoupon: () => Promise<Pick<CheckCoupon, 'execute'>>;
  }) {
    this.coupon = new ApplyCoupon(deps);
    makeAutoObservable<CouponField, 'deps' | 'coupon'>(this, { deps: false, coupon: false }, { autoBind: true });
  }

  private get state(): BookingState { return this.deps.store.state; }

  /** The coupon typed, not yet applied to the prices. */
  get pending(): boolean { return couponPending(this.state); }
  get applied(): string | null { return this.state.pricing?.coupon ?? null; }

  setHasCoupon(on: boolean): void {
    this.update((s) => setCoupon(s, { hasCoupon: on }));
    if (!on && this.applied) void this.reprice();
  }

  /** Checks the coupon and prices the booking with it, so the discount shows (ApplyCoupon). True once applied. */
  async apply(): Promise<boolean> {
    const { feedback } = this.deps;
    feedback.changed(COUPON);
    if (!this.state.coupon.couponNumber.trim()) return feedback.fail(COUPON, STEP3_MESSAGES.required);
    return feedback.call(COUPON, 'coupon check', false, async () => {
      const applied = await this.coupon.execute(this.state);
      return runInAction(() => {
        if (!applied.ok) {
          const { error } = applied;
          return feedback.fail(COUPON, error.kind === 'PricingFailed' ? detailsCallFailureMessage(error.failure) : STEP3_MESSAGES[error.kind === 'CouponInvalid' ? 'couponInvalid' : 'required']);
        }
        const { code, pricing } = applied.value;
        this.deps.store.update((s) => withNewPrices(s, (c) => withCoupon(c, code), pricing));
        feedback.notify(COUPON, 'results.step3.coupon.applied', { code });
        return true;
      });
    });
  }

  remove(): void {
    this.update((s) => setCoupon(s, { hasCoupon: false, couponNumber: '' }));
    if (this.applied) void this.reprice();
  }

  /** Prices the booking as it stands (after the coupon was removed). */
  private reprice(): Promise<boolean> {
    const { feedback } = this.deps;
    return feedback.call(COUPON, 'pricing', false, async () => {
      const priced = await this.deps.priceBooking.execute(this.state);
      return runInAction(() => {
        if (!priced.ok) return feedback.fail(COUPON, detailsCallFailureMessage(priced.error));
        this.deps.store.update((s) => withNewPrices(s, (c) => c, priced.value.pricing!));
        return true;
      });
    });
  }

  private update(change: (s: BookingState) => BookingState): void {
    this.deps.store.update(change);
    this.deps.feedback.changed(COUPON);
  }
}
