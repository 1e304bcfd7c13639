import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASSISTANCE_KINDS, ASSISTANCE_NOTE_MAX, type PortContact, type Reservation } from '../../../core/booking';
import { ASSISTANCE_FAILURE_MESSAGES } from '../../shared/failure-messages';
import { useDates } from '../../shared/i18n/use-dates';
import { useViewModel } from '../../shared/use-view-model';
import { CheckAgain } from './check-again';
import { manageScreenTokens } from './manage.tokens';
import { type AssistanceViewModel } from './assistance.view-model';
import './assistance-section.css';

const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Athens' };
/** When a waiting confirmation e-mail leaves: minutes away, so the hour on the traveller's own clock. */
const MAIL_AT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
/** What the shop says once a request is recorded: the e-mail sent now (`done`) or waiting until `{time}` (`later`). */
const OUTCOME = {
  done: { withdrawn: 'manage.assistance.done.withdrawn', inTime: 'manage.assistance.done.inTime', late: 'manage.assistance.done.late' },
  later: { withdrawn: 'manage.assistance.later.withdrawn', inTime: 'manage.assistance.later.inTime', late: 'manage.assistance.later.late' },
} as const;

/** The departure port's passenger assistance point: who, phone and e-mail (as links), opening hours. */
function PortContactCard({ contact }: { contact: PortContact }) {
  return (
    <div className="manage-assistance__contact">
      <p><FormattedMessage id="manage.assistance.contact.title" values={{ port: contact.port_name }} /></p>
      <dl>
        <dt><FormattedMessage id="manage.assistance.contact.authority" /></dt>
        <dd>{contact.authority}</dd>
        <dt><FormattedMessage id="manage.assistance.contact.phone" /></dt>
        <dd><a href={`tel:${contact.phone}`}>{contact.phone}</a></dd>
        <dt><FormattedMessage id="manage.assistance.contact.email" /></dt>
        <dd><a href={`mailto:${contact.email}`}>{contact.email}</a></dd>
        <dt><FormattedMessage id="manage.assistance.contact.hours" /></dt>
        <dd><FormattedMessage id="manage.assistance.contact.hoursValue" values={{ opens: contact.opens, closes: contact.closes }} /></dd>
      </dl>
    </div>
  );
}

/**
 * "Assistance for reduced mobility" on "Manage booking" (issue 17): per leg, until when a request is guaranteed, or
 * that it no longer is (with the departure port's contact); a form to ask for, change or withdraw the help one
 * passenger needs on one leg. Errors on their field (focus moves there), the outcome in a status region.
 */
