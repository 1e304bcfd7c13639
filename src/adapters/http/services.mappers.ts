import { type ServicesRefusal } from '../../core/booking';
import { type CommonRefusalKind } from '../../core/shared/refusal';
import { type HttpFailure, type NamedCode, refusalOf } from './http-failure';

/** The server's tax-authority and courier codes (grep "new ApiError" server/modules/integrations) in the shop's words. */
const SERVICES_CODES: Readonly<Record<string, NamedCode<CommonRefusalKind>>> = {
  INVALID_TAX_NUMBER: { kind: 'Invalid', reason: 'TaxNumber' },
};

/** A refused tax-number look-up or courier call in the shop's words. */
export const servicesRefusalOf = (failure: HttpFailure): ServicesRefusal => refusalOf(failure, SERVICES_CODES);
