import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { SearchState } from '../../../../core/search/domain/search-state';
import { formatMoney, formatMoneyWhole } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useService } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { useDayFormat, useSearchNavigation } from '../results-shell/results-search';
import type { ResultsStep1ViewModel } from './results-step1.view-model';
import { type StripRoute, fareStripQueryOptions } from './sailings-query';

/**
 * Step 1's strip of neighbouring days (issue 16): the three days before and after the leg's day with their lowest
 * fares for the party; a tap moves the search to that day (the URL changes and the leg's sailings load), the leg's
 * own day is the current one (aria-current). Days the search may not move to (past, before the previous leg) are
 * shown but disabled.
 */
export const FareStrip = observer(function FareStrip({ vm, search, leg }: { vm: ResultsStep1ViewModel; search: SearchState; leg: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const reader = useService(bookingScreenTokens.SailingsReader);
  const go = useSearchNavigation();
  const day = useDayFormat();
  const l = search.legs[leg];
  const route: StripRoute = {
    departurePort: l?.departurePort ?? '', destinationPort: l?.destinationPort ?? '', date: l?.departureDate ?? '', travellers: search.travellers,
  };
  const fares = useQuery({ ...fareStripQueryOptions(reader, route), enabled: Boolean(route.departurePort && route.destinationPort && route.date) });
  // While the fares load the strip's place is kept, so nothing below it moves when it appears; if they cannot be
  // loaded it goes (the day picker above stays).
  if (fares.isError) return null;
  if (!fares.isSuccess) return <div className="fare-strip fare-strip--pending" aria-hidden="true" />;
  const priced = fares.data.flatMap((d) => (d.lowestFare === null ? [] : [d.lowestFare]));
  const lowest = Math.min(...priced);
  const marked = priced.some((f) => f !== lowest);
  return (
    <nav className="fare-strip" aria-label={intl.formatMessage({ id: 'results.step1.fares.label' })}>
      <ul className="fare-strip__days">
        {fares.data.map((d) => {
          const current = d.date === route.date;
          const target = current ? undefined : vm.withDay(search, leg, d.date);
          const cheapest = marked && d.lowestFare === lowest;
          const name = [
            intl.formatMessage({ id: d.lowestFare === null ? 'results.step1.fares.none' : 'results.step1.fares.day' },
              { day: day(d.date), price: d.lowestFare === null ? '' : formatMoney(d.lowestFare, locale) }),
            d.changes ? intl.formatMessage({ id: 'results.step1.fares.changes' }, { changes: d.changes }) : undefined,
            cheapest ? intl.formatMessage({ id: 'results.step1.fares.cheapest' }) : undefined,
          ].filter(Boolean).join(', ');
          return (
            <li key={d.date}>
              <button type="button" className="fare-strip__day" aria-label={name} aria-current={current ? 'date' : undefined}
                data-cheapest={cheapest || undefined} disabled={!current && !target} onClick={() => { if (target) go(target); }}>
                <span className="fare-strip__date" aria-hidden="true">{day(d.date, 'short')}</span>
                <span className="fare-strip__fare" aria-hidden="true">
                  {d.lowestFare === null ? intl.formatMessage({ id: 'results.step1.fares.noSailing' }) : formatMoneyWhole(d.lowestFare, locale)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
