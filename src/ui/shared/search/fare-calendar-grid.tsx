import type { CalendarDate } from '@internationalized/date';
import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useRef } from 'react';
import { CalendarGrid, CalendarStateContext } from 'react-aria-components';
import { useCalendarCell } from 'react-aria/useCalendar';
import { useIntl } from 'react-intl';
import { formatMoney, formatMoneyWhole } from '../../../core/shared/money';
import { ensureAllMessages } from '../i18n/load-messages';
import { useLocale } from '../i18n/use-locale';
import type { TripWizardViewModel } from './trip-wizard.view-model';
import { type FareRouteQuery, WizardFares } from './wizard-fares.view-model';

interface GridProps { vm: TripWizardViewModel; leg: number }

// The fares of each wizard, kept while the wizard lives (the calendar's popover mounts and unmounts): it comes with
// the wizard's controls chunk, not with the home page's first download.
const faresOf = new WeakMap<TripWizardViewModel, WizardFares>();
function wizardFares(vm: TripWizardViewModel): WizardFares {
  let fares = faresOf.get(vm);
  if (!fares) {
    fares = new WizardFares({ services: () => vm.servicesOnce() });
    faresOf.set(vm, fares);
  }
  return fares;
}

function routeOf(vm: TripWizardViewModel, leg: number): FareRouteQuery {
  const l = vm.legs[leg];
  return { departurePort: l?.departurePort, destinationPort: l?.destinationPort, travellers: vm.travellers };
}

/**
 * Whether the fare calendar's messages (`wizard.fares.*`) are here: they are in the locale's rest part, not in the
 * home page's first download, so the grid shows fares and their legend only once the IntlProvider holds them (the
 * fares load meanwhile; the provider re-renders the grid when the part arrives).
 */
function useFareMessages(): boolean {
  const intl = useIntl();
  const locale = useLocale();
  const ready = intl.messages['wizard.fares.from'] !== undefined;
  useEffect(() => {
    if (!ready) ensureAllMessages(locale).catch(() => undefined);
  }, [locale, ready]);
  return ready;
}

/**
 * The date picker's month with each day's lowest fare for the leg's route and the party (issue 16): the month shown
 * is loaded when it is shown (the first opening of the calendar, each ‹ ›), the cheapest days are marked, and the
 * price is part of each day's accessible name ("Friday 11 December 2026, from 40,90 €, cheapest"); the keyboard is
 * react-aria's calendar grid's, as before.
 */
export const FareCalendarGrid = observer(function FareCalendarGrid({ vm, leg }: GridProps) {
  const intl = useIntl();
  const withMessages = useFareMessages();
  const state = useContext(CalendarStateContext);
  const route = routeOf(vm, leg);
  const fares = wizardFares(vm);
  const month = state ? state.visibleRange.start.toString().slice(0, 7) : undefined;
  const { departurePort, destinationPort, travellers } = route;
  useEffect(() => {
    if (month) fares.load({ departurePort, destinationPort, travellers }, month);
  }, [fares, month, departurePort, destinationPort, travellers]);
  const shown = month && withMessages ? fares.state(route, month) : 'idle';
  return (
    <>
      <CalendarGrid>{(day) => <FareCell fares={fares} route={route} date={day} withFares={withMessages} />}</CalendarGrid>
      {shown !== 'idle' && (
        <div className="wizard__fares-legend">
          {shown === 'ready' && (
            <p><span className="wizard__fare-dot" aria-hidden="true" /> {intl.formatMessage({ id: 'wizard.fares.legend' })}</p>
          )}
          <p role="status" className={shown === 'ready' ? 'visually-hidden' : undefined}>
            {intl.formatMessage({ id: `wizard.fares.${shown}` })}
          </p>
        </div>
      )}
    </>
  );
});

/** One day: react-aria's calendar cell with the day's lowest fare shown under the date and read in its name. */
const FareCell = observer(function FareCell({ fares, route, date, withFares }: { fares: WizardFares; route: FareRouteQuery; date: CalendarDate; withFares: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContext(CalendarStateContext);
  const ref = useRef<HTMLDivElement>(null);
  if (!state) throw new Error('FareCell outside a calendar');
  const iso = date.toString();
  const outsideMonth = iso.slice(0, 7) !== state.visibleRange.start.toString().slice(0, 7);
  const { cellProps, buttonProps, isSelected, isDisabled, isUnavailable, isPressed, formattedDate } = useCalendarCell({ date, isOutsideMonth: outsideMonth }, state, ref);
  const fare = isDisabled || isUnavailable || !withFares ? undefined : fares.fareOf(route, iso);
  const cheapest = typeof fare === 'number' && fares.isCheapest(route, iso);
  const name = [
    buttonProps['aria-label'],
    typeof fare === 'number' ? intl.formatMessage({ id: 'wizard.fares.from' }, { price: formatMoney(fare, locale) }) : undefined,
    cheapest ? intl.formatMessage({ id: 'wizard.fares.cheapest' }) : undefined,
  ].filter(Boolean).join(', ');
  return (
    <td {...cellProps}>
      <div {...buttonProps} aria-label={name} ref={ref} className="wizard__day wizard__day--fare" data-outside-month={outsideMonth || undefined}
        data-selected={isSelected || undefined} data-pressed={isPressed || undefined} data-disabled={isDisabled || undefined} data-unavailable={isUnavailable || undefined}
        data-cheapest={cheapest || undefined}>
        <span className="wizard__day-number">{formattedDate}</span>
        {/* Drawn by CSS from data-fare: the cell's text stays its day number (its name carries the exact price). */}
        {typeof fare === 'number' && <span className="wizard__day-fare" aria-hidden="true" data-fare={formatMoneyWhole(fare, locale)} />}
      </div>
    </td>
  );
});
