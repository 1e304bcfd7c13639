/**
 * Exports: the superstruct structs of the account calls: `UpdateMeBody`, `ChangeEmailBody`, the saved passenger, vehicle and pet
 * bodies (create and update), `LoyaltyClubBody`.
 * Optional text fields take `null` or '' to clear them; everything is trimmed; codes are upper-cased.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import {
  array, coerce, define, enums, nullable, object, optional, pattern, refine, size, string, type Struct,
} from 'superstruct';
import { IsoDate } from '../../../src/core/shared/validation';
import { Lang, Name, NormalEmail, PasswordInput } from '../auth/structs';

const trimmed = <T>(struct: Struct<T, unknown>) => coerce(struct, string(), (value) => value.trim()) as unknown as Struct<T, null>;
const upper = <T>(struct: Struct<T, unknown>) => coerce(struct, string(), (value) => value.trim().toUpperCase()) as unknown as Struct<T, null>;
/** Free text up to `max` characters ('' allowed). */
const Text = (max: number) => trimmed(size(string(), 0, max));
/** An optional text field: absent, or null / '' (stored as null), or text that passes `struct`. */
const Opt = <T>(struct: Struct<T, null>) =>
  optional(coerce(nullable(struct), string(), (value) => (value.trim() === '' ? null : value)) as unknown as Struct<T | null, null>);

/** An ISO 3166 alpha-2 country code ('gr' → 'GR'); '' means the default 'GR'. */
export const CountryCodeText = coerce(pattern(string(), /^[A-Z]{2}$/), string(), (value) => value.trim().toUpperCase() || 'GR');
const ZipCode = trimmed(pattern(string(), /^$|^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/));
const PhoneText = trimmed(define<string>('Phone', (value) =>
  typeof value === 'string' && (value === '' || (value.length <= 25 && isValidPhoneNumber(value, 'GR' as CountryCode)))));

const CustomerFields = {
  address: optional(Text(200)),
  phone: optional(PhoneText),
  zipCode: optional(ZipCode),
  city: optional(Text(100)),
  nationality: optional(CountryCodeText),
  country: optional(CountryCodeText),
};

/** `PATCH users/me`: the user's own fields, and the customer fields nested in `customer` or given flat. */
export const UpdateMeBody = object({
  firstName: optional(Name),
  lastName: optional(Name),
  email: optional(NormalEmail),
  lang: optional(Lang),
  ...CustomerFields,
  customer: optional(object({ ...CustomerFields, email: optional(NormalEmail) })),
});

/** `POST users/me/email`: the new address and the current password (its absence is answered on its field). */
export const ChangeEmailBody = object({ email: NormalEmail, currentPassword: optional(PasswordInput), lang: optional(Lang) });

const NotInFuture = (now: () => Date) =>
  refine(IsoDate, 'NotInFuture', (value) => value <= now().toISOString().slice(0, 10) || 'must not be in the future');

export const LoyaltyClubBody = object({
  company: upper(pattern(string(), /^[A-Z0-9]{2,8}$/)),
  cardNumber: trimmed(pattern(string(), /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/)),
});

const passengerFields = (now: () => Date) => ({
  birthDate: Opt(NotInFuture(now) as unknown as Struct<string, null>),
  gender: Opt(enums(['male', 'female']) as unknown as Struct<'male' | 'female', null>),
  nationality: Opt(upper(pattern(string(), /^[A-Z]{2}$/))),
  manNumber: Opt(upper(pattern(string(), /^[A-Z0-9-]{1,30}$/))),
  documentNumber: Opt(upper(pattern(string(), /^[A-Z0-9 -]{1,30}$/))),
  loyaltyClubs: optional(size(array(LoyaltyClubBody), 0, 20)),
});

export const PassengerCreate = (now: () => Date) => object({ firstName: Name, lastName: Name, ...passengerFields(now) });
export const PassengerUpdate = (now: () => Date) => object({ firstName: optional(Name), lastName: optional(Name), ...passengerFields(now) });

const vehicleFields = {
  plateNumber: Opt(upper(pattern(string(), /^[\p{L}0-9 -]{1,15}$/u))),
  info: Opt(Text(500)),
};
export const VehicleCreate = object({ name: Name, ...vehicleFields });
export const VehicleUpdate = object({ name: optional(Name), ...vehicleFields });

const petFields = { chipNumber: Opt(upper(pattern(string(), /^[A-Z0-9]{6,23}$/))) };
export const PetCreate = object({ nickname: Name, ...petFields });
export const PetUpdate = object({ nickname: optional(Name), ...petFields });
