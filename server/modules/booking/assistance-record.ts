/**
 * Where assistance asked for after booking (issue 17) is kept so that every later rebuild of the tickets keeps it: the
 * order's details hold, beside the booking's per-passenger `assistance`, `assistance_by_trip[trip][passenger]` (an
 * Assistance, or null for "none any more"), written by server/modules/booking/assistance.ts. The reservation
 * (reservation.ts `reservationOf`) and a changed leg's confirmation (server/saga/change-saga.ts) read it through
 * `assistanceFor`, so a leg moved to another sailing keeps, and tells the new sailing's company, what was asked later.
 */
import type { Assistance } from '../../../src/core/booking/domain/assistance';

type Later = Readonly<Record<string, Readonly<Record<string, Assistance | null>>>>;
interface DetailsWithAssistance {
  readonly passengers: readonly { readonly assistance?: unknown }[];
  readonly assistance_by_trip?: Later;
}

/** The assistance passenger `passengerIndex` needs on trip `tripIndex`: asked later if so, else as booked; undefined for none. */
export function assistanceFor(details: unknown, tripIndex: number, passengerIndex: number): Assistance | undefined {
  const d = details as DetailsWithAssistance | null;
  const later = d?.assistance_by_trip?.[String(tripIndex)]?.[String(passengerIndex)];
  if (later !== undefined) return later ?? undefined;
  return (d?.passengers[passengerIndex]?.assistance as Assistance | undefined) ?? undefined;
}

/** The details with one later request recorded. */
export function withLaterAssistance<T extends object>(details: T, tripIndex: number, passengerIndex: number, assistance: Assistance | null): T {
  const previous = (details as DetailsWithAssistance).assistance_by_trip ?? {};
  return {
    ...details,
    assistance_by_trip: { ...previous, [String(tripIndex)]: { ...previous[String(tripIndex)], [String(passengerIndex)]: assistance } },
  };
}
