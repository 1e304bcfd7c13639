/** JSON with object keys sorted, so equal requests give equal text. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over the text, two 32-bit lanes: enough to tell two requests of one order apart. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

/**
 * The `Idempotency-Key` of a call that creates or settles a booking: the operation, the order and a fingerprint of
 * the request. A retry of the same request replays the first answer; a corrected request (the traveller fixed a
 * field after a 4xx) is a new request with a new key instead of a refused reuse.
 */
export function idempotencyKey(operation: string, orderCode: string, request: unknown): string {
  return `${operation}-${orderCode}-${fingerprint(stable(request))}`.slice(0, 128);
}
