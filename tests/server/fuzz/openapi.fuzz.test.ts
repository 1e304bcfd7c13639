/**
 * The fuzz suite of issue 13 ("Safe to run"): walks every operation (path × method) of the OpenAPI document the
 * server serves at `/api/docs` with generated malformed input and asserts, for every request:
 * - the answer is below 500 and comes within FUZZ_SLOW_MS (a validator that blocks the event loop fails here);
 * - a refused request (status ≥ 400) changed nothing in the database (write-watch.ts: every table but the two
 *   counters a refusal must update);
 * and after each operation's batch that `GET /api/health` still answers 200.
 *
 * Requests are drawn with fast-check from each operation's own schema (hostile.ts): malformed JSON, wrong content
 * types, wrong types, missing and extra fields, prototype-polluting keys, huge strings, NUL bytes, lone surrogates,
 * invalid UTF-8, deep nesting, numbers out of range, traversal in path parameters, hostile query strings and
 * Authorization headers; and mostly valid requests (real trips, orders and tokens) with one field broken, so the
 * checks behind the first validation layer are reached too. Requests are sent over a real socket (node:http), so
 * paths like `/api/pages/..%2f..` reach the server as written.
 *
 * FUZZ_RUNS (default 20) requests per operation; FUZZ_SEED replays a run (printed with every failure).
 * `FUZZ_RUNS=2000 node_modules/.bin/vitest run tests/server/fuzz` runs a long campaign (docs/DEVELOPING.md).
 * Cases are drawn with `fc.sample`, not `fc.assert`: the server and its database carry state from request to
 * request, so shrinking would replay against another state; a failure names the exact request instead.
 */
import http from 'node:http';
import fc from 'fast-check';
import type { Trip } from '../../../src/contract/index';
import { createUser } from '../../../server/modules/auth/seed';
import { issueSession } from '../../../server/modules/auth/tokens';
import { resellers } from '../../../server/database/schema/booking';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { familyWithCar, findTrips, leader, oneTraveller, orderTokenOf, post, travellers } from '../booking-support';
import {
  hostilePathSegment, hostileString, hostileValue, malformedJsonText, mutatedValue, Raw, toJsonText, validValue, type Schema,
} from './hostile';
import { WriteWatch } from './write-watch';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 0x7fffffff);
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 5_000);
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
const PASSWORD = 'Sea#2026';
/** The shop's booking day: the demo network sails from it on (booking-support.ts uses the same morning). */
const NOW = new Date('2026-06-10T05:00:00Z');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** The largest refusal: an error names the field and the rule, it does not echo the input back. */
const MAX_REFUSAL = 4_096;
/** Every refusal answers `{ error: { code, message, field? } }` (server/http/error-handler.ts). */
function isShopError(text: string): boolean {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}
/** What no answer may contain: an SQL statement (Drizzle's "Failed query"), a stack frame, a source path. */
const LEAK = /Failed query|\bat [^\n]{0,200}\((?:\/|[A-Za-z]:\\)[^)]{0,300}:\d+:\d+\)|node_modules\/|\/server\/[\w/-]+\.ts\b/;

interface Parameter { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema }
interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  security: string[];
  jsonBody?: Schema;
  /** An `application/x-www-form-urlencoded` body (the card processor's result). */
  formBody?: Schema;
  multipart: boolean;
}

/** Who a request claims to be; resolved to a header at send time (tokens are renewed between batches). */
type Identity = 'none' | 'admin' | 'user' | 'reseller' | 'other-user' | { bad: string } | { spoiled: 'admin' | 'user' };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; bytes: Buffer; contentType: string };

interface Case {
  path: string;
  query: string;
  identity: Identity;
  headers: Record<string, string>;
  body: Body;
}

interface Tokens { admin: string; user: string; reseller: string; otherUser: string }

