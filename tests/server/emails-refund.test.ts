/**
 * The refund e-mail (issue 14, "the traveller always learns the outcome"): the reason, the amount in the language's
 * money format, when the money arrives and the booking's page, in each of the six languages, text and HTML.
 */
import { LOCALES } from '../../src/core/shared/locale';
import { orderRefundedMail, REFUND_TEXTS } from '../../server/modules/emails/refund-mail';

const base = { to: 'maria@example.com', orderCode: 'FSAB12CD34', refundCents: 8070, publicUrl: 'https://shop.example' } as const;
const OUTCOMES = ['operator_refused', 'coupon_used', 'payment_after_close', 'payment_superseded', 'hold_expired', 'cancelled_by_traveller'] as const;

describe('orderRefundedMail', () => {
  it('tells in English why the money went back, how much and when it reaches the card', () => {
    const mail = orderRefundedMail({ ...base, lang: 'en', outcome: 'operator_refused' });
    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toBe('Your payment for booking FSAB12CD34 has been refunded');
    expect(mail.text).toContain('The ferry company could not confirm your seats. Your payment of 80.70\u00a0€ has been refunded. It reaches your card in 5–10 working days.');
    expect(mail.text).toContain('https://shop.example/en/success?order_code=FSAB12CD34');
    expect(mail.html).toContain('<strong>80.70\u00a0€</strong>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('writes the amount as each language does (80,70 € in Greek, German, Italian, French and Spanish)', () => {
    expect(orderRefundedMail({ ...base, lang: 'el', outcome: 'operator_refused' }).text)
      .toContain('Η ακτοπλοϊκή εταιρεία δεν μπόρεσε να επιβεβαιώσει τις θέσεις σας. Η πληρωμή σας ύψους 80,70\u00a0€ επιστράφηκε.');
    for (const lang of ['de', 'it', 'fr', 'es'] as const) {
      expect(orderRefundedMail({ ...base, lang, outcome: 'coupon_used' }).text).toContain('80,70\u00a0€');
    }
    expect(orderRefundedMail({ ...base, lang: 'de', refundCents: 123456, outcome: 'operator_refused' }).text).toContain('1.234,56\u00a0€');
    // A traveller's own cancellation links to the manage-booking page (issue 17).
    expect(orderRefundedMail({ ...base, lang: 'en', outcome: 'cancelled_by_traveller' }).text).toContain('https://shop.example/en/manage?order_code=FSAB12CD34');
    expect(orderRefundedMail({ ...base, lang: 'el', outcome: 'cancelled_by_traveller' }).text).toContain('https://shop.example/manage?order_code=FSAB12CD34');
    // The Greek shop's link has no language prefix.
    expect(orderRefundedMail({ ...base, lang: 'el', outcome: 'operator_refused' }).text).toContain('https://shop.example/success?order_code=FSAB12CD34');
  });

  it('has a reason of its own for every outcome in every language, each really translated', () => {
    for (const lang of LOCALES) {
      const sentences = OUTCOMES.map((outcome) => orderRefundedMail({ ...base, lang, outcome }).text.split('\n')[2]);
      expect(new Set(sentences).size).toBe(OUTCOMES.length);
      if (lang !== 'en') {
        for (const outcome of OUTCOMES) expect(REFUND_TEXTS[lang].reasons[outcome]).not.toBe(REFUND_TEXTS.en.reasons[outcome]);
        expect(REFUND_TEXTS[lang].subject).not.toBe(REFUND_TEXTS.en.subject);
      }
    }
  });

  it('reads an outcome it does not know as "could not be completed", and escapes what it writes into HTML', () => {
    const mail = orderRefundedMail({ ...base, lang: 'en', outcome: '<script>x</script>', orderCode: 'FS<b>1' });
    expect(mail.text).toContain('Your booking could not be completed. Your payment of 80.70\u00a0€ has been refunded.');
    expect(mail.text).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>1');
    expect(mail.html).toContain('FS&lt;b&gt;1');
  });
});
