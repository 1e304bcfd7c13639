import { type BookingState } from '../../../../core/booking/domain/booking-state';
import { type DetailsNeeds, detailsFieldErrors, detailsNeeds, detailsSummary } from '../../../../core/booking/domain/details-form';
import { DETAILS_MESSAGES, DETAILS_SUMMARY_MESSAGES } from '../../../shared/failure-messages';
import { isRealPhone } from './countries';

/**
 * Message ids of the passenger-details step: the field problems of the one table (`DETAILS_MESSAGES`), plus what
 * the step's own calls (code and coupon checks, invoice look-up) can answer.
 */
export const STEP3_MESSAGES = {
  ...DETAILS_MESSAGES,
  shipping: DETAILS_SUMMARY_MESSAGES.shippingDetails,
  manInvalid: 'results.step3.error.manInvalid',
  loyaltyInvalid: 'results.step3.error.loyaltyInvalid',
  couponInvalid: 'results.step3.error.couponInvalid',
  invalid: 'account.validation.invalid',
} as const;

/** What the companies of the chosen trips need of each traveller, vehicle and pet (the core's `detailsNeeds`). */
export type Step3Needs = DetailsNeeds;
export const step3Needs = detailsNeeds;

/**
 * Field key → message id of every field of ResultsStep3 that is not right yet: the core's one validator of the
 * details step (`detailsFieldErrors`, also what HoldBooking checks), with today and the real telephone numbering
 * plans, each problem named by the failure-message table.
 */
export function step3FieldErrors(state: BookingState, todayIso: string): Map<string, string> {
  const problems = detailsFieldErrors(state, { todayIso, realPhone: isRealPhone });
  return new Map([...problems].map(([key, problem]) => [key, DETAILS_MESSAGES[problem]]));
}

/** The SPEC's message for what is still missing, by area, for the summary above the Pay button. */
export function step3Summary(errors: ReadonlyMap<string, string>): string[] {
  return detailsSummary(errors, DETAILS_MESSAGES.phoneInvalid).map((item) => DETAILS_SUMMARY_MESSAGES[item]);
}