let server: TestServer;
let watch: WriteWatch;
let tokens: Tokens;
let userCount = 0;
const hints: Record<string, unknown[]> = {
  departurePort: ['PIR'], destinationPort: ['JMK'], departureDate: ['2026-06-11'], origin: ['PIR'], destination: ['JMK'],
  port_code: ['PIR'], passengerType: ['AD', 'CH'], length: [4.4], lang: ['en', 'el'], mobile: ['6912345678'],
  phonePrefix: ['+30'], phone: ['6912345678'], telephone: ['6912345678'], country: ['GR'], nationality: ['GR'],
  languageCode: ['en', 'el'], password: [PASSWORD, 'Sea#2027'], newPassword: ['Sea#2027'], currentPassword: [PASSWORD], zipCode: ['10431'], zipcode: ['10431'], item_per_page: [10], page: [1], sex: ['female', 'male'], leader: [leader],
  where: ['{"id":1}', '{"active":true}', '{"languageCode":"en"}'], orderBy: ['{"id":"desc"}', '[{"position":"asc"}]'],
  select: ['id', 'id,name'], include: ['{}'],
};
/** Known-good bodies by operation, from a real booking made before the run. */
const knownGood: Record<string, unknown[]> = {};

async function newUser(name: string, reseller = false): Promise<string> {
  const id = `fuzz-${name}-${++userCount}`;
  const now = new Date();
  await createUser(server.database.db, { id, email: `${id}@example.com`, password: PASSWORD, firstName: 'Fuzz', lastName: name, isReseller: reseller, now });
  if (reseller) await server.database.db.insert(resellers).values({ userId: id, name: `Agency ${id}`, creditLimit: 100_000 });
  // Sessions run 30 days from real time, well past the fixed clock of the server.
  return issueSession(server.database.db, id, now);
}

/** Renews a token a batch revoked (logout, password change) so the next batch still gets past authentication. */
async function stillValid(token: string): Promise<boolean> {
  const response = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status === 200;
}
async function renewTokens(): Promise<void> {
  if (!(await stillValid(tokens.user))) tokens.user = await newUser('user');
  if (!(await stillValid(tokens.otherUser))) tokens.otherUser = await newUser('other');
  if (!(await stillValid(tokens.reseller))) tokens.reseller = await newUser('agency', true);
}

