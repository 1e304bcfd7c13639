import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { useLegLabel, useResultsSearch } from '../results-shell/results-search';
import { usePortName } from '../results-shell/search-summary';
import { JourneyOptions } from './journey-options';
import { LegSailings } from './leg-sailings';
import './results-step1.css';

/**
 * ResultsStep1, select route: per leg of the URL's search, that day's sailings to choose from (sorted by departure
 * unless the traveller sorts by price or duration, filtered by company), other days to try, and Continue once
 * every leg has its sailing.
 */
export const ResultsStep1 = observer(function ResultsStep1({ onNext }: { onNext: () => void }) {
  const intl = useIntl();
  const vm = useViewModel(bookingScreenTokens.ResultsStep1ViewModel);
  const search = useResultsSearch();
  const legLabel = useLegLabel();
  const portName = usePortName();
  if (!search) return null;
  const problem = vm.attempted ? vm.problem : undefined;
  const missing = new Set(problem?.kind === 'chooseSailing' ? problem.legs : []);

  const legName = (leg: number) => {
    const l = search.legs[leg];
    const route = intl.formatMessage({ id: 'results.route' }, { from: portName(l?.departurePort), to: portName(l?.destinationPort) });
    const label = legLabel(search, leg);
    return label ? `${label}: ${route}` : route;
  };

  const next = () => {
    if (vm.next()) {
      onNext();
      return;
    }
    // The first leg without a sailing gets the focus, so the traveller lands where the choice is missing.
    const first = vm.problem?.legs[0];
    if (first !== undefined) document.getElementById(`leg-${first}-title`)?.focus();
  };

  return (
    <section className="results-step1" aria-labelledby="results-step-heading">
      <h2 id="results-step-heading" tabIndex={-1}><FormattedMessage id="results.step1.title" /></h2>
      {search.legs.map((_, leg) => (
        <Fragment key={leg}>
          <LegSailings vm={vm} search={search} leg={leg} invalid={missing.has(leg)} />
          {vm.offersJourneys(search, leg) && <JourneyOptions vm={vm} search={search} leg={leg} />}
        </Fragment>
      ))}
      <div className="results-step1__next">
        {problem && (
          <div className="results-step1__problem" role="alert">
            {problem.kind === 'chooseSailing' ? (
              <>
                <p><FormattedMessage id="results.step1.missing" /></p>
                <ul>{problem.legs.map((leg) => <li key={leg}>{legName(leg)}</li>)}</ul>
              </>
            ) : <p><FormattedMessage id="booking.error.missingDeparture" /></p>}
          </div>
        )}
        {/* Always pressable: pressed too early, it says which legs still need a sailing and goes there. */}
        <button type="button" className={`button results-step1__continue${vm.complete ? '' : ' is-incomplete'}`} onClick={next}>
          <FormattedMessage id="results.step1.continue" />
        </button>
      </div>
    </section>
  );
});
