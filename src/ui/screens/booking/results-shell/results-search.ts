import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromSearchQuery, toSearchQuery } from '../../../../core/search/domain/search-query';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { useLocalize } from '../../../shared/i18n/use-locale';
import { useDates } from '../../../shared/i18n/use-dates';

/**
 * A search as the router's search object: counts as numbers and the rest as text, so the router writes the same
 * plain query the home page's wizard does (`trip=oneWay&legs=PIR-JTR-2026-06-11&AD=2`).
 */
export function searchParamsOf(search: SearchState): Record<string, string | number> {
  const query = toSearchQuery(search);
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]));
}

/** The search of the results URL; undefined when it is missing or malformed. */
export function useResultsSearch(): SearchState | undefined {
  const query = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  // The query's text stands for it, so the search keeps its identity while the URL's search does not change.
  const text = JSON.stringify(query);
  return useMemo(() => fromSearchQuery(JSON.parse(text) as Record<string, unknown>), [text]);
}

/** Goes to the results of another search (another day of a leg); the booking follows the URL. */
export function useSearchNavigation(): (search: SearchState) => void {
  const navigate = useNavigate();
  const localize = useLocalize();
  return (search: SearchState) => {
    void navigate({ to: localize('/results'), search: searchParamsOf(search) });
  };
}

/** "Outward" / "Return" / "Trip 2": how a leg is named (nothing for a one-way trip). */
export function useLegLabel(): (search: SearchState, leg: number) => string | undefined {
  const intl = useIntl();
  return (search, leg) => {
    if (search.tripType === 'oneWay') return undefined;
    if (search.tripType === 'roundTrip') return intl.formatMessage({ id: leg === 0 ? 'wizard.leg.outward' : 'wizard.leg.return' });
    return intl.formatMessage({ id: 'wizard.leg' }, { number: leg + 1 });
  };
}

/** A `YYYY-MM-DD` day in the page's language: "Thu, 11 Jun 2026". */
export function useDayFormat(): (date: string, style?: 'long' | 'short') => string {
  const dates = useDates();
  return (date, style = 'long') => dates.format(`${date}T12:00:00Z`, style === 'long'
    ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
    : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}
