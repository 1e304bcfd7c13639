/**
 * Port `FerryOperators`: the ferry operators' reservation network as the shop sees it (a Liknoss-style GDS in
 * production; the demo network, server/operators/demo, here). Two halves:
 * - the published catalogue (ports, companies, vessels, rules, timetables): static data the adapter keeps in memory,
 *   as a GDS client caches it, so these reads are synchronous;
 * - the reservation system (availability, quote, hold, confirm, release, cancel, loyalty and resident checks): each
 *   call goes to the operator, is async, can be slow, fail or time out, and throws `OperatorError`. Seats belong to
 *   the operator: the shop keeps only the references of its holds (`OperatorHoldRequest.reference`).
 * Every call that changes something is idempotent by the shop's reference, so a call whose answer was lost (a
 * timeout, a crash) can be repeated safely: hold, confirm, release and cancel of the same reference do the work once.
 */
import type { Assistance } from '../../src/core/booking/domain/assistance';
import type { Locale } from '../../src/core/shared/locale';

export type Localized = Readonly<Record<Locale, string>>;

export interface OperatorPort {
  readonly code: string;
  readonly names: Localized;
  /** Other names travellers search the port by: spellings, the island or area it serves (Crete for Heraklion). */
  readonly aliases?: readonly string[];
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly mainland: boolean;
}

export type AccommodationKind = 'deck' | 'seat' | 'berth' | 'cabin';
export interface AccommodationClass {
  readonly code: string;
  readonly kind: AccommodationKind;
  readonly sex?: 'male' | 'female';
  /** Beds of a whole cabin; 1 for everything else. */
  readonly beds: number;
  readonly names: Localized;
  /** Places (cabins for whole cabins) on the vessel. */
  readonly capacity: number;
  /** Adult fare per place in percent of the deck fare (per bed for cabins). */
  readonly farePercent: number;
}

export interface Vessel {
  readonly code: string;
  readonly name: string;
  readonly companyCode: string;
  readonly type: 'conventional' | 'high-speed';
  readonly built: number;
  readonly speedKnots: number;
  readonly accommodations: readonly AccommodationClass[];
  /** Lane metres of the garage; 0 when the vessel takes no vehicles. */
  readonly garageMetres: number;
  /** Kennel places; 0 when the vessel takes no pets. */
  readonly petPlaces: number;
  readonly trailers: boolean;
  readonly campers: boolean;
}

export interface PassengerTypeRule {
  readonly code: string;
  readonly names: Localized;
  readonly minAge: number;
  readonly maxAge: number;
  readonly percentOfAdult: number;
  readonly requiresDocument: boolean;
  /** Infants travel on a parent's lap: they take no place. */
  readonly takesPlace: boolean;
}
export interface DiscountRule {
  readonly code: string;
  readonly names: Localized;
  readonly percent: number;
  readonly appliesTo: 'passenger' | 'vehicle';
  readonly requiresDocument: boolean;
}
export interface LoyaltyScheme {
  readonly code: string;
  readonly name: string;
  readonly percent: number;
  /** Cards are the prefix and ten digits, the last a Luhn check digit. */
  readonly prefix: string;
}
export interface ResidentDiscountRule {
  readonly percent: number;
}
/**
 * What of a booking the company lets the traveller cancel on its own (the rest stays booked): a whole leg of a trip of
 * several legs, and passengers or vehicles of a leg. The refund of a part follows the same tiers and fee.
 */
export interface PartialCancellationRule { readonly legs: boolean; readonly passengers: boolean }
export interface RefundPolicy {
  readonly tiers: readonly { readonly hoursBeforeDeparture: number; readonly percent: number }[];
  readonly feeCents: number;
  readonly partial: PartialCancellationRule;
  readonly summary: Localized;
}
/**
 * Whether and how a company lets a confirmed trip move to another sailing of the same route (issue 17): allowed up to
 * `closesHoursBefore` hours before the old sailing's departure, free until `freeUntilHours` before it, then for
 * `feeCents`. A company that does not allow changes has `allowed` false (the traveller cancels and books again).
 */
