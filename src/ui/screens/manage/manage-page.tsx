import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { FindBookingForm } from '../../shared/booking/find-booking-form';
import { PrintTicketsButton } from '../../shared/booking/ticket/print-button';
import { ReservationTickets } from '../../shared/booking/ticket/reservation-tickets';
import { SupportContacts } from '../../shared/booking/ticket/support-contacts';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { manageScreenTokens } from './manage.tokens';
import { type ManageBookingViewModel } from './manage.view-model';
import '../../shared/booking/success-page.css';
import './manage-page.css';

const orderCodeOf = (search: unknown) => {
  const value = (search as Record<string, unknown>).order_code;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The order token an e-mailed link carries in its fragment (`#t=…`; a fragment never reaches a server). */
const linkTokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';

/**
 * `/manage?order_code=…` (issue 17): the booking, its tickets and what the traveller can do with it now. The e-mailed
 * link adds the order token (`#t=…`): the tab keeps it and the address bar drops it. Without a token (or for a code
 * this tab may not open) the page offers "Find your booking".
 */
export const ManagePage = observer(function ManagePage() {
  const intl = useIntl();
  const vm = useViewModel(manageScreenTokens.ManageBookingViewModel);
  const orderCode = useRouterState({ select: (s) => orderCodeOf(s.location.search) });
  const hash = useRouterState({ select: (s) => s.location.hash });
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const token = linkTokenOf(hash);
    if (token) {
      vm.openLink(orderCode, token);
      void navigate({ to: '.', search: { order_code: orderCode }, hash: '', replace: true });
    }
    void vm.load(orderCode);
  }, [vm, orderCode, hash, navigate]);
  useEffect(() => {
    // A booking found by another code than the address's: the address follows it.
    if (vm.status === 'ready' && vm.orderCode && vm.orderCode !== orderCode.trim().toUpperCase()) {
      void navigate({ to: '.', search: { order_code: vm.orderCode }, replace: true });
    }
  }, [vm.status, vm.orderCode, orderCode, navigate]);
  useEffect(() => {
    if (vm.status === 'ready' || vm.status === 'notFound' || vm.status === 'failed' || vm.status === 'notIssued') heading.current?.focus();
  }, [vm.status]);
  const title = intl.formatMessage({ id: 'manage.title' });
  usePageTitle(title);
  return (
    <section className="manage-page success-page" aria-labelledby="manage-title" aria-busy={vm.status === 'loading'}>
      <h1 id="manage-title" ref={heading} tabIndex={-1}>{title}</h1>
      {vm.status === 'loading' && (
        <div className="page-loading" role="status"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="layout.loading" /></div>
      )}
      {vm.status !== 'loading' && vm.status !== 'ready' && vm.status !== 'idle' && (
        <p role="status" className="form-message form-message--error">
          <FormattedMessage id={`manage.status.${vm.status}`} values={{ code: <strong className="ticket-code">{vm.orderCode}</strong> }} />
        </p>
      )}
      {vm.status === 'ready' && <Booking vm={vm} />}
      {vm.canFind && <FindBookingForm vm={vm} />}
      <SupportContacts />
    </section>
  );
});

const Booking = observer(function Booking({ vm }: { vm: ManageBookingViewModel }) {
  const locale = useLocale();
  const reservation = vm.reservation!;
  return (
    <>
      <p>
        <FormattedMessage id="manage.lead" values={{ name: reservation.fullName, number: <strong className="ticket-code">{reservation.reservationNumber}</strong> }} />
      </p>
      <div className="success-page__actions no-print">
        <PrintTicketsButton />
        <Link to={localizePath('/', locale)} className="button button--ghost"><FormattedMessage id="success.bookAnother" /></Link>
      </div>
      <ReservationTickets reservation={reservation} level={2} />
    </>
  );
});
