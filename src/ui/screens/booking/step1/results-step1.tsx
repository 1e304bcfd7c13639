import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { useLegLabel, useResultsSearch } from '../results-shell/results-search';
import { usePortName } from '../results-shell/search-summary';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { JourneyOptions } from './journey-options';
import { LegSailings } from './leg-sailings';
import { type ResultsStep1ViewModel } from './results-step1.view-model';
import './results-step1.css';

/** A leg of the step: its sailings and, where offered, its journeys with a change. */
const Step1Leg = observer(function Step1Leg({ vm, search, leg }: { vm: ResultsStep1ViewModel; search: SearchState; leg: number }) {
  // Each read through a computed of its own (issue 18): a sailing chosen re-renders neither the leg nor its journeys,
  // only whether the leg is still missing its sailing or offers journeys (booleans) when they change.
  const invalidCell = useMemo(() => computed(() => vm.legMissing(leg)), [vm, leg]);
  const offersCell = useMemo(() => computed(() => vm.offersJourneys(search, leg)), [vm, search, leg]);
  return (
    <>
      <LegSailings vm={vm} search={search} leg={leg} invalid={invalidCell.get()} />
      {offersCell.get() && <JourneyOptions vm={vm} search={search} leg={leg} />}
    </>
  );
});

/** What Continue still needs (once pressed too early) and Continue itself. */
const Step1Next = observer(function Step1Next({ vm, search, onNext }: { vm: ResultsStep1ViewModel; search: SearchState; onNext: () => void }) {
  const intl = useIntl();
  const legLabel = useLegLabel();
  const portName = usePortName();
  const problem = vm.attempted ? vm.problem : undefined;

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
  );
});

/**
 * ResultsStep1, select route: per leg of the URL's search, that day's sailings to choose from (sorted by departure
 * unless the traveller sorts by price or duration, filtered by company), other days to try, and Continue once
 * every leg has its sailing. It reads nothing of the booking itself: a sailing chosen re-renders the cards whose
 * choice changed and what reads the choice (Continue, the summary), not the step (issue 18).
 */
export const ResultsStep1 = observer(function ResultsStep1({ onNext }: { onNext: () => void }) {
  const vm = useViewModel(bookingScreenTokens.ResultsStep1ViewModel);
  const search = useResultsSearch();
  if (!search) return null;
  return (
    <section className="results-step1" aria-labelledby="results-step-heading">
      <h2 id="results-step-heading" tabIndex={-1}><FormattedMessage id="results.step1.title" /></h2>
      {search.legs.map((_, leg) => <Step1Leg key={leg} vm={vm} search={search} leg={leg} />)}
      <Step1Next vm={vm} search={search} onNext={onNext} />
    </section>
  );
});
