/**
 * Exports: `TaxLookupBody`, `CreateVoucherBody`, `RetrieveVoucherQuery`, `SHIPPING_DETAILS_MESSAGE`.
 * Bodies and queries of `/aade/*` and `/courier/*`. A tax number may be typed with spaces or an `EL` prefix; text is
 * trimmed before it is checked.
 */
import { coerce, object, optional, pattern, size, string, type Struct } from 'superstruct';
import { OrderCode } from '../../../src/contract/index';
import { Lang } from '../auth/structs';
import { Phone } from '../emails/structs';

/** SPEC.md section 8, the shipping-details error. */
export const SHIPPING_DETAILS_MESSAGE = 'Unfortunately, there is a mistake at shipping details. Please verify shipping details and try again.';

const trimmed = (min: number, max: number) => coerce(size(string(), min, max), string(), (v) => v.trim()) as unknown as Struct<string, null>;

export const TaxLookupBody = object({
  tax: coerce(pattern(string(), /^\d{9}$/), string(), (v) => v.replace(/\s+/g, '').replace(/^(EL|GR)/i, '')),
  lang: optional(Lang),
});

export const CreateVoucherBody = object({
  orderCode: coerce(OrderCode, string(), (v) => v.trim().toUpperCase()),
  name: trimmed(1, 80),
  address: trimmed(1, 120),
  city: trimmed(1, 60),
  prefecture: trimmed(1, 60),
  zipCode: trimmed(1, 12),
  telephone: Phone,
  /** ISO country code; the courier delivers only in Greece. */
  country: optional(coerce(pattern(string(), /^[A-Z]{2}$/), string(), (v) => v.trim().toUpperCase())),
  lang: optional(Lang),
});

export const RetrieveVoucherQuery = object({ shippingNumber: pattern(string(), /^\d{10}$/), lang: optional(Lang) });

