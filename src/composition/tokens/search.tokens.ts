import {
  type FareCalendarGateway, type JourneyGateway, type LoadDates, type LoadFareCalendar, type LoadPorts, type SearchGateway,
  type SearchJourneys, type SearchSailings,
} from '../../core/search';
import { token } from './token';

export const searchTokens = {
  SearchGateway: token<SearchGateway>('search.SearchGateway'),
  LoadPorts: token<LoadPorts>('search.LoadPorts'),
  LoadDates: token<LoadDates>('search.LoadDates'),
  SearchSailings: token<SearchSailings>('search.SearchSailings'),
  FareCalendarGateway: token<FareCalendarGateway>('search.FareCalendarGateway'),
  LoadFareCalendar: token<LoadFareCalendar>('search.LoadFareCalendar'),
  JourneyGateway: token<JourneyGateway>('search.JourneyGateway'),
  SearchJourneys: token<SearchJourneys>('search.SearchJourneys'),
} as const;
