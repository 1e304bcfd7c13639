import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { PrintTicketsButton } from '../../shared/booking/ticket/print-button';
import { ReservationTickets, SavedCopyNotice } from '../../shared/booking/ticket/reservation-tickets';
import { useDates } from '../../shared/i18n/use-dates';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { ticketsScreenTokens } from './tickets.tokens';
import '../../shared/booking/success-page.css';
import './tickets-page.css';

/**
 * `/tickets` (issue 17, offline): "My tickets", the bookings this device saved (when a booking finished, when My
 * trips opened), each with its tickets and their QR codes drawn on the device, and when they were last synchronised.
 * It reads the device only: the installed app shows it without a network.
 */
export const TicketsPage = observer(function TicketsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const dates = useDates();
  const vm = useViewModel(ticketsScreenTokens.SavedTicketsViewModel);
  const title = intl.formatMessage({ id: 'wallet.title' });
  usePageTitle(title);
  useEffect(() => { void vm.load(); }, [vm]);
  return (
    <section className="tickets-page success-page" aria-labelledby="tickets-title" aria-busy={vm.status === 'loading'}>
      <h1 id="tickets-title">{title}</h1>
      {vm.status === 'loading' && (
        <div className="page-loading" role="status"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="layout.loading" /></div>
      )}
      {vm.status === 'failed' && <p role="alert" className="form-message form-message--error"><FormattedMessage id="wallet.failed" /></p>}
      {vm.status === 'ready' && vm.bookings.length === 0 && <p role="status"><FormattedMessage id="wallet.empty" /></p>}
      {vm.status === 'ready' && vm.lastSynced && (
        <>
          <SavedCopyNotice savedAt={vm.lastSynced} messageId="wallet.lastSynced" />
          <div className="success-page__actions no-print"><PrintTicketsButton /></div>
        </>
      )}
      {vm.bookings.map((booking) => (
        <div key={booking.orderCode} className="tickets-page__booking">
          <ReservationTickets reservation={booking.reservation} level={2} />
          <p className="tickets-page__saved no-print">
            <FormattedMessage id="wallet.bookingSaved" values={{
              date: <time dateTime={booking.savedAt}>{dates.format(booking.savedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' })}</time>,
            }} />{' '}
            <Link to={localizePath('/manage', locale)} search={{ order_code: booking.orderCode }}>
              <FormattedMessage id="wallet.manage" />
            </Link>
          </p>
        </div>
      ))}
    </section>
  );
});
