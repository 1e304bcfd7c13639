/**
 * The party of a leg that a change carries to the new sailing (issue 17): the leg's passengers and vehicles that are
 * not cancelled (a part cancellation's `cancel_part` refunds, `cancelledParts`), with their places, assistance,
 * vehicles, pets (a pet goes with its owner) and extras as on the ticket.
 *
 * The order keeps one numbering of a leg's party for good: the request's leg item (`request.trips[t]`), the ledger's
 * `covers`, the traveller details (names, assistance, plates) and the reservation all say "passenger i" of the
 * order's first request. A change of a partly cancelled leg holds, prices and confirms a smaller item (only those
 * left, numbered 0…k−1 as the company numbers the new tickets); `LegParty` maps that numbering back to the order's:
 * the change's price and confirmation are rewritten in the order's numbering before the order keeps them, and the
 * order's leg item stays whole (the cancelled ones stay in it, cancelled by the ledger, priced by nobody). What later
 * names a ticket to the company (a part cancellation, an assistance request) turns the order's index into the
 * company's with `companyIndex` (`partyOfReference` finds the party a reference was confirmed with).
 */
import { and, eq } from 'drizzle-orm';
import type { PricingAnswer, PricingRequest } from '../../../src/contract/index';
import { bookingChanges } from '../../database/schema/booking-changes';
import type { CancelledParts } from './manage';
import type { Executor } from './sql';
import type { OperatorConfirmation } from '../../ports/ferry-operators';

type PricingTrip = PricingRequest['trips'][number];
type PricedTrip = PricingAnswer['trips'][number];

/** The order's indices of the passengers, vehicles (cars, then trailers after them) and pets a leg's tickets carry, in the company's order. */
export interface LegParty {
  readonly passengers: readonly number[];
  readonly vehicles: readonly number[];
  readonly pets: readonly number[];
}

const range = (n: number) => Array.from({ length: n }, (_x, i) => i);

/**
 * What is left of leg `t`'s party (`item`, the order's leg item) after its cancelled parts; null when nothing of it is
 * cancelled (the whole party, numbered as the order). A pet stays when its owner does.
 */
export function remainingParty(item: PricingTrip, parts: CancelledParts, t: number): LegParty | null {
  const gonePassengers = parts.passengers.get(t) ?? new Set<number>();
  const goneVehicles = parts.vehicles.get(t) ?? new Set<number>();
  if (gonePassengers.size === 0 && goneVehicles.size === 0) return null;
  const vehicles = (item.vehicles?.length ?? 0) + (item.trailers?.length ?? 0);
  return {
    passengers: range(item.passengers.length).filter((i) => !gonePassengers.has(i)),
    vehicles: range(vehicles).filter((v) => !goneVehicles.has(v)),
    pets: range(item.Pets?.length ?? 0).filter((p) => !gonePassengers.has(item.Pets?.[p]?.passengerIndex ?? -1)),
  };
}

/**
 * The order's indices of the passengers and vehicles (cars, then trailers) whose tickets a change of leg item `item`
 * carries: the party's, or the whole leg's when nothing of it was cancelled (`party` null). What the company confirms
 * and what the change e-mail names.
 */
export function carriedIndexes(item: PricingTrip, party: LegParty | null): { readonly passengers: readonly number[]; readonly vehicles: readonly number[] } {
  if (party) return { passengers: party.passengers, vehicles: party.vehicles };
  return { passengers: range(item.passengers.length), vehicles: range((item.vehicles?.length ?? 0) + (item.trailers?.length ?? 0)) };
}

/** The names on the tickets a change carries: its passengers' (name and surname), then its vehicles' plates. */
export function changedTravellers(
  details: { readonly passengers: readonly { readonly name?: string; readonly surname?: string }[]; readonly vehicles?: readonly { readonly plate?: string }[] } | null,
  item: PricingTrip, party: LegParty | null,
): string[] {
  const carried = carriedIndexes(item, party);
  return [
    ...carried.passengers.map((i) => `${details?.passengers[i]?.name ?? ''} ${details?.passengers[i]?.surname ?? ''}`.trim()),
    ...carried.vehicles.map((v) => details?.vehicles?.[v]?.plate?.trim() ?? ''),
  ].filter((name) => name !== '');
}

