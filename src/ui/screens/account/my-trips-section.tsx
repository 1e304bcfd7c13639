import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Order } from '../../../core/booking';
import { localizePath } from '../../../core/shared/locale';
import { formatMoney } from '../../../core/shared/money';
import { useLocale } from '../../shared/i18n/use-locale';
import { PrintTicketsButton } from '../../shared/booking/ticket/print-button';
import { ReservationTickets } from '../../shared/booking/ticket/reservation-tickets';
import { sailingDate, sailingTime } from '../../shared/booking/ticket/ticket-format';
import { FormMessage } from '../../shared/auth/form-field';
import { type MyTripsViewModel } from './my-trips.view-model';
import './my-trips.css';

/** 'My trips': the user's trips still ahead and their history, 50 orders a page, each opening its tickets. */
export const MyTripsSection = observer(function MyTripsSection({ vm, userId }: { vm: MyTripsViewModel; userId: string }) {
  useEffect(() => { void vm.load(userId); }, [vm, userId]);
  return (
    <section className="my-trips" aria-labelledby="my-trips-title" aria-busy={vm.loading}>
      <h2 id="my-trips-title"><FormattedMessage id="account.trips.title" /></h2>
      <FormMessage tone="error" id={vm.failure} />
      {vm.loaded && !vm.failure && (
        <>
          <TripList vm={vm} kind="scheduled" orders={vm.scheduled} />
          <TripList vm={vm} kind="history" orders={vm.history} />
          {vm.pageCount > 1 && <Pager vm={vm} />}
        </>
      )}
    </section>
  );
});

const TripList = observer(function TripList({ vm, kind, orders }: { vm: MyTripsViewModel; kind: 'scheduled' | 'history'; orders: Order[] }) {
  return (
    <section className="my-trips__group" aria-labelledby={`my-trips-${kind}`}>
      <h3 id={`my-trips-${kind}`}><FormattedMessage id={`account.trips.${kind}`} values={{ count: orders.length }} /></h3>
      {orders.length === 0
        ? <p><FormattedMessage id={`account.trips.${kind}Empty`} /></p>
        : <ul className="my-trips__list">{orders.map((order) => <TripCard key={order.order_code} vm={vm} order={order} />)}</ul>}
    </section>
  );
});

const TripCard = observer(function TripCard({ vm, order }: { vm: MyTripsViewModel; order: Order }) {
  const intl = useIntl();
  const locale = useLocale();
  const open = vm.open.get(order.order_code);
  const panelId = `trip-tickets-${order.order_code}`;
  const first = order.trips[0];
  const route = order.trips.map((t) => `${t.from} → ${t.to}`).join(' · ');
  return (
    <li className="my-trips__card">
      <div className="my-trips__summary">
        <div>
          <h4 className="my-trips__route">{route}</h4>
          {first && (
            <p className="my-trips__when">
              <time dateTime={first.departureDatetime}>{sailingDate(first.departureDatetime, locale)}, {sailingTime(first.departureDatetime, locale)}</time>
              {' · '}{first.vesselName}
            </p>
          )}
          <p className="my-trips__meta">
            <FormattedMessage id="account.trips.order" values={{ code: <span className="ticket-code">{order.order_code}</span> }} />
            {' · '}{formatMoney(order.payment_amount, locale)}
          </p>
        </div>
        <div className="my-trips__actions">
          <button type="button" className="button button--ghost" aria-expanded={open !== undefined} aria-controls={panelId}
            onClick={() => void vm.toggleTickets(order.order_code)}
            aria-label={intl.formatMessage({ id: open ? 'account.trips.hideTickets' : 'account.trips.showTickets' }, { code: order.order_code })}>
            <FormattedMessage id={open ? 'account.trips.hideShort' : 'account.trips.showShort'} />
          </button>
          <Link to={localizePath('/manage', locale)} search={{ order_code: order.order_code }} className="button button--ghost"
            aria-label={intl.formatMessage({ id: 'account.trips.manageLabel' }, { code: order.order_code })}>
            <FormattedMessage id="account.trips.manage" />
          </Link>
        </div>
      </div>
      <div id={panelId} className="my-trips__tickets" hidden={open === undefined}>
        {open?.status === 'loading' && (
          <div className="page-loading" role="status"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="layout.loading" /></div>
        )}
        {open?.status === 'failed' && <FormMessage tone="error" id={open.messageId} />}
        {open?.status === 'ready' && (
          <>
            <PrintTicketsButton onPrint={() => vm.printTickets(order.order_code)} />
            <ReservationTickets reservation={open.reservation} level={4} printTarget={vm.printing === order.order_code} />
          </>
        )}
      </div>
    </li>
  );
});

const Pager = observer(function Pager({ vm }: { vm: MyTripsViewModel }) {
  const intl = useIntl();
  return (
    <nav className="my-trips__pager" aria-label={intl.formatMessage({ id: 'account.trips.pages' })}>
      <button type="button" className="button button--ghost" disabled={!vm.hasPrevious || vm.loading} onClick={() => void vm.goToPage(vm.page - 1)}>
        <FormattedMessage id="account.trips.newer" />
      </button>
      <span aria-live="polite"><FormattedMessage id="account.trips.pageOf" values={{ page: vm.page, count: vm.pageCount }} /></span>
      <button type="button" className="button button--ghost" disabled={!vm.hasNext || vm.loading} onClick={() => void vm.goToPage(vm.page + 1)}>
        <FormattedMessage id="account.trips.older" />
      </button>
    </nav>
  );
});
