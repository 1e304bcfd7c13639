import { type CalendarDate, isSameDay } from '@internationalized/date';
import { observer } from 'mobx-react-lite';
import { type ContextType, type MouseEvent, memo, useContext, useEffect, useRef, useState } from 'react';
import { CalendarGrid, CalendarStateContext } from 'react-aria-components';
import { useCalendarCell } from 'react-aria/useCalendar';
import { useIntl } from 'react-intl';
import { formatMoney, formatMoneyWhole } from '../../../core/shared/money';
import { onPhone } from '../after-paint';
import { ensureAllMessages } from '../i18n/load-messages';
import { useLocale } from '../i18n/use-locale';
import type { TripWizardViewModel } from './trip-wizard.view-model';
import { type FareRouteQuery, WizardFares } from './wizard-fares.view-model';

interface GridProps {
  vm: TripWizardViewModel;
  leg: number;
  /** A day tapped on a phone: the date picker applies it after the tapped day paints pressed (see FareCell). */
  onTapDay?: (date: CalendarDate) => void;
}
type CalendarState = NonNullable<ContextType<typeof CalendarStateContext>>;

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

/** What a day's cell shows, decided by the calendar's state: when it is the same, the cell does not render again. */
interface DayLook {
  /** `outside|focused|disabled|unavailable|selected|invalid|tabbable`, one digit each. */
  look: string;
  fare: number | null | undefined;
  cheapest: boolean;
}

const flag = (value: boolean | undefined) => (value ? '1' : '0');

/** The look of each day the month's grid shows (weeks as react-aria's grid body lays them out), by ISO date. */
function dayLooks(state: CalendarState, fares: WizardFares, route: FareRouteQuery, withFares: boolean): Map<string, DayLook> {
  const looks = new Map<string, DayLook>();
  const month = state.visibleRange.start.toString().slice(0, 7);
  // A single date here (the wizard's calendar selects one day).
  const value = Array.isArray(state.value) ? null : state.value;
  for (let week = 0; week < state.getWeeksInMonth(); week += 1) {
    for (const date of state.getDatesInWeek(week, state.visibleRange.start)) {
      if (!date) continue;
      const iso = date.toString();
      const outside = iso.slice(0, 7) !== month;
      const disabled = state.isCellDisabled(date) || outside;
      const unavailable = state.isCellUnavailable(date);
      const fare = disabled || unavailable || !withFares ? undefined : fares.fareOf(route, iso);
      looks.set(iso, {
        look: flag(outside) + flag(state.isCellFocused(date) && !outside) + flag(disabled) + flag(unavailable) + flag(state.isSelected(date))
          + flag(state.isValueInvalid && !!value && isSameDay(value as CalendarDate, date)) + flag(!disabled && isSameDay(date, state.focusedDate)),
        fare,
        cheapest: typeof fare === 'number' && fares.isCheapest(route, iso),
      });
    }
  }
  return looks;
}

/**
 * The date picker's month with each day's lowest fare for the leg's route and the party (issue 16): the month shown
 * is loaded when it is shown (the first opening of the calendar, each ‹ ›), the cheapest days are marked, and the
 * price is part of each day's accessible name ("Friday 11 December 2026, from 40,90 €, cheapest"); the keyboard is
 * react-aria's calendar grid's, as before.
 *
 * Issue 18: a tap on a day moves the calendar's focus, which re-rendered all 42 cells in the tap's frame (~120 ms of a
 * slowed phone's CPU). This grid works out what each day shows (`dayLooks`, reading the fares and the state here,
 * where this observer tracks them) and the cells are memoised on it, so a change renders only the days it changes (the
 * tapped day and the one that had the focus).
 */
export const FareCalendarGrid = observer(function FareCalendarGrid({ vm, leg, onTapDay }: GridProps) {
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
  const looks = state ? dayLooks(state, fares, route, withMessages) : new Map<string, DayLook>();
  return (
    <>
      <CalendarGrid>
        {(day) => {
          const look = looks.get(day.toString());
          return <FareCell state={state!} date={day} look={look?.look ?? ''} fare={look?.fare} cheapest={look?.cheapest ?? false} onTap={onTapDay} />;
        }}
      </CalendarGrid>
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

interface FareCellProps {
  /** The calendar's state when the cell last rendered: a cell whose look is unchanged keeps the one it had. */
  state: CalendarState;
  date: CalendarDate;
  look: string;
  fare: number | null | undefined;
  cheapest: boolean;
  onTap?: (date: CalendarDate) => void;
}

/**
 * A cell renders again only when its day or its look changes (not for a state object that is new at each change of
 * the calendar). What its handlers call on a kept state are the calendar's setters (focus, select), which reach the
 * same React state and the date picker's current handlers; what it shows is its look, which the grid works out from
 * the current state.
 */
const sameCell = (a: FareCellProps, b: FareCellProps) =>
  a.look === b.look && a.fare === b.fare && a.cheapest === b.cheapest && a.date.compare(b.date) === 0;

/**
 * One day: react-aria's calendar cell with the day's lowest fare shown under the date and read in its name.
 *
 * On a phone a finger's tap on a day that can be chosen does not go through react-aria's press (which selects the day
 * and moves the calendar's focus in the tap's click, re-rendering the date picker, its typed date's segments and the
 * calendar in that frame): the day stays pressed and `onTap` applies it after that paints (the calendar then closes).
 * A mouse, the keyboard and a screen reader's click keep react-aria's press.
 */
const FareCell = memo(function FareCell({ state, date, fare, cheapest, onTap }: FareCellProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const iso = date.toString();
  const outsideMonth = iso.slice(0, 7) !== state.visibleRange.start.toString().slice(0, 7);
  const { cellProps, buttonProps, isSelected, isDisabled, isUnavailable, isPressed, formattedDate } = useCalendarCell({ date, isOutsideMonth: outsideMonth }, state, ref);
  const [tapped, setTapped] = useState(false);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (onTap && !isDisabled && !isUnavailable && !state.isReadOnly && (event.nativeEvent as PointerEvent).pointerType === 'touch' && onPhone()) {
      event.preventDefault();
      event.stopPropagation();
      setTapped(true);
      onTap(date);
      return;
    }
    buttonProps.onClick?.(event);
  };
  const name = [
    buttonProps['aria-label'],
    typeof fare === 'number' ? intl.formatMessage({ id: 'wizard.fares.from' }, { price: formatMoney(fare, locale) }) : undefined,
    cheapest ? intl.formatMessage({ id: 'wizard.fares.cheapest' }) : undefined,
  ].filter(Boolean).join(', ');
  return (
    <td {...cellProps}>
      <div {...buttonProps} onClick={onClick} aria-label={name} ref={ref} className="wizard__day wizard__day--fare" data-outside-month={outsideMonth || undefined}
        data-selected={isSelected || undefined} data-pressed={isPressed || tapped || undefined} data-disabled={isDisabled || undefined} data-unavailable={isUnavailable || undefined}
        data-cheapest={cheapest || undefined}>
        <span className="wizard__day-number">{formattedDate}</span>
        {/* Drawn by CSS from data-fare: the cell's text stays its day number (its name carries the exact price). */}
        {typeof fare === 'number' && <span className="wizard__day-fare" aria-hidden="true" data-fare={formatMoneyWhole(fare, locale)} />}
      </div>
    </td>
  );
}, sameCell);
