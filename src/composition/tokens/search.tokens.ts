import { type FareCalendarGateway, type LoadDates, type LoadFareCalendar, type LoadPorts, type SearchGateway, type SearchSailings } from '../../core/search';
import { token } from './token';

export const searchTokens = {
  SearchGateway: token<SearchGateway>('search.SearchGateway'),
  LoadPorts: token<LoadPorts>('search.LoadPorts'),
  LoadDates: token<LoadDates>('search.LoadDates'),
  SearchSailings: token<SearchSailings>('search.SearchSailings'),
  FareCalendarGateway: token<FareCalendarGateway>('search.FareCalendarGateway'),
  LoadFareCalendar: token<LoadFareCalendar>('search.LoadFareCalendar'),
} as const;
