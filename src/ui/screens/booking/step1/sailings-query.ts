import { queryOptions } from '@tanstack/react-query';
import { type FareDay, type FareQuery, type Journey, type Port, type Sailing, fareParty, partyKey } from '../../../../core/search';
import {
  type LegQuery, type LoadDates, type LoadFareCalendar, type LoadPorts, type SearchJourneys, type SearchSailings,
} from '../../../../core/search';
import { INITIAL_SEARCH, type SearchState } from '../../../../core/search/domain/search-state';
import { type Travellers } from '../../../../core/search/domain/travellers';
import { type Locale } from '../../../../core/shared/locale';
import { type Logger } from '../../../../core/shared/logger.port';
import { describeRefusal } from '../../../../core/shared/refusal';

/** The search use cases the results screen reads sailings, ports and days with (bound with the booking domain). */
export interface SailingsReader {
  searchSailings: Pick<SearchSailings, 'execute'>;
  searchJourneys: Pick<SearchJourneys, 'execute'>;
  loadPorts: Pick<LoadPorts, 'execute'>;
  loadDates: Pick<LoadDates, 'execute'>;
  /** The fares of the days around a leg's day (step 1's strip of neighbouring days). */
  loadFareCalendar: Pick<LoadFareCalendar, 'around'>;
  logger: Logger;
}

/** Availability changes as others book: a leg's sailings are fetched again after a minute. */
const ONE_MINUTE = 60_000;
const ONE_HOUR = 60 * ONE_MINUTE;

/** A leg of the search on its own (the sailings of each leg are a query of their own, so changing one day refetches one leg). */
function legSearch(leg: LegQuery): SearchState {
  return { ...INITIAL_SEARCH, tripType: 'oneWay', legs: [leg] };
}

/**
 * The sailings of one leg on its day, sorted by departure. No sailing that day is an empty list (the screen says
 * 'There is no availability on the specific date'); a failed call is an error the screen offers to retry.
 */
export function sailingsQueryOptions(reader: SailingsReader, leg: LegQuery, locale: Locale) {
  return queryOptions({
    queryKey: ['booking', 'sailings', locale, leg.departurePort, leg.destinationPort, leg.departureDate],
    staleTime: ONE_MINUTE,
    queryFn: async (): Promise<Sailing[]> => {
      const result = await reader.searchSailings.execute(legSearch(leg));
      if (result.ok) return [...(result.value[0]?.trips ?? [])];
      if (result.error.kind === 'NoAvailability') return [];
      const reason = result.error.kind === 'Failed' ? describeRefusal(result.error.failure) : result.error.errors.map((e) => e.problem).join(',');
      reader.logger.log('warn', `sailings ${leg.departurePort}-${leg.destinationPort} ${leg.departureDate} not loaded: ${reason}`);
      throw new Error('sailings unavailable');
    },
  });
}

/**
 * The journeys of a one-way leg on its day (direct sailings, and connections when direct ones are few or none) for
 * the searched party (`fareParty`: ranked and priced by what it pays; with a vehicle the changes are longer), sorted
 * by departure. A failed call is an error (the direct sailings still show).
 */
export function journeysQueryOptions(reader: SailingsReader, leg: LegQuery, locale: Locale, party: Pick<FareQuery, 'passengers' | 'withVehicle'>) {
  return queryOptions({
    queryKey: ['booking', 'journeys', locale, leg.departurePort, leg.destinationPort, leg.departureDate, partyKey(party)],
    staleTime: ONE_MINUTE,
    queryFn: async (): Promise<Journey[]> => {
      const result = await reader.searchJourneys.execute({ ...leg, withVehicle: party.withVehicle, passengers: party.passengers });
      if (result.ok) return result.value;
      const reason = result.error.kind === 'Failed' ? describeRefusal(result.error.failure) : result.error.field;
      reader.logger.log('warn', `journeys ${leg.departurePort}-${leg.destinationPort} ${leg.departureDate} not loaded: ${reason}`);
      throw new Error('journeys unavailable');
    },
  });
}

/** Days shown on each side of the leg's day in step 1's strip of neighbouring days (fare-strip.tsx). */
export const FARE_STRIP_RADIUS = 3;

export interface StripRoute { departurePort: string; destinationPort: string; date: string; travellers: Travellers }

/** The lowest fares of the days around a leg's day for the search's party (one or two months of the fare calendar). */
export function fareStripQueryOptions(reader: Pick<SailingsReader, 'loadFareCalendar'>, route: StripRoute) {
  return queryOptions({
    queryKey: ['booking', 'fare-strip', route.departurePort, route.destinationPort, route.date, partyKey(fareParty(route.travellers))],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<FareDay[]> => {
      const result = await reader.loadFareCalendar.around({ ...route, radius: FARE_STRIP_RADIUS });
      if (result.ok) return result.value;
      throw new Error('fares unavailable');
    },
  });
}

/** Every port, named in the locale (the search summary names the URL's port codes with it). */
export function portsQueryOptions(reader: SailingsReader, locale: Locale) {
  return queryOptions({
    queryKey: ['booking', 'ports', locale],
    staleTime: ONE_HOUR,
    queryFn: async (): Promise<Port[]> => {
      const result = await reader.loadPorts.execute();
      if (result.ok) return result.value;
      throw new Error('ports unavailable');
    },
  });
}

/** The days with a sailing between two ports from `from` on; empty when there is none. */
export function sailingDatesQueryOptions(reader: SailingsReader, origin: string, destination: string, from: string) {
  return queryOptions({
    queryKey: ['booking', 'sailing-dates', origin, destination, from],
    staleTime: ONE_HOUR,
    queryFn: async (): Promise<string[]> => {
      const result = await reader.loadDates.execute({ origin, destination, from });
      if (result.ok) return result.value;
      if (result.error.kind === 'NoDates') return [];
      throw new Error('dates unavailable');
    },
  });
}
