import { Link } from '@tanstack/react-router';
import { type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '../../../core/shared/money';
import { useLocale, useLocalize } from '../../shared/i18n/use-locale';


export interface CreditPanelProps {
  heading: RefObject<HTMLHeadingElement | null>;
  agency: string;
  /** In cents. */
  credit: { limit: number; used: number; available: number };
  onLeave: () => void;
}

/** The reseller's agency (reseller mode), its credit limit, what is used and what is available, and the way out. */
export function CreditPanel({ heading, agency, credit, onLeave }: CreditPanelProps) {
  const localize = useLocalize();
  const locale = useLocale();
  const euros = (cents: number) => formatMoney(cents, locale);
  return (
    <section className="booknow-agency" aria-labelledby="booknow-agency-name">
      <p className="booknow-agency__mode"><FormattedMessage id="booknow.mode" /></p>
      <h2 id="booknow-agency-name" ref={heading} tabIndex={-1}>{agency}</h2>
      <h3 className="visually-hidden"><FormattedMessage id="booknow.credit.title" /></h3>
      <dl className="booknow-credit">
        <div className="booknow-credit__item">
          <dt><FormattedMessage id="booknow.credit.limit" /></dt>
          <dd>{euros(credit.limit)}</dd>
        </div>
        <div className="booknow-credit__item">
          <dt><FormattedMessage id="booknow.credit.used" /></dt>
          <dd>{euros(credit.used)}</dd>
        </div>
        <div className="booknow-credit__item booknow-credit__item--available">
          <dt><FormattedMessage id="booknow.credit.available" /></dt>
          <dd>{euros(credit.available)}</dd>
        </div>
      </dl>
      {credit.available > 0 ? (
        <p className="booknow-agency__note"><FormattedMessage id="booknow.credit.note" /></p>
      ) : (
        <p className="booknow-agency__note booknow-agency__note--warning" role="alert">
          <FormattedMessage id="booknow.credit.none" />{' '}
          <Link to={localize('/contact')}><FormattedMessage id="booknow.contact" /></Link>
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={onLeave}><FormattedMessage id="booknow.leave" /></button>
    </section>
  );
}
