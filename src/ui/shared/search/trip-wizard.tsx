import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TripType } from '../../../core/search/domain/search-state';
import { type PortField, type TripWizardViewModel } from './trip-wizard.view-model';
import { TravellersSummary } from './travellers-summary';
import { WIZARD_DATE_FORMAT } from './wizard-date-format';
import type * as ControlsModule from './trip-wizard-controls';
import './trip-wizard.css';
import { useDates } from '../i18n/use-dates';
import { afterNextPaintOnPhone, onPhone } from '../after-paint';

type Controls = typeof ControlsModule;
const TRIP_TYPES: readonly TripType[] = ['oneWay', 'roundTrip', 'multiple'];


export interface TripWizardProps {
  vm: TripWizardViewModel;
  /** Called with the results' search parameters of a complete search. */
  onSearch: (query: Record<string, string>) => void;
  /** Called after 'clear search' (the home page drops the search it was prefilled from out of its URL). */
  onClear?: () => void;
}

/**
 * The trip wizard. It first renders light, native controls (so the home page's first download stays small and
 * the form works on the server); the first focus, click or hover loads the port list and swaps in the
 * type-ahead comboboxes, calendar and travellers popover, keeping focus on the field the visitor was in. A complete
 * search loads them too: with them comes `ResultsPreload`, which prepares the results page it leads to.
 */