/** The leg item of only `party` (numbered 0…k−1, pets' owners renumbered): what the company holds, prices and confirms. */
export function itemOfParty(item: PricingTrip, party: LegParty | null): PricingTrip {
  if (!party) return item;
  const cars = item.vehicles?.length ?? 0;
  const { Pets: pets, vehicles: _cars, trailers: _trailers, ...rest } = item;
  const keptCars = party.vehicles.filter((v) => v < cars).map((v) => item.vehicles?.[v]).filter((v) => v !== undefined);
  const keptTrailers = party.vehicles.filter((v) => v >= cars).map((v) => item.trailers?.[v - cars]).filter((v) => v !== undefined);
  const keptPets = party.pets.map((p) => pets?.[p]).filter((p) => p !== undefined)
    .map((p) => ({ ...p, passengerIndex: party.passengers.indexOf(p.passengerIndex) }));
  return {
    ...rest,
    passengers: party.passengers.map((i) => item.passengers[i]).filter((p) => p !== undefined),
    ...(item.vehicles !== undefined ? { vehicles: keptCars } : {}),
    ...(item.trailers !== undefined ? { trailers: keptTrailers } : {}),
    ...(pets !== undefined ? { Pets: keptPets } : {}),
  };
}

/**
 * The order's leg item on the new sailing: `whole` (the order's item) with the trip and the places of the party's
 * passengers as `carried` (the party's item on the new sailing) has them; the cancelled ones keep theirs.
 */
export function wholeItemOf(whole: PricingTrip, carried: PricingTrip, party: LegParty | null): PricingTrip {
  if (!party) return carried;
  return {
    ...whole, tripId: carried.tripId,
    passengers: whole.passengers.map((p, i) => {
      const k = party.passengers.indexOf(i);
      return k >= 0 ? (carried.passengers[k] ?? p) : p;
    }),
  };
}

/** A price of the party's item (numbered 0…k−1) in the order's numbering. */
export function priceInOrder(price: PricedTrip, item: PricingTrip, party: LegParty | null): PricedTrip {
  if (!party) return price;
  const cars = item.vehicles?.length ?? 0;
  const keptCars = party.vehicles.filter((v) => v < cars);
  const keptTrailers = party.vehicles.filter((v) => v >= cars).map((v) => v - cars);
  return {
    ...price,
    passengerPrices: price.passengerPrices.map((p) => ({ ...p, index: party.passengers[p.index] ?? p.index })),
    vehiclePrices: price.vehiclePrices.map((v) => ({ ...v, index: keptCars[v.index] ?? v.index })),
    trailerPrices: price.trailerPrices.map((v) => ({ ...v, index: keptTrailers[v.index] ?? v.index })),
    petPrices: price.petPrices.map((p) => ({ ...p, index: party.pets[p.index] ?? p.index, passengerIndex: party.passengers[p.passengerIndex] ?? p.passengerIndex })),
  };
}

/** The company's confirmation of the party's tickets in the order's numbering (a cancelled one has no ticket: ''). */
export function confirmationInOrder(confirmed: OperatorConfirmation, item: PricingTrip, party: LegParty | null): OperatorConfirmation {
  if (!party) return confirmed;
  const vehicles = (item.vehicles?.length ?? 0) + (item.trailers?.length ?? 0);
  const spread = (tickets: readonly string[], carried: readonly number[], length: number) => {
    const all = Array.from({ length }, () => '');
    carried.forEach((i, k) => { all[i] = tickets[k] ?? ''; });
    return all;
  };
  return {
    ...confirmed,
    passengerTickets: spread(confirmed.passengerTickets, party.passengers, item.passengers.length),
    vehicleTickets: spread(confirmed.vehicleTickets, party.vehicles, vehicles),
  };
}

/** The company's index of the order's passenger or vehicle `i` on a reference confirmed for `carried` (-1: not on it). */
export function companyIndex(carried: readonly number[] | undefined, i: number): number {
  return carried ? carried.indexOf(i) : i;
}

/** The party a reference's tickets carry when a change confirmed it for part of its leg; null: the leg's whole party. */
export async function partyOfReference(ex: Executor, orderId: number, reference: string): Promise<LegParty | null> {
  const [row] = await ex.select({ party: bookingChanges.party }).from(bookingChanges)
    .where(and(eq(bookingChanges.orderId, orderId), eq(bookingChanges.newReference, reference), eq(bookingChanges.status, 'done'))).limit(1);
  return (row?.party as LegParty | null | undefined) ?? null;
}
