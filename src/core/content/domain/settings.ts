/** A raw setting as the Content API answers it. */
export interface SettingEntry {
  readonly key: string;
  readonly value: string;
}

/** The shop settings the web app shows (footer, contact, app links, reviews). Missing text settings are ''. */
export interface SiteSettings {
  readonly supportEmail: string;
  readonly supportPhone: string;
  readonly supportHours: string;
  readonly facebookUrl: string;
  readonly instagramUrl: string;
  readonly xUrl: string;
  readonly youtubeUrl: string;
  readonly appStoreUrl: string;
  readonly googlePlayUrl: string;
  /** Average review rating out of 5, or undefined when not set or not a number. */
  readonly reviewsRating: number | undefined;
  /** Number of reviews, or undefined when not set or not a whole number. */
  readonly reviewsCount: number | undefined;
}

const TEXT_KEYS = ['supportEmail', 'supportPhone', 'supportHours', 'facebookUrl', 'instagramUrl', 'xUrl',
  'youtubeUrl', 'appStoreUrl', 'googlePlayUrl'] as const;

/** Reads the known keys out of the server's key/value list; unknown keys are ignored. */
export function toSiteSettings(entries: readonly SettingEntry[]): SiteSettings {
  const byKey = new Map(entries.map((e) => [e.key, String(e.value ?? '').trim()]));
  const text = Object.fromEntries(TEXT_KEYS.map((k) => [k, byKey.get(k) ?? ''])) as Record<(typeof TEXT_KEYS)[number], string>;
  const rating = Number.parseFloat(byKey.get('reviewsRating') ?? '');
  const count = Number(byKey.get('reviewsCount') ?? '');
  return {
    ...text,
    reviewsRating: Number.isFinite(rating) && rating >= 0 && rating <= 5 ? rating : undefined,
    reviewsCount: byKey.get('reviewsCount') && Number.isInteger(count) && count >= 0 ? count : undefined,
  };
}

/** A `tel:` link for a phone number as people write it (`+30 210 1234567` → `tel:+302101234567`). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
