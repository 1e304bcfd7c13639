import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { RefundNotice } from '../../shared/booking/refund-notice';
import { sailingTime } from '../../shared/booking/ticket/ticket-format';
import { SupportContacts } from '../../shared/booking/ticket/support-contacts';
import { useLocale, useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { resultsHref } from '../../shared/search/results-href';
import { useViewModel } from '../../shared/use-view-model';
import { paymentFailureScreenTokens } from './payment-failure.tokens';
import { type PaymentOutcome, paymentHintOf } from './payment-failure.view-model';
import '../../shared/layout/status-page.css';
import '../../shared/booking/success-page.css';
import './payment-failure-page.css';

const searchValue = (search: unknown, name: string) => {
  const value = (search as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The heading of each outcome; a paid order is never "We are sorry!". */
const TITLES: Record<PaymentOutcome, string> = {
  checking: 'paymentFailure.checking.title', declined: 'paymentFailure.declined.title', cancelled: 'paymentFailure.cancelled.title',
  notPaid: 'paymentFailure.title', unknown: 'paymentFailure.title', issued: 'paymentFailure.issuing.title',
  issuing: 'paymentFailure.issuing.title', issuingLate: 'paymentFailure.issuing.title', refund: 'paymentFailure.refund.title',
};

/**
 * The page a card payment that did not end in tickets lands on (SPEC.md section 8, issue 14): what happened and what
 * to do — the card was declined or the payment cancelled (nothing charged: try again, with everything kept), the
 * tickets are still being confirmed (the page asks again, then says they will come by e-mail), or the money goes
 * back (why and how much) — with customer support's phone and e-mail. The heading takes the focus once the server
 * has answered; the message is in a status region.
 */
export const PaymentFailurePage = observer(function PaymentFailurePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalize();
  const vm = useViewModel(paymentFailureScreenTokens.PaymentFailureViewModel);
  const orderCode = useRouterState({ select: (s) => searchValue(s.location.search, 'order_code') });
  const hint = useRouterState({ select: (s) => paymentHintOf(searchValue(s.location.search, 'payment')) });
  const heading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: vm.outcome === 'refund' && vm.refund?.done ? 'paymentFailure.refunded.title' : TITLES[vm.outcome] });
  usePageTitle(title);
  useEffect(() => {
    void vm.check(orderCode, hint);
    return () => vm.dispose();
  }, [vm, orderCode, hint]);
  useEffect(() => {
    // The payment went through after all (a late confirmation): the tickets are on the success page.
    if (vm.outcome === 'issued') void navigate({ to: localizePath('/success', locale), search: { order_code: vm.orderCode }, replace: true });
  }, [vm.outcome, vm.orderCode, navigate, locale]);
  const settled = vm.outcome !== 'checking' && vm.outcome !== 'issuing';
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled, vm.outcome]);

  const tryAgain = () => {
    const search = vm.retry();
    // The same plain query string as a search from the wizard (`AD=1`): the router's own search writer would
    // JSON-quote the digit strings (`AD=%221%22`).
    if (search) void navigate({ href: resultsHref(localize, search) });
  };
  const paid = vm.outcome === 'issuing' || vm.outcome === 'issuingLate' || vm.outcome === 'issued' || vm.outcome === 'refund';
  const problem = !paid && vm.outcome !== 'checking';

  return (
    <section className={`status-page payment-failure${problem ? ' payment-failure--problem' : ''}`} aria-labelledby="payment-failure-title">
      {problem && <p className="payment-failure__icon" aria-hidden="true">!</p>}
      <h1 id="payment-failure-title" ref={heading} tabIndex={-1}>{title}</h1>
      <div role="status" className="payment-failure__message">
        {vm.outcome === 'checking' && <p><FormattedMessage id="paymentFailure.checking" /></p>}
        {vm.outcome === 'declined' && <p><FormattedMessage id="paymentFailure.declined" /></p>}
        {vm.outcome === 'cancelled' && <p><FormattedMessage id="paymentFailure.cancelled" /></p>}
        {vm.outcome === 'notPaid' && <p><FormattedMessage id="paymentFailure.notCharged" /></p>}
        {(vm.outcome === 'issuing' || vm.outcome === 'issued') && (
          <p className="page-loading"><span className="page-loading__spinner" aria-hidden="true" /><FormattedMessage id="paymentFailure.issuing" /></p>
        )}
        {vm.outcome === 'issuingLate' && <p><FormattedMessage id="paymentFailure.issuingLate" /></p>}
        {vm.outcome === 'refund' && <RefundNotice refund={vm.refund} />}
        {vm.orderCode && vm.outcome !== 'checking' && (
          <p className="payment-failure__order"><FormattedMessage id="paymentFailure.order" values={{ code: <strong className="ticket-code">{vm.orderCode}</strong> }} /></p>
        )}
      </div>
      {vm.canRetry && (
        <p>
          {vm.holdExpired
            ? <FormattedMessage id="paymentFailure.holdEnded" />
            : <FormattedMessage id="paymentFailure.holdUntil" values={{ time: <strong>{sailingTime(vm.holdExpiresAt!, locale)}</strong> }} />}
        </p>
      )}
      <div className="success-page__actions payment-failure__actions">
        {vm.canRetry && (
          <button type="button" className="button" onClick={tryAgain}><FormattedMessage id="paymentFailure.tryAgain" /></button>
        )}
        {(vm.outcome === 'issuingLate' || vm.outcome === 'unknown') && vm.orderCode && (
          <button type="button" className="button" onClick={() => void vm.recheck()}><FormattedMessage id="paymentFailure.checkAgain" /></button>
        )}
        <Link to={localizePath('/', locale)} className={vm.canRetry ? 'button button--ghost' : 'button'}>
          <FormattedMessage id={vm.canRetry ? 'paymentFailure.newSearch' : 'paymentFailure.home'} />
        </Link>
      </div>
      <SupportContacts messageId={vm.outcome === 'notPaid' || vm.outcome === 'unknown' ? 'paymentFailure.text' : 'paymentFailure.help'} />
    </section>
  );
});
