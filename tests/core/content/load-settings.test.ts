import { describe, expect, it } from 'vitest';
import { InMemoryContentGateway } from '../../../src/adapters/in-memory/content.in-memory-gateway';
import { LoadSettings, parseOpeningHours, telLink, toSiteSettings } from '../../../src/core/content';
import { refusal } from '../../../src/core/shared/refusal';

describe('LoadSettings', () => {
  it('reads support contact, links and reviews from the key/value settings', async () => {
    const result = await new LoadSettings({ content: new InMemoryContentGateway() }).execute();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.supportEmail).toBe('support@ferries.example');
    expect(result.value.supportPhone).toBe('+30 210 123 4567');
    expect(result.value.reviewsRating).toBe(4.7);
    expect(result.value.reviewsCount).toBe(1280);
  });

  it('fails with SettingsUnavailable when the content service answers an error', async () => {
    const content = new InMemoryContentGateway();
    content.failWith(refusal('NotAllowed', 'no'));
    const result = await new LoadSettings({ content }).execute();
    expect(!result.ok && result.error.kind).toBe('SettingsUnavailable');
  });
});

describe('toSiteSettings', () => {
  it('leaves missing texts empty and drops reviews that are not numbers in range', () => {
    const settings = toSiteSettings([{ key: 'reviewsRating', value: '7' }, { key: 'reviewsCount', value: '12.5' }, { key: 'unknown', value: 'x' }]);
    expect(settings.supportEmail).toBe('');
    expect(settings.reviewsRating).toBeUndefined();
    expect(settings.reviewsCount).toBeUndefined();
  });

  it('keeps a zero review count', () => {
    expect(toSiteSettings([{ key: 'reviewsCount', value: '0' }]).reviewsCount).toBe(0);
  });
});

describe('telLink', () => {
  it('keeps only the digits and the plus of a phone number', () => {
    expect(telLink('+30 210 123-4567')).toBe('tel:+302101234567');
  });
});

describe('parseOpeningHours', () => {
  it('reads a run of weekdays and a time span', () => {
    expect(parseOpeningHours('Mo-Fr 09:00-21:00')).toEqual({ fromDay: 1, toDay: 5, opens: '09:00', closes: '21:00' });
  });

  it('reads a single day', () => {
    expect(parseOpeningHours('Sa 10:00–14:00')).toEqual({ fromDay: 6, toDay: 6, opens: '10:00', closes: '14:00' });
  });

  it('leaves free text alone', () => {
    expect(parseOpeningHours('every day, all day')).toBeUndefined();
  });
});
