import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BookingFailure, type CheckoutFailure } from '../../src/core/booking';
import { refuse } from '../../src/core/booking/domain/booking-refusal';
import {
  AUTH_FAILURE_MESSAGES, CHANGE_BLOCK_MESSAGES, CHANGE_DATE_MESSAGES, CHANGE_FAILURE_MESSAGES, CHECKOUT_FAILURE_MESSAGES, DETAILS_CALL_FAILURE_MESSAGES, DETAILS_MESSAGES, HOLD_EXTENSION_MESSAGES, PRICING_FAILURE_MESSAGES,
  checkoutProblem, detailsCallFailureMessage,
} from '../../src/ui/shared/failure-messages';

const LOCALES = ['el', 'en', 'de', 'it', 'fr', 'es'] as const;
const messages = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, string>]));

/** Every message id of a table, however nested (of a shown failure, its message, not its field). */
function ids(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (table && typeof table === 'object') return 'message' in table ? ids(table.message) : Object.values(table).flatMap(ids);
  return [];
}


describe('the one table of failure messages', () => {
  it('names every failure with a message that exists in all six languages', () => {
    const all = [CHECKOUT_FAILURE_MESSAGES, DETAILS_MESSAGES, PRICING_FAILURE_MESSAGES, DETAILS_CALL_FAILURE_MESSAGES, HOLD_EXTENSION_MESSAGES, AUTH_FAILURE_MESSAGES,
      CHANGE_FAILURE_MESSAGES, CHANGE_BLOCK_MESSAGES, CHANGE_DATE_MESSAGES].flatMap(ids);
    expect(all.length).toBeGreaterThan(30);
    for (const locale of LOCALES) {
      expect(all.filter((id) => !messages[locale]![id]), locale).toEqual([]);
    }
  });

  it('shows a checkout failure with its way back, its field and the new total', () => {
    expect(checkoutProblem({ kind: 'NoAvailability' })).toEqual({ message: 'results.step3.error.noAvailability', back: 0 });
    expect(checkoutProblem({ kind: 'PriceChanged', total: 12_345 }, { total: '123,45 €' }))
      .toEqual({ message: 'results.payment.error.priceChanged', values: { total: '123,45 €' } });
    expect(checkoutProblem({ kind: 'Shipping', field: 'leader.zipcode' })).toEqual({ message: 'booking.error.shippingDetails', field: 'leader.zipcode' });
    const refused: CheckoutFailure = { kind: 'Invalid', reason: 'berthSex', field: 'traveller.1.sex' };
    expect(checkoutProblem(refused)).toEqual({ message: 'results.step3.error.berthSex', field: 'traveller.1.sex' });
    expect(checkoutProblem({ kind: 'CreditTooLow' })).toEqual({ message: 'results.payment.error.credit' });
  });

  it('tells too many holds from too many places held, in step 3\'s calls', () => {
    const tooMany: BookingFailure = { kind: 'TooManyHolds', refusal: refuse('TooManyHolds', 'too many holds') };
    const limit: BookingFailure = { kind: 'TooManyHolds', refusal: refuse('HoldLimit', 'too many places held') };
    expect(detailsCallFailureMessage(tooMany)).toBe('results.payment.error.tooManyHolds');
    expect(detailsCallFailureMessage(limit)).toBe('results.payment.error.holdLimit');
    expect(detailsCallFailureMessage({ kind: 'Rejected', refusal: refuse('NotAllowed', 'no') })).toBe('results.step3.error.priceProblem');
  });
});
