import { FormattedMessage } from 'react-intl';
import { type RefundInfo } from '../../../core/booking';
import { formatMoney } from '../../../core/shared/money';
import { useLocale } from '../i18n/use-locale';

/**
 * Why the money of a paid order that was not issued goes back, how much (in the language's money format) and when
 * it reaches the card (issue 14): "The company could not confirm your seats. Your payment of 80,70 € has been
 * refunded. It reaches your card in 5–10 working days." An outcome the page does not know reads "could not be
 * completed"; without an amount the traveller is still told the money goes back.
 */
export function RefundNotice({ refund }: { refund: RefundInfo | undefined }) {
  const locale = useLocale();
  const reason = refund?.outcome ?? 'other';
  const amount = refund?.amount;
  return (
    <p className="refund-notice">
      <FormattedMessage id={`outcome.reason.${reason}`} />{' '}
      {amount != null
        ? <FormattedMessage id={refund?.done ? 'outcome.refund.done' : 'outcome.refund.pending'} values={{ amount: <strong>{formatMoney(amount, locale)}</strong> }} />
        : <FormattedMessage id="outcome.refund.noAmount" />}
    </p>
  );
}
