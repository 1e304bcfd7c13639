import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalize } from '../../shared/i18n/use-locale';
import { resultsHref } from '../../shared/search/results-href';
import { RouteSearchViewModel } from './route-search.view-model';
import { useCatalogDeps } from '../../shared/catalog/screen-loaders';
import { sailingDaysQueryOptions } from './search-queries';
import { useDates } from '../../shared/i18n/use-dates';

export interface PortChoice { readonly code: string; readonly name: string }

/**
 * A search on one route that opens the results prefilled (`/results?trip=…&legs=…`): the departure port is fixed, the
 * destination fixed (route page) or chosen among the ports reachable from it (destination page); only days with a
 * sailing can be picked.
 */
export const RouteSearchForm = observer(function RouteSearchForm({ from, to, destinations, headingId }: {
  from: PortChoice;
  /** A fixed destination (route page). */
  to?: PortChoice;
  /** The destinations to choose from (destination page). */
  destinations?: readonly PortChoice[];
  headingId: string;
}) {
  const intl = useIntl();
  const dates = useDates();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [vm] = useState(() => new RouteSearchViewModel(from.code, to?.code));
  const deps = useCatalogDeps();
  const days = useQuery(sailingDaysQueryOptions(deps, vm.from, vm.to));
  const returnDays = useQuery({ ...sailingDaysQueryOptions(deps, vm.to, vm.from), enabled: vm.roundTrip && Boolean(vm.to) });
  const id = useId();
  const errors = vm.visibleErrors;
  const day = (iso: string) => dates.format(`${iso}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = vm.submit();
    if (!query) {
      const first = (['to', 'date', 'returnDate'] as const).find((f) => vm.errors[f]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void navigate({ href: resultsHref(localize, query) });
  };

  const field = (name: 'to' | 'date' | 'returnDate') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: 'to' | 'date' | 'returnDate') => errors[name] && (
    <p id={`${id}-${name}-error`} className="field-error"><FormattedMessage id={errors[name]} /></p>
  );

  return (
    <form className="route-search" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className="route-search__field">
        <span className="route-search__label"><FormattedMessage id="wizard.from" /></span>
        <span className="route-search__fixed">{from.name}</span>
      </div>
      <div className="route-search__field">
        {to ? (
          <>
            <span className="route-search__label"><FormattedMessage id="wizard.to" /></span>
            <span className="route-search__fixed">{to.name}</span>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-to`} className="route-search__label"><FormattedMessage id="wizard.to" /></label>
            <select {...field('to')} value={vm.to} onChange={(e) => vm.setTo(e.target.value)}>
              <option value=""><FormattedMessage id="wizard.port.placeholder" /></option>
              {(destinations ?? []).map((port) => <option key={port.code} value={port.code}>{port.name}</option>)}
            </select>
            {error('to')}
          </>
        )}
      </div>
      <div className="route-search__field">
        <label htmlFor={`${id}-date`} className="route-search__label"><FormattedMessage id="wizard.date" /></label>
        <select {...field('date')} value={vm.date} onChange={(e) => vm.setDate(e.target.value)} disabled={!vm.to}>
          <option value="">{intl.formatMessage({ id: !vm.to ? 'wizard.dates.choosePorts' : days.isPending ? 'wizard.dates.loading' : days.data?.length === 0 ? 'wizard.dates.none' : 'wizard.date.placeholder' })}</option>
          {(days.data ?? []).slice(0, 90).map((d) => <option key={d} value={d}>{day(d)}</option>)}
        </select>
        {error('date')}
      </div>
      <div className="route-search__field route-search__field--check">
        <input type="checkbox" id={`${id}-round`} checked={vm.roundTrip} onChange={(e) => vm.setRoundTrip(e.target.checked)} />
        <label htmlFor={`${id}-round`}><FormattedMessage id="wizard.tripType.roundTrip" /></label>
      </div>
      {vm.roundTrip && (
        <div className="route-search__field">
          <label htmlFor={`${id}-returnDate`} className="route-search__label"><FormattedMessage id="wizard.leg.return" /></label>
          <select {...field('returnDate')} value={vm.returnDate} onChange={(e) => vm.setReturnDate(e.target.value)} disabled={!vm.to}>
            <option value="">{intl.formatMessage({ id: returnDays.isPending ? 'wizard.dates.loading' : 'wizard.date.placeholder' })}</option>
            {(returnDays.data ?? []).filter((d) => !vm.date || d >= vm.date).slice(0, 90).map((d) => <option key={d} value={d}>{day(d)}</option>)}
          </select>
          {error('returnDate')}
        </div>
      )}
      <div className="route-search__field">
        <label htmlFor={`${id}-adults`} className="route-search__label"><FormattedMessage id="wizard.count.AD" /></label>
        <input id={`${id}-adults`} type="number" inputMode="numeric" min={1} max={10} value={vm.adults}
          onChange={(e) => vm.setAdults(Number(e.target.value))} />
      </div>
      <button type="submit" className="button route-search__submit"><FormattedMessage id="wizard.search" /></button>
    </form>
  );
});
