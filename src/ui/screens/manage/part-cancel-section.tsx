import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LegChoice, type ManagedBooking, type PartCancelRefusal, type PartQuoteLine } from '../../../core/booking';
import { formatMoney } from '../../../core/shared/money';
import { sailingDate, sailingTime } from '../../shared/booking/ticket/ticket-format';
import { PART_CANCEL_FAILURE_MESSAGES } from '../../shared/failure-messages';
import { useLocale } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { CheckAgain } from './check-again';
import { manageScreenTokens } from './manage.tokens';
import { type PartCancelViewModel } from './part-cancel.view-model';
import { RefundCells, RefundHead } from './refund-cells';
import './part-cancel-section.css';

const legId = (tripIndex: number) => `manage-part-leg-${tripIndex}`;
const errorId = (tripIndex: number) => `manage-part-leg-${tripIndex}-error`;

/** A refusal in the user's language (the leg's names where it is about one). */
function RefusalText({ refusal }: { refusal: PartCancelRefusal }) {
  return <FormattedMessage id={PART_CANCEL_FAILURE_MESSAGES[refusal.kind]} />;
}

/** What one line of the quote cancels: the whole leg, or the names and plates ticked. */
function lineWhat(line: PartQuoteLine, leg: LegChoice | undefined): string {
  const names = [
    ...line.passengers.map((i) => leg?.passengers.find((p) => p.index === i)?.label ?? ''),
    ...line.vehicles.map((i) => leg?.vehicles.find((v) => v.index === i)?.label ?? ''),
  ].filter(Boolean);
  return names.join(', ');
}

/** One leg: the whole leg, or its passengers and vehicles, each with why not when its company does not allow it. */
const LegFieldset = observer(function LegFieldset({ vm, leg }: { vm: PartCancelViewModel; leg: LegChoice }) {
  const locale = useLocale();
  const ticks = vm.ticked(leg.tripIndex);
  const error = vm.errorOn(leg.tripIndex);
  const busy = vm.cancelling;
  const gone = leg.legClosed === 'cancelled';
  // The leg's refusal is read with each of its boxes (focus moves to the first one).
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId(leg.tripIndex) } as const : {};
  const items = [
    ...leg.passengers.map((p) => ({ kind: 'passenger' as const, item: p, on: ticks.passengers.has(p.index) })),
    ...leg.vehicles.map((v) => ({ kind: 'vehicle' as const, item: v, on: ticks.vehicles.has(v.index) })),
  ];
  return (
    <fieldset id={legId(leg.tripIndex)} className={`manage-part__leg${error ? ' manage-part__leg--invalid' : ''}`}
      aria-describedby={error ? errorId(leg.tripIndex) : undefined}>
      <legend>
        <strong>{leg.from} → {leg.to}</strong>{' · '}
        <time dateTime={leg.departure}>{sailingDate(leg.departure, locale)}, {sailingTime(leg.departure, locale)}</time>{' · '}{leg.companyName}
      </legend>
      {gone ? (
        <p className="manage-part__why"><FormattedMessage id="manage.part.closed.cancelled" /></p>
      ) : (
        <>
          {leg.legClosed === null ? (
            <label className="manage-part__check">
              <input type="checkbox" checked={ticks.whole} disabled={busy} data-part="leg" {...invalid}
                onChange={(e) => vm.setWhole(leg.tripIndex, e.target.checked)} />
              <FormattedMessage id="manage.part.wholeLeg" />
            </label>
          ) : (
            <p className="manage-part__why"><FormattedMessage id={`manage.part.closed.leg.${leg.legClosed}`} /></p>
          )}
          {leg.itemsClosed === null ? (
            <ul className="manage-part__items">
              {items.map(({ kind, item, on }) => (
                <li key={`${kind}${item.index}`}>
                  <label className="manage-part__check">
                    <input type="checkbox" checked={item.cancelled || on || ticks.whole} disabled={busy || item.cancelled || ticks.whole}
                      data-part={kind} {...invalid} onChange={(e) => vm.setItem(leg.tripIndex, kind, item.index, e.target.checked)} />
                    {item.label}
                    {item.cancelled && <> <span className="manage-part__gone"><FormattedMessage id="manage.part.itemCancelled" /></span></>}
                  </label>
                </li>
              ))}
            </ul>
          ) : leg.itemsClosed !== leg.legClosed ? (
            <p className="manage-part__why"><FormattedMessage id={`manage.part.closed.items.${leg.itemsClosed}`} /></p>
          ) : null}
        </>
      )}
      {error && <p id={errorId(leg.tripIndex)} tabIndex={-1} className="manage-part__error"><RefusalText refusal={error} /></p>}
    </fieldset>
  );
});

/**
 * "Cancel part of the booking" on "Manage booking" (issue 17): checkboxes per leg (the whole leg, or passengers and
 * vehicles) where the company allows it, why not where it does not; the server's quote of what is ticked (per leg:
 * hours before departure, tier, percent, what it cost, the fee, the refund) kept up to date; a confirmation dialog
 * naming the exact refund; then the booking as the server has it (cancelled tickets say so) and the refund.
 */
