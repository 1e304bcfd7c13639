import { FormattedMessage } from 'react-intl';

/** What one line of a cancellation's quote gives back: the company's tier by the hours left, what it cost, the fee, the refund. */
export interface RefundLine {
  readonly hours_before_departure: number;
  readonly tier_hours: number | null;
  readonly percent: number;
  readonly paid: number;
  readonly fee: number;
  readonly refund: number;
}

/** The head of a quote table: the trip, then the columns of `RefundCells`. */
export function RefundHead() {
  return (
    <thead>
      <tr>
        <th scope="col"><FormattedMessage id="manage.cancel.col.trip" /></th>
        <th scope="col"><FormattedMessage id="manage.cancel.col.policy" /></th>
        <th scope="col"><FormattedMessage id="manage.cancel.col.paid" /></th>
        <th scope="col"><FormattedMessage id="manage.cancel.col.fee" /></th>
        <th scope="col"><FormattedMessage id="manage.cancel.col.refund" /></th>
      </tr>
    </thead>
  );
}

/**
 * The cells of one quote line after its row header (the whole cancellation's trips and a part's legs alike): the
 * policy that applies now (the tier's percent, or none left), what it cost, the company's fee and the refund.
 */
export function RefundCells({ line, money }: { line: RefundLine; money: (cents: number) => string }) {
  return (
    <>
      <td>
        {line.tier_hours === null
          ? <FormattedMessage id="manage.cancel.policyNone" values={{ hours: line.hours_before_departure }} />
          : <FormattedMessage id="manage.cancel.policy" values={{ percent: line.percent, hours: line.hours_before_departure, tier: line.tier_hours }} />}
      </td>
      <td>{money(line.paid)}</td>
      <td>{money(line.fee)}</td>
      <td><strong>{money(line.refund)}</strong></td>
    </>
  );
}