/** Real trips and orders, so mostly-valid requests get as far as the booking rules. */
async function prepareBooking(): Promise<void> {
  const trips = await findTrips(server, 'PIR', 'JMK', '2026-06-11');
  const ferry = trips.find((trip) => trip.garage) ?? (trips[0] as Trip);
  hints.tripId = trips.slice(0, 3).map((trip) => trip.tripId);
  hints.company = [ferry.company.code];
  hints.company_code = [ferry.company.code];
  hints.accommodationType = [ferry.deckAvailability[0]?.code ?? ferry.seatAvailability[0]?.code ?? 'DECK', 'CAR'];
  knownGood['post /booking/pricing'] = [familyWithCar(ferry), oneTraveller(ferry)];
  knownGood['post /booking/optional-booking'] = [oneTraveller(ferry)];
  knownGood['post /booking/results'] = [{ legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11' }], lang: 'en' }];
  const codes: string[] = [];
  for (const token of [undefined, tokens.user, tokens.reseller]) {
    const hold = await post<{ order_code?: string }>(server, '/booking/optional-booking', familyWithCar(ferry), token ? { token } : {});
    if (hold.status !== 200 || !hold.body.order_code) continue;
    codes.push(hold.body.order_code);
    const body = { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: ferry.garage ? [{ plate: 'IKA1234' }] : [] };
    (knownGood['post /booking/insert-booking'] ??= []).push(body);
  }
  // One order goes on to await payment; the others stay held for the fuzzed insert-booking calls.
  const [first] = knownGood['post /booking/insert-booking'] ?? [];
  if (first) await post(server, '/booking/insert-booking', first);
  hints.order_code = codes;
  hints.orderCode = codes;
  // A guest order opens with its order token (X-Order-Token, or order_token in a body); booking-support remembers them.
  const orderTokens = codes.map(orderTokenOf).filter((token): token is string => token !== undefined);
  if (orderTokens.length > 0) {
    hints['X-Order-Token'] = orderTokens;
    hints.order_token = orderTokens;
  }
}

function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const content = ((op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content) ?? {};
      const security = ((op.security ?? []) as Record<string, unknown>[]).flatMap((entry) => Object.keys(entry));
      operations.push({
        method: method.toUpperCase(), template, security,
        parameters: [...shared, ...((op.parameters ?? []) as Parameter[])],
        ...(content['application/json'] ? { jsonBody: content['application/json'].schema ?? {} } : {}),
        ...(content['application/x-www-form-urlencoded'] ? { formBody: content['application/x-www-form-urlencoded'].schema ?? {} } : {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

const badBearer = fc.constantFrom(
  'Bearer', 'Bearer ', 'Bearer x', 'Bearer null', 'Bearer undefined', 'bearer  x', 'Bearer\tx', 'Token abc',
  'Basic YWRtaW46YWRtaW4=', 'Bearer %00', 'Bearer ../../etc/passwd', `Bearer ${'a'.repeat(8_000)}`, 'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.', 'Bearer Bearer x', ', Bearer x', 'Bearer \u00ff\u00fe',
);

function identities(op: Operation): fc.Arbitrary<Identity> {
  const admin = op.security.includes('adminToken');
  const user = op.security.includes('userToken') || op.security.includes('linkToken');
  const booking = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'authorization');
  return fc.oneof(
    { weight: admin || user ? 1 : 4, arbitrary: fc.constant<Identity>('none') },
    { weight: 2, arbitrary: badBearer.map((header): Identity => ({ bad: header })) },
    { weight: 1, arbitrary: fc.constantFrom<'admin' | 'user'>('admin', 'user').map((spoiled): Identity => ({ spoiled })) },
    { weight: admin ? 6 : 1, arbitrary: fc.constant<Identity>('admin') },
    { weight: user || booking ? 5 : 1, arbitrary: fc.constant<Identity>('user') },
    { weight: booking ? 2 : 0, arbitrary: fc.constant<Identity>('reseller') },
    { weight: user || booking ? 1 : 0, arbitrary: fc.constant<Identity>('other-user') },
  );
}

/** A caller the operation accepts: the administrator, a user, or (Booking API) a guest, a user or a reseller. */
function validIdentity(op: Operation): fc.Arbitrary<Identity> {
  if (op.security.includes('adminToken')) return fc.constant<Identity>('admin');
  if (op.security.includes('userToken') || op.security.includes('linkToken')) return fc.constant<Identity>('user');
  return fc.constantFrom<Identity>('none', 'user', 'reseller');
}

function authorization(identity: Identity): string | undefined {
  if (identity === 'none') return undefined;
  if (identity === 'admin') return `Bearer ${tokens.admin}`;
  if (identity === 'user') return `Bearer ${tokens.user}`;
  if (identity === 'reseller') return `Bearer ${tokens.reseller}`;
  if (identity === 'other-user') return `Bearer ${tokens.otherUser}`;
  if ('bad' in identity) return identity.bad;
  const token = identity.spoiled === 'admin' ? tokens.admin : tokens.user;
  return `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}

/** A path parameter: a real-looking value (so the request reaches the handler) or a hostile segment. */
function pathValue(op: Operation, name: string, valid: boolean): fc.Arbitrary<string> {
  const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
  const plausible = schema.type === 'integer' ? fc.integer({ min: 1, max: 6 }).map(String) : fc.constantFrom('1', '2', '3', 'el', 'en', 'logo.png');
  return valid ? plausible : fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostilePathSegment });
}

function pathArbitrary(op: Operation, valid: boolean): fc.Arbitrary<string> {
  const names = [...op.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(op.template);
  return fc.tuple(...names.map((name) => pathValue(op, name, valid))).map((values) => {
    let path = op.template;
    names.forEach((name, index) => { path = path.replace(`{${name}}`, values[index] as string); });
    return path;
  });
}

const hostileQuery = fc.oneof(
  fc.constantFrom(
    'a=1&a=2', '__proto__[isAdmin]=1', 'constructor[prototype][x]=1', 'take=-1', 'take=1e309', 'take=NaN', 'take[]=1',
    'page=0', 'page=9999999999999', 'where=%7B', 'where=%7B%22__proto__%22%3A1%7D', 'orderBy=%5B%5D', 'include=%7B%22x%22%3Atrue%7D',
    'select=__proto__', 'lang=xx', 'lang=%00', `where=${'%5B'.repeat(3_000)}`, 'user_id=admin', 'user_id=%00', '&&&', '=', '%', '%zz=1',
    `q=${'a'.repeat(10_000)}`, 'resize=16000', 'resize=-1', 'depth=1000', 'active=maybe', 'shippingNumber=..%2f..%2f',
  ),
  // Query strings stay under Node's 16 KB header limit (beyond it every request is the same 431).
  fc.tuple(fc.constantFrom('select', 'take', 'page', 'where', 'orderBy', 'include', 'lang', 'user_id', 'to', 'depth', 'resize', 'before'), hostileString)
    .map(([key, value]) => `${key}=${encodeURIComponent(value.slice(0, 2_000).replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`),
);

function queryArbitrary(op: Operation, onlyValid: boolean): fc.Arbitrary<string> {
  // A valid request leaves out user_id: it must name the token's own user, which changes from batch to batch.
  const params = op.parameters.filter((p) => p.in === 'query' && !(onlyValid && p.name === 'user_id'));
  const valid = params.length === 0
    ? fc.constant('')
    // A required parameter is left out one time in ten, an optional one is given one time in three.
    : fc.tuple(...params.map((p) => fc.oneof(
      { weight: p.required ? 9 : 1, arbitrary: validValue(p.schema ?? {}, hints, p.name) },
      { weight: p.required ? 1 : 2, arbitrary: fc.constant(undefined) },
    )))
      .map((values) => new URLSearchParams(params.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, typeof values[i] === 'string' ? values[i] : JSON.stringify(values[i])]]))).toString());
  const whereOps = fc.constantFrom(
    '{"id":{"gt":{"gt":1}}}', '{"OR":[{"OR":[{"OR":[]}]}]}', '{"name":{"contains":"%_\\\\"}}', '{"id":{"in":[]}}', '{"id":{"in":"x"}}',
    '{"NOT":null}', '{"position":{"lt":1e309}}', '{"position":{"gte":"2147483648"}}', '{"nope":1}', '{"id":{"equals":{"$ne":1}}}',
    '"text"', '[]', 'null', `${'{"OR":['.repeat(200)}${']}'.repeat(200)}`,
  ).map((where) => `where=${encodeURIComponent(where)}`);
  if (onlyValid) return valid;
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 2, arbitrary: hostileQuery }, { weight: params.some((p) => p.name === 'where') ? 2 : 0, arbitrary: whereOps });
}

const wrongContentType = fc.constantFrom(
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x',
  'application/json; charset=utf-16le', 'application/xml', 'application/json;;;', 'APPLICATION/JSON', 'application/jsonx',
  'application/vnd.api+json', '*/*', 'application/json; charset=latin1',
);

/** Valid bodies of an operation (known-good ones when there are) and bodies broken in one field. */
function jsonBodies(op: Operation): { valid: fc.Arbitrary<unknown>; mutated: fc.Arbitrary<unknown> } {
  const schema = op.jsonBody ?? {};
  const known = knownGood[`${op.method.toLowerCase()} ${op.template}`];
  const valid = known && known.length > 0 ? fc.oneof(fc.constantFrom(...known), validValue(schema, hints)) : validValue(schema, hints);
  return { valid, mutated: known && known.length > 0 ? fc.oneof(mutatedValue(schema, hints), mutatedValue(schema, hints, valid)) : mutatedValue(schema, hints) };
}

function jsonBodyArbitrary(op: Operation): fc.Arbitrary<Body> {
  const { valid: base, mutated } = jsonBodies(op);
  return fc.oneof(
    { weight: 3, arbitrary: base.map((value): Body => ({ kind: 'json', value })) },
    { weight: 6, arbitrary: mutated.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: malformedJsonText.map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.tuple(base, wrongContentType).map(([value, contentType]): Body => ({ kind: 'json', value, contentType })) },
    {
      // Valid JSON whose text holds bytes that are not UTF-8 (an overlong NUL, a lone surrogate, 0xFF).
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]))
        .map(([value, bytes]): Body => {
          const text = toJsonText(value);
          const at = text.indexOf('"') + 1;
          return { kind: 'bytes', contentType: 'application/json', bytes: Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]) };
        }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

function multipartBody(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[], boundary = 'fuzzboundary'): Body {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { kind: 'bytes', contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(chunks) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function multipartArbitrary(): fc.Arbitrary<Body> {
  const filename = fc.oneof(fc.constantFrom('a.png', '../../../etc/passwd', '..\\..\\x.png', 'a\u0000.png', '', '.png', 'x'.repeat(2_000), 'a.svg', 'a.pdf', '%2e%2e%2fa.png'), hostileString.map((s) => s.slice(0, 300).replace(/["\r\n]/g, '')));
  const content = fc.oneof(
    fc.constantFrom(Buffer.alloc(0), PNG_SIGNATURE, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0xff)]), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), Buffer.from('%PDF-1.4\n%garbage')),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  );
  const type = fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', 'application/octet-stream', '');
  const data = fc.oneof(malformedJsonText, hostileValue.map(toJsonText), fc.constant('{"alt":"x","originalName":"../../x.png"}'));
  return fc.oneof(
    fc.tuple(filename, content, type).map(([name, bytes, mime]) => multipartBody([{ name: 'file', filename: name, type: mime, content: bytes }])),
    fc.tuple(filename, content, data).map(([name, bytes, json]) => multipartBody([{ name: 'file', filename: name, type: 'image/png', content: bytes }, { name: 'data', content: json }])),
    data.map((json) => multipartBody([{ name: 'data', content: json }])),
    fc.constant(multipartBody([{ name: 'file', filename: 'a.png', content: PNG_SIGNATURE }, { name: 'file', filename: 'b.png', content: PNG_SIGNATURE }])),
    fc.constantFrom<Body>(
      { kind: 'bytes', contentType: 'multipart/form-data; boundary=fuzzboundary', bytes: Buffer.from('--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG') },
      { kind: 'bytes', contentType: 'multipart/form-data', bytes: Buffer.from('garbage') },
      { kind: 'bytes', contentType: 'multipart/form-data; boundary=', bytes: Buffer.from('--\r\n') },
    ),
    malformedJsonText.map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
  );
}

const FORM = 'application/x-www-form-urlencoded';

/** A generated value as form text: an object's fields as pairs (other values as JSON in one field). */
function formText(value: unknown): string {
  const fields: [string, unknown][] = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Raw)
    ? Object.entries(value) : [['value', value]];
  const text = (v: unknown) => (typeof v === 'string' ? v : toJsonText(v)).replace(/[\uD800-\uDFFF]/g, '\uFFFD');
  return new URLSearchParams(fields.map(([key, v]): [string, string] => [key, text(v)])).toString();
}

function formArbitrary(op: Operation): fc.Arbitrary<Body> {
  const schema = op.formBody ?? {};
  const form = (text: string): Body => ({ kind: 'text', text, contentType: FORM });
  return fc.oneof(
    validValue(schema, hints).map((value) => form(formText(value))),
    { weight: 3, arbitrary: mutatedValue(schema, hints).map((value) => form(formText(value))) },
    fc.constantFrom('', '=', '&&&', 'a=1&a=2', '%', '%zz=1', 'digest=%00', `orderid=${'A'.repeat(20_000)}`, 'status=CAPTURED&orderAmount=1e309').map(form),
    hostileString.map((text) => form(text.slice(0, 15_000))),
    hostileValue.map((value): Body => ({ kind: 'json', value })),
  );
}

function bodyArbitrary(op: Operation): fc.Arbitrary<Body> {
  if (op.multipart) return multipartArbitrary();
  if (op.formBody) return formArbitrary(op);
  if (op.jsonBody) return jsonBodyArbitrary(op);
  // Calls without a body still get one now and then.
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: malformedJsonText.map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })) },
  );
}

function headersArbitrary(op: Operation, onlyValid: boolean): fc.Arbitrary<Record<string, string>> {
  const ascii = hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 2_000));
  const headerParams = op.parameters.filter((p) => p.in === 'header' && p.name.toLowerCase() !== 'authorization');
  const params = headerParams.map((p) => {
    const valid = fc.oneof(
      hints[p.name] ? fc.constantFrom(...(hints[p.name] as string[])) : p.schema ? validValue(p.schema, hints, p.name).map(String) : fc.uuid(),
      p.name.toLowerCase() === 'idempotency-key' ? fc.stringMatching(/^[a-zA-Z0-9-]{8,64}$/) : fc.uuid(),
    );
    const value = onlyValid ? valid : fc.oneof(valid, ascii, fc.constantFrom('', 'a', 'x'.repeat(129), '../../', 'null', ' '));
    return fc.option(value.map((v) => [p.name, v] as const), { nil: undefined, freq: 2 });
  });
  // Each request comes from its own address (the server trusts X-Forwarded-For from loopback), so per-address
  // rate limits do not turn every later request into a 429; now and then the header itself is hostile.
  const forwardedFor = fc.oneof(
    { weight: 9, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
    { weight: onlyValid ? 0 : 1, arbitrary: fc.constantFrom('not-an-ip', '1.1.1.1, 2.2.2.2', '::1', '999.999.999.999', 'a'.repeat(500), '', '127.0.0.1') },
  );
  const acceptLanguage = fc.option(fc.constantFrom('en', 'xx', '*', 'el;q=nope', 'a'.repeat(1_000)), { nil: undefined, freq: 3 });
  return fc.tuple(forwardedFor, acceptLanguage, ...params).map(([ip, language, ...values]) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (language !== undefined) headers['accept-language'] = language;
    for (const value of values) if (value) headers[value[0].toLowerCase()] = value[1];
    return headers;
  });
}

/**
 * Half the cases mix hostile and valid parts freely; the other half are valid requests (plausible path, valid query,
 * a caller the operation accepts) whose body is valid or broken in one field, so they reach the handlers' own rules.
 */
function caseArbitrary(op: Operation): fc.Arbitrary<Case> {
  const mixed = fc.record({
    path: pathArbitrary(op, false), query: queryArbitrary(op, false), identity: identities(op), headers: headersArbitrary(op, false), body: bodyArbitrary(op),
  });
  const body = op.jsonBody ? jsonBodies(op) : undefined;
  const valid = (chosen: fc.Arbitrary<Body>) => fc.record({
    path: pathArbitrary(op, true), query: queryArbitrary(op, true), identity: validIdentity(op), headers: headersArbitrary(op, true), body: chosen,
  });
  return fc.oneof(
    { weight: 2, arbitrary: mixed },
    { weight: 1, arbitrary: valid(body ? body.valid.map((value): Body => ({ kind: 'json', value })) : fc.constant<Body>({ kind: 'none' })) },
    { weight: body ? 1 : 0, arbitrary: valid((body?.mutated ?? fc.constant(undefined)).map((value): Body => ({ kind: 'json', value }))) },
  );
}

interface Answer { status: number; text: string; ms: number; location: string }

/**
 * Whether the server refused the request: a 4xx, or (the card processor's result, which always redirects the
 * browser) a redirect to the error page, which is what an unsigned or forged result gets.
 */
const refused = (answer: Answer): boolean => answer.status >= 400 || (answer.status === 303 && /\/error\b/.test(answer.location));

function send(op: Operation, fuzz: Case): Promise<Answer> {
  const { port, hostname } = new URL(server.url);
  const headers: Record<string, string> = { ...fuzz.headers };
  const auth = authorization(fuzz.identity);
  if (auth !== undefined) headers.authorization = auth;
  let payload: Buffer | undefined;
  const body = fuzz.body;
  if (body.kind === 'json') {
    payload = Buffer.from(toJsonText(body.value));
    headers['content-type'] = body.contentType ?? 'application/json';
  } else if (body.kind === 'text') {
    payload = Buffer.from(body.text);
    if (body.contentType !== undefined || op.jsonBody) headers['content-type'] = body.contentType ?? 'application/json';
  } else if (body.kind === 'bytes') {
    payload = body.bytes;
    headers['content-type'] = body.contentType;
  }
  if (payload) headers['content-length'] = String(payload.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname, port, method: op.method, path: `${fuzz.path}${fuzz.query ? `?${fuzz.query}` : ''}`, headers, agent: false, timeout: 30_000,
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started, location: response.headers.location ?? '',
      }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A short, printable description of a request for a failure message. */
function show(op: Operation, fuzz: Case): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const body = fuzz.body.kind === 'none' ? '' : fuzz.body.kind === 'bytes' ? `<${fuzz.body.bytes.length} bytes ${fuzz.body.contentType}>`
    : fuzz.body.kind === 'text' ? clip(JSON.stringify(fuzz.body.text)) : clip(toJsonText(fuzz.body.value));
  const identity = typeof fuzz.identity === 'string' ? fuzz.identity : JSON.stringify(fuzz.identity).slice(0, 80);
  return `${op.method} ${clip(fuzz.path)}${fuzz.query ? `?${clip(fuzz.query)}` : ''} as ${identity} ${JSON.stringify(fuzz.headers).slice(0, 200)} ${body}`;
}

/** The cases of one operation, drawn in chunks (a long campaign would not fit in memory at once), the same for a seed. */
function* cases(arbitrary: fc.Arbitrary<Case>, operation: number): Generator<Case> {
  const CHUNK = 50;
  for (let drawn = 0; drawn < RUNS; drawn += CHUNK) {
    const seed = (SEED + operation * 1_000_003 + drawn * 7_919) | 0;
    yield* fc.sample(arbitrary, { seed, numRuns: Math.min(CHUNK, RUNS - drawn) });
  }
}

beforeAll(async () => {
  // FUZZ_LOG_LEVEL=error shows the server's log of a failure (the stack of a 500).
  // The reconciler's passes write (leases) while a refused request is watched: only its pass at start runs here.
  server = await startTestServer({ clock: () => NOW, env: { ADMIN_TOKEN, RECONCILE_INTERVAL_MS: '3600000', ...(process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {}) } });
  watch = await WriteWatch.open(server.database.db);
  tokens = { admin: ADMIN_TOKEN, user: await newUser('user'), otherUser: await newUser('other'), reseller: await newUser('agency', true) };
  await prepareBooking();
  await watch.resync();
});
afterAll(async () => {
  await server?.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers malformed input below 500, stays healthy and changes nothing on refusal (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as { paths?: Record<string, Record<string, unknown>> };
    const operations = operationsOf(document);
    expect(operations.length, 'the OpenAPI document lists no operation').toBeGreaterThan(0);

    const failures: string[] = [];
    const byOperation: string[] = [];
    let slowest = { ms: 0, what: '' };
    const statuses = new Map<number, number>();
    let requests = 0;
    const started = performance.now();
    for (const [index, op] of operations.entries()) {
      await renewTokens();
      await watch.resync();
      const arbitrary = caseArbitrary(op);
      let failuresHere = 0;
      const here = new Map<number, number>();
      let before = await watch.mark();
      for (const fuzz of cases(arbitrary, index)) {
        let answer: Answer;
        try {
          answer = await send(op, fuzz);
        } catch (error) {
          failures.push(`no answer (${(error as Error).message}): ${show(op, fuzz)}`);
          failuresHere++;
          before = await watch.mark();
          continue;
        }
        requests++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        here.set(answer.status, (here.get(answer.status) ?? 0) + 1);
        if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what: `${op.method} ${op.template}` };
        const changed = await watch.checkSince(before);
        const problems = [
          answer.status >= 500 ? `answered ${answer.status} ${answer.text.slice(0, 200)}` : '',
          answer.ms > SLOW_MS ? `took ${Math.round(answer.ms)} ms` : '',
          LEAK.test(answer.text) ? `leaked server internals: ${answer.text.match(LEAK)?.[0]}` : '',
          answer.status >= 400 && answer.text.length > MAX_REFUSAL ? `refused with ${answer.text.length} bytes (the input echoed?)` : '',
          // 431 comes from Node's HTTP parser (headers over 16 KB), before the shop sees the request.
          answer.status >= 400 && answer.status !== 431 && !isShopError(answer.text) ? `refused without the { error: { code, message } } body: ${answer.text.slice(0, 120)}` : '',
          refused(answer) && changed.length > 0 ? `refused with ${answer.status} but changed the database (${changed.join('; ')})` : '',
        ].filter(Boolean);
        if (problems.length > 0 && failuresHere < 5) {
          failures.push(`${problems.join(', ')}: ${show(op, fuzz)}`);
          failuresHere++;
        }
        before = await watch.mark();
      }
      byOperation.push(`${op.method} ${op.template}: ${[...here.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`);
      const health = await fetch(`${server.url}/api/health`);
      const healthBody = (await health.json().catch(() => ({}))) as { status?: string };
      if (health.status !== 200 || healthBody.status !== 'ok') failures.push(`after ${op.method} ${op.template}: /api/health answered ${health.status}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    // FUZZ_VERBOSE=1 lists the answers of each operation (how many got past validation).
    if (process.env.FUZZ_VERBOSE) console.info(byOperation.join('\n'));
    console.info(`fuzz: ${operations.length} operations, ${requests} requests in ${seconds} s (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}), ` +
      `slowest ${Math.round(slowest.ms)} ms (${slowest.what}): ${summary}`);
    expect(failures, `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`).toEqual([]);
  }, 120_000 + RUNS * 30_000);
});
