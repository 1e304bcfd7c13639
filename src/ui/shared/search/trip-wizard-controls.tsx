import { parseDate } from '@internationalized/date';
import { observer } from 'mobx-react-lite';
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  type DateValue, type Selection, Button, Calendar, ComboBox,
  Dialog, DialogTrigger, Heading, I18nProvider, Input, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover,
  SearchField, Virtualizer,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { FIRST_DAY_OF_WEEK } from '../../../core/shared/date-locale';
import { type AgeRange, type Port, PASSENGER_AGES, PASSENGER_TYPES } from '../../../core/search';
import { type CounterKind, type PortField, type TripWizardViewModel } from './trip-wizard.view-model';
import { TravellersSummary } from './travellers-summary';
import { FareCalendarGrid } from './fare-calendar-grid';
import { afterTapPaintOnPhone, afterNextPaintOnPhone } from '../after-paint';
import { useDates } from '../i18n/use-dates';
import { SHEET_ROW_PX, SheetLayout } from './port-sheet-layout';
import { WIZARD_DATE_FORMAT } from './wizard-date-format';
import './trip-wizard-controls.css';

// The wizard's heavy controls (react-aria-components), loaded on the first interaction with the wizard or once its
// search is complete; with them what prepares that search's results page.
export { ResultsPreload } from './results-preload';

/** What the travellers popover counts, in order. */
const COUNTER_KINDS: readonly CounterKind[] = [...PASSENGER_TYPES, 'vehicles', 'trailers', 'pets'];

interface PortComboBoxProps {
  vm: TripWizardViewModel;
  leg: number;
  field: PortField;
  label: string;
  errorId?: string;
  /** The field was tapped before the controls loaded: on a phone the port picker opens at once (a wider screen's
   * combobox opens when the wizard focuses it). */
  openAtStart?: boolean;
}

/** Below 520 px the port field opens a full-screen picker (react-aria's list popover closes on any scroll). */
const PHONE_QUERY = '(max-width: 519.98px)';

function subscribePhone(onChange: () => void): () => void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribePhone, () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches, () => false);
}

/** A port of the list: its name and, when it differs, the island or area it serves. Called, not rendered as a
 * component: the collection reads the item's id from the element it gets. */
function portOption(port: Port) {
  return (
    <ListBoxItem id={port.code} textValue={port.name} className="wizard__option" data-port={port.code}>
      <span className="wizard__option-name">{port.name}</span>
      {port.area && port.area !== port.name && <span className="wizard__option-area">{port.area}</span>}
    </ListBoxItem>
  );
}

const SHEET_LAYOUT = { rowSize: SHEET_ROW_PX, padding: 4 };
const SHEET_LAYOUT_AHEAD = { ...SHEET_LAYOUT, ahead: true };

/** A port picker that searches as you type (Greek with or without accents, or Latin) among the reachable ports. */
export function PortComboBox(props: PortComboBoxProps) {
  return usePhoneWidth() ? <PortPickerSheet {...props} /> : <PortComboBoxWide {...props} />;
}

const PortComboBoxWide = observer(function PortComboBoxWide({ vm, leg, field, label, errorId }: PortComboBoxProps) {
  const intl = useIntl();
  const options = vm.portOptions(leg, field);
  const empty = emptyMessage(vm);
  return (
    // allowsCustomValue: when the list closes without a choice (leaving the field closes it), the text stays as typed
    // and the port is unset, instead of the typed text being wiped.
    <ComboBox className="wizard__combo" items={options} menuTrigger="focus" allowsEmptyCollection allowsCustomValue
      inputValue={vm.query(leg, field)} onInputChange={(text) => vm.typePort(leg, field, text)}
      selectedKey={vm.legValue(leg, field) ?? null} onSelectionChange={(key) => vm.selectPort(leg, field, key === null ? null : String(key))}
      isReadOnly={!vm.isPortEditable(leg)} isInvalid={Boolean(errorId)} aria-describedby={errorId}>
      <Label>{label}</Label>
      <div className="wizard__combo-box">
        <Input className="wizard__input" placeholder={intl.formatMessage({ id: 'wizard.port.placeholder' })} />
        <Button className="wizard__combo-button" aria-label={intl.formatMessage({ id: 'wizard.port.show' })}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="wizard__popover" placement="bottom start">
        <ListBox className="wizard__options" renderEmptyState={() => <p className="wizard__empty"><FormattedMessage id={empty} /></p>}>
          {portOption}
        </ListBox>
      </Popover>
    </ComboBox>
  );
});

