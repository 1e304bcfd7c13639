/**
 * Exports: `registerJsonParser(app)`, `parseJsonBody(text, maxDepth?, maxValues?)`, `jsonExcess(text, maxDepth,
 * maxValues?)`, `jsonNestingExceeds(text, maxDepth)`, `MAX_JSON_DEPTH`, `MAX_JSON_VALUES`.
 * The shop's `application/json` body parser in place of Fastify's: before parsing, one linear pass over the raw text
 * (no recursion, aware of strings and escapes) measures how deep objects and arrays nest, and a body nested deeper
 * than `MAX_JSON_DEPTH` answers 400 `JSON_TOO_DEEP` without being parsed (a body 5,000 levels deep used to overflow
 * the stack further on and answer 500), and one of more than `MAX_JSON_VALUES` values 400 `JSON_TOO_MANY_VALUES`. Then secure-json-parse parses it, refusing `__proto__` and
 * `constructor.prototype` keys as Fastify does. The body size limit stays Fastify's `bodyLimit` (1 MB, server/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { ApiError } from './errors';

/** How deep objects and arrays may nest in a request body: the shop's own bodies nest at most four or five levels. */
export const MAX_JSON_DEPTH = 32;
/**
 * How many values (array items, object members, objects and arrays) a request body may hold: the shop's largest
 * bodies (a pricing request of six trips, each with ten passengers, eight vehicles and trailers, five pets) hold about
 * 1,100. Parsing a megabyte of 45,000 members took 80 ms; 5,000 take a few.
 */
export const MAX_JSON_VALUES = 5_000;
const COMMA = 0x2c;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * What one pass over JSON text finds too much of: nesting deeper than `maxDepth`, or more than `maxValues` values
 * (counted, outside strings, by the commas between them and the objects and arrays that open). Exact for valid JSON
 * (up to one value); for invalid text it may answer either way, and the parser refuses such text anyway.
 */
export function jsonExcess(text: string, maxDepth: number, maxValues = Number.POSITIVE_INFINITY): 'depth' | 'values' | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++; // the escaped character cannot end the string
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === COMMA) {
      if (++values > maxValues) return 'values';
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'depth';
      if (++values > maxValues) return 'values';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return undefined;
}

/** Whether objects and arrays in JSON text nest deeper than `maxDepth` (`jsonExcess`). */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  return jsonExcess(text, maxDepth) === 'depth';
}

/**
 * Parses a JSON request body: 400 `INVALID_JSON` when empty or malformed, 400 `JSON_TOO_DEEP` past the depth limit,
 * 400 `JSON_TOO_MANY_VALUES` past the value limit.
 */
export function parseJsonBody(text: string, maxDepth = MAX_JSON_DEPTH, maxValues = MAX_JSON_VALUES): unknown {
  if (text.length === 0) throw new ApiError(400, 'INVALID_JSON', 'The request body is empty; send a JSON value');
  const excess = jsonExcess(text, maxDepth, maxValues);
  if (excess === 'depth') {
    throw new ApiError(400, 'JSON_TOO_DEEP', `The JSON body nests objects and arrays deeper than ${maxDepth} levels`);
  }
  if (excess === 'values') throw new ApiError(400, 'JSON_TOO_MANY_VALUES', `The JSON body holds more than ${maxValues} values`);
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) as unknown;
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
}

/** Replaces Fastify's JSON parser (call before the routes are registered; child contexts inherit it). */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