export interface ChangePolicy {
  readonly allowed: boolean;
  readonly freeUntilHours: number;
  readonly feeCents: number;
  readonly closesHoursBefore: number;
}
export interface VehicleTypeRule {
  readonly code: string;
  readonly names: Localized;
  readonly trailer: boolean;
  readonly baseLength: number;
  /** Fare for up to the base length in percent of the adult deck fare. */
  readonly farePercent: number;
  readonly needs: 'garage' | 'trailers' | 'campers';
}
export interface ServiceRule { readonly code: string; readonly names: Localized; readonly priceCents: number }
export interface PetRule { readonly code: string; readonly names: Localized; readonly priceCents: number }
export interface ValidationRule {
  readonly requiresSex: boolean;
  readonly requiresBirthDate: boolean;
  readonly requiresNationality: boolean;
  readonly requiresDocument: boolean;
  readonly requiresPlate: boolean;
  readonly requiresPetChip: boolean;
  readonly maxPassengers: number;
}

export interface Company {
  readonly code: string;
  readonly name: string;
  /** Path of the logo (served by the shop at /booking/logos/{code}.svg). */
  readonly logo: string;
  /** The logo's SVG document. */
  readonly logoSvg: string;
  readonly country: string;
  readonly website: string;
  readonly description: Localized;
  readonly holdMinutes: number;
  /** Fare level in percent of the network's reference fare. */
  readonly fareLevel: number;
  readonly vessels: readonly Vessel[];
  readonly passengerTypes: readonly PassengerTypeRule[];
  readonly discounts: readonly DiscountRule[];
  readonly loyalty: LoyaltyScheme | null;
  readonly resident: ResidentDiscountRule | null;
  readonly refund: RefundPolicy;
  readonly change: ChangePolicy;
  readonly vehicleTypes: readonly VehicleTypeRule[];
  readonly services: readonly ServiceRule[];
  readonly pets: readonly PetRule[];
  /** Domestic validation; international trips also need birth date, nationality and document. */
  readonly validation: ValidationRule;
  readonly ports: readonly string[];
}

/** One bookable trip: a sailing (voyage of a vessel on a day) between two of its ports. */
export interface Trip {
  readonly tripId: string;
  /** The voyage the trip is part of: capacity is held per sailing, so no leg of it is oversold. */
  readonly sailingId: string;
  readonly company: Company;
  readonly vessel: Vessel;
  readonly from: OperatorPort;
  readonly to: OperatorPort;
  readonly departure: Date;
  readonly arrival: Date;
  readonly durationMinutes: number;
  /** Adult deck fare in cents, the base of every other fare of the trip. */
  readonly deckFare: number;
  readonly international: boolean;
}

/** What a trip's booking asks of the operator: prices per item and places per accommodation code. */
export interface TripQuoteRequest {
  readonly passengers: readonly {
    passengerType: string; accommodationType: string; sex?: string; discountIdOrCode?: string; documentId?: string;
    loyaltyCard?: string; residentIdOrCode?: string;
  }[];
  readonly vehicles: readonly { accommodationType: string; length: number; discountIdOrCode?: string; loyaltyCard?: string }[];
  readonly trailers: readonly { accommodationType: string; length: number }[];
  readonly pets: readonly { code: string; passengerIndex: number }[];
  readonly services: readonly { code: string; quantity: number }[];
}
export interface QuoteLine {
  readonly index: number; readonly code: string; readonly fare: number; readonly discount: number;
  readonly discountCode: string | null; readonly total: number;
}
export interface TripQuote {
  readonly passengers: readonly (QuoteLine & { passengerType: string })[];
  readonly vehicles: readonly (QuoteLine & { length: number })[];
  readonly trailers: readonly (QuoteLine & { length: number })[];
  readonly pets: readonly (QuoteLine & { passengerIndex: number })[];
  readonly services: readonly (QuoteLine & { quantity: number; unitPrice: number })[];
  readonly total: number;
  /** Places taken per inventory code (accommodation codes, `GARAGE` in metres, `PETS`). */
  readonly units: Readonly<Record<string, number>>;
}
export type QuoteFailure = { readonly kind: 'InvalidItem'; readonly field: string; readonly message: string };