function emptyMessage(vm: TripWizardViewModel): string {
  return vm.portsState === 'failed' ? 'wizard.port.failed' : vm.portsState === 'ready' ? 'wizard.port.none' : 'wizard.port.loading';
}

/**
 * The port field on a phone: a button showing the port that opens a full-screen dialog (a search field over the list,
 * focus kept inside, Escape or Close to leave) as the ferry apps do; the list scrolls freely. Choosing a port fills
 * the field and closes; leaving without a choice puts back what the field held.
 */
const PortPickerSheet = observer(function PortPickerSheet({ vm, leg, field, label, errorId, openAtStart }: PortComboBoxProps) {
  const intl = useIntl();
  const id = useId();
  const code = vm.legValue(leg, field);
  const editable = vm.isPortEditable(leg);
  const before = useRef<{ code: string | undefined; text: string } | null>(null);
  // A chosen port's name is not a search: the picker opens on the whole list (typed text is kept).
  const start = () => {
    before.current = { code, text: vm.query(leg, field) };
    if (code && vm.query(leg, field) === vm.portName(code)) vm.typePort(leg, field, '');
  };
  const [open, setOpen] = useState(Boolean(openAtStart && editable));
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { if (open) start(); }, []);
  // Focus goes back to the field when the picker closes, also when it opened at start (the light input that had the
  // focus then is gone, so the dialog has nothing of its own to give it back to).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // A finger's tap on a port keeps the focus in the search field: the browser's mousedown for that tap (in the click's
  // task) moved the focus into the list, which re-rendered the search field (focus within) and the list (its focused
  // option) in the tap's frame, for a picker the choice closes anyway (issue 18). Mouse, keyboard and screen readers
  // are unchanged.
  useEffect(() => {
    const dialog = sheet.current;
    if (!open || !dialog) return;
    let touch = false;
    const onPointerDown = (event: PointerEvent) => { touch = event.pointerType === 'touch'; };
    const onMouseDown = (event: MouseEvent) => {
      if (touch && event.target instanceof Element && event.target.closest('[data-port]')) event.preventDefault();
      touch = false;
    };
    dialog.addEventListener('pointerdown', onPointerDown, true);
    dialog.addEventListener('mousedown', onMouseDown, true);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown, true);
      dialog.removeEventListener('mousedown', onMouseDown, true);
    };
  }, [open]);
  // A choice taken and not yet applied (on a phone it applies after the tapped option's pressed state paints).
  const choosing = useRef(false);
  const onOpenChange = (next: boolean) => {
    if (next) {
      // On a phone the tapped field paints pressed first; the picker (a full-screen list) renders in a task after that
      // frame (issue 18: 300 ms and more of a slowed phone's CPU in the tap's own frame).
      afterTapPaintOnPhone(button.current, 'data-opening', () => {
        start();
        setOpen(true);
      });
      return;
    }
    if (choosing.current) return;
    if (before.current) {
      // Closed without a choice: the field shows what it held before.
      const { code: was, text } = before.current;
      if (was) vm.selectPort(leg, field, was);
      else vm.typePort(leg, field, text);
    }
    before.current = null;
    setOpen(next);
  };
  // The same function while the picker is open, so a key typed does not render the list again (PortSheetList).
  const choose = useCallback((keys: Selection) => {
    // A tap on the port already chosen deselects it in the list: it is still the choice.
    const key = keys === 'all' ? undefined : [...keys][0];
    if (choosing.current) return;
    choosing.current = true;
    // On a phone the tapped option paints pressed first; the choice (the picker closing, the wizard and what the port
    // loads) follows in a task after that frame. A second tap meanwhile is ignored.
    const option = key === undefined ? undefined : [...(sheet.current?.querySelectorAll('[data-port]') ?? [])].find((o) => o.getAttribute('data-port') === String(key));
    afterTapPaintOnPhone(option, 'data-choosing', () => {
      choosing.current = false;
      before.current = null;
      vm.selectPort(leg, field, key === undefined ? (code ?? null) : String(key));
      setOpen(false);
    });
  }, [vm, leg, field, code]);
  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <span className="wizard__label" id={`${id}-label`}>{label}</span>
      <Button ref={button} className="wizard__input wizard__port-button" aria-labelledby={`${id}-label ${id}-value`} aria-describedby={errorId}
        isDisabled={!editable} data-invalid={errorId ? true : undefined}>
        <PortButtonText vm={vm} leg={leg} field={field} id={`${id}-value`} />
      </Button>
      <ModalOverlay className="port-sheet__overlay" isDismissable>
        <Modal className="port-sheet">
          <Dialog ref={sheet} className="port-sheet__dialog" aria-labelledby={`${id}-title`}>
            <div className="port-sheet__head">
              <Heading slot="title" id={`${id}-title`} className="port-sheet__title">{label}</Heading>
              <Button slot="close" className="port-sheet__close" aria-label={intl.formatMessage({ id: 'wizard.port.close' })}>
                <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </Button>
            </div>
            {/* The search field and the list are separate tab stops (Tab from the search, then the arrows), so the list's
                scrolling region can be reached by keyboard too. No react-aria Autocomplete around them: it re-rendered
                the list's every row in the task of each key typed (issue 18); the list follows the text one render
                behind instead. */}
            <PortSheetSearch vm={vm} leg={leg} field={field} label={label} code={code} onChoose={choose} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
});

