import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type Cents, formatMoney } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { type SummaryLine } from './price-summary.view-model';
import './price-summary.css';
import { useDates } from '../../../shared/i18n/use-dates';

const DEPARTURE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Athens' };

/**
 * The price summary the results shell shows beside steps 2 and 3: per trip the priced lines, then subtotal,
 * coupon discount, service fee, courier fee when chosen, and the total (announced politely when it changes).
 * On narrow screens it is a bar at the bottom with the total that unfolds the details.
 */
export const PriceSummary = observer(function PriceSummary() {
  const vm = useViewModel(bookingScreenTokens.PriceSummaryViewModel);
  const intl = useIntl();
  const dates = useDates();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: Cents) => formatMoney(cents, locale);
  const detailsId = useId();
  const titleId = useId();
  const summary = vm.summary;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const expanded = vm.expanded;
  // The unfolded sheet covers the step: Escape folds it (unless a dialog or list above it took the key) and gives
  // the focus back to the button that opened it.
  useEffect(() => {
    if (!expanded) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      vm.close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded, vm]);
  const typeOf = (line: SummaryLine) => {
    const id = line.kind === 'passenger' ? `results.step2.type.${line.code}` : line.kind === 'pet' ? `results.step2.pet.${line.code}` : `results.step2.vehicle.${line.code}`;
    return intl.messages[id] ? t(id) : line.code;
  };
  const lineLabel = (line: SummaryLine) => t(`results.price.line.${line.kind}`, {
    number: line.number, type: typeOf(line), detail: String(line.detail ?? ''), length: Number(line.detail ?? 0), quantity: Number(line.detail ?? 0), code: line.code,
  });
  const total = summary ? money(summary.finalPrice) : undefined;
  return (
    <section className={`price-summary${expanded ? ' price-summary--open' : ''}`} aria-labelledby={titleId} aria-busy={vm.updating || undefined}>
      <div className="price-summary__bar">
        <h2 id={titleId} className="price-summary__title">{t('results.price.title')}</h2>
        <button ref={toggleRef} type="button" className="price-summary__toggle" aria-expanded={expanded} aria-controls={detailsId} onClick={vm.toggle}>
          {t(expanded ? 'results.price.hide' : 'results.price.show')}
          <span aria-hidden="true" className="price-summary__chevron" />
        </button>
      </div>
      <div id={detailsId} className="price-summary__details">
        {vm.trips.map((trip) => (
          <section key={trip.tripId} className="price-summary__trip" aria-label={t('results.price.trip', { from: trip.from, to: trip.to })}>
            <h3>{t('results.price.trip', { from: trip.from, to: trip.to })}</h3>
            <p className="price-summary__when"><time dateTime={trip.departure}>{dates.format(trip.departure, DEPARTURE)}</time> · {trip.company}</p>
            <dl className="price-summary__lines">
              {trip.lines.map((line) => (
                <div key={line.key} className="price-summary__line">
                  <dt>
                    {lineLabel(line)}
                    {line.discount > 0 && <span className="price-summary__saving">{t('results.price.lineDiscount', { amount: money(line.discount) })}</span>}
                  </dt>
                  <dd>{money(line.total)}</dd>
                </div>
              ))}
              <div className="price-summary__line price-summary__line--sub">
                <dt>{t('results.price.tripTotal')}</dt>
                <dd>{money(trip.total)}</dd>
              </div>
            </dl>
          </section>
        ))}
        {summary ? (
          <dl className="price-summary__lines price-summary__parts">
            <div className="price-summary__line"><dt>{t('results.price.subtotal')}</dt><dd>{money(summary.subtotal)}</dd></div>
            {summary.discount > 0 && (
              <div className="price-summary__line price-summary__line--discount">
                <dt>{vm.coupon ? t('results.price.couponDiscount', { code: vm.coupon }) : t('results.price.discount')}</dt>
                <dd>−{money(summary.discount)}</dd>
              </div>
            )}
            <div className="price-summary__line"><dt>{t('results.price.serviceFee')}</dt><dd>{money(summary.serviceFee)}</dd></div>
            {summary.extraCost > 0 && (
              <div className="price-summary__line"><dt>{t('results.price.courier')}</dt><dd>{money(summary.extraCost)}</dd></div>
            )}
          </dl>
        ) : (
          <p className="price-summary__note">{t(vm.failed ? 'results.price.failed' : vm.updating ? 'results.price.updating' : 'results.price.empty')}</p>
        )}
      </div>
      <div className="price-summary__total">
        <span>{t('results.price.total')}</span>
        <strong aria-live="polite" aria-atomic="true">{total ?? '—'}</strong>
      </div>
      {summary && vm.reseller && <p className="price-summary__note">{t('results.price.creditLimit', { amount: money(summary.creditLimit) })}</p>}
      <p className="price-summary__status" role="status">{vm.updating ? t('results.price.updating') : ''}</p>
    </section>
  );
});
