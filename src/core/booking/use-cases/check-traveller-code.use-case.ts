import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { normaliseCode } from '../domain/details-tidy';
import { travellerCode, withTravellerCode } from '../domain/details-input';
import { type Quote } from '../domain/quote';
import { type CodeKind } from '../domain/step2-choices';
import { type BookingFailure } from './booking-failure';
import { type PriceBooking } from './price-booking.use-case';
import { type ValidatePassengerCode } from './validate-code.use-case';

/** A traveller's code checked with the company of every trip, and the booking priced with it where accepted. */
export interface TravellerCodeChecked {
  /** The code as checked (tidied); empty when the field was emptied (the code then leaves every trip). */
  readonly value: string;
  /** The legs whose company accepted it. */
  readonly accepted: readonly number[];
  /** How many legs the booking has. */
  readonly legs: number;
  /** The prices with the code on the accepting trips. */
  readonly pricing: Quote;
}

export type TravellerCodeFailure =
  /** A company could not check the code (it did not say "not valid"): nothing changes. */
  | { readonly kind: 'CheckFailed'; readonly failure: BookingFailure }
  /** The booking could not be priced with the code: nothing changes. */
  | { readonly kind: 'PricingFailed'; readonly failure: BookingFailure };

/** Whether a code was typed and no trip's company accepted it (the prices then hold no code). */
export function codeRefusedEverywhere(checked: TravellerCodeChecked): boolean {
  return checked.value !== '' && checked.accepted.length === 0;
}

/**
 * The details step's MAN (island resident) code or loyalty card of traveller `index`: typed once, it is checked
 * with the company of every trip (ValidatePassengerCode), kept on the trips that accept it, and the booking is
 * priced again so the discount shows. Apply the answer with `withTravellerCode(s, index, kind, value, accepted)`
 * and the pricing in one transition.
 */
export class CheckTravellerCode {
  constructor(private readonly deps: {
    validateCode: Pick<ValidatePassengerCode, 'execute'>;
    priceBooking: Pick<PriceBooking, 'execute'>;
  }) {}

  async execute(state: BookingState, index: number, kind: CodeKind): Promise<Result<TravellerCodeChecked, TravellerCodeFailure>> {
    const value = normaliseCode(travellerCode(state, index, kind));
    const legs = state.items.map((_, leg) => leg);
    const accepted: number[] = [];
    if (value) {
      for (const leg of legs) {
        const checked = await this.deps.validateCode.execute(state, { leg, passenger: index, kind, value });
        if (checked.ok) accepted.push(leg);
        else if (checked.error.kind !== 'CodeNotValid') return err({ kind: 'CheckFailed', failure: checked.error });
      }
    }
    const priced = await this.deps.priceBooking.execute(withTravellerCode(state, index, kind, value, accepted));
    if (!priced.ok) return err({ kind: 'PricingFailed', failure: priced.error });
    return ok({ value, accepted, legs: legs.length, pricing: priced.value.pricing! });
  }
}
