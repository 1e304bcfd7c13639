import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { localizePath } from '../../../../core/shared/locale';
import { formatMoney } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { type PaymentProblem } from './payment.view-model';
import './payment.css';

export interface PaySectionProps {
  /** Step 3's check before paying (tidies and validates every field); false keeps the traveller on the form. */
  prepare: () => Promise<boolean>;
  /** The form is not ready: the first invalid field gets focus. */
  onInvalid: () => void;
  /** The server refused a field: it shows the message there. */
  onProblem: (problem: PaymentProblem) => void;
}

/** Waits for the browser to paint what changed, so the waiting message is on screen before the page leaves. */
function afterPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let inner = 0;
  const outer = requestAnimationFrame(() => { inner = requestAnimationFrame(run); });
  return () => { cancelAnimationFrame(outer); cancelAnimationFrame(inner); };
}

/**
 * The Pay button of step 3 and what follows: the booking is held, the card payment starts and, with the
 * 'do not close the window' message announced, the browser goes to the hosted payment page. Problems show here
 * (sold out, price changed, hold failed) with the way back to the right step.
 */
export const PaySection = observer(function PaySection({ prepare, onInvalid, onProblem }: PaySectionProps) {
  const vm = useViewModel(bookingScreenTokens.PaymentViewModel);
  const locale = useLocale();
  const navigate = useNavigate();
  const finalPrice = vm.finalPrice;

  useEffect(() => {
    if (vm.phase !== 'redirecting' || !vm.pendingForm) return undefined;
    return afterPaint(() => { void vm.leave(); });
  }, [vm, vm.phase, vm.pendingForm]);

  useEffect(() => {
    if (vm.phase === 'paid' && vm.paidOrder) {
      void navigate({ href: `${localizePath('/success', locale)}?order_code=${encodeURIComponent(vm.paidOrder)}` });
    }
  }, [vm.phase, vm.paidOrder, navigate, locale]);

  const pay = async () => {
    if (vm.busy) return;
    if (!(await prepare())) {
      onInvalid();
      return;
    }
    const problem = await vm.pay();
    if (problem) onProblem(problem);
  };

  const problem = vm.problem;
  return (
    <div className="pay">
      {problem && (
        <div className="pay__problem" role="alert" id="pay-problem">
          <p><FormattedMessage id={problem.message} values={problem.values} /></p>
          {problem.back !== undefined && (
            <button type="button" className="button button--ghost" onClick={() => vm.goBack(problem.back!)}>
              <FormattedMessage id={problem.back === 0 ? 'results.payment.back.sailings' : 'results.payment.back.passengers'} />
            </button>
          )}
        </div>
      )}
      <div className="pay__status" role="status" aria-live="polite">
        {vm.phase === 'working' && <p className="pay__working"><span className="page-loading__spinner" aria-hidden="true" /> <FormattedMessage id="results.payment.working" /></p>}
        {(vm.phase === 'redirecting' || vm.phase === 'paid') && (
          <p className="pay__redirecting"><span className="page-loading__spinner" aria-hidden="true" /> <FormattedMessage id="results.payment.redirecting" /></p>
        )}
      </div>
      <button type="button" className="button pay__button" aria-disabled={vm.busy} aria-describedby={problem ? 'pay-problem' : undefined}
        onClick={() => { void pay(); }}>
        {finalPrice !== undefined
          ? <FormattedMessage id="results.payment.payAmount" values={{ amount: formatMoney(finalPrice, locale) }} />
          : <FormattedMessage id="results.payment.pay" />}
      </button>
      <p className="pay__secure"><FormattedMessage id={vm.reseller ? 'results.payment.creditNote' : 'results.payment.secureNote'} /></p>
    </div>
  );
});
