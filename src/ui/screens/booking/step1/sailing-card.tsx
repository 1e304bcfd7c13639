import { memo, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Sailing } from '../../../../core/search';
import { type Travellers } from '../../../../core/search/domain/travellers';
import { afterNextPaintOnPhone } from '../../../shared/after-paint';
import { FEW_LEFT, availabilityOf, sailingProblems } from './sailings';
import { daysLater, useDuration, useEuros, useSailingTime } from './sailing-format';

/** The logos the Booking API serves are 120 × 60; they show at half size, with the space kept while they load. */
const LOGO = { width: 120, height: 60 } as const;

function Count({ kind, value }: { kind: 'seats' | 'berths' | 'cabins' | 'pets'; value: number | null }) {
  if (value === null) return null;
  const state = value === 0 ? 'none' : value <= FEW_LEFT ? 'few' : 'ok';
  return (
    <li className={`sailing__avail sailing__avail--${state}`}>
      <FormattedMessage id={`results.step1.available.${kind}`} values={{ count: value }} />
    </li>
  );
}

/**
 * One sailing of a leg: company logo, vessel, times, duration, lowest fare and what is left; a radio button chooses
 * it for the leg. A sailing that cannot take the search's travellers says why and cannot be chosen. Memoised, its
 * props stable while the list stays the same (issue 18): choosing a sailing re-renders the two cards whose choice
 * changed, not every sailing of the day. The radio is not controlled by React: the browser checks it on the tap, and
 * how a card looks chosen (the filled button, its "Selected", the card's border) follows `:checked` in CSS, so the tap's
 * frame is only that change; on a phone the choice reaches the booking in a task after that frame (afterNextPaintOnPhone:
 * the booking's update, the cards', Continue's and the summary's renders cost 20-30 ms at 4x CPU in the tap's task).
 * A change of the choice made elsewhere (another card, a journey) sets `checked` from `selected`.
 */
export const SailingCard = memo(function SailingCard({ trip, leg, selected, travellers, onSelect }: {
  trip: Sailing; leg: number; selected: boolean; travellers: Travellers; onSelect: (leg: number, trip: Sailing) => void;
}) {
  const intl = useIntl();
  const radio = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (radio.current) radio.current.checked = selected;
  }, [selected]);
  const time = useSailingTime();
  const duration = useDuration();
  const euros = useEuros();
  const available = availabilityOf(trip);
  const later = daysLater(trip.departureDatetime, trip.arrivalDatetime);
  const id = `sailing-${leg}-${trip.tripId}`;
  const departure = time(trip.departureDatetime);
  const arrival = time(trip.arrivalDatetime);
  const price = euros(trip.lowestFare);
  const problems = sailingProblems(trip, travellers);
  const disabled = problems.length > 0;
  const summary = intl.formatMessage({ id: 'results.step1.sailing.summary' }, {
    company: trip.company.name, vessel: trip.vesselName, departure, arrival, from: trip.from.name, to: trip.to.name,
    duration: duration(trip.durationMinutes), price,
  });
  const vehicles = available.vehicleMetres === null ? 'none' : available.vehicleMetres === 0 ? 'full' : 'ok';

  return (
    <li className={`sailing${disabled ? ' is-unavailable' : ''}`}>
      <div className="sailing__company">
        <img className="sailing__logo" src={trip.company.logo} alt={trip.company.name} width={LOGO.width} height={LOGO.height}
          loading="lazy" decoding="async" />
        <span className="sailing__vessel">
          {trip.vesselName}
          <span className="sailing__vessel-type"><FormattedMessage id={`results.step1.vessel.${trip.vesselType}`} /></span>
        </span>
      </div>
      <div className="sailing__times">
        <span className="sailing__time"><time dateTime={trip.departureDatetime}>{departure}</time><span className="sailing__port">{trip.from.name}</span></span>
        <span className="sailing__duration">
          <span aria-hidden="true">→</span> {duration(trip.durationMinutes)}
        </span>
        <span className="sailing__time">
          <time dateTime={trip.arrivalDatetime}>{arrival}</time>
          {later > 0 && <span className="sailing__later"><FormattedMessage id="results.step1.nextDay" values={{ days: later }} /></span>}
          <span className="sailing__port">{trip.to.name}</span>
        </span>
      </div>
      <ul className="sailing__availability" aria-label={intl.formatMessage({ id: 'results.step1.available.label' })}>
        <Count kind="seats" value={available.seats} />
        <Count kind="berths" value={available.berths} />
        <Count kind="cabins" value={available.cabins} />
        <li className={`sailing__avail sailing__avail--${vehicles === 'ok' ? 'ok' : 'none'}`}>
          <FormattedMessage id={`results.step1.available.vehicles.${vehicles}`} />
        </li>
        <Count kind="pets" value={available.pets} />
      </ul>
      <div className="sailing__choose">
        <p className="sailing__price">
          <FormattedMessage id="results.step1.price" values={{ price: <strong key="p">{price}</strong> }} />
        </p>
        <input ref={radio} type="radio" id={id} name={`sailing-leg-${leg}`} className="sailing__radio" defaultChecked={selected}
          disabled={disabled} onChange={() => afterNextPaintOnPhone(() => onSelect(leg, trip))}
          aria-describedby={disabled ? `${id}-problem` : undefined} />
        <label htmlFor={id} className="sailing__label">
          <span aria-hidden="true" className="sailing__label-select"><FormattedMessage id="results.step1.select" /></span>
          <span aria-hidden="true" className="sailing__label-selected"><FormattedMessage id="results.step1.selected" /></span>
          <span className="visually-hidden">{summary}</span>
        </label>
      </div>
      {disabled && (
        <p className="sailing__problem" id={`${id}-problem`}>
          {problems.map((p) => intl.formatMessage({ id: `results.step1.problem.${p}` })).join(' ')}
        </p>
      )}
    </li>
  );
});
