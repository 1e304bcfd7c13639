/**
 * Exports: `registerTextInputCheck(app)`, `findBadText(value, maxValues?)`, `hasBadText(text)`, `MAX_INPUT_VALUES`.
 * Text that cannot be stored or shown is refused before any route sees it: a preValidation hook walks the parsed
 * body, query and path parameters once (iteratively, at most `MAX_INPUT_VALUES` values) and answers
 * 400 `INVALID_INPUT` naming the first field that holds a NUL byte, another C0 control character (tab, line feed and
 * carriage return are allowed) or a lone UTF-16 surrogate. PostgreSQL refuses NUL in text and JSON, which used to
 * answer 500; the others would only ever be garbage or an attack on whoever reads the text later.
 */
import type { FastifyInstance } from 'fastify';
import { isCleanText } from '../../src/core/shared/validation';
import { ApiError } from './errors';

/** More values than any form of the shop sends by far (JSON bodies hold at most 5,000, server/http/json-body.ts). */
export const MAX_INPUT_VALUES = 10_000;

/** Whether text holds a character the shop refuses in any input (src/core/shared/validation.ts). */
export const hasBadText = (text: string): boolean => !isCleanText(text);

type Problem = { kind: 'text'; path: string } | { kind: 'too-many' };

/**
 * The first problem in a parsed input value (depth-first, document order), or undefined. Paths read like superstruct's:
 * `leader.email`, `passengers.0.name`; a bad key is named by the path of its object plus the key's first characters.
 */
export function findBadText(value: unknown, maxValues = MAX_INPUT_VALUES): Problem | undefined {
  // Each entry knows its parent and key; a path is only spelled out for the value that fails.
  interface Entry { value: unknown; key: string; parent: Entry | undefined }
  const pathOf = (entry: Entry | undefined, last?: string): string => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let at = entry; at?.parent; at = at.parent) parts.push(at.key);
    return parts.reverse().join('.');
  };
  const stack: Entry[] = [{ value, key: '', parent: undefined }];
  let seen = 0;
  while (stack.length > 0) {
    const item = stack.pop() as Entry;
    if (++seen > maxValues) return { kind: 'too-many' };
    const current = item.value;
    if (typeof current === 'string') {
      if (hasBadText(current)) return { kind: 'text', path: pathOf(item) };
    } else if (Array.isArray(current)) {
      if (seen + stack.length + current.length > maxValues) return { kind: 'too-many' };
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: item });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (const key of keys) {
        if (hasBadText(key)) return { kind: 'text', path: pathOf(item, printable(key)) };
      }
      if (seen + stack.length + keys.length > maxValues) return { kind: 'too-many' };
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: item });
      }
    }
  }
  return undefined;
}

/** A key as it may be named in an answer: without the refused characters, at most 40 characters. */
function printable(key: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return key.slice(0, 40).replace(/[\u0000-\u001F\uD800-\uDFFF]/g, '?');
}

function check(where: 'body' | 'query' | 'params', value: unknown): void {
  if (value === undefined || value === null) return;
  const problem = findBadText(value);
  if (!problem) return;
  if (problem.kind === 'too-many') {
    throw new ApiError(400, 'INVALID_INPUT', `The request ${where === 'body' ? 'body' : where} has more than ${MAX_INPUT_VALUES} values`);
  }
  const field = problem.path || where;
  throw new ApiError(400, 'INVALID_INPUT', `${field} contains a character that is not allowed (NUL, a control character or invalid Unicode)`, field);
}

/** Adds the check to every route registered after it (call before the modules are registered). */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    check('params', request.params);
    check('query', request.query);
    check('body', request.body);
  });
}
