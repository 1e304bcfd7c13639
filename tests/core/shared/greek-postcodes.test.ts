import { describe, expect, it } from 'vitest';
import { setAddressZip, setPaymentForm } from '../../../src/core/booking';
import { isGreekZip, isPrefilledPrefecture, prefectureMatchesZip, prefectureOfZip } from '../../../src/core/shared/greek-postcodes';
import { aBookingWithTrips } from '../../support/mothers/booking.mother';

describe('the prefecture of a Greek postal code (issue 19)', () => {
  it('names the prefecture of every Greek code in Greek on Greek pages and in Latin letters elsewhere', () => {
    expect(prefectureOfZip('185 38', 'el')).toBe('Αττική');
    expect(prefectureOfZip('18538', 'en')).toBe('Attica');
    expect(prefectureOfZip('847 00', 'de')).toBe('Cyclades');
    expect(prefectureOfZip('546 21', 'el')).toBe('Θεσσαλονίκη');
    expect(prefectureOfZip('814 00', 'en')).toBe('Lemnos');
    expect(prefectureOfZip('811 00', 'en')).toBe('Lesbos');
    for (const zip of ['', '1853', '185 381', 'SW1A 1AA', '99999', '09000']) expect(prefectureOfZip(zip, 'el')).toBeUndefined();
  });

  it('prefills only what the server accepts with that code: every prefix, both scripts', () => {
    for (let prefix = 10; prefix <= 99; prefix++) {
      for (const third of ['0', '4', '3']) {
        const zip = `${prefix}${third}00`;
        for (const locale of ['el', 'en'] as const) {
          const name = prefectureOfZip(zip, locale);
          expect(name === undefined, zip).toBe(!isGreekZip(zip));
          if (name) {
            expect(prefectureMatchesZip(name, zip), `${name} ${zip}`).toBe(true);
            expect(isPrefilledPrefecture(name, locale)).toBe(true);
          }
        }
      }
    }
  });

  it('fills a blank prefecture, follows a new code while it is still the prefilled one, and never overwrites a typed one', () => {
    let s = setAddressZip(aBookingWithTrips(1), '185 38', 'en');
    expect(s.leader.zipcode).toBe('185 38');
    expect(s.paymentForm).toMatchObject({ zipCode: '185 38', prefecture: 'Attica' });
    s = setAddressZip(s, '847 00', 'en');
    expect(s.paymentForm.prefecture).toBe('Cyclades');
    // Typed key by key: the partial codes name nothing, the whole new one replaces the prefilled name.
    for (const partial of ['7', '73', '731', '731 0']) s = setAddressZip(s, partial, 'en');
    expect(s.paymentForm.prefecture).toBe('Cyclades');
    s = setAddressZip(s, '731 00', 'en');
    expect(s.paymentForm.prefecture).toBe('Chania');
    s = setPaymentForm(s, { prefecture: 'Attiki' });
    s = setAddressZip(s, '731 00', 'en');
    expect(s.paymentForm).toMatchObject({ zipCode: '731 00', prefecture: 'Attiki' });
    // A typed name that happens to be one the table writes is still the traveller's.
    s = setAddressZip(setPaymentForm(s, { prefecture: 'Attica' }), '847 00', 'el');
    expect(s.paymentForm.prefecture).toBe('Attica');
  });
});
