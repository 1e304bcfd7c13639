import { useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ChangeDifferenceKind, type ChangeOptions, type ChangeSailing, type Reservation, canChangeTo, changeSettled, changedParty, differenceKind } from '../../../core/booking';
import { formatMoney } from '../../../core/shared/money';
import { sailingDate, sailingTime } from '../../shared/booking/ticket/ticket-format';
import { CHANGE_BLOCK_MESSAGES, CHANGE_DATE_MESSAGES, CHANGE_FAILURE_MESSAGES } from '../../shared/failure-messages';
import { useLocale } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { CheckAgain } from './check-again';
import { manageScreenTokens } from './manage.tokens';
import { type ChangeViewModel } from './change.view-model';
import './change-section.css';

const changeCodeOf = (search: unknown) => {
  const value = (search as Record<string, unknown>).change;
  return typeof value === 'string' ? value : '';
};

/** What a sailing's difference means, and the button that changes to it, by kind (pay, get back, nothing). */
const DIFFERENCE_MESSAGES: { readonly [K in ChangeDifferenceKind]: { readonly says: string; readonly confirm: string } } = {
  pay: { says: 'manage.change.difference.pay', confirm: 'manage.change.confirm.pay' },
  refund: { says: 'manage.change.difference.refund', confirm: 'manage.change.confirm.refund' },
  free: { says: 'manage.change.difference.free', confirm: 'manage.change.confirm.free' },
};

/** The company's rule for changing a leg now: free until some hours before, a fee, or free. */
function PolicyLine({ options, money }: { options: ChangeOptions; money: (cents: number) => string }) {
  if (options.fee === 0 && options.freeUntilHours > 0) return <FormattedMessage id="manage.change.policy.freeUntil" values={{ hours: options.freeUntilHours, closes: options.closesHoursBefore }} />;
  if (options.fee === 0) return <FormattedMessage id="manage.change.policy.free" values={{ closes: options.closesHoursBefore }} />;
  return <FormattedMessage id="manage.change.policy.fee" values={{ fee: money(options.fee), closes: options.closesHoursBefore }} />;
}

/** What changing to a sailing costs: pay, get back or nothing (the fee named when there is one). */
function Difference({ sailing, fee, money }: { sailing: ChangeSailing; fee: number; money: (cents: number) => string }) {
  if (!canChangeTo(sailing)) return <FormattedMessage id="manage.change.sailing.full" />;
  const kind = differenceKind(sailing.difference);
  const amount = <strong>{money(Math.abs(sailing.difference))}</strong>;
  return (
    <>
      <FormattedMessage id={DIFFERENCE_MESSAGES[kind].says} values={{ amount }} />
      {fee > 0 && <> <FormattedMessage id="manage.change.difference.fee" values={{ fee: money(fee) }} /></>}
    </>
  );
}

/**
 * "Change date or sailing" on "Manage booking" (issue 17): per leg, what the company allows now (or why not); the
 * leg's form: a day, that day's sailings of the same route and company with what each costs, and the change. Errors on
 * their field (focus moves there), the change's progress and outcome in a status region. Back from the payment page
 * (`?change=CODE`) it follows the change until it is settled; a change still waiting for its difference (the payment
 * page was left) offers "Continue to payment", which posts the same payment's form again.
 */
