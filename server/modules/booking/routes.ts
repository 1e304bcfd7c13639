/**
 * The Booking API (SPEC.md section 7, `/booking/*`) (its OpenAPI description is `./openapi.ts`, served merged at `/api/docs`). Each route validates
 * with the shared structs, resolves the caller from the bearer token and calls the booking service. A call on one order
 * also brings the order token (`X-Order-Token`, ./order-access.ts): a guest order opens with nothing else.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as api from '../../../src/contract/index';
import { LOCALES, isLocale, type Locale } from '../../../src/core/shared/locale';
import { bookingOrders } from '../../database/schema/booking';
import { ApiError, parse } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { athensDay, isoDateOfDay } from '../../operators/athens-time';
import type { ModulePlugin } from '../deps';
import type { BookingShop } from './shop';
import { countries, companyDetails, knownPort, portOf, results } from './catalogue';
import { idempotent, readIdempotencyKey } from './idempotency';
import { RetryLaterError, holdRate, holderOf } from './hold-limits';
import { searchRate } from './search-limits';
import { checkUserId, identify, requireCaller, type Caller } from './identity';
import { setConfiguredSession } from '../auth/tokens';
import { MANAGE_TOKEN_MS, mintOrderToken, orderNotFound, readOrderToken, sameFolded, type OrderAccess } from './order-access';
import { DEMO_RESELLER, payFromCredit, resellerDetails } from './reseller';
import { FareCalendar } from './fare-calendar';

/** Tries of the "manage booking" pair (order-access): per order code and per client, in a 15-minute window. */
export const ORDER_ACCESS_LIMITS = { perCode: 10, perIp: 30, windowMs: 15 * 60_000 } as const;

