import fc from 'fast-check';
import { normaliseInput, toGreeklish } from '../../../src/core/shared/greeklish';

const greek = fc.string({ unit: fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊΐϋΰςΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏ -'.split('')), maxLength: 40 });
const anything = fc.string({ maxLength: 40 });

describe('Greek to Latin normalisation', () => {
  it('writes Greek names the way tickets print them', () => {
    expect(toGreeklish('Γιώργος Παπαδόπουλος')).toBe('Giorgos Papadopoulos');
    expect(toGreeklish('ΘΑΝΑΣΗΣ')).toBe('THANASIS');
    expect(toGreeklish('Ευάγγελος')).toBe('Evangelos');
    expect(toGreeklish('ΑΥΤΟΣ')).toBe('AFTOS');
    expect(normaliseInput('Χρήστος Ψαράς', { upperCase: true })).toBe('CHRISTOS PSARAS');
  });

  it('leaves no Greek letter behind', () => {
    fc.assert(fc.property(greek, (text) => !/[\u0370-\u03ff]/.test(toGreeklish(text))));
  });

  it('keeps only digits, Latin letters, hyphen and space by default', () => {
    fc.assert(fc.property(anything, (text) => /^[0-9a-zA-Z\- ]*$/.test(normaliseInput(text))));
    expect(normaliseInput('AB-1234/Ω!')).toBe('AB-1234O');
  });

  it('keeps the digit 0, which passport and ID numbers carry', () => {
    expect(normaliseInput('AK 102030')).toBe('AK 102030');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anything, fc.boolean(), fc.constantFrom('text', 'email') as fc.Arbitrary<'text' | 'email'>, (text, upperCase, mode) => {
      const once = normaliseInput(text, { upperCase, mode });
      return normaliseInput(once, { upperCase, mode }) === once;
    }));
  });

  it('upper-cases when asked', () => {
    fc.assert(fc.property(anything, (text) => {
      const out = normaliseInput(text, { upperCase: true });
      return out === out.toUpperCase();
    }));
  });

  it('in e-mail mode lowercases and keeps only letters, digits and @ . _ + -', () => {
    expect(normaliseInput(' Maria.P+ferry@Example.GR ', { mode: 'email' })).toBe('maria.p+ferry@example.gr');
    fc.assert(fc.property(anything, (text) => /^[a-z0-9@._+-]*$/.test(normaliseInput(text, { mode: 'email' }))));
  });

  it('leaves Latin text of allowed characters unchanged', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ123456789- '.split('')) }), (text) => normaliseInput(text) === text));
  });

  it('does not transliterate an input not marked for mutation', () => {
    expect(normaliseInput('Αθήνα abc', { transliterate: false })).toBe(' abc');
  });
});