export interface CodeCheck { readonly valid: boolean; readonly percent: number; readonly scheme: string | null }

/**
 * What went wrong with an operator call:
 * - `NoAvailability`: the operator answered; the places are not there (a definite no, nothing was held);
 * - `Refused`: the operator answered with a definite no for another reason (a hold that has expired or is unknown,
 *   a ticket that may no longer be cancelled, an invalid item); nothing changed;
 * - `Unavailable`: no answer (an error, a timeout): the outcome is unknown, the call may or may not have happened;
 *   repeat it with the same reference, or release the reference.
 */
export type OperatorErrorKind = 'NoAvailability' | 'Refused' | 'Unavailable';
export class OperatorError extends Error {
  constructor(readonly kind: OperatorErrorKind, message: string, readonly operation: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** A hold asked of the operator for one trip of an order. */
export interface OperatorHoldRequest {
  /** The shop's reference of this hold, unique per order and trip (`FS4K7QZ2MP-0`): the idempotency key of every later call. */
  readonly reference: string;
  readonly trip: Trip;
  /** Places per inventory code (`TripQuote.units`). */
  readonly units: Readonly<Record<string, number>>;
  /** How long the shop asks the places to be kept; the operator may keep them for less (its company's hold time). */
  readonly minutes: number;
}
export interface OperatorHold {
  readonly reference: string;
  /** When the operator releases the places on its own unless they are confirmed. */
  readonly expiresAt: Date;
}
/** The travellers named on a confirmed trip, in the order of the booking request. */
export interface OperatorConfirmRequest {
  readonly reference: string;
  /** `assistance`: the help a passenger with reduced mobility asked for (EU Regulation 1177/2010), for the crew. */
  readonly passengers: readonly { readonly name: string; readonly surname: string; readonly assistance?: Assistance }[];
  readonly vehicles: readonly { readonly plate: string }[];
}
/** Tickets of a confirmed trip: the same answer every time the same reference is confirmed. */
export interface OperatorConfirmation {
  readonly reference: string;
  readonly companyReservationCode: string;
  readonly checkinCode: string;
  /** One ticket number per passenger, in the order of the request. */
  readonly passengerTickets: readonly string[];
  /** One ticket number per vehicle and trailer. */
  readonly vehicleTickets: readonly string[];
}
/**
 * Assistance asked for (or changed, or withdrawn with null) after the tickets were issued, for one passenger of a
 * confirmed trip (EU Regulation 1177/2010): the company adds it to its crew list. `passengerIndex` is the passenger's
 * place in the confirm request; `inTime` tells the company whether it was asked at least 48 hours before departure.
 */
export interface OperatorAssistanceRequest {
  readonly reference: string;
  readonly passengerIndex: number;
  readonly assistance: Assistance | null;
  readonly inTime: boolean;
}
/** A cancelled confirmed trip: what the company refunds by its policy (hours before departure, fee). */
export interface OperatorCancellation {
  readonly reference: string;
  /** Cents the company gives back of `paidCents`. */
  readonly refundCents: number;
}
/** Passengers and vehicles of a confirmed trip the traveller cancels, the rest staying booked. */
export interface OperatorPartCancelRequest {
  readonly reference: string;
  /** The shop's key of this part (idempotent: the same key answers the same cancellation). */
  readonly key: string;
  /** Indexes in the confirmation's tickets (passengers; vehicles then trailers). */
  readonly passengers: readonly number[];
  readonly vehicles: readonly number[];
  /** Places they free per inventory code (as `TripQuote.units`). */
  readonly units: Readonly<Record<string, number>>;
  /** What was paid for them, refunded by the company's policy. */
  readonly paidCents: number;
}
/** Places still free per inventory code of a sailing (`sailingId|code` → places). */
export type Availability = ReadonlyMap<string, number>;

/** The published catalogue and pricing (see the file's comment). */
export interface OperatorCatalogue {
  /** Every port of the network. */
  ports(): readonly OperatorPort[];
  port(code: string): OperatorPort | undefined;
  companies(): readonly Company[];
  company(code: string): Company | undefined;
  /** Ports with a direct trip from `origin`. */
  destinations(origin: string): readonly string[];
  /** Ports with a direct trip to `destination`. */
  origins(destination: string): readonly string[];
  /**
   * Dates (`YYYY-MM-DD`, Athens) between `from` and `to` with a trip from `origin` to `destination` still to depart
   * (today only while one of its trips has not left yet), within the timetable window.
   */
  dates(origin: string, destination: string, from: string, to: string): readonly string[];
  /**
   * The trips of one day from `origin` to `destination` that have not left yet, by departure time; none outside the
   * timetable window.
   */
  trips(origin: string, destination: string, date: string): readonly Trip[];
  /** A trip by its id, or undefined when it is unknown or outside the timetable window. */
  trip(tripId: string): Trip | undefined;
  /** Places of an inventory code on the trip's sailing. */
  capacity(trip: Trip, code: string): number;
  /** Places of an inventory code on a sailing by its id (0 for an unknown sailing or code). */
  sailingCapacity(sailingId: string, code: string): number;
  /** Prices a trip's booking from the company's fare tables; failures name the bad item. */
  quote(trip: Trip, request: TripQuoteRequest): Promise<{ ok: true; value: TripQuote } | { ok: false; error: QuoteFailure }>;
  /** Checks a loyalty card number for a company. */
  checkLoyalty(company: Company, card: string): Promise<CodeCheck>;
  /** Checks an island-resident (MAN) code for a trip: valid code, and the trip touches a Greek island. */
  checkResident(trip: Trip, code: string): Promise<CodeCheck>;
}

/** The reservation system: every call may throw OperatorError. */
export interface OperatorReservations {
  /** Places still free on the given sailings, per `sailingId|code` (codes the operator has no record of are whole). */
  availability(sailingIds: readonly string[]): Promise<Availability>;
  /** Holds places for one trip, all or nothing (NoAvailability when one code does not fit). Same reference: same hold. */
  hold(request: OperatorHoldRequest): Promise<OperatorHold>;
  /** Moves the end of a live hold to `minutes` from now (never earlier); Refused when it has expired or is unknown. */
  extend(reference: string, minutes: number): Promise<OperatorHold>;
  /** Turns a live hold into tickets; the same reference confirmed again answers the same tickets. Refused when the hold expired. */
  confirm(request: OperatorConfirmRequest): Promise<OperatorConfirmation>;
  /** Gives a hold's places back; a released, expired or unknown reference is fine (idempotent). */
  release(reference: string): Promise<void>;
  /** Cancels a confirmed trip by its company's policy and frees its places; the same reference again answers the same. */
  cancel(reference: string, paidCents: number): Promise<OperatorCancellation>;
  /**
   * Records the assistance one passenger of a confirmed trip needs (null: none); asked again with the same values it
   * changes nothing. Refused when the trip is not confirmed, has left, or the passenger is not on it.
   */
  assist(request: OperatorAssistanceRequest): Promise<void>;
  /**
   * Cancels passengers and vehicles of a confirmed trip by its company's policy and frees their places; the rest of
   * the trip stays confirmed. Same key again: the same answer. Refused when the trip is not confirmed, the company
   * does not cancel parts, or one of them is cancelled already.
   */
  cancelPart(request: OperatorPartCancelRequest): Promise<OperatorCancellation>;
}

export interface FerryOperators extends OperatorCatalogue, OperatorReservations {}