export const AssistanceSection = observer(function AssistanceSection({ orderCode, reservation, onTickets, onRecheck }: {
  orderCode: string; reservation: Reservation; onTickets: (reservation: Reservation) => void;
  /** "Check again" after a refusal that ends by itself: the page loads the booking again. */
  onRecheck: () => void;
}) {
  const intl = useIntl();
  const dates = useDates();
  const vm: AssistanceViewModel = useViewModel(manageScreenTokens.AssistanceViewModel);
  const kindRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => { void vm.open(orderCode, reservation, onTickets); }, [vm, orderCode, reservation, onTickets]);
  useEffect(() => {
    if (vm.focusRequest === 0) return;
    if (vm.errors.kind) kindRef.current?.focus();
    else if (vm.errors.note) noteRef.current?.focus();
  }, [vm.focusRequest, vm.errors]);
  useEffect(() => { if (vm.recorded) outcomeRef.current?.focus(); }, [vm.recorded]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const leg = vm.leg;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const errorId = (field: 'kind' | 'note') => `manage-assistance-${field}-error`;
  return (
    <section className="manage-assistance no-print" aria-labelledby="manage-assistance-title" aria-busy={vm.status === 'loading' || vm.saving}>
      <h2 id="manage-assistance-title"><FormattedMessage id="manage.assistance.title" /></h2>
      <p><FormattedMessage id="manage.assistance.intro" /></p>
      {vm.status === 'failed' && <p role="alert" className="form-message form-message--error"><FormattedMessage id="manage.assistance.error.Failed" /></p>}
      {vm.status === 'ready' && (
        <ul className="manage-assistance__legs">
          {vm.legs.map((l) => (
            <li key={l.trip_index}>
              <strong>{l.from} → {l.to}</strong>{' · '}
              {vm.cancelled(l.trip_index)
                ? <FormattedMessage id="manage.assistance.leg.cancelled" />
                : !l.open
                ? <FormattedMessage id="manage.assistance.leg.closed" />
                : l.in_time
                  ? <FormattedMessage id="manage.assistance.leg.inTime" values={{ deadline: <time dateTime={l.deadline}>{dates.format(l.deadline, WHEN)}</time> }} />
                  : <FormattedMessage id="manage.assistance.leg.late" />}
              {l.open && !l.in_time && l.port_contact && !vm.cancelled(l.trip_index) && <PortContactCard contact={l.port_contact} />}
            </li>
          ))}
        </ul>
      )}
      {vm.status === 'ready' && vm.openLegs.length > 0 && (
        <form className="manage-assistance__form" onSubmit={submit} noValidate>
          {vm.openLegs.length > 1 && (
            <div className="manage-assistance__field">
              <label htmlFor="manage-assistance-leg"><FormattedMessage id="manage.assistance.field.leg" /></label>
              <select id="manage-assistance-leg" value={vm.tripIndex} onChange={(e) => vm.chooseLeg(Number(e.target.value))}>
                {vm.openLegs.map((l) => <option key={l.trip_index} value={l.trip_index}>{l.from} → {l.to}</option>)}
              </select>
            </div>
          )}
          <div className="manage-assistance__field">
            <label htmlFor="manage-assistance-passenger"><FormattedMessage id="manage.assistance.field.passenger" /></label>
            <select id="manage-assistance-passenger" value={vm.passengerIndex} onChange={(e) => vm.choosePassenger(Number(e.target.value))}>
              {vm.passengers.map((p) => <option key={p.index} value={p.index}>{p.name} {p.surname}</option>)}
            </select>
          </div>
          <div className={`manage-assistance__field${vm.errors.kind ? ' manage-assistance__field--invalid' : ''}`}>
            <label htmlFor="manage-assistance-kind"><FormattedMessage id="manage.assistance.field.kind" /></label>
            <select id="manage-assistance-kind" ref={kindRef} value={vm.kind} onChange={(e) => vm.setKind(e.target.value)} required
              aria-invalid={vm.errors.kind ? true : undefined} aria-describedby={vm.errors.kind ? errorId('kind') : undefined}>
              <option value="">{t('manage.assistance.kind.choose')}</option>
              {ASSISTANCE_KINDS.map((kind) => <option key={kind} value={kind}>{t(`results.step3.assistance.${kind}`)}</option>)}
            </select>
            {vm.errors.kind && <p id={errorId('kind')} className="manage-assistance__error"><FormattedMessage id={`manage.assistance.problem.${vm.errors.kind}`} /></p>}
          </div>
          <div className={`manage-assistance__field${vm.errors.note ? ' manage-assistance__field--invalid' : ''}`}>
            <label htmlFor="manage-assistance-note">
              <FormattedMessage id="results.step3.field.assistanceNote" />
              {vm.kind !== 'other' && <span className="step3-field__optional"> {t('results.step3.optional')}</span>}
            </label>
            <p id="manage-assistance-note-hint" className="manage-assistance__hint"><FormattedMessage id="manage.assistance.hint.note" values={{ max: ASSISTANCE_NOTE_MAX }} /></p>
            <textarea id="manage-assistance-note" ref={noteRef} value={vm.note} onChange={(e) => vm.setNote(e.target.value)} rows={2}
              maxLength={ASSISTANCE_NOTE_MAX} required={vm.kind === 'other'} aria-invalid={vm.errors.note ? true : undefined}
              aria-describedby={['manage-assistance-note-hint', vm.errors.note ? errorId('note') : ''].filter(Boolean).join(' ')} />
            {vm.errors.note && <p id={errorId('note')} className="manage-assistance__error"><FormattedMessage id={`manage.assistance.problem.${vm.errors.note}`} values={{ max: ASSISTANCE_NOTE_MAX }} /></p>}
          </div>
          {leg && !leg.in_time && <p className="manage-assistance__warning"><FormattedMessage id="manage.assistance.lateWarning" /></p>}
          {vm.error && <p role="alert" className="form-message form-message--error"><FormattedMessage id={ASSISTANCE_FAILURE_MESSAGES[vm.error]} /></p>}
          {vm.error && <CheckAgain kind={vm.error} onCheck={onRecheck} />}
          <div className="success-page__actions">
            <button type="submit" className="button" disabled={vm.saving} aria-busy={vm.saving || undefined}>
              <FormattedMessage id={vm.saving ? 'manage.assistance.sending' : vm.current ? 'manage.assistance.change' : 'manage.assistance.send'} />
            </button>
            {vm.current && (
              <button type="button" className="button button--ghost" disabled={vm.saving} onClick={() => void vm.withdraw()}>
                <FormattedMessage id="manage.assistance.withdraw" />
              </button>
            )}
          </div>
        </form>
      )}
      <div role="status" ref={outcomeRef} tabIndex={-1} className={vm.recorded ? 'manage-assistance__outcome' : undefined}>
        {vm.recorded && (
          <>
            <p>
              <FormattedMessage
                id={OUTCOME[vm.recorded.mail_deferred_until ? 'later' : 'done'][vm.recorded.assistance === null ? 'withdrawn' : vm.recorded.in_time ? 'inTime' : 'late']}
                values={vm.recorded.mail_deferred_until ? { time: dates.format(vm.recorded.mail_deferred_until, MAIL_AT) } : undefined}
              />
            </p>
            {vm.recorded.assistance !== null && !vm.recorded.in_time && vm.recorded.port_contact && <PortContactCard contact={vm.recorded.port_contact} />}
          </>
        )}
      </div>
    </section>
  );
});
