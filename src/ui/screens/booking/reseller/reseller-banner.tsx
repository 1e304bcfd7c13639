import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { inResellerMode } from '../../../../core/booking/domain/reseller-mode';
import { useService } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';
import './reseller-banner.css';

/**
 * The reseller-mode marker of the booking steps: the agency the booking is made for, paid from its credit limit, and
 * the way out of reseller mode (the booking is then paid by card; the note that says so takes the focus).
 */
export const ResellerBanner = observer(function ResellerBanner() {
  const store = useService(uiTokens.BookingStore);
  const [left, setLeft] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => { if (left) note.current?.focus(); }, [left]);
  const { state } = store;

  if (inResellerMode(state)) {
    return (
      <section className="reseller-banner" aria-labelledby="reseller-banner-mode">
        <p className="reseller-banner__text">
          <strong id="reseller-banner-mode" className="reseller-banner__mode"><FormattedMessage id="booknow.mode" /></strong>{' '}
          <FormattedMessage id="booknow.banner.text" values={{ agency: state.booknowName ?? '' }} />
        </p>
        <button type="button" className="button button--ghost" onClick={() => { store.leaveResellerMode(); setLeft(true); }}>
          <FormattedMessage id="booknow.leave" />
        </button>
      </section>
    );
  }
  return left ? (
    <p ref={note} tabIndex={-1} role="status" className="reseller-banner reseller-banner--left"><FormattedMessage id="booknow.banner.left" /></p>
  ) : null;
});
