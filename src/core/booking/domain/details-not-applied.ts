import { type DetailsNotApplied } from './booking-refusal';

/** The parts of a booking's details that its tickets depend on (the contract's insert-booking request has them). */
export interface ComparedDetails {
  readonly leader: unknown;
  readonly passengers: readonly unknown[];
  readonly pets?: readonly unknown[];
  readonly vehicles?: readonly unknown[];
  readonly receiveTicketsMethod?: 'port' | 'courier';
  readonly shipping?: unknown;
}

/** A value as text with its objects' keys sorted (a jsonb column keeps keys in its own order). */
const canonical = (value: unknown): string => JSON.stringify(value ?? null, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)))
  : v));
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * What of `asked` (details sent after the order was paid, refused) differs from `paid` (the details the order was paid
 * and issued with, the shop's own record): the delivery (both ways, when they differ) and the other parts that differ.
 * Undefined when nothing the tickets depend on differs (the same details sent again). Names are compared as given:
 * the caller passes both with the names as the tickets print them. The server (insert-booking's 409) and the in-memory
 * gateway answer with it.
 */
export function detailsNotApplied(paid: ComparedDetails, asked: ComparedDetails): DetailsNotApplied | undefined {
  const parts: DetailsNotApplied['parts'][number][] = [];
  if (!same(paid.leader, asked.leader)) parts.push('contact');
  if (!same(paid.passengers, asked.passengers) || !same(paid.pets ?? [], asked.pets ?? [])) parts.push('travellers');
  if (!same(paid.vehicles ?? [], asked.vehicles ?? [])) parts.push('vehicles');
  const paidWay = paid.receiveTicketsMethod ?? 'port';
  const askedWay = asked.receiveTicketsMethod ?? 'port';
  if (paidWay === 'courier' && askedWay === 'courier' && !same(paid.shipping, asked.shipping)) parts.push('address');
  const delivery = paidWay === askedWay ? undefined : { paid: paidWay, asked: askedWay };
  return delivery || parts.length > 0 ? { ...(delivery ? { delivery } : {}), parts } : undefined;
}
