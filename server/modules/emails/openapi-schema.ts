/**
 * Exports: small builders of OpenAPI 3.1 schema objects (`obj`, `str`, `body`, `ok`, `failure`…) shared by the
 * OpenAPI descriptions of the emails, newsletter and integrations modules.
 */
import { LOCALES } from '../../../src/core/shared/locale';

export type Schema = Record<string, unknown>;

export const errorSchema: Schema = {
  type: 'object', required: ['error'],
  properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } } },
};
export const failure = (description: string): Schema => ({ description, content: { 'application/json': { schema: errorSchema } } });
export const ok = (schema: Schema, description = 'OK'): Schema => ({ description, content: { 'application/json': { schema } } });
export const body = (schema: Schema): Schema => ({ required: true, content: { 'application/json': { schema } } });
export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema =>
  ({ type: 'object', additionalProperties: false, properties, required });
export const lang = str({ enum: [...LOCALES], description: 'Locale (default el); also accepted as the `lang` query parameter' });
export const langQuery: Schema = { name: 'lang', in: 'query', required: false, schema: { enum: [...LOCALES] } };
export const invalid = failure('INVALID_INPUT: `field` names the input');
export const phone = str({ maxLength: 32, description: 'A real phone number (libphonenumber-js); without +, a Greek number' });
