import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { JOURNEY_SORTS, type Journey, type JourneySort, fareParty } from '../../../../core/search';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useService } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { useSearchNavigation } from '../results-shell/results-search';
import { type ResultsStep1ViewModel } from './results-step1.view-model';
import { type SailingProblem } from './sailings';
import { daysLater, useDuration, useEuros, useSailingTime } from './sailing-format';
import { journeysQueryOptions, sailingsQueryOptions } from './sailings-query';
import { openSelectAfterPaint } from '../../../shared/select-picker';
import './journey-options.css';

/**
 * One journey with a change of ship: its legs (company, vessel, times), the change port and the wait there (a
 * night marked), the total time, the companies and the from-price; one button books every leg of it. What the shop
 * does when a company cannot issue its ticket is said once above the list (see ConnectionsNote).
 */
function JourneyCard({ journey, problems, onChoose }: { journey: Journey; problems: readonly SailingProblem[]; onChoose: () => void }) {
  const intl = useIntl();
  const time = useSailingTime();
  const duration = useDuration();
  const euros = useEuros();
  const id = `journey-${journey.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const first = journey.legs[0]!;
  const last = journey.legs[journey.legs.length - 1]!;
  const later = daysLater(journey.departureDatetime, journey.arrivalDatetime);
  const price = euros(journey.lowestFare);
  const companies = journey.companies.map((c) => c.name).join(', ');
  const changes = journey.changes.map((c) => intl.formatMessage(
    { id: c.overnight ? 'results.journeys.change.overnight' : 'results.journeys.change' },
    { port: c.port.name, wait: duration(c.waitMinutes) },
  )).join('; ');
  const summary = intl.formatMessage({ id: 'results.journeys.summary' }, {
    departure: time(journey.departureDatetime), from: first.from.name, arrival: time(journey.arrivalDatetime), to: last.to.name,
    duration: duration(journey.durationMinutes), changes, companies, price,
  });
  const disabled = problems.length > 0;
  return (
    <li className={`journey${disabled ? ' is-unavailable' : ''}`}>
      <div className="journey__head">
        <p className="journey__title" id={`${id}-title`}>
          <time dateTime={journey.departureDatetime}>{time(journey.departureDatetime)}</time> {first.from.name}
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> – </span>
          <time dateTime={journey.arrivalDatetime}>{time(journey.arrivalDatetime)}</time>
          {later > 0 && <span className="sailing__later"> <FormattedMessage id="results.step1.nextDay" values={{ days: later }} /></span>} {last.to.name}
        </p>
        <p className="journey__facts">
          <FormattedMessage id="results.journeys.total" values={{ duration: duration(journey.durationMinutes) }} />
          {' · '}
          <FormattedMessage id="results.journeys.changeCount" values={{ count: journey.changes.length }} />
          {' · '}
          {companies}
        </p>
      </div>
      <ol className="journey__legs">
        {journey.legs.map((leg, i) => {
          const change = journey.changes[i - 1];
          return (
            <li key={leg.tripId} className="journey__leg-item">
              {change && (
                <p className={`journey__change${change.overnight ? ' journey__change--overnight' : ''}`}>
                  <FormattedMessage id={change.overnight ? 'results.journeys.change.overnight' : 'results.journeys.change'}
                    values={{ port: change.port.name, wait: duration(change.waitMinutes) }} />
                </p>
              )}
              <p className="journey__leg">
                <span className="journey__leg-times">
                  <time dateTime={leg.departureDatetime}>{time(leg.departureDatetime)}</time> {leg.from.name}
                  <span aria-hidden="true"> → </span><span className="visually-hidden"> – </span>
                  <time dateTime={leg.arrivalDatetime}>{time(leg.arrivalDatetime)}</time> {leg.to.name}
                </span>
                <span className="journey__leg-company">{leg.company.name}, {leg.vesselName}</span>
              </p>
            </li>
          );
        })}
      </ol>
      <div className="journey__choose">
        <p className="sailing__price"><FormattedMessage id="results.journeys.partyPrice" values={{ price: <strong key="p">{price}</strong> }} /></p>
        <button type="button" className="button journey__button" disabled={disabled} onClick={onChoose}
          aria-describedby={`${id}-summary${disabled ? ` ${id}-problem` : ''}`}>
          <FormattedMessage id="results.journeys.choose" />
        </button>
        <span className="visually-hidden" id={`${id}-summary`}>{summary}</span>
      </div>
      {disabled && (
        <p className="sailing__problem" id={`${id}-problem`}>
          {problems.map((p) => intl.formatMessage({ id: `results.step1.problem.${p}` })).join(' ')}
        </p>
      )}
    </li>
  );
}

/**
 * The journeys with a change of ship of a leg (issue 16): of a one-way search, of each direction of a round trip, of
 * a multiple trip's leg still without a sailing. Ordered by departure unless the traveller orders them by arrival,
 * duration, price or number of changes, filtered by changes and company, each one card. Choosing one books every
 * sailing of it in place of the leg (the other legs' sailings kept) and goes to that search (a multiple trip, each
 * sailing of the journey chosen). With more than one leg, the section is named with its leg (two sections of
 * journeys on one page have different names).
 */
export const JourneyOptions = observer(function JourneyOptions({ vm, search, leg }: { vm: ResultsStep1ViewModel; search: SearchState; leg: number }) {
  const intl = useIntl();
  const go = useSearchNavigation();
  const reader = useService(bookingScreenTokens.SailingsReader);
  const locale = useLocale();
  const l = search.legs[leg]!;
  const ids = leg === 0 ? 'journeys' : `journeys-${leg}`;
  const query = { departurePort: l.departurePort!, destinationPort: l.destinationPort!, departureDate: l.departureDate! };
  const found = useQuery(journeysQueryOptions(reader, query, locale, fareParty(search.travellers)));
  const sailings = useQuery(sailingsQueryOptions(reader, query, locale));
  const journeys = found.data ?? [];
  const connections = vm.connectionsOf(journeys);
  if (connections.length === 0) return null;
  const noDirect = sailings.isSuccess && sailings.data.length === 0;
  const visible = vm.visibleJourneys(leg, journeys);
  const companies = vm.journeyCompaniesOf(connections);
  const most = vm.mostChangesOf(connections);
  const company = companies.some((c) => c.code === vm.journeyCompany(leg)) ? vm.journeyCompany(leg) : '';
  const choose = (journey: Journey) => {
    const next = vm.chooseJourney(search, leg, journey);
    if (next) go(next);
  };
  return (
    <section className="journeys" aria-labelledby={search.legs.length > 1 ? `${ids}-title leg-${leg}-title` : `${ids}-title`}>
      <h3 id={`${ids}-title`} className="journeys__title"><FormattedMessage id="results.journeys.title" /></h3>
      {noDirect && <p className="journeys__no-direct"><FormattedMessage id="results.journeys.noDirect" /></p>}
      <p className="journeys__note"><FormattedMessage id="results.journeys.note" /></p>
      <div className="leg__tools">
        <div className="leg__tool">
          <label htmlFor={`${ids}-sort`}><FormattedMessage id="results.journeys.sort" /></label>
          <select id={`${ids}-sort`} value={vm.journeySort(leg)} onMouseDown={openSelectAfterPaint} onChange={(e) => vm.setJourneySort(leg, e.target.value as JourneySort)}>
            {JOURNEY_SORTS.map((sort) => <option key={sort} value={sort}>{intl.formatMessage({ id: `results.journeys.sort.${sort}` })}</option>)}
          </select>
        </div>
        {most > 1 && (
          <div className="leg__tool">
            <label htmlFor={`${ids}-changes`}><FormattedMessage id="results.journeys.changes" /></label>
            <select id={`${ids}-changes`} value={vm.journeyChanges(leg)} onMouseDown={openSelectAfterPaint} onChange={(e) => vm.setJourneyChanges(leg, e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'results.journeys.changes.any' })}</option>
              {Array.from({ length: most - 1 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={String(n)}>{intl.formatMessage({ id: 'results.journeys.changes.atMost' }, { count: n })}</option>
              ))}
            </select>
          </div>
        )}
        {companies.length > 1 && (
          <div className="leg__tool">
            <label htmlFor={`${ids}-company`}><FormattedMessage id="results.journeys.company" /></label>
            <select id={`${ids}-company`} value={company} onMouseDown={openSelectAfterPaint} onChange={(e) => vm.setJourneyCompany(leg, e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'results.step1.company.all' })}</option>
              {companies.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </select>
          </div>
        )}
      </div>
      <p className="leg__count" role="status">
        <FormattedMessage id="results.journeys.count" values={{ shown: visible.length, total: connections.length }} />
      </p>
      {visible.length === 0 && <p className="leg__empty"><FormattedMessage id="results.journeys.none" /></p>}
      <ul className="leg__list" aria-labelledby={`${ids}-title`}>
        {visible.map((journey) => (
          <JourneyCard key={journey.id} journey={journey} problems={vm.journeyProblems(journey, search)} onChoose={() => choose(journey)} />
        ))}
      </ul>
    </section>
  );
});
