import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { formatMoney } from '../../../core/shared/money';
import { type Reservation, type ReservationTrip } from '../../../core/booking';
import { FindBookingForm } from '../../shared/booking/find-booking-form';
import { MANAGE_CANCEL_FAILURE_MESSAGES } from '../../shared/failure-messages';
import { PrintTicketsButton } from '../../shared/booking/ticket/print-button';
import { ReservationTickets, SavedCopyNotice } from '../../shared/booking/ticket/reservation-tickets';
import { TicketDownloads } from '../../shared/booking/ticket/ticket-downloads';
import { sailingDate, sailingTime } from '../../shared/booking/ticket/ticket-format';
import { SupportContacts } from '../../shared/booking/ticket/support-contacts';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useOrderLink } from '../../shared/booking/use-order-link';
import { useViewModel } from '../../shared/use-view-model';
import { AssistanceSection } from './assistance-section';
import { ChangeSection } from './change-section';
import { CheckAgain } from './check-again';
import { manageScreenTokens } from './manage.tokens';
import { type ManageBookingViewModel } from './manage.view-model';
import { PartCancelSection } from './part-cancel-section';
import { RefundCells, RefundHead } from './refund-cells';
import '../../shared/booking/success-page.css';
import './manage-page.css';

/**
 * `/manage?order_code=…` (issue 17): the booking, its tickets and what the traveller can do with it now. The e-mailed
 * link adds the order token (`#t=…`): the tab keeps it and the address bar drops it. Without a token (or for a code
 * this tab may not open) the page offers "Find your booking".
 */
export const ManagePage = observer(function ManagePage() {
  const intl = useIntl();
  const vm = useViewModel(manageScreenTokens.ManageBookingViewModel);
  useOrderLink(vm, vm.status === 'ready');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (vm.status === 'ready' || vm.status === 'notFound' || vm.status === 'failed') heading.current?.focus();
  }, [vm.status]);
  const title = intl.formatMessage({ id: 'manage.title' });
  usePageTitle(title);
  return (
    <section className="manage-page success-page" aria-labelledby="manage-title" aria-busy={vm.status === 'loading'}>
      <h1 id="manage-title" ref={heading} tabIndex={-1}>{title}</h1>
      {vm.status === 'loading' && (
        <div className="page-loading" role="status"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="layout.loading" /></div>
      )}
      {vm.saved && (
        <>
          <SavedCopyNotice savedAt={vm.saved.savedAt} />
          <ReservationTickets reservation={vm.saved.reservation} level={2} />
        </>
      )}
      {vm.status !== 'loading' && vm.status !== 'ready' && vm.status !== 'idle' && !vm.saved && (
        <p role="status" className="form-message form-message--error">
          <FormattedMessage id={`manage.status.${vm.status}`} values={{ code: <strong className="ticket-code">{vm.orderCode}</strong> }} />
        </p>
      )}
      {vm.status === 'ready' && <Booking vm={vm} />}
      {vm.canFind && <FindBookingForm vm={vm.finder} />}
      <SupportContacts />
    </section>
  );
});

const Booking = observer(function Booking({ vm }: { vm: ManageBookingViewModel }) {
  const locale = useLocale();
  const booking = vm.booking!;
  const reservation = booking.reservation;
  const changed = (tickets: Reservation) => { void vm.changed(tickets); };
  const recheck = () => { void vm.refresh(); };
  return (
    <>
      {vm.cancelled && (
        <p role="status" className="manage-page__done">
          <FormattedMessage id="manage.cancel.done" values={{ amount: <strong>{formatMoney(vm.cancelled.refund_amount, locale)}</strong> }} />
        </p>
      )}
      {reservation ? (
        <p>
          <FormattedMessage id="manage.lead" values={{ name: reservation.fullName, number: <strong className="ticket-code">{reservation.reservationNumber}</strong> }} />
        </p>
      ) : (
        <p><FormattedMessage id="manage.noTickets" values={{ code: <strong className="ticket-code">{booking.order_code}</strong> }} /></p>
      )}
      <CancelSection vm={vm} />
      <PartCancelSection booking={booking} onBooking={vm.showBooking} />
      {reservation && booking.order_status === 'success' && <ChangeSection orderCode={booking.order_code} reservation={reservation} onTickets={changed} onRecheck={recheck} />}
      {reservation && <AssistanceSection orderCode={booking.order_code} reservation={reservation} onTickets={vm.showReservation} onRecheck={recheck} />}
      {reservation && (
        <>
          <div className="success-page__actions no-print">
            <PrintTicketsButton />
            <TicketDownloads reservation={reservation} />
            <Link to={localizePath('/', locale)} className="button button--ghost"><FormattedMessage id="success.bookAnother" /></Link>
          </div>
          <ReservationTickets reservation={reservation} level={2} />
        </>
      )}
    </>
  );
});