/** The port field's text on a phone: the chosen port's name, or what was typed, or the placeholder. An observer of its
 * own, so a key typed in the picker re-renders this text and not the field and the picker around it. */
const PortButtonText = observer(function PortButtonText({ vm, leg, field, id }: { vm: TripWizardViewModel; leg: number; field: PortField; id: string }) {
  const intl = useIntl();
  const code = vm.legValue(leg, field);
  const text = code ? vm.portName(code) : vm.query(leg, field);
  return (
    <span id={id} className={text ? undefined : 'wizard__placeholder'}>
      {text || intl.formatMessage({ id: 'wizard.port.placeholder' })}
    </span>
  );
});

type PortSheetSearchProps = Omit<PortSheetListProps, 'query'>;

/**
 * The picker's search field and list: the only observer of the typed text inside the picker, so a key re-renders the
 * search field and not the dialog around it (issue 18: the dialog's render gave its contexts new values, and every
 * row of the list, a consumer below, rendered again in the key's own task). The list follows the typed text one
 * render behind (React renders it in the background, yielding to the next key): a key paints in the search field at
 * once.
 */
const PortSheetSearch = observer(function PortSheetSearch({ vm, leg, field, label, code, onChoose }: PortSheetSearchProps) {
  const intl = useIntl();
  const query = vm.query(leg, field);
  const listQuery = useDeferredValue(query);
  return (
    <>
      <SearchField className="port-sheet__search" aria-label={intl.formatMessage({ id: 'wizard.port.search' }, { field: label })} autoFocus
        value={query} onChange={(value) => vm.typePort(leg, field, value)}>
        <Input className="wizard__input" placeholder={intl.formatMessage({ id: 'wizard.port.placeholder' })} />
      </SearchField>
      <PortSheetList vm={vm} leg={leg} field={field} label={label} query={listQuery} code={code} onChoose={onChoose} />
    </>
  );
});

/** How many ports the picker renders when it opens, before the whole list: more than a tall phone shows. */
const FIRST_SCREENFUL = 20;

interface PortSheetListProps {
  vm: TripWizardViewModel;
  leg: number;
  field: PortField;
  label: string;
  /** The text the list is filtered by (the search field's, deferred). */
  query: string;
  code: string | undefined;
  onChoose: (keys: Selection) => void;
}

/**
 * The phone picker's list of ports matching `query`. Opening the picker renders the first screenful of ports; the
 * whole list follows in a render React does after that paint and interrupts for a tap or a key (issue 18).
 */