export const TripWizard = observer(function TripWizard({ vm, onSearch, onClear }: TripWizardProps) {
  const intl = useIntl();
  const dates = useDates();
  const [controls, setControls] = useState<Controls | null>(null);
  const loading = useRef(false);
  const lastField = useRef<{ key: string; open: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Whether the search is complete, not the query itself: a count changed in the travellers does not re-render the form.
  const ready = vm.isReady;

  const wake = () => {
    // On a phone the port list's loading starts after the tap's frame too (its first render is no longer in the
    // task of the pointerover that comes before the tap's pointerdown, which waited ~60-130 ms behind it).
    afterNextPaintOnPhone(() => void vm.activate());
    if (loading.current) return;
    loading.current = true;
    // Interaction to Next Paint on a phone (issue 18): the tap that wakes the wizard paints first (the field it
    // focused); the controls' chunk is evaluated in a later task and the swap to them renders in a transition, which
    // yields to the visitor's next taps and keys instead of holding the tap's frame (600 ms and more on a slow phone).
    // The field tapped still opens its picker once they are in (`lastField`).
    const phone = onPhone();
    afterNextPaintOnPhone(() => {
      import('./trip-wizard-controls').then((module) => {
        if (phone) startTransition(() => setControls(module));
        else setControls(module);
      }, () => { loading.current = false; });
    });
  };

  // A complete search (prefilled by "change search", or filled in): the controls load, and with them what prepares
  // its results (ResultsPreload), so pressing Search shows the sailings at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { if (ready) wake(); }, [ready]);

  useEffect(() => {
    const field = lastField.current;
    // A field opened by a click shows its popover, which takes focus itself.
    if (!controls || !field || field.open) return;
    const box = form.current?.querySelector(`[data-wizard-field="${field.key}"]`);
    // The phone's port picker opened itself (full screen, focus inside): leave the focus there.
    if (box?.querySelector('[aria-expanded="true"]')) return;
    box?.querySelector<HTMLElement>('input, button')?.focus();
  }, [controls]);

  const remember = (key: string, open: boolean) => () => {
    if (!controls) lastField.current = { key, open };
    wake();
  };

  // On a slow phone the visitor may tap a field, or type in it, before the page has come alive: the focus event
  // then never reaches React and the controls would never load. At mount, what was typed is kept and the field
  // still in focus gets its controls as if it had just been focused.
  useEffect(() => {
    const root = form.current;
    if (!root) return;
    for (const input of root.querySelectorAll<HTMLInputElement>('input[data-wizard-port]')) {
      const [leg, field] = (input.dataset.wizardPort ?? '').split('.');
      if ((field === 'departurePort' || field === 'destinationPort') && input.value !== vm.query(Number(leg), field)) {
        vm.typePort(Number(leg), field, input.value);
      }
    }
    const active = root.ownerDocument.activeElement;
    const key = active && root.contains(active) ? active.closest('[data-wizard-field]')?.getAttribute('data-wizard-field') : null;
    if (key) remember(key, false)();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = vm.submit();
    // The results page renders after the pressed Search paints (issue 18).
    if (query) afterNextPaintOnPhone(() => onSearch(query));
  };

  // 'Clear search': the form starts over, so focus goes to its start (the trip type, now one way); a port field would
  // open its list on focus.
  const clear = () => {
    vm.clear();
    onClear?.();
    form.current?.querySelector<HTMLInputElement>('input[name="tripType"][value="oneWay"]')?.focus();
  };

  const error = (id: string | undefined, elementId: string) =>
    id ? <p className="wizard__error" id={elementId}>{intl.formatMessage({ id })}</p> : null;

  const portField = (leg: number, field: PortField) => {
    const key = `${leg}.${field}`;
    const id = `wizard-${leg}-${field}`;
    const label = intl.formatMessage({ id: field === 'departurePort' ? 'wizard.from' : 'wizard.to' });
    const messageId = vm.errorOf(leg, field);
    const errorId = `${id}-error`;
    return (
      <div className="wizard__field" data-wizard-field={key}>
        {controls ? (
          <controls.PortComboBox vm={vm} leg={leg} field={field} label={label} errorId={messageId ? errorId : undefined}
            openAtStart={lastField.current?.key === key} />
        ) : (
          <>
            <label htmlFor={id}>{label}</label>
            <input id={id} className="wizard__input" type="text" autoComplete="off" value={vm.query(leg, field)}
              placeholder={intl.formatMessage({ id: 'wizard.port.placeholder' })} readOnly={!vm.isPortEditable(leg)}
              aria-invalid={messageId ? true : undefined} aria-describedby={messageId ? errorId : undefined}
              data-wizard-port={key} onFocus={remember(key, false)}
              onChange={(e) => { remember(key, false)(); vm.typePort(leg, field, e.target.value); }} />
          </>
        )}
        {error(messageId, errorId)}
      </div>
    );
  };

  const dateField = (leg: number) => {
    const key = `${leg}.date`;
    const id = `wizard-${leg}-date`;
    const messageId = vm.errorOf(leg, 'departureDate');
    const errorId = `${id}-error`;
    const label = intl.formatMessage({ id: vm.tripType === 'roundTrip' && leg === 1 ? 'wizard.date.return' : 'wizard.date' });
    // Read only for the light input: with the controls in, the date field follows the date itself.
    const date = controls ? undefined : vm.legValue(leg, 'departureDate');
    return (
      <div className="wizard__field wizard__field--date" data-wizard-field={key}>
        {controls ? (
          <controls.DateField vm={vm} leg={leg} label={label} errorId={messageId ? errorId : undefined}
            openAtStart={lastField.current?.key === key && lastField.current.open} />
        ) : (
          <>
            <label htmlFor={id}>{label}</label>
            <input id={id} className="wizard__input" type="text" readOnly
              value={date ? dates.format(`${date}T12:00:00Z`, WIZARD_DATE_FORMAT) : ''}
              placeholder={intl.formatMessage({ id: 'wizard.date.placeholder' })}
              aria-invalid={messageId ? true : undefined} aria-describedby={messageId ? errorId : undefined}
              onFocus={remember(key, false)} onClick={remember(key, true)} />
          </>
        )}
        {error(messageId, errorId)}
      </div>
    );
  };

  const legTitle = (leg: number): ReactNode => {
    if (vm.tripType === 'roundTrip') return <FormattedMessage id={leg === 0 ? 'wizard.leg.outward' : 'wizard.leg.return'} />;
    return <FormattedMessage id="wizard.leg" values={{ number: leg + 1 }} />;
  };

  return (
    <form ref={form} className="wizard" aria-labelledby="wizard-title" noValidate onSubmit={submit}
      onFocusCapture={wake} onPointerEnter={wake} onPointerDownCapture={wake}>
      <h2 id="wizard-title" className="visually-hidden"><FormattedMessage id="wizard.title" /></h2>
      <fieldset className="wizard__trip-types">
        <legend className="visually-hidden"><FormattedMessage id="wizard.tripType" /></legend>
        {TRIP_TYPES.map((type) => (
          <label key={type} className="wizard__trip-type">
            <input type="radio" name="tripType" value={type} checked={vm.tripType === type} onChange={() => vm.chooseTripType(type)} />
            <FormattedMessage id={`wizard.tripType.${type}`} />
          </label>
        ))}
      </fieldset>
      {Array.from({ length: vm.legCount }, (_, leg) => (
        <fieldset key={leg} className="wizard__leg">
          <legend className={vm.tripType === 'oneWay' ? 'visually-hidden' : 'wizard__leg-title'}>{legTitle(leg)}</legend>
          {portField(leg, 'departurePort')}
          {vm.isPortEditable(leg) && (
            <button type="button" className="wizard__swap" aria-label={intl.formatMessage({ id: 'wizard.swap' })}
              onClick={() => vm.swapPorts(leg)}><span aria-hidden="true">⇄</span></button>
          )}
          {portField(leg, 'destinationPort')}
          {dateField(leg)}
          {vm.canRemoveLeg && (
            <button type="button" className="wizard__remove" onClick={() => vm.removeLeg(leg)}>
              <FormattedMessage id="wizard.removeLeg" values={{ number: leg + 1 }} />
            </button>
          )}
        </fieldset>
      ))}
      {vm.canAddLeg && (
        <button type="button" className="button button--ghost wizard__add" onClick={vm.addLeg}>
          <FormattedMessage id="wizard.addLeg" />
        </button>
      )}
      <div className="wizard__bottom">
        <div className="wizard__field" data-wizard-field="travellers">
          {controls ? <controls.TravellersPicker vm={vm} openAtStart={lastField.current?.key === 'travellers' && lastField.current.open} /> : (
            <>
              <span className="wizard__label" id="wizard-travellers-label"><FormattedMessage id="wizard.travellers" /></span>
              <button type="button" className="wizard__input wizard__travellers" aria-haspopup="dialog"
                aria-labelledby="wizard-travellers-label wizard-travellers-summary" onFocus={remember('travellers', false)}
                onClick={remember('travellers', true)}>
                <span id="wizard-travellers-summary"><TravellersSummary travellers={vm.travellers} /></span>
              </button>
            </>
          )}
        </div>
        <button type="submit" className="button wizard__search"><FormattedMessage id="wizard.search" /></button>
        <button type="button" className="button button--ghost wizard__clear" onClick={clear}>
          <FormattedMessage id="wizard.clear" />
        </button>
      </div>
      {controls && <controls.ResultsPreload vm={vm} form={form} />}
    </form>
  );
});
