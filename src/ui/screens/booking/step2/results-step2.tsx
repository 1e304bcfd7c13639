import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { PassengerChoices } from './passenger-choices';
import { PetChoices, VehicleChoices } from './party-choices';
import { type ResultsStep2ViewModel, fieldIds } from './results-step2.view-model';
import './step2.css';
import { useDates } from '../../../shared/i18n/use-dates';

const DEPARTURE: Intl.DateTimeFormatOptions = {
  weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Athens',
};

/**
 * ResultsStep2, passengers and vehicles: per chosen trip (in departure order) each passenger's type, place,
 * discount and codes; then the party's vehicles, trailers and pets. Prices follow every change (LivePricing);
 * Continue goes on when the step is valid, else focus moves to the first control to fix.
 */
export const ResultsStep2 = observer(function ResultsStep2({ onNext }: { onNext: () => void }) {
  const vm = useViewModel(bookingScreenTokens.ResultsStep2ViewModel);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useEffect(() => vm.start(), [vm]);

  const onContinue = async () => {
    if (await vm.continue()) {
      onNext();
      return;
    }
    const target = vm.firstProblemField ?? 's2-step-problems';
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const stepProblems = vm.problems.filter((p) => p.field === undefined);
  const busy = vm.pricing.status === 'pending' || vm.continuing;
  return (
    <section className="results-step2" aria-labelledby="results-step-heading">
      <h2 id="results-step-heading" tabIndex={-1}>{t('results.step2.title')}</h2>
      <p className="s2-lead">{t('results.step2.lead')}</p>
      {vm.legs.map((leg, position) => <TripChoices key={leg} vm={vm} leg={leg} position={position} />)}
      <VehicleChoices vm={vm} />
      <PetChoices vm={vm} />
      <div className="s2-actions">
        <div id="s2-step-problems" tabIndex={-1} className="s2-step-problems">
          {stepProblems.map((p) => (
            <p key={p.message} className="s2-field__error" role="alert">{intl.formatMessage({ id: p.message }, p.values)}</p>
          ))}
          {vm.pricing.status === 'failed' && (
            <button type="button" className="button button--ghost" onClick={() => void vm.pricing.priceNow()}>{t('results.step2.retry')}</button>
          )}
          {vm.showErrors && vm.problems.length > 0 && stepProblems.length === 0 && (
            <p className="s2-field__error">{t('results.step2.error.summary', { count: vm.problems.length })}</p>
          )}
        </div>
        <p className="s2-busy" role="status">{busy ? t('results.step2.pricing.busy') : ''}</p>
        <button id={fieldIds.continue} type="button" className="button s2-continue" aria-busy={busy || undefined}
          onClick={() => void onContinue()}>
          {t('results.step2.continue')}
        </button>
      </div>
    </section>
  );
});

const TripChoices = observer(function TripChoices({ vm, leg, position }: { vm: ResultsStep2ViewModel; leg: number; position: number }) {
  const intl = useIntl();
  const dates = useDates();
  const [copied, setCopied] = useState(false);
  const [removed, setRemoved] = useState<{ number: number; pets: boolean; focus: string } | null>(null);
  const trip = vm.trip(leg);
  // After a removal the fieldset is gone: focus goes to a pet left without a passenger (the traveller must choose who
  // takes it), else to the passenger now in that place (or the last one).
  useEffect(() => { if (removed) document.getElementById(removed.focus)?.focus(); }, [removed]);
  const remove = (index: number) => {
    const before = vm.state.party.pets.filter((p) => p.passengerIndex === null).length;
    vm.removePassenger(index);
    const detached = vm.state.party.pets.findIndex((p) => p.passengerIndex === null);
    const pets = vm.state.party.pets.filter((p) => p.passengerIndex === null).length > before;
    const focus = pets && detached >= 0 ? fieldIds.petOwner(detached) : fieldIds.type(leg, Math.min(index, vm.passengerCount - 1));
    setRemoved({ number: index + 1, pets, focus });
  };
  const headingId = `s2-trip-${leg}`;
  return (
    <section className="s2-trip" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {intl.formatMessage({ id: 'results.step2.trip.heading' }, { number: position + 1, from: trip.from.name, to: trip.to.name })}
      </h3>
      <p className="s2-trip__meta">
        <time dateTime={trip.departureDatetime}>{dates.format(trip.departureDatetime, DEPARTURE)}</time>
        {' · '}{trip.company.name}{' · '}{trip.vesselName}
      </p>
      {position > 0 && (
        <div className="s2-copy">
          <button type="button" className="button button--ghost" onClick={() => { vm.copyFirstTrip(); setCopied(true); }}>
            {intl.formatMessage({ id: 'results.step2.sameAsFirst' })}
          </button>
          <p role="status" className="s2-field__hint">{copied ? intl.formatMessage({ id: 'results.step2.sameAsFirst.done' }) : ''}</p>
        </div>
      )}
      {vm.item(leg).passengers.map((_, index) => (
        <PassengerChoices key={index} vm={vm} leg={leg} index={index}
          onRemove={position === 0 && vm.canRemovePassenger ? () => remove(index) : undefined} />
      ))}
      {position === 0 && (
        <p role="status" className="s2-field__hint">
          {removed ? intl.formatMessage({ id: removed.pets ? 'results.step2.passenger.removedPets' : 'results.step2.passenger.removed' }, { number: removed.number }) : ''}
        </p>
      )}
    </section>
  );
});