const PortSheetList = observer(function PortSheetList({ vm, leg, field, label, query, code, onChoose }: PortSheetListProps) {
  const whole = useDeferredValue(true, false);
  const matching = vm.portOptions(leg, field, query);
  const options = whole ? matching : matching.slice(0, FIRST_SCREENFUL);
  // The rows a screen ahead render for the list shown, after it has painted (SheetLayout: a changed list's rows render
  // in one task a key waits behind, so it renders what is visible only).
  const [aheadOf, setAheadOf] = useState<string | null>(null);
  const shown = whole ? query : null;
  useEffect(() => {
    if (shown === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAheadOf(shown)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return (
    <Virtualizer layout={SheetLayout} layoutOptions={aheadOf !== null && aheadOf === shown ? SHEET_LAYOUT_AHEAD : SHEET_LAYOUT}>
      <ListBox className="port-sheet__list" items={options} aria-label={label} selectionMode="single"
        selectedKeys={code ? [code] : []} onSelectionChange={onChoose}
        renderEmptyState={() => <p className="wizard__empty"><FormattedMessage id={emptyMessage(vm)} /></p>}>
        {portOption}
      </ListBox>
    </Virtualizer>
  );
});

interface DateFieldProps {
  vm: TripWizardViewModel;
  leg: number;
  label: string;
  errorId?: string;
  openAtStart?: boolean;
}

/**
 * The departure date: a button showing the day chosen, which opens a calendar where days without sailings are
 * disabled. Nobody types a date (the best ferry shops show a button too): a typed, segmented date field re-rendered
 * its segments on every focus change and input-modality change, which a tap after choosing a day paid (issue 18).
 */
export const DateField = observer(function DateField({ vm, leg, label, errorId, openAtStart }: DateFieldProps) {
  const intl = useIntl();
  const dates = useDates();
  const id = useId();
  const date = vm.legValue(leg, 'departureDate');
  const state = vm.datesState(leg);
  // Read here so the observer re-renders (and the calendar re-asks) when the route's days arrive.
  const unavailable = (day: DateValue) => !vm.isDateAvailable(leg, day.toString());
  const note = state === 'loading' ? 'wizard.dates.loading'
    : state === 'idle' ? 'wizard.dates.choosePorts'
      : vm.hasNoDates(leg) ? 'wizard.dates.none' : undefined;
  const describedBy = [errorId, note ? `${id}-note` : undefined].filter(Boolean).join(' ') || undefined;
  // On a phone a tap paints first (the pressed button, the pressed day) and the heavy work follows in a task after
  // that frame (issue 18): the calendar (a month of cells and its fares) renders after the tap that opens it, and a
  // day picked applies, with the calendar closing, after the tapped day paints pressed. Closing without a choice
  // (Escape, a tap outside) stays immediate.
  const [open, setOpen] = useState(Boolean(openAtStart));
  const picking = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    if (next) afterTapPaintOnPhone(opener.current, 'data-opening', () => setOpen(true));
    else if (!picking.current) setOpen(false);
  };
  const pick = (day: string | null) => {
    if (picking.current) return;
    picking.current = true;
    afterNextPaintOnPhone(() => {
      picking.current = false;
      vm.selectDate(leg, day);
      setOpen(false);
    });
  };
  const text = date ? dates.format(`${date}T12:00:00Z`, WIZARD_DATE_FORMAT) : undefined;
  return (
    <I18nProvider locale={dates.tag}>
      <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
        <span className="wizard__label" id={`${id}-label`}>{label}</span>
        <Button ref={opener} className="wizard__input wizard__date-button" aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={describedBy} data-invalid={errorId ? true : undefined}>
          <span id={`${id}-value`} className={text ? undefined : 'wizard__placeholder'}>
            {text ?? intl.formatMessage({ id: 'wizard.date.placeholder' })}
          </span>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </Button>
        <Popover className="wizard__popover" placement="bottom start">
          <Dialog className="wizard__calendar-dialog" aria-label={label}>
            <Calendar className="wizard__calendar" key={state} autoFocus value={date ? parseDate(date) : null}
              minValue={parseDate(vm.today)} firstDayOfWeek={FIRST_DAY_OF_WEEK} isDateUnavailable={unavailable}
              onChange={(value) => pick(value.toString())}>
              <header className="wizard__calendar-header">
                <Button slot="previous" className="wizard__calendar-nav">‹</Button>
                <Heading />
                <Button slot="next" className="wizard__calendar-nav">›</Button>
              </header>
              <FareCalendarGrid vm={vm} leg={leg} onTapDay={(day) => pick(day.toString())} />
            </Calendar>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {note && <p className="wizard__note" id={`${id}-note`}>{intl.formatMessage({ id: note })}</p>}
    </I18nProvider>
  );
});

const HINTS: Partial<Record<CounterKind, string>> = { vehicles: 'wizard.hint.vehicles', trailers: 'wizard.hint.trailers', pets: 'wizard.hint.pets' };
const AGES: Partial<Record<CounterKind, AgeRange>> = PASSENGER_AGES;

/** "0–4 years", "65 years and over", "Up to 25 years": the ages of a passenger type (the core's PASSENGER_AGES). */
function agesText(intl: ReturnType<typeof useIntl>, ages: AgeRange): string {
  if (ages.min !== undefined && ages.max !== undefined) return intl.formatMessage({ id: 'wizard.age.range' }, { min: ages.min, max: ages.max });
  if (ages.min !== undefined) return intl.formatMessage({ id: 'wizard.age.from' }, { min: ages.min });
  return intl.formatMessage({ id: 'wizard.age.upTo' }, { max: ages.max });
}

/** Passengers by type, vehicles, trailers and pets, in a popover; the limits come from the view model. */
export const TravellersPicker = observer(function TravellersPicker({ vm, openAtStart }: { vm: TripWizardViewModel; openAtStart?: boolean }) {
  const intl = useIntl();
  const labelId = useId();
  // On a phone the tapped button paints pressed first; the popover renders in a task after that frame (issue 18).
  const [open, setOpen] = useState(Boolean(openAtStart));
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    if (next) afterTapPaintOnPhone(button.current, 'data-opening', () => setOpen(true));
    else setOpen(false);
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <span className="wizard__label" id={labelId}><FormattedMessage id="wizard.travellers" /></span>
      <Button ref={button} className="wizard__input wizard__travellers" aria-labelledby={`${labelId} ${labelId}-summary`}>
        <span id={`${labelId}-summary`}><TravellersCount vm={vm} /></span>
      </Button>
      <Popover className="wizard__popover wizard__popover--travellers" placement="bottom start">
        <Dialog className="wizard__travellers-dialog" aria-labelledby={labelId}>
          {({ close }) => (
            <>
              <ul className="wizard__counters">
                {COUNTER_KINDS.map((kind) => <Counter key={kind} vm={vm} kind={kind} />)}
              </ul>
              <button type="button" className="button wizard__done" onClick={close}>{intl.formatMessage({ id: 'wizard.done' })}</button>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
});

/** The button's label, an observer of its own: a count changed re-renders it, not the picker and its popover. */
const TravellersCount = observer(function TravellersCount({ vm }: { vm: TripWizardViewModel }) {
  return <TravellersSummary travellers={vm.travellers} />;
});

/** A row of the popover: it re-renders when its own count or limits change (`vm.counter` is a computed per kind). */
const Counter = observer(function Counter({ vm, kind }: { vm: TripWizardViewModel; kind: CounterKind }) {
  const intl = useIntl();
  const id = useId();
  const { value, canDecrease, canIncrease } = vm.counter(kind);
  const item = intl.formatMessage({ id: `wizard.count.${kind}` });
  const ages = AGES[kind];
  const hintId = HINTS[kind];
  const hint = ages ? agesText(intl, ages) : hintId && intl.formatMessage({ id: hintId });
  return (
    // The group sits inside the list item: a <li role="group"> is no list item, which axe reports (list rule).
    <li><div className="wizard__counter" role="group" aria-labelledby={id} aria-describedby={hint ? `${id}-hint` : undefined}>
      <span className="wizard__counter-label">
        <span id={id}>{item}</span>
        {hint && <small id={`${id}-hint`}>{hint}</small>}
      </span>
      <button type="button" className="wizard__step" aria-label={intl.formatMessage({ id: 'wizard.fewer' }, { item })}
        disabled={!canDecrease} onClick={() => vm.changeCount(kind, value - 1)}>−</button>
      <output className="wizard__count" aria-live="polite">{value}</output>
      <button type="button" className="wizard__step" aria-label={intl.formatMessage({ id: 'wizard.more' }, { item })}
        disabled={!canIncrease} onClick={() => vm.changeCount(kind, value + 1)}>+</button>
    </div></li>
  );
});
