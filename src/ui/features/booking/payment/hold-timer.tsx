import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { goToStep, setOrder } from '../../../../core/booking';
import { useService } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';
import { formatMmSs, secondsLeft, thresholdReached } from './hold-time';
import './payment.css';

/** What is announced at a threshold (screen readers hear only these, not every second). */
function Announcement({ reached }: { reached: number | undefined }) {
  if (reached === undefined || reached === 0) return null;
  return reached >= 60
    ? <FormattedMessage id="results.payment.hold.announceMinutes" values={{ minutes: reached / 60 }} />
    : <FormattedMessage id="results.payment.hold.announceSeconds" values={{ seconds: reached }} />;
}

/**
 * While the booking is held (optional booking, `state.order`), how long the places stay held, as mm:ss. A polite
 * live region speaks only at thresholds (10, 5, 2 and 1 minutes, 30 seconds). When the hold runs out the places
 * are gone: a clear message and the way back to step 1. Renders nothing without a held order.
 *
 * The Booking API has no call that extends a hold, so no "extend" action is offered (a new hold is taken when
 * the traveller pays after it ran out).
 */
export const HoldTimer = observer(function HoldTimer() {
  const store = useService(uiTokens.BookingStore);
  const clock = useService(uiTokens.Clock);
  const order = store.state.order;
  const expires = order?.hold_expires_at;
  // Nothing in the first render (server and hydration agree); the clock is read once mounted.
  const [now, setNow] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!expires) return undefined;
    setNow(clock.nowIso());
    const timer = setInterval(() => setNow(clock.nowIso()), 1000);
    return () => clearInterval(timer);
  }, [expires, clock]);

  if (!order || !expires || !now) return null;
  const left = secondsLeft(expires, now);
  const expired = left === 0;
  const backToStart = () => store.update((s) => goToStep(setOrder(s, null), 0));

  return (
    <section className={`hold-timer${expired ? ' hold-timer--expired' : left <= 120 ? ' hold-timer--urgent' : ''}`} aria-labelledby="hold-timer-title">
      <h2 id="hold-timer-title" className="hold-timer__title"><FormattedMessage id="results.payment.hold.title" /></h2>
      {expired ? (
        <div role="alert">
          <p><FormattedMessage id="results.payment.hold.expired" /></p>
          <button type="button" className="button" onClick={backToStart}><FormattedMessage id="results.payment.back.sailings" /></button>
        </div>
      ) : (
        <>
          <p className="hold-timer__time">
            <FormattedMessage id="results.payment.hold.remaining" values={{ time: <time dateTime={`PT${left}S`} key="t">{formatMmSs(left)}</time> }} />
          </p>
          <p className="hold-timer__note"><FormattedMessage id="results.payment.hold.note" values={{ code: order.order_code }} /></p>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite"><Announcement reached={thresholdReached(left)} /></p>
    </section>
  );
});
