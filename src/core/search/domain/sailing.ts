/**
 * The sailings a search finds, in the core's own types (the wire contract's `Trip`, `AccommodationOffer`…, mapped by
 * the search adapters in src/adapters/http/search.mappers.ts). Money is integer cents; times are ISO strings.
 */

/** A ferry company as a sailing names it. */
export interface CompanySummary { readonly code: string; readonly name: string; readonly logo: string }

/** One way of travelling on a sailing (deck, a seat, a berth, a whole cabin) with what is left and its lowest fare. */
export interface AccommodationOffer {
  readonly code: string;
  readonly name: string;
  readonly kind: 'deck' | 'seat' | 'berth' | 'cabin';
  /** Berths in shared cabins are sold to men or to women. */
  readonly sex?: 'male' | 'female';
  /** Beds of a whole cabin; 1 otherwise. */
  readonly beds: number;
  readonly available: number;
  readonly lowestFare: number;
}

/** What a company needs of each traveller, vehicle and pet before it issues tickets. */
export interface BookingValidation {
  readonly requiresSex: boolean;
  readonly requiresBirthDate: boolean;
  readonly requiresNationality: boolean;
  readonly requiresDocument: boolean;
  readonly requiresPlate: boolean;
  readonly requiresPetChip: boolean;
  readonly maxPassengers: number;
}

export interface SailingPort { readonly code: string; readonly name: string }

/** One sailing between two ports of a voyage, with what is left on board. */
export interface Sailing {
  readonly id: string;
  readonly tripId: string;
  readonly vesselCode: string;
  readonly vesselName: string;
  readonly vesselType: 'conventional' | 'high-speed';
  readonly company: CompanySummary;
  readonly from: SailingPort;
  readonly to: SailingPort;
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
  readonly durationMinutes: number;
  /** The vessel takes vehicles. */
  readonly garage: boolean;
  readonly pets: boolean;
  readonly trailers: boolean;
  readonly campers: boolean;
  readonly petAvailability: number;
  /** Lane metres left in the garage and the lowest car fare; null when the vessel has no garage. */
  readonly garageAvailability: { readonly availableMetres: number; readonly lowestFare: number } | null;
  readonly deckAvailability: readonly AccommodationOffer[];
  readonly seatAvailability: readonly AccommodationOffer[];
  readonly berthAvailability: readonly AccommodationOffer[];
  readonly cabinAvailability: readonly AccommodationOffer[];
  readonly lowestFare: number;
  readonly BookingValidation: BookingValidation;
}

/** The sailings found for one leg of a search. */
export interface SailingsLeg {
  readonly departurePort: string;
  readonly destinationPort: string;
  readonly departureDate: string;
  readonly trips: readonly Sailing[];
}

/** A port of the network, named in the current locale. */
export interface Port {
  readonly code: string;
  readonly name: string;
  /** Name of the island or area the port serves ("Santorini" for Thira), in the same language. */
  readonly area: string;
  /** Other names the port is searched by (other languages, common spellings, the island). */
  readonly aliases?: readonly string[];
  readonly country: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A country with ports. */
export interface Country { readonly code: string; readonly name: string; readonly portCount: number }
