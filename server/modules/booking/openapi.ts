/**
 * The OpenAPI 3.1 document of the Booking API and the card-payment call, generated from the superstruct structs
 * the server validates with, so the document cannot drift from what the server accepts and answers.
 */
import * as api from '../../../src/contract/index';
import { RESULT_ORDER } from '../../adapters/payments/cardlink-protocol';

type Schema = Record<string, unknown>;
/** What the generator reads of a superstruct struct. */
interface AnyStruct { readonly type: string; readonly schema: unknown; validate(value: unknown): readonly unknown[] }

const accepts = (s: AnyStruct, value: unknown) => !s.validate(value)[0];

export function jsonSchema(s: AnyStruct): Schema {
  const nullable = s.type !== 'any' && s.type !== 'unknown' && accepts(s, null);
  const base = ((): Schema => {
    switch (s.type) {
      case 'object':
      case 'type': {
        const fields = (s.schema ?? {}) as Record<string, AnyStruct>;
        const required = Object.keys(fields).filter((k) => !accepts(fields[k] as AnyStruct, undefined));
        return {
          type: 'object', properties: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, jsonSchema(v)])),
          ...(required.length ? { required } : {}), ...(s.type === 'object' ? { additionalProperties: false } : {}),
        };
      }
      case 'array': return { type: 'array', ...(s.schema ? { items: jsonSchema(s.schema as AnyStruct) } : {}) };
      case 'enums': return { enum: Object.values(s.schema as Record<string, unknown>) };
      case 'literal': return { const: s.schema };
      case 'string': case 'number': case 'integer': case 'boolean': return { type: s.type };
      default: return {};
    }
  })();
  if (!nullable) return base;
  return 'type' in base ? { ...base, type: [base.type, 'null'] } : { anyOf: [base, { type: 'null' }] };
}

const error = {
  type: 'object', required: ['error'],
  properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } } },
};
const errors = (extra: Record<string, string> = {}) => Object.fromEntries(Object.entries({
  400: 'Malformed input (INVALID_INPUT, field names the input)', 422: 'Input the rules refuse', ...extra,
}).map(([code, description]) => [code, { description, content: { 'application/json': { schema: error } } }]));

const queryParams = (s: AnyStruct) => Object.entries((s.schema ?? {}) as Record<string, AnyStruct>).map(([name, v]) => ({
  name, in: 'query', required: !accepts(v, undefined), schema: jsonSchema(v),
}));
const idempotencyHeader = { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 8, maxLength: 128 },
  description: 'A replay with the same key and body returns the first successful answer and changes nothing; another body is refused (422). A refused request keeps no key: its retry runs again.' };

/** The calls on one order: a guest order needs its order token, a user's order its owner's bearer token. */
export const orderTokenHeader = { name: 'X-Order-Token', in: 'header', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  description: "The order's access token (a guest order needs it; a user's order needs its owner's bearer token instead). "
    + 'Without either the order is answered 404 ORDER_NOT_FOUND, as an unknown code.' };
const NOT_FOUND = "Unknown order, or neither the owner's bearer token nor the order's X-Order-Token";
const SEARCH_LIMIT = 'TOO_MANY_SEARCHES: searches per client address a minute or an hour (SEARCH_RATE_PER_MINUTE, SEARCH_RATE_PER_HOUR); Retry-After';

interface Call {
  method: 'get' | 'post'; path: string; summary: string; query?: AnyStruct; body?: AnyStruct; answer: AnyStruct; idempotent?: boolean;
  errors?: Record<string, string>; orderToken?: boolean;
}

