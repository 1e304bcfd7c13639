import { useQuery } from '@tanstack/react-query';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LegQuery, type Sailing, fareParty } from '../../../../core/search';
import { type Travellers } from '../../../../core/search/domain/travellers';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useService } from '../../../shared/use-view-model';
import { openSelectAfterPaint } from '../../../shared/select-picker';
import { bookingScreenTokens } from '../booking.tokens';
import { useDayFormat, useLegLabel, useSearchNavigation } from '../results-shell/results-search';
import { usePortName } from '../results-shell/search-summary';
import { type ResultsStep1ViewModel } from './results-step1.view-model';
import { FareStrip } from './fare-strip';
import { SailingCard } from './sailing-card';
import { journeysQueryOptions, sailingDatesQueryOptions, sailingsQueryOptions } from './sailings-query';
import { SAILING_SORTS, type SailingSort, nearestDays } from './sailings';

interface LegProps {
  vm: ResultsStep1ViewModel;
  search: SearchState;
  leg: number;
  /** Set when Continue was pressed without a sailing for this leg. */
  invalid: boolean;
}

/** The day of a leg: the previous and next day, and any day, each a new search through the URL. */
const DayPicker = observer(function DayPicker({ vm, search, leg }: Omit<LegProps, 'invalid'>) {
  const intl = useIntl();
  const go = useSearchNavigation();
  const day = useDayFormat();
  const date = search.legs[leg]?.departureDate ?? '';
  const previous = vm.shiftedDay(search, leg, -1);
  const next = vm.shiftedDay(search, leg, 1);
  const bounds = vm.dayBounds(search, leg);
  const inputId = `leg-${leg}-day`;
  const choose = (value: string | undefined) => {
    const changed = value ? vm.withDay(search, leg, value) : undefined;
    if (changed && value !== date) go(changed);
  };
  return (
    <div className="leg__days" role="group" aria-label={intl.formatMessage({ id: 'results.step1.day.label' })}>
      <button type="button" className="button button--ghost leg__day-step" disabled={!previous} onClick={() => choose(previous)}>
        <span aria-hidden="true">‹</span> <FormattedMessage id="results.step1.day.previous" />
        {previous && <span className="visually-hidden"> ({day(previous)})</span>}
      </button>
      <div className="leg__day-field">
        <label htmlFor={inputId}><FormattedMessage id="results.step1.day.field" /></label>
        <input id={inputId} type="date" className="leg__day-input" value={date} min={bounds.min} max={bounds.max}
          onChange={(e: ChangeEvent<HTMLInputElement>) => choose(e.target.value)} />
      </div>
      <button type="button" className="button button--ghost leg__day-step" disabled={!next} onClick={() => choose(next)}>
        <FormattedMessage id="results.step1.day.next" /> <span aria-hidden="true">›</span>
        {next && <span className="visually-hidden"> ({day(next)})</span>}
      </button>
    </div>
  );
});

