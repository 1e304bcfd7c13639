import { type SearchRefusal } from '../../core/search';
import { type CommonRefusalKind } from '../../core/shared/refusal';
import { type HttpFailure, type NamedCode, refusalOf } from './http-failure';

/** The server's search codes (grep "new ApiError" server/modules/booking/catalogue.ts) in the shop's words; another is the status's common kind. */
const SEARCH_CODES: Readonly<Record<string, NamedCode<CommonRefusalKind>>> = {
  UNKNOWN_PORT: { kind: 'Invalid', reason: 'UnknownPort' },
};

/** A refused search call (ports, dates, sailings, countries, companies) in the shop's words. */
export const searchRefusalOf = (failure: HttpFailure): SearchRefusal => refusalOf(failure, SEARCH_CODES);