export const PartCancelSection = observer(function PartCancelSection({ booking, onBooking }: {
  booking: ManagedBooking; onBooking: (booking: ManagedBooking) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const vm: PartCancelViewModel = useViewModel(manageScreenTokens.PartCancelViewModel);
  const sectionRef = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { vm.open(booking, onBooking); }, [vm, booking, onBooking]);
  useEffect(() => {
    if (vm.focusRequest === 0) return;
    const leg = vm.error && 'tripIndex' in vm.error ? vm.error.tripIndex : undefined;
    const target = leg === undefined ? sectionRef.current?.querySelector<HTMLElement>('.manage-part__general')
      : document.getElementById(legId(leg))?.querySelector<HTMLElement>('input:not([disabled])') ?? document.getElementById(errorId(leg));
    target?.focus();
  }, [vm, vm.focusRequest]);
  useEffect(() => { if (vm.done) doneRef.current?.focus(); }, [vm.done]);
  // Nothing to offer (not issued, or cancelled whole): the section stays only to say what the last part gave back.
  if (!vm.booking || (vm.legs.length === 0 && !vm.done)) return null;
  const money = (cents: number) => formatMoney(cents, locale);
  const quote = vm.quote;
  const general = vm.generalError;
  return (
    <section ref={sectionRef} className="manage-part no-print" aria-labelledby="manage-part-title" aria-busy={vm.quoting || vm.cancelling}>
      <h2 id="manage-part-title"><FormattedMessage id="manage.part.title" /></h2>
      <div ref={doneRef} tabIndex={-1} role="status" className={vm.done ? 'manage-part__done' : undefined}>
        {vm.done && (
          <FormattedMessage id={vm.done.wholeOrder ? 'manage.part.done.whole' : 'manage.part.done.part'} values={{ amount: <strong>{money(vm.done.refundAmount)}</strong> }} />
        )}
      </div>
      {vm.offered && (
        <>
          <p><FormattedMessage id="manage.part.intro" /></p>
          {vm.legs.map((leg) => <LegFieldset key={leg.tripIndex} vm={vm} leg={leg} />)}
          {general && (
            <>
              <p role="alert" tabIndex={-1} className="manage-part__general form-message form-message--error"><RefusalText refusal={general} /></p>
              <CheckAgain kind={general.kind} onCheck={() => { void vm.checkAgain(); }} busy={vm.checking} />
            </>
          )}
          <div aria-live="polite" className="manage-part__quote">
            {vm.quoting && <p><FormattedMessage id="manage.part.quoting" /></p>}
            {!vm.quoting && quote && (
              <>
                <table className="manage-page__quote">
                  <caption className="visually-hidden"><FormattedMessage id="manage.part.caption" /></caption>
                  <RefundHead />
                  <tbody>
                    {quote.lines.map((line) => {
                      const leg = vm.legs.find((l) => l.tripIndex === line.tripIndex);
                      return (
                        <tr key={line.tripIndex}>
                          <th scope="row">
                            {leg ? `${leg.from} → ${leg.to}` : line.tripId}<br />
                            <small>{line.whole ? <FormattedMessage id="manage.part.line.whole" /> : lineWhat(line, leg)}</small>
                          </th>
                          <RefundCells line={line} money={money} />
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
                <p className="manage-page__total"><FormattedMessage id="manage.part.total" values={{ amount: <strong>{money(quote.refundAmount)}</strong> }} /></p>
                {quote.wholeOrder && <p className="manage-part__warning"><FormattedMessage id="manage.part.wholeOrder" /></p>}
              </>
            )}
          </div>
          <button ref={askRef} type="button" className="button button--danger" onClick={vm.askConfirm}
            disabled={!quote || vm.quoting || vm.cancelling} aria-describedby="manage-part-ask-hint">
            <FormattedMessage id="manage.part.button" />
          </button>
          <p id="manage-part-ask-hint" className="manage-part__hint"><FormattedMessage id="manage.part.hint" /></p>
        </>
      )}
      {vm.confirming && quote && (
        <ModalOverlay isOpen isDismissable={!vm.cancelling} onOpenChange={(open) => { if (!open) { vm.keep(); askRef.current?.focus(); } }} className="manage-part__overlay">
          <Modal className="manage-part__modal">
            <Dialog role="alertdialog" className="manage-part__dialog" aria-describedby="manage-part-confirm-text">
              <Heading slot="title"><FormattedMessage id="manage.part.confirm.title" /></Heading>
              <p id="manage-part-confirm-text">
                <FormattedMessage id={quote.wholeOrder ? 'manage.part.confirm.textWhole' : 'manage.part.confirm.text'} values={{ amount: <strong>{money(quote.refundAmount)}</strong> }} />
              </p>
              <ul>
                {quote.lines.map((line) => {
                  const leg = vm.legs.find((l) => l.tripIndex === line.tripIndex);
                  return (
                    <li key={line.tripIndex}>
                      {leg ? `${leg.from} → ${leg.to}` : line.tripId}: {line.whole ? intl.formatMessage({ id: 'manage.part.line.whole' }) : lineWhat(line, leg)} · {money(line.refund)}
                    </li>
                  );
                })}
              </ul>
              <div className="manage-part__actions">
                {/* First, so it takes the focus: keeping the booking is the safe choice. */}
                <Button className="button button--ghost" onPress={() => { vm.keep(); askRef.current?.focus(); }} isDisabled={vm.cancelling} autoFocus>
                  <FormattedMessage id="manage.part.confirm.no" />
                </Button>
                <Button className="button button--danger" onPress={() => void vm.confirm()} isDisabled={vm.cancelling}>
                  {vm.cancelling ? <FormattedMessage id="manage.cancel.working" /> : intl.formatMessage({ id: 'manage.part.confirm.yes' }, { amount: money(quote.refundAmount) })}
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </section>
  );
});