/** 'There is no availability on the specific date' (SPEC.md section 8), with the nearest days that have sailings. */
const NoAvailability = observer(function NoAvailability({ vm, search, leg, query }: Omit<LegProps, 'invalid'> & { query: LegQuery }) {
  const reader = useService(bookingScreenTokens.SailingsReader);
  const go = useSearchNavigation();
  const day = useDayFormat();
  const dates = useQuery(sailingDatesQueryOptions(reader, query.departurePort, query.destinationPort, vm.today));
  const choices = nearestDays((dates.data ?? []).filter((d) => vm.withDay(search, leg, d)), query.departureDate);
  return (
    <div className="leg__empty">
      <p className="leg__empty-text"><FormattedMessage id="results.step1.noAvailability" /></p>
      {dates.isSuccess && choices.length > 0 && (
        <>
          <p><FormattedMessage id="results.step1.nearest" /></p>
          <ul className="leg__nearest">
            {choices.map((d) => (
              <li key={d}>
                <button type="button" className="button button--ghost" onClick={() => { const s = vm.withDay(search, leg, d); if (s) go(s); }}>
                  {day(d, 'short')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {dates.isSuccess && choices.length === 0 && <p><FormattedMessage id="results.step1.noDates" /></p>}
    </div>
  );
});

/**
 * A sailing of the leg and whether it is the leg's choice, read through a computed of its own (issue 18): choosing a
 * sailing re-renders this card and the one chosen before, nothing else of the step.
 */
const LegSailing = observer(function LegSailing({ vm, trip, leg, travellers }: {
  vm: ResultsStep1ViewModel; trip: Sailing; leg: number; travellers: Travellers;
}) {
  const selectedCell = useMemo(() => computed(() => vm.selectedTripId(leg) === trip.tripId), [vm, leg, trip.tripId]);
  return <SailingCard trip={trip} leg={leg} selected={selectedCell.get()} travellers={travellers} onSelect={vm.select} />;
});

/** One leg of the search: its day, how its sailings are ordered and filtered, and the sailings to choose from. */
export const LegSailings = observer(function LegSailings({ vm, search, leg, invalid }: LegProps) {
  const intl = useIntl();
  const reader = useService(bookingScreenTokens.SailingsReader);
  const locale = useLocale();
  const legLabel = useLegLabel();
  const day = useDayFormat();
  const portName = usePortName();
  const l = search.legs[leg]!;
  const query: LegQuery = { departurePort: l.departurePort!, destinationPort: l.destinationPort!, departureDate: l.departureDate! };
  const sailings = useQuery(sailingsQueryOptions(reader, query, locale));
  const trips = sailings.data ?? [];
  // A leg may also offer journeys with a change of ship (issue 16, JourneyOptions below the leg: a one-way search,
  // each direction of a round trip): without a direct sailing, 'no availability' shows only when there is no
  // connection either.
  // Read through a computed of its own (issue 18): a choice in the booking re-renders the leg only when its journeys'
  // offer changed. Which sailing is chosen each card reads itself (LegSailing), so a choice re-renders the two cards
  // whose choice changed, never the leg and its tools.
  const offersCell = useMemo(() => computed(() => vm.offersJourneys(search, leg)), [vm, search, leg]);
  const offers = offersCell.get();
  const journeys = useQuery({ ...journeysQueryOptions(reader, query, locale, fareParty(search.travellers)), enabled: offers });
  const connections = offers ? vm.connectionsOf(journeys.data ?? []) : [];
  const visible = vm.visibleSailings(leg, trips);
  const companies = vm.companiesOf(trips);
  // A company chosen on another day that does not sail this one shows (and filters) as every company.
  const company = companies.some((c) => c.code === vm.companyOf(leg)) ? vm.companyOf(leg) : '';
  const headingId = `leg-${leg}-title`;
  const label = legLabel(search, leg);
  const route = intl.formatMessage({ id: 'results.route' }, { from: portName(query.departurePort), to: portName(query.destinationPort) });

  return (
    <section className={`leg${invalid ? ' leg--invalid' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="leg__title" tabIndex={-1}>
        {label && <span className="leg__label">{label}</span>}
        <span>{route}</span>
        <span className="leg__date">{day(query.departureDate)}</span>
      </h3>
      <DayPicker vm={vm} search={search} leg={leg} />
      <FareStrip vm={vm} search={search} leg={leg} />
      {invalid && <p className="leg__error" id={`leg-${leg}-error`}><FormattedMessage id="results.step1.chooseSailing" /></p>}
      {sailings.isSuccess && trips.length > 1 && (
        <div className="leg__tools">
          <div className="leg__tool">
            <label htmlFor={`leg-${leg}-sort`}><FormattedMessage id="results.step1.sort" /></label>
            <select id={`leg-${leg}-sort`} value={vm.sortOf(leg)} onMouseDown={openSelectAfterPaint} onChange={(e) => vm.setSort(leg, e.target.value as SailingSort)}>
              {SAILING_SORTS.map((sort) => (
                <option key={sort} value={sort}>{intl.formatMessage({ id: `results.step1.sort.${sort}` })}</option>
              ))}
            </select>
          </div>
          {companies.length > 1 && (
            <div className="leg__tool">
              <label htmlFor={`leg-${leg}-company`}><FormattedMessage id="results.step1.company" /></label>
              <select id={`leg-${leg}-company`} value={company} onMouseDown={openSelectAfterPaint} onChange={(e) => vm.setCompany(leg, e.target.value)}>
                <option value="">{intl.formatMessage({ id: 'results.step1.company.all' })}</option>
                {companies.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
              </select>
            </div>
          )}
        </div>
      )}
      <div className="leg__results" aria-busy={sailings.isPending}>
        {sailings.isPending && (
          <>
            <p className="visually-hidden" role="status"><FormattedMessage id="results.step1.loading" /></p>
            <ul className="leg__list" aria-hidden="true">
              {[0, 1, 2].map((i) => <li key={i} className="sailing sailing--skeleton" />)}
            </ul>
          </>
        )}
        {sailings.isError && (
          <div className="leg__empty" role="alert">
            <p><FormattedMessage id="results.step1.failed" /></p>
            <button type="button" className="button" onClick={() => void sailings.refetch()}><FormattedMessage id="results.step1.retry" /></button>
          </div>
        )}
        {sailings.isSuccess && trips.length === 0 && connections.length === 0 && (!offers || !journeys.isPending) && <NoAvailability vm={vm} search={search} leg={leg} query={query} />}
        {sailings.isSuccess && trips.length > 0 && (
          <>
            <p className="leg__count" role="status">
              <FormattedMessage id="results.step1.count" values={{ shown: visible.length, total: trips.length }} />
            </p>
            <ul className="leg__list">
              {visible.map((trip) => <LegSailing key={trip.tripId} vm={vm} trip={trip} leg={leg} travellers={search.travellers} />)}
            </ul>
          </>
        )}
      </div>
    </section>
  );
});
