/**
 * Exports the fast-check arbitraries of the OpenAPI fuzz suite (openapi.fuzz.test.ts):
 * - `validValue(schema, hints)`: a value the schema accepts (JSON Schema subset of our document: type, enum, const,
 *   properties/required, items, minimum/maximum, minLength/maxLength, pattern, format), with `hints` giving real
 *   values by property name (a trip id, an order code) so a request gets past the first validation layer;
 * - `mutatedValue(schema, hints, base?)`: such a value (or one of `base`, e.g. a known-good body) with exactly one field broken (wrong type, removed when required,
 *   hostile string or number, extra or prototype-polluting key);
 * - `hostileValue`, `hostileString`, `hostileNumber`, `hostilePathSegment`, `malformedJsonText`: input no schema
 *   accepts (huge strings up to 100 KB, NUL bytes, lone surrogates, deep nesting, traversal, 1e309, -0, NaN…);
 * - `toJsonText(value)`: JSON text of a generated value, keeping `Raw` pieces (numbers JSON.stringify cannot write)
 *   and own `__proto__` keys as they are.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
/** Real values by property (or parameter) name, e.g. `tripId`, `order_code`. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/** A piece of JSON text written as is (`-0`, `1e309`, `NaN`, 5,000 nested brackets). */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object without prototype, so `__proto__` and `constructor` stay plain own keys. */
function plainObject(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) object[key] = value;
  return object;
}

export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const KB = 1024;
const sizes = fc.constantFrom(1 * KB, 10 * KB, 100 * KB);

/** Strings that broke, or could break, a validator, a database column or a renderer. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', '\u0000', 'abc\u0000def', '\uD800', '\uDC00', 'a\uD800b', '\uDBFF\uDBFF', '\u202Eevil', '\uFEFF', '\u00A0',
    '../../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2f', '%00', '<script>alert(1)</script>',
    "' OR '1'='1' --", '"; DROP TABLE users; --', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'prototype',
    '\r\nSet-Cookie: a=b', 'NaN', 'Infinity', '-0', '1e308', '9'.repeat(400), '2026-02-30', '0000-00-00',
    '99999-12-31T25:61:61Z', 'null', 'true', '[]', '{}', 'javascript:alert(1)', 'http://evil.example/', '//evil.example',
    '💥'.repeat(64), 'Ελληνικά', 'a@b', '@', 'a@@b.co', '<script>x</script>@x.co',
  ),
  // The quadratic e-mail check of issue 13 (finding 2), and other long inputs.
  sizes.map((size) => `a@${'a.'.repeat(size / 2)}@`),
  sizes.map((size) => `${'x'.repeat(size)}@example.com`),
  sizes.map((size) => 'a'.repeat(size)),
  sizes.map((size) => '\u0000'.repeat(size)),
  sizes.map((size) => 'Ω'.repeat(size / 2)),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.string({ maxLength: 16 }).map((s) => `${s}\u0000${s}`),
);

/** Numbers out of any sensible range, and numbers JSON cannot carry (written raw). */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    -1, 0, 1.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, Number.MAX_VALUE,
    Number.MIN_VALUE, new Raw('-0'), new Raw('1e309'), new Raw('-1e309'), new Raw('NaN'), new Raw('Infinity'),
    new Raw('1'.repeat(400)), new Raw('0.0000000000000000000000000000001e-400'),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting far deeper than any schema: arrays or objects, 100 to 10,000 levels, written as raw text. */
