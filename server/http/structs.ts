/** Exports: `IntegerString(min, max)`: a superstruct struct for whole numbers given as query-string text. */
import { coerce, integer, refine, string, type Struct } from 'superstruct';

/** A query-string integer in [min, max] (coerced from its digits). */
export function IntegerString(min: number, max: number): Struct<number, null> {
  return coerce(
    refine(integer(), 'range', (value) => (value >= min && value <= max) || `must be between ${min} and ${max}`),
    string(),
    (value) => (/^-?\d{1,12}$/.test(value.trim()) ? Number(value) : Number.NaN),
  ) as unknown as Struct<number, null>;
}
