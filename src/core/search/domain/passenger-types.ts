/** What the shop derives from its table of passenger types (passenger-type-table.ts). */
import { type AgeRange, PASSENGER_TYPE_TABLE, type PassengerTypeSpec } from './passenger-type-table';

export { type AgeRange, CHILD_MAX_AGES, PASSENGER_TYPE_TABLE, type PassengerTypeSpec } from './passenger-type-table';

type Row = (typeof PASSENGER_TYPE_TABLE)[number];
export type PassengerTypeCode = Row['code'];

/** The codes in the table's order. */
export const PASSENGER_TYPES: readonly PassengerTypeCode[] = PASSENGER_TYPE_TABLE.map((row) => row.code);
export const DEFAULT_PASSENGER_TYPE: PassengerTypeCode = PASSENGER_TYPE_TABLE[0].code;

/** The ages of the types that show some (every type but the adult), by code. */
export const PASSENGER_AGES = Object.fromEntries(PASSENGER_TYPE_TABLE
  .filter((row) => { const ages: AgeRange = row.ages; return ages.min !== undefined || ages.max !== undefined; })
  .map((row) => [row.code, row.ages])) as { readonly [R in Row as keyof R['ages'] extends never ? never : R['code']]: R['ages'] };

const BY_CODE: ReadonlyMap<string, PassengerTypeSpec> = new Map(PASSENGER_TYPE_TABLE.map((row) => [row.code, row]));

/** The row of a code; undefined for a code the shop does not know (an operator's own type). */
export function passengerTypeOf(code: string): PassengerTypeSpec | undefined {
  return BY_CODE.get(code);
}

export function isPassengerTypeCode(code: string): code is PassengerTypeCode {
  return BY_CODE.has(code);
}

/** Whether a passenger of this type takes a place (seat, berth, cabin bed); an unknown type does. */
export function takesPlace(code: string): boolean {
  return BY_CODE.get(code)?.takesPlace ?? true;
}

/** The type's share of the adult fare in percent (the shop's reference); an unknown type pays the adult fare. */
export function percentOfAdultFare(code: string): number {
  return BY_CODE.get(code)?.fare.percentOfAdult ?? 100;
}

/** Every type at zero: the start of a count by type. */
export function noPassengers(): Record<PassengerTypeCode, number> {
  return Object.fromEntries(PASSENGER_TYPES.map((code) => [code, 0])) as Record<PassengerTypeCode, number>;
}