const calls: Call[] = [
  { method: 'get', path: '/booking/getPorts', summary: 'Every port, named in the locale', query: api.LangQuery, answer: api.PortsAnswer },
  { method: 'get', path: '/booking/countries', summary: 'Countries with ports', query: api.LangQuery, answer: api.CountriesAnswer },
  { method: 'get', path: '/booking/companies', summary: 'Ferry companies', query: api.LangQuery, answer: api.CompaniesAnswer },
  { method: 'post', path: '/booking/company-details', summary: 'A company by company_code, or the companies serving port_code', body: api.CompanyDetailsRequest, answer: api.CompanyDetailsAnswer, errors: { 404: 'Unknown company' } },
  { method: 'post', path: '/booking/getDestinations', summary: 'Ports reachable from an origin', body: api.DestinationsRequest, answer: api.PortListAnswer },
  { method: 'post', path: '/booking/getOrigins', summary: 'Ports with trips to a destination', body: api.OriginsRequest, answer: api.PortListAnswer },
  { method: 'post', path: '/booking/getDates', summary: 'Dates with sailings between two ports', body: api.DatesRequest, answer: api.DatesAnswer },
  { method: 'post', path: '/booking/results', summary: 'Trips of each leg with availability and lowest fares', body: api.ResultsRequest, answer: api.ResultsAnswer, errors: { 429: SEARCH_LIMIT } },
  { method: 'post', path: '/booking/fare-calendar', summary: "Each day's lowest fare of a month for a route and a party (on a day without a direct boat the cheapest journey for that party, planned by its fares), and the month's cheapest days", body: api.FareCalendarRequest, answer: api.FareCalendarAnswer, errors: { 400: 'Malformed input, or a month off sale (MONTH_NOT_ON_SALE); field names the input', 422: 'UNKNOWN_PORT or SAME_PORTS', 429: SEARCH_LIMIT } },
  { method: 'post', path: '/booking/journeys', summary: "Direct sailings and connections (up to two changes) leaving on a date for the searched party (`passengers`, one adult when absent; `withVehicle`), the Pareto set by departure, arrival, the party's price and changes: each sailing counts at what the whole party pays there (everyone in the cheapest deck or seat class with a place free for each, with the car), a sailing that cannot carry the party is no leg, and a journey's `lowestFare` (its from-price) is that party total over its legs, as step 2 prices it; a round trip asks once per direction, and a journey is booked as its trips in one order (optional-booking, up to six trips: a change each way fits)", body: api.JourneysRequest, answer: api.JourneysAnswer, errors: { 422: 'UNKNOWN_PORT, SAME_PORTS, DATE_IN_PAST or DATE_TOO_FAR; field names the input', 429: SEARCH_LIMIT, 503: 'OPERATOR_UNAVAILABLE: the companies did not answer for the places left' } },
  { method: 'post', path: '/booking/pricing', summary: 'Full price of a booking request (cents)', query: api.BookingQuery, body: api.PricingRequest, answer: api.PricingAnswer },
  { method: 'post', path: '/booking/optional-booking', summary: 'Holds the places of a booking request', query: api.BookingQuery, body: api.OptionalBookingRequest, answer: api.OptionalBookingAnswer, errors: { 409: 'NO_AVAILABILITY', 429: 'TOO_MANY_HOLDS (holds a minute or hour per client) or HOLD_LIMIT (places held at once per client); Retry-After' } },
  { method: 'post', path: '/booking/extend-hold', summary: "Extends a running hold by the company's hold time, at most twice", query: api.BookingQuery, body: api.ExtendHoldRequest, answer: api.ExtendHoldAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'HOLD_NOT_EXTENDABLE', 410: 'HOLD_EXPIRED', 429: 'TOO_MANY_HOLDS or HOLD_LIMIT, as optional-booking; Retry-After' } },
  { method: 'post', path: '/booking/insert-booking', summary: 'Records the order awaiting payment', query: api.BookingQuery, body: api.InsertBookingRequest, answer: api.InsertBookingAnswer, idempotent: true, orderToken: true, errors: { 404: NOT_FOUND, 409: 'Order closed', 410: 'HOLD_EXPIRED' } },
  { method: 'post', path: '/booking/finalize-booking', summary: 'The issued reservation once payment is confirmed', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.FinalizeBookingAnswer, idempotent: true, orderToken: true, errors: { 404: NOT_FOUND, 409: 'PAYMENT_NOT_CONFIRMED' } },
  { method: 'post', path: '/booking/order-status', summary: 'The order as its owner sees it: status, amount, and once it ended without tickets or was paid back its outcome and refund_amount', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.Order, orderToken: true, errors: { 404: NOT_FOUND } },
  { method: 'post', path: '/booking/failed-booking', summary: 'Releases an unpaid booking', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.FailedBookingAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'Already issued' } },
  { method: 'post', path: '/booking/voucher', summary: 'The e-ticket document', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.VoucherAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'NOT_ISSUED' } },
  { method: 'post', path: '/booking/tickets-pdf', summary: 'The tickets as a PDF (base64), one QR code per passenger and vehicle', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.TicketsPdfAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'NOT_ISSUED' } },
  { method: 'post', path: '/booking/refund', summary: "Refunds an issued order by the companies' policies", query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.RefundAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'Not issued or already refunded, or CHANGE_IN_PROGRESS (a change of a leg is under way)' } },
  { method: 'post', path: '/booking/manage', summary: 'Manage booking: the order, its tickets when issued, and what cancelling it gives back now (per trip: hours before departure, tier, percent, fee, refund) or why it cannot be cancelled', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.ManageBookingAnswer, orderToken: true, errors: { 404: NOT_FOUND } },
  { method: 'post', path: '/booking/cancel', summary: "Cancels an issued order by the companies' policies when the refund is still the one the traveller was shown (expected_refund); the seats go back on sale and the money back to the card or the reseller's credit", query: api.BookingQuery, body: api.CancelBookingRequest, answer: api.RefundAnswer, idempotent: true, orderToken: true, errors: { 404: NOT_FOUND, 409: 'QUOTE_CHANGED (ask /booking/manage again), ALREADY_REFUNDED, NOT_ISSUED, DEPARTED or CHANGE_IN_PROGRESS' } },
  { method: 'post', path: '/booking/assistance-options', summary: 'Assistance for reduced mobility after booking: per leg, until when a request is guaranteed (48 hours before departure, by the server\'s clock), whether one may be made now, and the departure port\'s passenger assistance point (phone, e-mail, opening hours)', query: api.BookingQuery, body: api.OrderCodeRequest, answer: api.AssistanceOptionsAnswer, orderToken: true, errors: { 404: NOT_FOUND } },
  { method: 'post', path: '/booking/assistance', summary: 'Asks for, changes or (null) withdraws the assistance one passenger needs on one leg: passed to the company, shown on the tickets, confirmed by e-mail (at most one e-mail per booking every 10 minutes: mail_deferred_until says when a waiting one that confirms the changes together leaves). in_time false (less than 48 hours before departure): recorded and passed on but not guaranteed; port_contact says whom to call', query: api.BookingQuery, body: api.AssistanceRequest, answer: api.AssistanceAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'DEPARTED, NOT_ISSUED, OPERATOR_REFUSED or CHANGE_IN_PROGRESS (a change of the leg is under way; nothing changed)', 503: 'OPERATOR_UNAVAILABLE or BOOKING_BUSY (nothing changed; ask again)' } },
  { method: 'post', path: '/booking/change/options', summary: "Change date or sailing: the company's change policy for one leg now (allowed, fee, free-until hours, or why not) and the other sailings of the leg's route and company on `date`, each with its new fare and the difference (new fare − old fare + fee, signed cents)", query: api.BookingQuery, body: api.ChangeOptionsRequest, answer: api.ChangeOptionsAnswer, orderToken: true, errors: { 404: NOT_FOUND } },
  { method: 'post', path: '/booking/change', summary: 'Starts a change of one leg to `trip_id` when it still costs exactly `expected_difference` (a leg with cancelled passengers or vehicles: what is left of its party, for what it paid): the new sailing is held; a higher fare answers the hosted payment form of the difference (posted as the booking\'s), then the new sailing is confirmed and only then the old leg cancelled; a lower fare is done at once and the difference goes back to the card', query: api.BookingQuery, body: api.StartChangeRequest, answer: api.ChangeAnswer, idempotent: true, orderToken: true, errors: { 404: NOT_FOUND, 409: 'QUOTE_CHANGED (ask /booking/change/options again), CHANGE_IN_PROGRESS, CANCEL_IN_PROGRESS (a part cancellation is with its company), NOT_ALLOWED, TOO_LATE, DEPARTED, NOT_ISSUED, NOT_CARD or NO_AVAILABILITY', 422: 'NOT_SAME_ROUTE or TRIP_DEPARTED (trip_id)', 503: 'OPERATOR_UNAVAILABLE or PAYMENT_UNAVAILABLE' } },
  { method: 'post', path: '/booking/change/payment', summary: 'The hosted payment form of a change still waiting for its difference (the answer that carried it was lost): the same card attempt and amount again, never a second attempt; a change no longer waiting (paid, done, failed, its hold run out) answers where it stands without `payment`. The latest change without `change_code`', query: api.BookingQuery, body: api.ChangeStatusRequest, answer: api.ChangeAnswer, orderToken: true, errors: { 404: 'ORDER_NOT_FOUND or CHANGE_NOT_FOUND', 503: 'PAYMENT_UNAVAILABLE (ask again)' } },
  { method: 'post', path: '/booking/change/status', summary: 'Where a change of the order stands (the latest without `change_code`): its state, difference, what went back, why it failed, and the new reservation once done', query: api.BookingQuery, body: api.ChangeStatusRequest, answer: api.ChangeAnswer, orderToken: true, errors: { 404: 'ORDER_NOT_FOUND or CHANGE_NOT_FOUND' } },
  { method: 'post', path: '/booking/cancel-quote', summary: "Partial cancellation: what cancelling a part (a whole leg, or passengers and vehicles of a leg, where the leg's company allows it) gives back now, per leg by the company's tiers and fee; whole_order when the part is everything left", query: api.BookingQuery, body: api.CancelPartQuoteRequest, answer: api.CancelPartQuote, orderToken: true, errors: { 404: NOT_FOUND, 409: 'Why the part cannot be cancelled, on its field: NOT_ISSUED, ALREADY_CANCELLED, DEPARTED, NO_SUCH_PART, PART_CANCELLED, LEG_NOT_ALLOWED, PASSENGERS_NOT_ALLOWED, PARTY_LEFT_INVALID, CANCEL_IN_PROGRESS' } },
  { method: 'post', path: '/booking/cancel-part', summary: "Partial cancellation: cancels the part when it still gives back exactly expected_refund; the company cancels those tickets only (their places go back on sale), the refund goes through the refund ledger to the card or the reseller's credit, and an e-mail names what was cancelled. Everything left: the whole cancellation (order refunded)", query: api.BookingQuery, body: api.CancelPartRequest, answer: api.CancelPartAnswer, idempotent: true, orderToken: true, errors: { 404: NOT_FOUND, 409: 'QUOTE_CHANGED (ask /booking/cancel-quote again), PART_NOT_CANCELLED, CHANGE_IN_PROGRESS, or the refusals of /booking/cancel-quote', 503: 'OPERATOR_UNAVAILABLE: the company did not answer; the reconciler finishes the cancellation' } },
  { method: 'post', path: '/booking/order-access', summary: "Manage booking: the order code with the leader's e-mail or last name (case and accents do not matter) answers an order token of a guest order",
    body: api.OrderAccessRequest, answer: api.OrderAccessAnswer,
    errors: { 404: 'Unknown code, a wrong e-mail or last name, or not a guest order (one answer for all)', 429: 'RATE_LIMITED: too many tries for this order or from this client' } },
  { method: 'post', path: '/booking/orders', summary: "The caller's orders, 50 a page", query: api.BookingQuery, body: api.OrdersRequest, answer: api.OrdersAnswer, errors: { 401: 'No bearer token', 403: 'USER_MISMATCH' } },
  { method: 'post', path: '/booking/loyalty-validation', summary: 'Checks a loyalty card for a trip and company', body: api.LoyaltyValidationRequest, answer: api.CodeValidationAnswer },
  { method: 'post', path: '/booking/man-validation', summary: 'Checks an island-resident (MAN) code for a trip and company', body: api.ManValidationRequest, answer: api.CodeValidationAnswer },
  { method: 'get', path: '/booking/reseller-details', summary: "The reseller's credit", query: api.ResellerDetailsQuery, answer: api.ResellerDetailsAnswer, errors: { 401: 'No bearer token', 403: 'USER_MISMATCH' } },
  { method: 'post', path: '/booking/credit-limit-payment', summary: 'Pays an order from the reseller credit limit and issues it', query: api.BookingQuery, body: api.CreditLimitPaymentRequest, answer: api.CreditLimitPaymentAnswer, idempotent: true, errors: { 401: 'No bearer token', 403: 'NOT_RESELLER', 409: 'CREDIT_LIMIT_EXCEEDED or NO_AVAILABILITY' } },
  { method: 'post', path: '/api/payments/cardlink', summary: 'The signed form that sends the browser to the hosted card payment page', body: api.CardlinkPaymentRequest, answer: api.CardlinkPaymentAnswer, orderToken: true, errors: { 404: NOT_FOUND, 409: 'Order not awaiting payment' } },
];

