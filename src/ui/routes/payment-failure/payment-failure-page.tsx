import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { sailingTime } from '../../features/booking/ticket/ticket-format';
import { SupportContacts } from '../../features/booking/ticket/support-contacts';
import { useLocale, useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { resultsHref } from '../../features/search/results-href';
import { useViewModel } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import '../not-found/status-page.css';
import '../success/success-page.css';
import './payment-failure-page.css';

const orderCodeOf = (search: unknown) => {
  const value = (search as Record<string, unknown>).order_code;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/**
 * The failed booking page (SPEC.md section 8): 'We are sorry!', customer support's phone and e-mail, and a way back
 * to the booking's last step with everything kept, to pay again.
 */
export const PaymentFailurePage = observer(function PaymentFailurePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalize();
  const vm = useViewModel(uiTokens.PaymentFailureViewModel);
  const orderCode = useRouterState({ select: (s) => orderCodeOf(s.location.search) });
  usePageTitle(intl.formatMessage({ id: 'paymentFailure.title' }));
  useEffect(() => { void vm.check(orderCode); }, [vm, orderCode]);
  useEffect(() => {
    // The payment went through after all (a late confirmation): the tickets are on the success page.
    if (vm.outcome === 'issued') void navigate({ to: localizePath('/success', locale), search: { order_code: vm.orderCode }, replace: true });
  }, [vm.outcome, vm.orderCode, navigate, locale]);

  const tryAgain = () => {
    const search = vm.retry();
    // The same plain query string as a search from the wizard (`AD=1`): the router's own search writer would
    // JSON-quote the digit strings (`AD=%221%22`).
    if (search) void navigate({ href: resultsHref(localize, search) });
  };

  return (
    <section className="status-page payment-failure" aria-labelledby="payment-failure-title">
      <p className="payment-failure__icon" aria-hidden="true">!</p>
      <h1 id="payment-failure-title"><FormattedMessage id="paymentFailure.title" /></h1>
      <SupportContacts messageId="paymentFailure.text" />
      <div role="status">
        {vm.outcome === 'checking' && <p><FormattedMessage id="paymentFailure.checking" /></p>}
        {vm.outcome === 'notPaid' && <p><FormattedMessage id="paymentFailure.notCharged" /></p>}
        {vm.outcome === 'refund' && <p><FormattedMessage id="paymentFailure.refund" /></p>}
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
        <Link to={localizePath('/', locale)} className={vm.canRetry ? 'button button--ghost' : 'button'}>
          <FormattedMessage id={vm.canRetry ? 'paymentFailure.newSearch' : 'paymentFailure.home'} />
        </Link>
      </div>
    </section>
  );
});
