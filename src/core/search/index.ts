export * from './domain/travellers';
export * from './domain/search-state';
export * from './domain/search-rules';
export type { SearchGateway, SearchRefusal, SailingsLeg, LegQuery, Port, Country, CompanyListing } from './ports/search-gateway.port';
export { LoadPorts, type LoadPortsError, type PortsQuery } from './use-cases/load-ports.use-case';
export { LoadDates, type LoadDatesError } from './use-cases/load-dates.use-case';
export { SearchSailings, type SearchSailingsError } from './use-cases/search-sailings.use-case';
export { matchesPort, filterPorts, portMatchRank, PORT_RANK, type MatchablePort } from './domain/port-match';
export { toSearchQuery, fromSearchQuery, type SearchQuery } from './domain/search-query';
export type { Sailing, AccommodationOffer, BookingValidation, SailingPort, CompanySummary } from './domain/sailing';
export type { JourneyGateway } from './ports/journey-gateway.port';
export { SearchJourneys, type SearchJourneysError } from './use-cases/search-journeys.use-case';
export {
  JOURNEY_SORTS, filterJourneys, isConnection, isJoinedJourney, journeyCompanies, mostChanges, sortJourneys,
  type Journey, type JourneyChange, type JourneyFilter, type JourneyRequest, type JourneySort,
} from './domain/journey';
export {
  indexSailings, timetableOf, planJourneys, searchJourneys, searchJourneysInWindows, paretoJourneys, dominates, isFeasibleJourney, byJourneyDeparture,
  type TimetableSailing, type SailingIndex, type Timetable, type JourneyQuery, type PlannedJourney, type DepartureWindow, type JourneyRules,
} from './domain/journey-planner';
export { JOURNEY_RULES, minConnectionMinutes, isOvernightWait, type MaxChanges } from './domain/journey-rules';
export { LoadFareCalendar, type LoadFareCalendarError, type FareRoute } from './use-cases/load-fare-calendar.use-case';
export type { FareCalendarGateway } from './ports/fare-calendar-gateway.port';
export { type FareDay, type FareMonth, type FareQuery, fareParty, daysAround, monthOfDay, partyKey } from './domain/fare-calendar';
