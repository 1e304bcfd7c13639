import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BookingFailure, type CheckoutFailure } from '../../src/core/booking';
import { refuse } from '../../src/core/booking/domain/booking-refusal';
import * as failureMessages from '../../src/ui/shared/failure-messages';
import {
  ACCOUNT_FIELD_MESSAGES, AUTH_FIELD_MESSAGES, CONTACT_FIELD_MESSAGES, EMAIL_CHANGE_MESSAGES, SAVED_FIELD_MESSAGES,
  checkoutProblem, detailsCallFailureMessage, fieldMessages,
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
    // Every table the module exports (`…_MESSAGES`), so a new one is checked without being listed here.
    const tables = Object.entries(failureMessages).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining([
      'CHECKOUT_FAILURE_MESSAGES', 'DETAILS_MESSAGES', 'AUTH_FAILURE_MESSAGES', 'AUTH_FIELD_MESSAGES', 'EMAIL_CHANGE_MESSAGES', 'CHANGE_FAILURE_MESSAGES', 'SEARCH_FIELD_MESSAGES', 'DETAILS_SUMMARY_MESSAGES',
    ]));
    const all = tables.flatMap(([, table]) => ids(table));
    expect(all.length).toBeGreaterThan(60);
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

  it('turns the core\'s field problems into message ids, field by field, and leaves out fields without one', () => {
    expect(fieldMessages(AUTH_FIELD_MESSAGES, { email: 'emailInvalid', password: undefined })).toEqual({ email: 'auth.validation.emailInvalid' });
    expect(fieldMessages(EMAIL_CHANGE_MESSAGES, { newEmail: 'sameEmail', currentPassword: 'wrongPassword' }))
      .toEqual({ newEmail: 'account.email.same', currentPassword: 'account.email.wrongPassword' });
    expect(fieldMessages(ACCOUNT_FIELD_MESSAGES, { phone: 'phoneInvalid' })).toEqual({ phone: 'account.validation.phoneInvalid' });
    expect(fieldMessages(SAVED_FIELD_MESSAGES, { 'loyaltyClubs.0': 'clubIncomplete' })).toEqual({ 'loyaltyClubs.0': 'account.validation.clubIncomplete' });
    expect(fieldMessages(CONTACT_FIELD_MESSAGES, {})).toEqual({});
  });
});