export const ChangeSection = observer(function ChangeSection({ orderCode, reservation, onTickets, onRecheck }: {
  orderCode: string; reservation: Reservation; onTickets: (reservation: Reservation) => void;
  /** "Check again" after a refusal that ends by itself: the page loads the booking again. */
  onRecheck: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const vm: ChangeViewModel = useViewModel(manageScreenTokens.ChangeViewModel);
  const changeCode = useRouterState({ select: (s) => changeCodeOf(s.location.search) });
  const dateRef = useRef<HTMLInputElement>(null);
  const sailingsRef = useRef<HTMLFieldSetElement>(null);
  const formRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const lastEditing = useRef<number | null>(null);
  useEffect(() => { void vm.open(orderCode, reservation, onTickets); }, [vm, orderCode, reservation, onTickets]);
  const navigate = useNavigate();
  useEffect(() => { if (changeCode && vm.status === 'ready') void vm.follow(changeCode); }, [vm, changeCode, vm.status]);
  // Once the change named by the address is settled, the address drops it: a later reload shows the booking, not the
  // change's outcome again.
  const settled = vm.change !== undefined && changeSettled(vm.change.status) && vm.change.changeCode === changeCode.toUpperCase();
  useEffect(() => {
    if (settled) void navigate({ to: '.', search: { order_code: orderCode }, replace: true });
  }, [settled, navigate, orderCode]);
  useEffect(() => {
    if (vm.focusRequest === 0) return;
    if (vm.dateProblem) dateRef.current?.focus();
    else if (vm.sailingProblem) sailingsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [vm.focusRequest, vm.dateProblem, vm.sailingProblem]);
  useEffect(() => {
    if (vm.editing !== null) formRef.current?.focus();
    else if (lastEditing.current !== null && !vm.change) openers.current.get(lastEditing.current)?.focus();
    lastEditing.current = vm.editing;
  }, [vm.editing, vm.change]);
  useEffect(() => { if (vm.change) outcomeRef.current?.focus(); }, [vm.change?.changeCode, vm.change?.status, vm.change]);
  const money = (cents: number) => formatMoney(cents, locale);
  const when = (iso: string) => `${sailingDate(iso, locale)}, ${sailingTime(iso, locale)}`;
  const submitDay = (event: FormEvent) => { event.preventDefault(); void vm.showDay(); };
  const submitChange = (event: FormEvent) => { event.preventDefault(); void vm.confirm(); };
  const open = vm.openLeg?.options;
  const day = vm.day;
  const sailing = vm.sailing;
  const change = vm.change;
  const newTrip = change?.status === 'done' ? change.reservation?.trips[change.tripIndex] : undefined;
  const editedTrip = vm.editing !== null ? reservation.trips[vm.editing] : undefined;
  const party = editedTrip ? changedParty(editedTrip) : undefined;
  return (
    <section className="manage-change no-print" aria-labelledby="manage-change-title" aria-busy={vm.status === 'loading' || vm.loadingDay || vm.starting}>
      <h2 id="manage-change-title"><FormattedMessage id="manage.change.title" /></h2>
      <div role="status" ref={outcomeRef} tabIndex={-1} className={change ? `manage-change__outcome manage-change__outcome--${change.status === 'failed' ? 'failed' : 'ok'}` : undefined}>
        {change && !changeSettled(change.status) && (
          <p>
            <FormattedMessage id={change.status === 'held' ? 'manage.change.waitingPayment' : vm.slow ? 'manage.change.slow' : 'manage.change.following'} />
            {vm.slow && <> <button type="button" className="button button--ghost" onClick={() => { void vm.lookAgain(); }}><FormattedMessage id="manage.change.lookAgain" /></button></>}
          </p>
        )}
        {change && vm.canContinuePayment && (
          <p>
            <button type="button" className="button" onClick={() => { void vm.continuePayment(); }} disabled={vm.continuing} aria-busy={vm.continuing || undefined}>
              <FormattedMessage id={vm.continuing ? 'manage.change.continuing' : 'manage.change.continuePayment'} values={{ amount: money(change.difference) }} />
            </button>
          </p>
        )}
        {change?.status === 'done' && (
          <p>
            <FormattedMessage id="manage.change.done" values={{ when: <strong>{newTrip ? when(newTrip.departureDatetime) : ''}</strong> }} />
            {change.refundAmount > 0 && <> <FormattedMessage id="manage.change.done.refund" values={{ amount: <strong>{money(change.refundAmount)}</strong> }} /></>}
          </p>
        )}
        {change?.status === 'failed' && (
          <p>
            <FormattedMessage id={change.failure === 'payment_cancelled' ? 'manage.change.failed.payment' : 'manage.change.failed'} />
            {change.refundAmount > 0 && <> <FormattedMessage id="manage.change.failed.refund" values={{ amount: <strong>{money(change.refundAmount)}</strong> }} /></>}
          </p>
        )}
      </div>
      {vm.status === 'loading' && <p><FormattedMessage id="layout.loading" /></p>}
      {vm.status === 'failed' && <p role="alert" className="form-message form-message--error"><FormattedMessage id={CHANGE_FAILURE_MESSAGES.Failed} /></p>}
      {vm.status === 'ready' && (
        <ul className="manage-change__legs">
          {vm.legs.map((leg) => {
            const trip = reservation.trips[leg.tripIndex];
            const options = leg.options;
            return (
              <li key={leg.tripIndex}>
                <strong>{trip?.from} → {trip?.to}</strong>
                {trip && <> · <time dateTime={trip.departureDatetime}>{when(trip.departureDatetime)}</time></>}
                <br />
                {trip?.cancelled
                  ? <FormattedMessage id={CHANGE_BLOCK_MESSAGES.cancelled} />
                  : !options
                  ? <FormattedMessage id={CHANGE_FAILURE_MESSAGES.Failed} />
                  : options.allowed
                    ? (
                      <>
                        <PolicyLine options={options} money={money} />{' '}
                        {vm.editing !== leg.tripIndex && (
                          <button type="button" className="button button--ghost" ref={(el) => { if (el) openers.current.set(leg.tripIndex, el); else openers.current.delete(leg.tripIndex); }}
                            onClick={() => vm.edit(leg.tripIndex)} aria-label={intl.formatMessage({ id: 'manage.change.open' }) + ` (${trip?.from ?? ''} → ${trip?.to ?? ''})`}>
                            <FormattedMessage id="manage.change.open" />
                          </button>
                        )}
                      </>
                    )
                    : <FormattedMessage id={CHANGE_BLOCK_MESSAGES[options.blocked ?? 'NotAllowed']} values={{ hours: options.closesHoursBefore }} />}
              </li>
            );
          })}
        </ul>
      )}
      {open && vm.editing !== null && (
        <div className="manage-change__form" role="group" aria-labelledby="manage-change-form-title">
          <h3 id="manage-change-form-title" ref={formRef} tabIndex={-1}>
            <FormattedMessage id="manage.change.form.title" values={{ from: open.from, to: open.to }} />
          </h3>
          {party && party.names.length > 0 && (
            <p className="manage-change__party">
              <FormattedMessage id={party.partly ? 'manage.change.party.partly' : 'manage.change.party'}
                values={{ names: <strong>{intl.formatList(party.names, { type: 'conjunction' })}</strong> }} />
            </p>
          )}
          <form onSubmit={submitDay} noValidate className="manage-change__day">
            <div className={`manage-change__field${vm.dateProblem ? ' manage-change__field--invalid' : ''}`}>
              <label htmlFor="manage-change-date"><FormattedMessage id="manage.change.field.date" /></label>
              <input id="manage-change-date" ref={dateRef} type="date" value={vm.date} min={vm.today} required onChange={(e) => vm.setDate(e.target.value)}
                aria-invalid={vm.dateProblem ? true : undefined} aria-describedby={vm.dateProblem ? 'manage-change-date-error' : undefined} />
              {vm.dateProblem && <p id="manage-change-date-error" className="manage-change__error"><FormattedMessage id={CHANGE_DATE_MESSAGES[vm.dateProblem]} /></p>}
            </div>
            <button type="submit" className="button button--ghost" disabled={vm.loadingDay} aria-busy={vm.loadingDay || undefined}>
              <FormattedMessage id={vm.loadingDay ? 'manage.change.loadingDay' : 'manage.change.showDay'} />
            </button>
          </form>
          {day && (
            <form onSubmit={submitChange} noValidate>
              {day.sailings.length === 0 ? (
                <p><FormattedMessage id="manage.change.noSailings" values={{ date: sailingDate(`${day.date}T12:00:00+03:00`, locale) }} /></p>
              ) : (
                <fieldset ref={sailingsRef} className={`manage-change__sailings${vm.sailingProblem ? ' manage-change__field--invalid' : ''}`}
                  aria-describedby={vm.sailingProblem ? 'manage-change-sailing-error' : undefined}>
                  <legend><FormattedMessage id="manage.change.field.sailing" values={{ date: sailingDate(`${day.date}T12:00:00+03:00`, locale) }} /></legend>
                  {day.sailings.map((s) => (
                    <label key={s.tripId} className="manage-change__sailing">
                      <input type="radio" name="manage-change-sailing" value={s.tripId} checked={vm.chosen === s.tripId} disabled={!canChangeTo(s)}
                        onChange={() => vm.choose(s.tripId)} aria-invalid={vm.sailingProblem ? true : undefined} />
                      <span>
                        <strong>{sailingTime(s.departure, locale)} → {sailingTime(s.arrival, locale)}</strong> · {s.companyName} · {s.vesselName}
                        <br /><Difference sailing={s} fee={day.fee} money={money} />
                      </span>
                    </label>
                  ))}
                  {vm.sailingProblem && <p id="manage-change-sailing-error" className="manage-change__error"><FormattedMessage id={CHANGE_FAILURE_MESSAGES.Invalid.sailing} /></p>}
                </fieldset>
              )}
              {vm.error && <p role="alert" className="form-message form-message--error"><FormattedMessage id={CHANGE_FAILURE_MESSAGES[vm.error]} /></p>}
              {vm.error && <CheckAgain kind={vm.error} onCheck={onRecheck} />}
              <div className="success-page__actions">
                {day.sailings.length > 0 && (
                  <button type="submit" className="button" disabled={vm.starting} aria-busy={vm.starting || undefined}>
                    {vm.starting
                      ? <FormattedMessage id="manage.change.working" />
                      : sailing && canChangeTo(sailing)
                        ? intl.formatMessage({ id: DIFFERENCE_MESSAGES[differenceKind(sailing.difference)].confirm }, { amount: money(Math.abs(sailing.difference)) })
                        : <FormattedMessage id="manage.change.confirm.choose" />}
                  </button>
                )}
                <button type="button" className="button button--ghost" onClick={vm.close} disabled={vm.starting}>
                  <FormattedMessage id="manage.change.keep" />
                </button>
              </div>
            </form>
          )}
          {!day && vm.error && <p role="alert" className="form-message form-message--error"><FormattedMessage id={CHANGE_FAILURE_MESSAGES[vm.error]} /></p>}
          {!day && vm.error && <CheckAgain kind={vm.error} onCheck={onRecheck} />}
          {!day && (
            <button type="button" className="button button--ghost" onClick={vm.close}><FormattedMessage id="manage.change.keep" /></button>
          )}
        </div>
      )}
      {vm.editing === null && vm.error && <p role="alert" className="form-message form-message--error"><FormattedMessage id={CHANGE_FAILURE_MESSAGES[vm.error]} /></p>}
      {vm.editing === null && vm.error && <CheckAgain kind={vm.error} onCheck={onRecheck} />}
    </section>
  );
});
