import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { PrintTicketsButton } from '../../shared/booking/ticket/print-button';
import { ReservationTickets, SavedCopyNotice } from '../../shared/booking/ticket/reservation-tickets';
import { TicketDownloads } from '../../shared/booking/ticket/ticket-downloads';
import { RefundNotice } from '../../shared/booking/refund-notice';
import { SupportContacts } from '../../shared/booking/ticket/support-contacts';
import { useDates } from '../../shared/i18n/use-dates';
import { BRAND, useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useOrderLink } from '../../shared/booking/use-order-link';
import { useViewModel } from '../../shared/use-view-model';
import { successScreenTokens } from './success.tokens';
import { FindBookingForm } from '../../shared/booking/find-booking-form';
import { type SuccessViewModel } from './success.view-model';
import '../../shared/booking/success-page.css';

/**
 * `/success?order_code=…`, where the card payment ends: the reservation and its tickets, ready to print, or what
 * went wrong when the server has no tickets for the order. The e-mailed link adds the order token (`#t=…`): the
 * tab keeps it and the address bar drops it, so a copied address does not open the booking. Without a token the page
 * offers "Find your booking".
 */
export const SuccessPage = observer(function SuccessPage() {
  const intl = useIntl();
  const vm = useViewModel(successScreenTokens.SuccessViewModel);
  useOrderLink(vm, !!vm.reservation);
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = vm.reservation ? 'ready' : vm.failure ?? 'loading';
  useEffect(() => {
    if (settled !== 'loading') heading.current?.focus();
  }, [settled]);
  const titleId = vm.reservation ? 'success.title' : vm.failure ? `success.failure.${vm.failure}.title` : 'success.loading.title';
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title);

  return (
    <section className="success-page" aria-labelledby="success-title">
      {vm.reservation ? (
        <Confirmed vm={vm} title={title} heading={heading} />
      ) : (
        <div className={`success-page__status success-page__status--${vm.failure ? 'problem' : 'waiting'}`}>
          <h1 id="success-title" ref={heading} tabIndex={-1}>{title}</h1>
          {vm.failure ? <Problem vm={vm} /> : (
            <div className="page-loading" role="status">
              <span className="page-loading__spinner" aria-hidden="true" />
              <FormattedMessage id="success.loading.text" />
            </div>
          )}
        </div>
      )}
    </section>
  );
});

const Confirmed = observer(function Confirmed({ vm, title, heading }: { vm: SuccessViewModel; title: string; heading: RefObject<HTMLHeadingElement | null> }) {
  const locale = useLocale();
  const reservation = vm.reservation!;
  return (
    <>
      <p className="success-page__print-brand">{BRAND} · <FormattedMessage id="success.print.title" /></p>
      <div className="success-page__banner no-print">
        <span className="success-page__tick" aria-hidden="true">✓</span>
        <div>
          <h1 id="success-title" ref={heading} tabIndex={-1}>{title}</h1>
          <p>
            <FormattedMessage id="success.lead" values={{
              name: reservation.fullName, number: <strong className="ticket-code">{reservation.reservationNumber}</strong>,
            }} />
          </p>
          <NotAppliedNotice vm={vm} orderCode={reservation.order_code} />
          {vm.savedAt ? <SavedCopyNotice savedAt={vm.savedAt} /> : <MailStatus vm={vm} email={reservation.email} />}
          {reservation.shipping && <CourierDelivery vm={vm} shipping={reservation.shipping} />}
          <div className="success-page__actions">
            <PrintTicketsButton />
            <TicketDownloads reservation={reservation} />
            <Link to={localizePath('/manage', locale)} search={{ order_code: reservation.order_code }} className="button button--ghost">
              <FormattedMessage id="success.manage" />
            </Link>
            <Link to={localizePath('/', locale)} className="button button--ghost"><FormattedMessage id="success.bookAnother" /></Link>
          </div>
        </div>
      </div>
      <ReservationTickets reservation={reservation} level={2} />
      <aside className="success-page__help no-print" aria-labelledby="success-help">
        <h2 id="success-help"><FormattedMessage id="success.help.title" /></h2>
        <p><FormattedMessage id="success.help.checkin" /></p>
        <SupportContacts />
      </aside>
    </>
  );
});

/**
 * The details sent after paying that the shop did not apply (it issued the booking with those paid for): a status
 * region present from the start and filled once, after it is on the page, so a screen reader announces it once.
 */
