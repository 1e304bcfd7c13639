import fc from 'fast-check';
import { LOCALES } from '../../../src/core/shared/locale';
import { centsToEuros, eurosToCents, formatMoney, percentOf, sumCents } from '../../../src/core/shared/money';

describe('money', () => {
  it('reads euro amounts as whole cents without float drift', () => {
    expect(eurosToCents(3.77)).toBe(377);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(-2.5)).toBe(-250);
  });

  it('round-trips any cent amount through euros', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => eurosToCents(centsToEuros(cents)) === cents));
  });

  it('sums and takes percentages in whole cents', () => {
    expect(sumCents([377, 1000, 23])).toBe(1400);
    expect(percentOf(1999, 50)).toBe(1000);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 100 }), (c, p) => Number.isInteger(percentOf(c, p))));
  });

  it('puts the euro sign after the amount in the way of each locale', () => {
    expect(formatMoney(123456, 'el')).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'en')).toBe('1,234.56\u00a0€');
    expect(formatMoney(377, 'de')).toBe('3,77\u00a0€');
    expect(formatMoney(0, 'es')).toBe('0,00\u00a0€');
  });

  it('always ends with the euro sign and shows two decimals in every locale', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...LOCALES), (cents, locale) => {
      const text = formatMoney(cents, locale);
      const digits = text.replace(/\D/g, '');
      return text.endsWith('\u00a0€') && /\d[.,]\d{2}\u00a0€$/.test(text) && Number(digits) === Math.abs(cents);
    }));
  });
});
