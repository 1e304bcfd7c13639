import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { athensDate } from '../../../../core/shared/athens-time';
import { useDuration, useSailingTime } from '../step1/sailing-format';
import { useDayFormat, useLegLabel } from './results-search';
import { type ResultsShellViewModel } from './results-shell.view-model';

/** The sailings chosen so far, in departure order: the traveller's trip at a glance beside every step. */
export const ChosenTrips = observer(function ChosenTrips({ vm, search }: { vm: ResultsShellViewModel; search: SearchState }) {
  const intl = useIntl();
  const time = useSailingTime();
  const duration = useDuration();
  const day = useDayFormat();
  const legLabel = useLegLabel();
  const chosen = vm.chosenTrips;
  if (chosen.length === 0) return null;
  return (
    <section className="chosen-trips" aria-labelledby="chosen-trips-title">
      <h2 id="chosen-trips-title" className="chosen-trips__title"><FormattedMessage id="results.chosen.title" /></h2>
      <ol className="chosen-trips__list">
        {chosen.map(({ leg, trip }) => (
          <li key={leg} className="chosen-trips__item">
            {legLabel(search, leg) && <span className="chosen-trips__leg">{legLabel(search, leg)}</span>}
            <strong>{intl.formatMessage({ id: 'results.route' }, { from: trip.from.name, to: trip.to.name })}</strong>
            <span>{day(athensDate(trip.departureDatetime))}</span>
            <span>
              {time(trip.departureDatetime)}–{time(trip.arrivalDatetime)} · {duration(trip.durationMinutes)}
            </span>
            <span>{trip.company.name} · {trip.vesselName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});