const NotAppliedNotice = observer(function NotAppliedNotice({ vm, orderCode }: { vm: SuccessViewModel; orderCode: string }) {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => { setShown(true); }, []);
  const notApplied = shown ? vm.notApplied : undefined;
  return (
    <div role="status" className={notApplied ? 'success-page__not-applied' : undefined}>
      {notApplied && (
        <>
          <p><strong><FormattedMessage id="success.notApplied.lead" /></strong></p>
          <ul>
            {notApplied.delivery && (
              <li>
                <FormattedMessage id="success.notApplied.delivery" values={{
                  paid: <FormattedMessage id={`success.notApplied.way.${notApplied.delivery.paid}`} />,
                  asked: <FormattedMessage id={`success.notApplied.way.${notApplied.delivery.asked}`} />,
                }} />
              </li>
            )}
            {notApplied.parts.map((part) => <li key={part}><FormattedMessage id={`success.notApplied.part.${part}`} /></li>)}
          </ul>
          <p>
            <FormattedMessage id="success.notApplied.manage" values={{
              link: (text: ReactNode[]) => <Link to={localizePath('/manage', locale)} search={{ order_code: orderCode }}>{text}</Link>,
            }} />
          </p>
        </>
      )}
    </div>
  );
});

/** Printed tickets by courier: the shipping number, the expected day and, on request, where the courier says they are. */
const CourierDelivery = observer(function CourierDelivery({ vm, shipping }: { vm: SuccessViewModel; shipping: { shippingNumber: string; estimatedDelivery: string } }) {
  const dates = useDates();
  const day = dates.format(`${shipping.estimatedDelivery}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Athens' });
  const known = vm.shipment !== 'idle' && vm.shipment !== 'asking';
  return (
    <div className="success-page__courier">
      <p>
        <FormattedMessage id="success.courier.text" values={{ number: <strong className="ticket-code">{shipping.shippingNumber}</strong>, date: day }} />
      </p>
      <button type="button" className="link-button" onClick={() => void vm.trackShipment()} aria-busy={vm.shipment === 'asking'}>
        <FormattedMessage id="success.courier.track" />
      </button>
      <p role="status" className={vm.shipment === 'failed' ? 'form-message form-message--error' : undefined}>
        {known && <FormattedMessage id={`success.courier.status.${vm.shipment}`} />}
      </p>
    </div>
  );
});

const MailStatus = observer(function MailStatus({ vm, email }: { vm: SuccessViewModel; email: string }) {
  const message = {
    idle: undefined, sending: 'success.mail.sending', sent: 'success.mail.sent', resent: 'success.mail.resent',
    tooMany: 'success.mail.tooMany', failed: 'success.mail.failed',
  }[vm.mail];
  const canResend = vm.mail === 'sent' || vm.mail === 'resent';
  return (
    <div className="success-page__mail">
      <p role="status" className={vm.mail === 'failed' || vm.mail === 'tooMany' ? 'form-message form-message--error' : undefined}>
        {message && <FormattedMessage id={message} values={{ email: <strong>{email}</strong> }} />}
      </p>
      {canResend && (
        <button type="button" className="link-button" onClick={() => void vm.sendMail(true)}>
          <FormattedMessage id="success.mail.resend" />
        </button>
      )}
      {vm.mail === 'failed' && (
        <button type="button" className="link-button" onClick={() => void vm.sendMail(false)}>
          <FormattedMessage id="success.mail.retry" />
        </button>
      )}
    </div>
  );
});

const Problem = observer(function Problem({ vm }: { vm: SuccessViewModel }) {
  const locale = useLocale();
  const failure = vm.failure!;
  return (
    <>
      <div role="status">
        {failure === 'Issuing' && !vm.issuingLate && (
          <p className="page-loading"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="paymentFailure.issuing" /></p>
        )}
        {failure === 'Issuing' && vm.issuingLate && <p><FormattedMessage id="paymentFailure.issuingLate" /></p>}
        {failure === 'NotIssued' && <RefundNotice refund={vm.refund} />}
        {failure !== 'Issuing' && (
          <p><FormattedMessage id={`success.failure.${failure}.text`} values={{ code: <strong className="ticket-code">{vm.orderCode}</strong> }} /></p>
        )}
      </div>
      <div className="success-page__actions">
        {(failure === 'Failed' || failure === 'NotPaid' || (failure === 'Issuing' && vm.issuingLate)) && (
          <button type="button" className="button" onClick={() => void vm.retry()}><FormattedMessage id="success.failure.retry" /></button>
        )}
        {failure === 'NotPaid' && (
          <Link to={localizePath('/error', locale)} search={{ reason: 'payment', order_code: vm.orderCode }} className="button button--ghost">
            <FormattedMessage id="success.failure.backToPayment" />
          </Link>
        )}
        {failure === 'NotFound' && (
          <Link to={localizePath('/account', locale)} className="button button--ghost"><FormattedMessage id="success.failure.myTrips" /></Link>
        )}
        <Link to={localizePath('/', locale)} className="button button--ghost"><FormattedMessage id="success.bookAnother" /></Link>
      </div>
      {vm.canFind && <FindBookingForm vm={vm.finder} />}
      <SupportContacts />
    </>
  );
});