/** Answers a RetryLaterError's 429 with its Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

const bookingRoutes: ModulePlugin<BookingShop> = async (app, deps) => {
  const { db } = deps.database;
  const { operators: ops, booking: service } = deps.shop;
  const caller = (request: FastifyRequest) => identify(db, request, deps.clock());
  const langOf = (...sources: unknown[]): Locale => {
    for (const s of sources) {
      const lang = (s as { lang?: unknown } | undefined)?.lang;
      if (lang !== undefined && !isLocale(lang)) throw new ApiError(400, 'INVALID_INPUT', `lang must be one of ${LOCALES.join(', ')}`, 'lang');
      if (lang) return lang;
    }
    return 'el';
  };
  const postQuery = async (request: FastifyRequest) => {
    const query = parse(api.BookingQuery, request.query ?? {});
    const who = await caller(request);
    checkUserId(who, query.user_id);
    return { query, who };
  };
  const replay = (reply: FastifyReply, answer: { status: number; body: unknown }) => reply.code(answer.status).send(answer.body);
  /** The caller (bearer token) and the order token (X-Order-Token) a call on one order is judged by. */
  const orderCall = async (request: FastifyRequest) => {
    const { query, who } = await postQuery(request);
    const access: OrderAccess = { caller: who, token: readOrderToken(request) };
    return { query, who, access };
  };

  // The demo reseller's standing token is RESELLER_TOKEN (stored hashed; a changed value revokes the previous one) or,
  // unset, none: the reseller logs in with RESELLER_PASSWORD. No token is ever made up here or written to the log.
  app.addHook('onReady', async () => {
    await setConfiguredSession(db, DEMO_RESELLER.userId, deps.config.resellerToken, deps.clock());
  });

  app.get<{ Params: { file: string } }>('/booking/logos/:file', async (request, reply) => {
    const company = ops.company(request.params.file.replace(/\.svg$/, ''));
    if (!company) throw new ApiError(404, 'UNKNOWN_COMPANY', `No logo ${request.params.file}`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(company.logoSvg);
  });
  app.get('/booking/getPorts', async (request) => {
    const { lang = 'el' } = parse(api.LangQuery, request.query ?? {});
    return { data: ops.ports().map((p) => portOf(p, lang)).sort((a, b) => a.name.localeCompare(b.name, lang)) };
  });
  app.get('/booking/countries', async (request) => ({ data: countries(ops, parse(api.LangQuery, request.query ?? {}).lang ?? 'el') }));
  app.get('/booking/companies', async (request) => {
    parse(api.LangQuery, request.query ?? {});
    return {
      data: ops.companies().map((c) => ({
        code: c.code, name: c.name, logo: c.logo, country: c.country, vesselCount: c.vessels.length, website: c.website,
      })),
    };
  });
  app.post('/booking/company-details', async (request) => {
    const body = parse(api.CompanyDetailsRequest, request.body);
    const lang = langOf(request.query, body);
    if (!body.company_code && !body.port_code) throw new ApiError(422, 'COMPANY_OR_PORT', 'Give company_code or port_code', 'company_code');
    if (body.company_code) {
      const company = ops.company(body.company_code);
      if (!company) throw new ApiError(404, 'UNKNOWN_COMPANY', `No company has the code ${body.company_code}`, 'company_code');
      if (body.port_code && !company.ports.includes(body.port_code)) return { data: [] };
      return { data: [companyDetails(company, lang)] };
    }
    knownPort(ops, body.port_code as string, 'port_code');
    return { data: ops.companies().filter((c) => c.ports.includes(body.port_code as string)).map((c) => companyDetails(c, lang)) };
  });
  app.post('/booking/getDestinations', async (request) => {
    const body = parse(api.DestinationsRequest, request.body);
    knownPort(ops, body.origin, 'origin');
    const lang = langOf(request.query, body);
    return { data: ops.destinations(body.origin).map((code) => portOf(knownPort(ops, code, 'origin'), lang)) };
  });
  app.post('/booking/getOrigins', async (request) => {
    const body = parse(api.OriginsRequest, request.body);
    knownPort(ops, body.destination, 'destination');
    const lang = langOf(request.query, body);
    return { data: ops.origins(body.destination).map((code) => portOf(knownPort(ops, code, 'destination'), lang)) };
  });
  app.post('/booking/getDates', async (request) => {
    const body = parse(api.DatesRequest, request.body);
    knownPort(ops, body.origin, 'origin');
    knownPort(ops, body.destination, 'destination');
    // The default range is a year from today in Athens; the operators clamp it to their published timetable.
    const today = athensDay(deps.clock());
    const from = body.from ?? isoDateOfDay(today);
    const to = body.to ?? isoDateOfDay(today + 366);
    if (from > to) throw new ApiError(422, 'INVALID_RANGE', 'from must not be after to', 'from');
    return { data: ops.dates(body.origin, body.destination, from, to) };
  });
  // Searches are limited per client address (search-limits.ts), after the input is read and before any work.
  const searches = searchRate(db, deps.config.searchLimits, deps.config.paymentSecret);
  const searchHit = (request: FastifyRequest) => searches.hit(request.ip, deps.clock());
  app.post('/booking/results', async (request, reply) => withRetryAfter(reply, async () => {
    const body = parse(api.ResultsRequest, request.body);
    const lang = langOf(request.query, body);
    await searchHit(request);
    return results(ops, body.legs, lang);
  }));
  // The fare calendar (issue 16): a month of lowest fares for a route and a party, cached per route and month.
  // A day without a direct boat takes the cheapest journey with changes of the journey planner, planned for the party.
  const fareCalendar = new FareCalendar(ops, deps.clock, (from, to, dates, who) => deps.shop.journeys.connectionsOn(from, to, dates, who));
  app.post('/booking/fare-calendar', async (request, reply) => withRetryAfter(reply, async () => {
    const body = parse(api.FareCalendarRequest, request.body);
    langOf(request.query, body);
    await searchHit(request);
    return fareCalendar.month(body);
  }));
  app.post('/booking/journeys', async (request, reply) => withRetryAfter(reply, async () => {
    const body = parse(api.JourneysRequest, request.body);
    const lang = langOf(request.query, body);
    await searchHit(request);
    return deps.shop.journeys.search(body, lang);
  }));
  app.post('/booking/pricing', async (request) => {
    const body = parse(api.PricingRequest, request.body);
    await postQuery(request);
    return service.price(body);
  });
  // Holds and extensions are limited per client (hold-limits.ts): a rate and the places held at once.
  const holdRates = holdRate(db);
  const holderFor = (request: FastifyRequest, who: Caller | null) => holderOf(who, request.ip, deps.config.paymentSecret, deps.config.holdLimits);
  app.post('/booking/optional-booking', async (request, reply) => withRetryAfter(reply, async () => {
    const body = parse(api.OptionalBookingRequest, request.body);
    const { query, who } = await postQuery(request);
    const holder = holderFor(request, who);
    await holdRates.hit(holder, deps.clock());
    return service.hold(body, who, langOf(query, body), holder);
  }));
  app.post('/booking/extend-hold', async (request, reply) => withRetryAfter(reply, async () => {
    const body = parse(api.ExtendHoldRequest, request.body);
    const { who, access } = await orderCall(request);
    const holder = holderFor(request, who);
    await holdRates.hit(holder, deps.clock());
    return service.extendHold(body.order_code, access, holder);
  }));
  // The idempotency keys are derived from the order and the body, so anyone could name one: the order is
  // checked before a stored answer is replayed.
  app.post('/booking/insert-booking', async (request, reply) => {
    const body = parse(api.InsertBookingRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const { who, access } = await orderCall(request);
    await service.load(body.order_code, access);
    return replay(reply, await idempotent(db, `insert-booking:${who?.userId ?? 'guest'}`, key, body,
      async () => ({ status: 200, body: await service.insert(body, access) })));
  });
  app.post('/booking/finalize-booking', async (request, reply) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const { who, access } = await orderCall(request);
    await service.load(body.order_code, access);
    return replay(reply, await idempotent(db, `finalize-booking:${who?.userId ?? 'guest'}`, key, body,
      async () => ({ status: 200, body: await service.finalize(body.order_code, access) })));
  });
  app.post('/booking/failed-booking', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const { access } = await orderCall(request);
    return service.fail(body.order_code, access);
  });
  app.post('/booking/voucher', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const { access } = await orderCall(request);
    return service.voucher(body.order_code, access, body.lang);
  });
  app.post('/booking/tickets-pdf', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const { access } = await orderCall(request);
    return service.ticketsPdf(body.order_code, access, body.lang);
  });
  app.post('/booking/refund', async (request) => {
    const body = parse(api.OrderCodeRequest, request.body);
    const { access } = await orderCall(request);
    return service.refund(body.order_code, access);
  });
  /**
   * "Manage booking": the order code with the leader's e-mail or last name answers a new order token of a guest
   * order. Every try counts against the client and the code before anything is compared, so a throttled client is
   * refused even the right pair; a wrong pair, an unknown code and a user's order (its owner logs in) all answer
   * the same 404 after the same work.
   */
  app.post('/booking/order-access', async (request) => {
    const body = parse(api.OrderAccessRequest, request.body);
    if (body.email === undefined && body.last_name === undefined) {
      throw new ApiError(422, 'PROOF_REQUIRED', "Give the lead traveller's e-mail or last name", 'email');
    }
    const now = deps.clock();
    const window = { limit: ORDER_ACCESS_LIMITS.perIp, windowMs: ORDER_ACCESS_LIMITS.windowMs, now };
    await hitRateLimit(db, { ...window, key: `order-access:ip:${request.ip || 'unknown'}` });
    await hitRateLimit(db, { ...window, key: `order-access:code:${body.order_code}`, limit: ORDER_ACCESS_LIMITS.perCode });
    const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, body.order_code)).limit(1);
    const leader = (row?.details as api.InsertBookingRequest | null | undefined)?.leader;
    const emailOk = sameFolded(body.email ?? '', leader?.email ?? '\u0000') || body.email === undefined;
    const nameOk = sameFolded(body.last_name ?? '', leader?.lastName ?? '\u0000') || body.last_name === undefined;
    if (!row || row.userId !== null || !leader || !emailOk || !nameOk) throw orderNotFound(body.order_code);
    return { order_code: row.orderCode, order_token: await mintOrderToken(db, row.id, 'manage', new Date(now.getTime() + MANAGE_TOKEN_MS), now) };
  });
  app.post('/booking/orders', async (request) => {
    const body = parse(api.OrdersRequest, request.body ?? {});
    const { who } = await postQuery(request);
    const me = requireCaller(who);
    checkUserId(me, body.filters?.user_id);
    return service.orders(me, body);
  });
  app.post('/booking/loyalty-validation', async (request) => {
    const body = parse(api.LoyaltyValidationRequest, request.body);
    const { company } = tripAndCompany(body.tripId, body.company);
    const check = await ops.checkLoyalty(company, body.loyaltyCard);
    return {
      valid: check.valid, code: check.valid ? check.scheme : 'INVALID_LOYALTY_CARD', percent: check.percent,
      message: check.valid ? 'The loyalty card is valid.' : 'The loyalty card number you entered is not valid.',
    };
  });
  app.post('/booking/man-validation', async (request) => {
    const body = parse(api.ManValidationRequest, request.body);
    const { trip } = tripAndCompany(body.tripId, body.company);
    const check = await ops.checkResident(trip, body.residentIdOrCode);
    return {
      valid: check.valid, code: check.valid ? 'MAN' : 'INVALID_MAN_CODE', percent: check.percent,
      message: check.valid ? 'The MAN code is valid.' : 'The MAN code you entered is not valid.',
    };
  });
  app.get('/booking/reseller-details', async (request) => {
    const query = parse(api.ResellerDetailsQuery, request.query ?? {});
    const who = requireCaller(await caller(request));
    checkUserId(who, query.user_id);
    return resellerDetails(db, who);
  });
  app.post('/booking/credit-limit-payment', async (request, reply) => {
    const body = parse(api.CreditLimitPaymentRequest, request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const { who } = await postQuery(request);
    const me = requireCaller(who);
    return replay(reply, await idempotent(db, `credit-limit-payment:${me.userId}`, key, body,
      async () => ({ status: 200, body: await payFromCredit(service, deps.shop.saga, me, body.order_code, body.payment_amount) })));
  });

  function tripAndCompany(tripId: string, companyCode: string) {
    const trip = ops.trip(tripId);
    if (!trip) throw new ApiError(422, 'UNKNOWN_TRIP', `Trip ${tripId} is not in the timetable`, 'tripId');
    if (trip.company.code !== companyCode) throw new ApiError(422, 'COMPANY_MISMATCH', `Trip ${tripId} is not sailed by ${companyCode}`, 'company');
    return { trip, company: trip.company };
  }
};

export default bookingRoutes;