export const deepNesting: fc.Arbitrary<Raw> = fc
  .tuple(fc.constantFrom(100, 1_000, 5_000, 10_000), fc.boolean())
  .map(([depth, arrays]) => new Raw(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '', '\u0000', 'a'.repeat(1000));

/** Any JSON value no schema wants: wrong types, pollution, huge arrays, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom<unknown>(null, true, false, [], plainObject([])),
  fc.constantFrom(1_000, 100_000).map((n) => new Raw(`[${Array.from({ length: n }, () => '0').join(',')}]`)),
  fc.constantFrom(1_000, 10_000).map((n) => new Raw(`{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`)),
  deepNesting,
  fc.tuple(pollutingKey, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => plainObject([[key, value]])),
  fc.constant(plainObject([['__proto__', plainObject([['isAdmin', true], ['role', 'admin']])]])),
  fc.constant(plainObject([['constructor', plainObject([['prototype', plainObject([['polluted', true]])]])]])),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Path segments: traversal, encoded NUL and slashes, bad escapes, numbers a 32-bit column cannot hold. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%2e%2e%2f%2e%2e%2f', '..%5c..%5c', '%00', 'a%00b', '1%00', '%', '%zz', '%C0%AE%C0%AE',
    '%ED%A0%80', '%FF%FE', '%EF%BF%BF', '-1', '0', '1.5', '1e3', 'NaN', 'Infinity', '2147483648', '9223372036854775808',
    '9'.repeat(400), '0x10', '%20', '%0d%0aX:1', 'null', 'undefined', '__proto__', 'constructor', '%2F', '%252e%252e',
    'a'.repeat(5_000), '%F0%9F%92%A5', '%CE%95', '.', '~', '*', '%3Cscript%3E',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.integer().map(String),
);

/** Bodies that are not JSON although they say they are. */
export const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', '{', '}', '[', '{"a":}', '{"a":1,}', '{"a" 1}', "{'a':1}", '{"a":1}}', '{"a":1} trailing', 'nul', 'tru',
    '"unterminated', '{"a":"\\u12"}', '{"a":"\\uD800"}', '{"a":"\\x00"}', '\uFEFF{}', '{"__proto__":{"x":1}}',
    '{"a":1,"a":2}', 'NaN', '-', '1e', '0x10', '{"a":01}', '[1,]', '/* c */{}', '{"a":1}\u0000',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)).chain((text) =>
    fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const EMAIL = fc.stringMatching(/^[a-z]{1,12}\.[a-z0-9]{1,8}@example\.com$/);

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value the schema accepts (as far as a JSON Schema can say; the server's rules may still refuse it). */
export function validValue(schema: Schema, hints: Hints, name = '', depth = 0): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  if (hinted && hinted.length > 0) return fc.constantFrom(...hinted);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return fc.oneof(...(options as Schema[]).map((option) => validValue(option, hints, name, depth)));
  }
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const entries = Object.entries(properties);
      if (entries.length === 0 || depth > 6) return fc.constant(plainObject([]));
      return fc
        .tuple(...entries.map(([key, property]) => fc.tuple(fc.constant(key), validValue(property, hints, key, depth + 1), fc.boolean())))
        .map((fields) => plainObject(fields.filter(([key, , keep]) => keep || required.has(key)).map(([key, value]) => [key, value] as const)));
    }
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, min + 2) : min + 2;
      return depth > 6 ? fc.constant([]) : fc.array(validValue(items, hints, name, depth + 1), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 20);
      return type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email' || /e-?mail/i.test(name)) return EMAIL;
      if (schema.format === 'date') return fc.constantFrom('1985-03-12', '2016-05-20');
      if (schema.format === 'date-time') return fc.constant('2026-06-11T08:00:00.000Z');
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
        } catch {
          // An ECMAScript-incompatible pattern: fall through to a plain string.
        }
      }
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 40) : 20;
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ') });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A wrong value for this schema: of another type, hostile, or (objects) with a key too many. */
function brokenValue(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const wrongType = fc.constantFrom<unknown>(
    ...[
      types.includes('string') ? undefined : 'text',
      types.includes('number') || types.includes('integer') ? undefined : 42,
      types.includes('boolean') ? undefined : true,
      types.includes('null') ? undefined : null,
      types.includes('array') ? undefined : ['x'],
      types.includes('object') ? undefined : plainObject([['a', 1]]),
    ].filter((v) => v !== undefined),
    null,
  );
  return fc.oneof(
    { weight: 2, arbitrary: wrongType },
    { weight: 3, arbitrary: types.includes('number') || types.includes('integer') ? hostileNumber : hostileString },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Where one mutation goes: a path of keys/indices into a valid value, and what happens there. */
type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'remove' }
  | { kind: 'add'; key: string; value: unknown };

function collectSlots(schema: Schema, value: unknown, path: (string | number)[], out: { path: (string | number)[]; schema: Schema }[]): void {
  out.push({ path, schema });
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as Schema;
    value.forEach((item, index) => collectSlots(items, item, [...path, index], out));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Raw)) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of Object.keys(value)) collectSlots(properties[key] ?? {}, (value as Record<string, unknown>)[key], [...path, key], out);
  }
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === 'object' && !(value instanceof Raw)) {
    return plainObject(Object.keys(value).map((key) => [key, clone((value as Record<string, unknown>)[key])] as const));
  }
  return value;
}

function applyMutation(root: unknown, path: (string | number)[], mutation: Mutation): unknown {
  if (path.length === 0) {
    if (mutation.kind === 'replace') return mutation.value;
    if (mutation.kind === 'add' && root !== null && typeof root === 'object' && !Array.isArray(root)) {
      const copy = clone(root) as Record<string, unknown>;
      copy[mutation.key] = mutation.value;
      return copy;
    }
    return undefined;
  }
  const copy = clone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (mutation.kind === 'replace') {
    parent[last] = mutation.value;
  } else {
    const target = parent[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) (target as Record<string, unknown>)[mutation.key] = mutation.value;
    else parent[last] = mutation.value;
  }
  return copy;
}

/** A valid value with one mutation somewhere in it: the request gets past the shape check up to that field. */
export function mutatedValue(schema: Schema, hints: Hints, base: fc.Arbitrary<unknown> = validValue(schema, hints)): fc.Arbitrary<unknown> {
  return base.chain((valid) => {
    const slots: { path: (string | number)[]; schema: Schema }[] = [];
    collectSlots(schema, valid, [], slots);
    return fc.constantFrom(...slots).chain(({ path, schema: slotSchema }) => {
      const mutation: fc.Arbitrary<Mutation> = fc.oneof(
        { weight: 4, arbitrary: brokenValue(slotSchema).map((value): Mutation => ({ kind: 'replace', value })) },
        { weight: path.length > 0 ? 1 : 0, arbitrary: fc.constant<Mutation>({ kind: 'remove' }) },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.oneof(pollutingKey, fc.constantFrom('extra', 'isAdmin', 'role', 'price', 'status', 'user_id')), hostileValue)
            .map(([key, value]): Mutation => ({ kind: 'add', key, value })),
        },
      );
      return mutation.map((m) => ({ path, mutation: m }));
    }).map(({ path, mutation }) => applyMutation(valid, path, mutation));
  });
}
