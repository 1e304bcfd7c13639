import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { goToStep, setOrder } from '../../../../core/booking';
import { HOLD_EXTENSION_MESSAGES } from '../../../shared/failure-messages';
import { useService, useViewModel } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';
import { bookingScreenTokens } from '../booking.tokens';
import { EXTEND_SHOWN_AT, formatMmSs, secondsLeft, thresholdReached } from './hold-time';
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
 * "Extend time" (extend-hold, at most twice per order) shows in the last 5 minutes; before that it stays in the
 * tab order and appears when focused, so keyboard users can extend at any time. The new time is announced
 * politely; a refusal (no more extensions, the hold already over, a failure) shows as an alert. When the button
 * goes away while focused, focus moves to the timer's heading.
 */
export const HoldTimer = observer(function HoldTimer() {
  const store = useService(uiTokens.BookingStore);
  const clock = useService(uiTokens.Clock);
  const vm = useViewModel(bookingScreenTokens.HoldTimerViewModel);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const extendRef = useRef<HTMLButtonElement>(null);
  const order = store.state.order;
  const expires = order?.holdExpiresAt;
  // Nothing in the first render (server and hydration agree); the clock is read once mounted.
  const [now, setNow] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!expires) return undefined;
    setNow(clock.nowIso());
    const timer = setInterval(() => setNow(clock.nowIso()), 1000);
    return () => clearInterval(timer);
  }, [expires, clock]);

  // When "Extend time" goes away after being pressed (no extension left, the hold over), focus stays in the timer.
  const pressed = useRef(false);
  const showExtend = !!expires && !!now && vm.canExtend && secondsLeft(expires, now) > 0;
  useEffect(() => {
    if (showExtend || !pressed.current) return;
    pressed.current = false;
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [showExtend]);

  if (!order || !expires || !now) return null;
  const left = secondsLeft(expires, now);
  const expired = left === 0;
  const backToStart = () => store.update((s) => goToStep(setOrder(s, null), 0));
  const outcome = vm.outcome;
  const extend = () => {
    pressed.current = true;
    void vm.extend();
  };
  const extensionsLeft = order.extensionsLeft;

  return (
    <section className={`hold-timer${expired ? ' hold-timer--expired' : left <= 120 ? ' hold-timer--urgent' : ''}`} aria-labelledby="hold-timer-title">
      <h2 id="hold-timer-title" className="hold-timer__title" tabIndex={-1} ref={headingRef}><FormattedMessage id="results.payment.hold.title" /></h2>
      {expired ? (
        <div role="alert">
          {outcome === 'expired' && <p><FormattedMessage id="results.payment.extend.expired" /></p>}
          <p><FormattedMessage id="results.payment.hold.expired" /></p>
          <button type="button" className="button" onClick={backToStart}><FormattedMessage id="results.payment.back.sailings" /></button>
        </div>
      ) : (
        <>
          <p className="hold-timer__time">
            <FormattedMessage id="results.payment.hold.remaining" values={{ time: <time dateTime={`PT${left}S`} key="t">{formatMmSs(left)}</time> }} />
          </p>
          <p className="hold-timer__note"><FormattedMessage id="results.payment.hold.note" values={{ code: order.code }} /></p>
          {showExtend && (
            <div className={`hold-timer__extend${left <= EXTEND_SHOWN_AT ? '' : ' hold-timer__extend--later'}`}>
              <button type="button" ref={extendRef} className="button button--ghost" aria-disabled={vm.busy}
                aria-describedby={extensionsLeft !== undefined ? 'hold-timer-extend-left' : undefined} onClick={extend}>
                <FormattedMessage id="results.payment.extend.button" />
              </button>
              {extensionsLeft !== undefined && (
                <p id="hold-timer-extend-left" className="hold-timer__hint"><FormattedMessage id="results.payment.extend.left" values={{ count: extensionsLeft }} /></p>
              )}
            </div>
          )}
          {outcome && outcome !== 'extended' && outcome !== 'expired' && (
            <p className="hold-timer__problem" role="alert">
              <FormattedMessage id={HOLD_EXTENSION_MESSAGES[outcome]} />
            </p>
          )}
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite"><Announcement reached={thresholdReached(left)} /></p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {outcome === 'extended' && !expired && <FormattedMessage id="results.payment.extend.done" values={{ minutes: vm.extendedMinutes }} />}
      </p>
    </section>
  );
});
