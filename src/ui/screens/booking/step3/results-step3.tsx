import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { PaySection } from '../payment/pay-section';
import { type PaymentProblem } from '../payment/payment.view-model';
import { ConsentFields, ContactFields, CouponFields, DeliveryFields, InvoiceFields } from './billing-fields';
import { PartyFields } from './party-fields';
import { step3Summary } from './step3-rules';
import './step3.css';

export interface ResultsStep3Props {
  /** Part of the steps' contract; the payment runs inside this step, so it is not called. */
  onNext: () => void;
}

/**
 * ResultsStep3: passenger info and billing, then payment (SPEC.md section 2). Each traveller's details are typed
 * once for every trip; the leader's contact, ticket delivery, invoice, coupon, newsletter and terms follow; Pay
 * checks everything (focusing the first field to fix), holds the booking and goes to the hosted payment page.
 */
export const ResultsStep3 = observer(function ResultsStep3(_props: ResultsStep3Props) {
  const vm = useViewModel(bookingScreenTokens.ResultsStep3ViewModel);
  const form = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // After Pay found something missing, the SPEC's messages for what is still missing: each goes as it is fixed.
  const [checked, setChecked] = useState(false);
  const summary = checked ? step3Summary(vm.errors) : [];

  useEffect(() => {
    void vm.loadAccount();
  }, [vm]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus();
      first.scrollIntoView?.({ block: 'center' });
    }
  }, [focusRequest]);

  const problem = (p: PaymentProblem) => {
    if (!p.field) return;
    vm.showCallError(p.field, p.message);
    setFocusRequest((n) => n + 1);
  };

  return (
    <section className="step3" aria-labelledby="results-step-heading">
      <h2 id="results-step-heading" tabIndex={-1}><FormattedMessage id="results.step3.title" /></h2>
      <p className="step3__intro"><FormattedMessage id="results.step3.intro" /></p>
      <form ref={form} noValidate className="step3__form" onSubmit={(e) => e.preventDefault()}>
        <PartyFields vm={vm} />
        <ContactFields vm={vm} />
        <DeliveryFields vm={vm} />
        <InvoiceFields vm={vm} />
        <CouponFields vm={vm} />
        <ConsentFields vm={vm} />
        {summary.length > 0 && (
          <div className="step3__summary" role="alert">
            <ul>{summary.map((id) => <li key={id}><FormattedMessage id={id} /></li>)}</ul>
          </div>
        )}
        <PaySection
          prepare={async () => {
            const ready = await vm.prepare();
            setChecked(!ready);
            return ready;
          }}
          onInvalid={() => setFocusRequest((n) => n + 1)}
          onProblem={problem} />
      </form>
    </section>
  );
});
