/**
 * Exports: the superstruct structs of the auth calls' bodies and queries, and `langOf(request)`.
 * E-mails are trimmed and lower-cased before they are checked with the core's `Email` rule; the password rule of
 * SPEC.md section 5 is applied by the service (src/core/auth `isPasswordValid`) so its message is the SPEC's.
 */
import type { FastifyRequest } from 'fastify';
import { coerce, enums, object, optional, refine, size, string, type Struct } from 'superstruct';
import { LOCALES, type Locale } from '../../../src/core/shared/locale';
import { Email, NonBlank } from '../../../src/core/shared/validation';
import { parse } from '../../http/errors';

/** An e-mail address, trimmed and lower-cased. */
export const NormalEmail = coerce(Email, string(), (value) => value.trim().toLowerCase()) as unknown as Struct<string, null>;

/** A required name: trimmed, 1 to 100 characters. */
export const Name = coerce(size(NonBlank, 1, 100), string(), (value) => value.trim()) as unknown as Struct<string, null>;

/** A password as typed (the rule is checked separately); the cap keeps hashing cheap for absurd inputs. */
export const PasswordInput = size(string(), 1, 256);

export const Lang = enums(LOCALES);

export const RegisterBody = object({ firstName: Name, lastName: Name, email: NormalEmail, password: PasswordInput, lang: optional(Lang) });
export const EmailBody = object({ email: NormalEmail, lang: optional(Lang) });
export const LoginBody = object({ email: NormalEmail, password: PasswordInput });
/** `password` is the new password; `newPassword` is accepted as another name for it. */
export const ChangePasswordBody = refine(
  object({ password: optional(PasswordInput), newPassword: optional(PasswordInput), currentPassword: optional(PasswordInput) }),
  'password',
  (value) => value.password !== undefined || value.newPassword !== undefined || 'password is required',
);
export const LangQuery = object({ lang: optional(Lang) });
export const UserQuery = object({ include: optional(size(string(), 0, 200)) });

/** The locale of a call: `lang` of the query, else of the body, else Greek. A bad value is a 400. */
export function langOf(request: FastifyRequest): Locale | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const fromQuery = query && 'lang' in query ? parse(LangQuery, { lang: query.lang }).lang : undefined;
  if (fromQuery) return fromQuery;
  return body && typeof body === 'object' && 'lang' in body ? parse(LangQuery, { lang: body.lang }).lang : undefined;
}