/** Who and what travels on a trip of the quote, with what each cost (the company refunds the trip's total). */
function TripParty({ trip, money }: { trip: ReservationTrip | undefined; money: (cents: number) => string }) {
  if (!trip) return null;
  const items = [
    ...trip.passengers.map((p) => ({ key: `p${p.index}`, label: `${p.name} ${p.surname}`, price: p.price })),
    ...trip.vehicles.map((v) => ({ key: `v${v.index}`, label: v.plate, price: v.price })),
    ...trip.pets.map((p) => ({ key: `a${p.index}`, label: p.name, price: p.price })),
  ];
  return <ul className="manage-page__party">{items.map((i) => <li key={i.key}>{i.label} · {money(i.price)}</li>)}</ul>;
}

/**
 * Cancelling: the server's quote per trip (hours before departure, the company's tier, percent, fee, refund) and
 * the total, then a confirmation naming the amount; or why the booking cannot be cancelled now.
 */
const CancelSection = observer(function CancelSection({ vm }: { vm: ManageBookingViewModel }) {
  const locale = useLocale();
  const intl = useIntl();
  const booking = vm.booking!;
  const quote = booking.cancel;
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (vm.confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) buttonRef.current?.focus();
    wasConfirming.current = vm.confirming;
  }, [vm.confirming]);
  const money = (cents: number) => formatMoney(cents, locale);
  const total = <strong>{money(quote.refund_amount)}</strong>;
  return (
    <section className="manage-page__cancel no-print" aria-labelledby="manage-cancel-title">
      <h2 id="manage-cancel-title"><FormattedMessage id="manage.cancel.title" /></h2>
      {vm.cancelError && (
        <>
          <p role="alert" className="form-message form-message--error"><FormattedMessage id={MANAGE_CANCEL_FAILURE_MESSAGES[vm.cancelError]} /></p>
          <CheckAgain kind={vm.cancelError} onCheck={() => { void vm.refresh(); }} busy={vm.refreshing} />
        </>
      )}
      {!quote.allowed ? (
        <p><FormattedMessage id={`manage.cancel.refused.${quote.reason ?? 'NOT_ISSUED'}`} values={{ amount: <strong>{money(booking.refund_amount ?? 0)}</strong> }} /></p>
      ) : (
        <>
          <p><FormattedMessage id="manage.cancel.intro" /></p>
          <table className="manage-page__quote">
            <caption className="visually-hidden"><FormattedMessage id="manage.cancel.caption" /></caption>
            <RefundHead />
            <tbody>
              {quote.trips.map((t) => (
                <tr key={t.tripId}>
                  <th scope="row">
                    {t.from} → {t.to}<br />
                    <small>{t.companyName} · <time dateTime={t.departure}>{sailingDate(t.departure, locale)}, {sailingTime(t.departure, locale)}</time></small>
                    <TripParty trip={booking.reservation?.trips.find((r) => r.tripId === t.tripId)} money={money} />
                  </th>
                  <RefundCells line={t} money={money} />
                </tr>
              ))}
            </tbody>
          </table>
          <p className="manage-page__total"><FormattedMessage id="manage.cancel.total" values={{ amount: total }} /></p>
          <p><small><FormattedMessage id="manage.cancel.serviceFee" /></small></p>
          {!vm.confirming ? (
            <button ref={buttonRef} type="button" className="button button--danger" onClick={vm.askCancel}>
              <FormattedMessage id="manage.cancel.button" />
            </button>
          ) : (
            <div className="manage-page__confirm" role="group" aria-labelledby="manage-confirm-title" aria-describedby="manage-confirm-text">
              <h3 id="manage-confirm-title" ref={confirmRef} tabIndex={-1}><FormattedMessage id="manage.cancel.confirm.title" /></h3>
              <p id="manage-confirm-text"><FormattedMessage id="manage.cancel.confirm.text" values={{ amount: total }} /></p>
              <div className="success-page__actions">
                <button type="button" className="button button--danger" onClick={() => void vm.confirmCancel()} disabled={vm.cancelling} aria-busy={vm.cancelling || undefined}>
                  {vm.cancelling
                    ? <FormattedMessage id="manage.cancel.working" />
                    : intl.formatMessage({ id: 'manage.cancel.confirm.yes' }, { amount: money(quote.refund_amount) })}
                </button>
                <button type="button" className="button button--ghost" onClick={vm.keepBooking} disabled={vm.cancelling}>
                  <FormattedMessage id="manage.cancel.confirm.no" />
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
});