export function openApiDocument(publicUrl: string): Schema {
  const paths: Record<string, Schema> = {};
  for (const c of calls) {
    const parameters = [...(c.query ? queryParams(c.query) : []), ...(c.idempotent ? [idempotencyHeader] : []), ...(c.orderToken ? [orderTokenHeader] : []),
      { name: 'Authorization', in: 'header', required: false, schema: { type: 'string' }, description: 'Bearer token of a logged-in user or reseller' },
      { name: 'uuid', in: 'header', required: false, schema: { type: 'string' }, description: 'Booking session id' }];
    paths[c.path] = {
      [c.method]: {
        summary: c.summary, operationId: c.path.split('/').pop(), parameters,
        ...(c.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(c.body) } } } } : {}),
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: jsonSchema(c.answer) } } }, ...errors(c.errors) },
      },
    };
  }
  // The card processor posts its signed result back as a form: a verified capture of the order's amount finalises the
  // order, anything else is ignored (and not stored); both answer 303 to the success or the error page.
  const result = { type: 'object', properties: Object.fromEntries([...RESULT_ORDER, 'digest'].map((name) => [name, { type: 'string' }])) };
  for (const kind of ['confirm', 'cancel'] as const) {
    paths[`/payments/cardlink/${kind}`] = {
      post: {
        summary: `The Cardlink result (${kind} URL), posted by the payment page`, operationId: `cardlink-${kind}`,
        requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: result } } },
        responses: {
          303: { description: 'To /success, or to /error?reason=payment' },
          413: { description: 'PAYLOAD_TOO_LARGE', content: { 'application/json': { schema: error } } },
          415: { description: 'UNSUPPORTED_MEDIA_TYPE: not a form', content: { 'application/json': { schema: error } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ferry shop Booking API', version: '1.0.0', description: 'SPEC.md section 7. Money is integer cents (EUR). Dates are Europe/Athens.' },
    servers: [{ url: publicUrl }],
    paths,
  };
}
