import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASSISTANCE_KINDS, ASSISTANCE_NOTE_MAX, type CodeKind } from '../../../../core/booking';
import { DEFAULT_PASSENGER_TYPE } from '../../../../core/search/domain/passenger-types';
import { FUEL_TYPES } from '../../../../core/shared/vehicle-fuel';
import { useLocale } from '../../../shared/i18n/use-locale';
import { openSelectAfterPaint } from '../../../shared/select-picker';
import { countryOptions } from './countries';
import { RadioGroup, SelectField, TextField, fieldId } from './fields';
import { type ResultsStep3ViewModel } from './results-step3.view-model';

/** A list of the account's saved records to fill one traveller, vehicle or pet with one choice. */
function SavedPicker({ id, label, options, onPick, notice }: {
  id: string; label: string; options: readonly { id: string; label: string }[]; onPick: (id: string) => void;
  notice?: { id: string; values?: Record<string, string | number> };
}) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <div className="step3-field step3-saved">
      <label htmlFor={id}>{label}</label>
      <select id={id} value="" onMouseDown={openSelectAfterPaint} onChange={(e) => { if (e.target.value) onPick(e.target.value); }}>
        <option value="">{intl.formatMessage({ id: 'results.step3.saved.choose' })}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
      </select>
      <p className="step3-field__notice" role="status">{notice ? <FormattedMessage id={notice.id} values={notice.values} /> : null}</p>
    </div>
  );
}

const CodeField = observer(function CodeField({ vm, index, kind }: { vm: ResultsStep3ViewModel; index: number; kind: CodeKind }) {
  const intl = useIntl();
  const k = `traveller.${index}.${kind === 'man' ? 'manNumber' : 'loyaltyCard'}`;
  const busy = vm.busy[k] === true;
  const applied = vm.appliedCode(index, kind);
  return (
    <TextField vm={vm} k={k} optional notice autoComplete="off" spellCheck={false}
      label={intl.formatMessage({ id: kind === 'man' ? 'results.step3.field.manNumber' : 'results.step3.field.loyaltyCard' })}
      hint={kind === 'man' ? 'results.step3.hint.manNumber' : 'results.step3.hint.loyaltyCard'}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void vm.checkCode(index, kind); } }}
      action={(
        <button type="button" className="button button--ghost step3-field__action" aria-disabled={busy}
          aria-describedby={fieldId(k)} onClick={() => { if (!busy) void vm.checkCode(index, kind); }}>
          <FormattedMessage id={applied && !vm.codePending(index, kind) ? 'results.step3.code.checked' : 'results.step3.code.check'} />
        </button>
      )} />
  );
});

/** One traveller's details, typed once for every trip (SPEC.md section 3, 'Booking passenger'). */
const TravellerFields = observer(function TravellerFields({ vm, index }: { vm: ResultsStep3ViewModel; index: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const nationalities = useMemo(() => countryOptions(locale).map((c) => <option key={c.code} value={c.code}>{c.name}</option>), [locale]);
  // Each read is the view model's own computed (issue 18): a key typed in another field does not re-render this card.
  const card = vm.travellerCard(index);
  const type = card.type ?? DEFAULT_PASSENGER_TYPE;
  const assistance = vm.value(`traveller.${index}.assistance`);
  const t = (id: string) => intl.formatMessage({ id });
  const needs = vm.needs;
  const headingId = `step3-traveller-${index}-title`;
  return (
    <section className="step3-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="results.step3.passenger" values={{ number: index + 1, type: t(`results.step3.passengerType.${type}`) }} />
        {index === 0 && <span className="step3-card__tag"> <FormattedMessage id="results.step3.passenger.leader" /></span>}
      </h3>
      <ul className="step3-places">
        {card.places.map(({ leg, from, to, place }) => (
          <li key={leg}>
            <FormattedMessage id="results.step3.place" values={{ from, to, place }} />
          </li>
        ))}
      </ul>
      <SavedPicker id={`step3-traveller-${index}-saved`} label={t('results.step3.saved.passenger')} notice={vm.notices[`traveller.${index}.saved`]}
        options={vm.saved.records.passengers.map((p) => ({ id: p.id, label: `${p.firstName} ${p.lastName}` }))} onPick={(id) => vm.saved.fillTraveller(index, id)} />
      <div className="step3-grid">
        <TextField vm={vm} k={`traveller.${index}.name`} label={t('results.step3.field.name')} hint="results.step3.hint.latin"
          autoComplete={index === 0 ? 'given-name' : 'off'} spellCheck={false} />
        <TextField vm={vm} k={`traveller.${index}.surname`} label={t('results.step3.field.surname')} hint="results.step3.hint.latin"
          autoComplete={index === 0 ? 'family-name' : 'off'} spellCheck={false} />
        <RadioGroup vm={vm} k={`traveller.${index}.sex`} legend={t('results.step3.field.gender')} optional={!needs.sex && !vm.berthSex(index)}
          value={vm.value(`traveller.${index}.sex`)} onChoose={(v) => vm.setSex(index, v as 'male' | 'female')}
          options={[{ value: 'male', label: t('results.step3.gender.male') }, { value: 'female', label: t('results.step3.gender.female') }]} />
        <SelectField vm={vm} k={`traveller.${index}.nationality`} label={t('results.step3.field.nationality')} optional={!needs.nationality}>
          {nationalities}
        </SelectField>
        <TextField vm={vm} k={`traveller.${index}.birthDate`} label={t('results.step3.field.birthDate')} hint="results.step3.hint.birthDate"
          optional={!needs.birthDate} inputMode="numeric" autoComplete={index === 0 ? 'bday' : 'off'} placeholder={t('results.step3.placeholder.birthDate')} />
        <TextField vm={vm} k={`traveller.${index}.documentNumber`} label={t('results.step3.field.documentNumber')}
          optional={!needs.document} autoComplete="off" spellCheck={false} />
        <CodeField vm={vm} index={index} kind="man" />
        <CodeField vm={vm} index={index} kind="loyalty" />
        <SelectField vm={vm} k={`traveller.${index}.assistance`} label={t('results.step3.field.assistance')} optional>
          <option value="">{t('results.step3.assistance.none')}</option>
          {ASSISTANCE_KINDS.map((kind) => <option key={kind} value={kind}>{t(`results.step3.assistance.${kind}`)}</option>)}
        </SelectField>
        {assistance && (
          <TextField vm={vm} k={`traveller.${index}.assistanceNote`} label={t('results.step3.field.assistanceNote')} hint="results.step3.hint.assistanceNote"
            optional={assistance !== 'other'} maxLength={ASSISTANCE_NOTE_MAX} autoComplete="off" />
        )}
      </div>
    </section>
  );
});

/** Plates of the vehicles (and so of the trailers they pull). */
const VehicleFields = observer(function VehicleFields({ vm, index }: { vm: ResultsStep3ViewModel; index: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vehicle = vm.vehicleCard(index);
  const headingId = `step3-vehicle-${index}-title`;
  return (
    <section className="step3-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="results.step3.vehicle" values={{ number: index + 1, length: vehicle.length }} />
      </h3>
      {vehicle.trailer && <p className="step3-card__note"><FormattedMessage id="results.step3.vehicle.trailer" /></p>}
      <SavedPicker id={`step3-vehicle-${index}-saved`} label={t('results.step3.saved.vehicle')} notice={vm.notices[`vehicle.${index}.saved`]}
        options={vm.saved.records.vehicles.map((v) => ({ id: v.id, label: v.plate ? `${v.name} (${v.plate})` : v.name }))} onPick={(id) => vm.saved.fillVehicle(index, id)} />
      <div className="step3-grid">
        <TextField vm={vm} k={`vehicle.${index}.plate`} label={t('results.step3.field.plate')} optional={!vm.needs.plate}
          autoComplete="off" spellCheck={false} />
        <TextField vm={vm} k={`vehicle.${index}.name`} label={t('results.step3.field.vehicleName')} optional autoComplete="off" />
        <SelectField vm={vm} k={`vehicle.${index}.fuelType`} label={t('results.step3.field.fuelType')} optional>
          <option value="">{t('results.step3.fuel.unstated')}</option>
          {FUEL_TYPES.map((fuel) => <option key={fuel} value={fuel}>{t(`results.step3.fuel.${fuel}`)}</option>)}
        </SelectField>
      </div>
    </section>
  );
});

const PetFields = observer(function PetFields({ vm, index }: { vm: ResultsStep3ViewModel; index: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const owner = vm.petOwner(index);
  if (owner === undefined) return null;
  const headingId = `step3-pet-${index}-title`;
  return (
    <section className="step3-card" aria-labelledby={headingId}>
      <h3 id={headingId}><FormattedMessage id="results.step3.pet" values={{ number: index + 1, passenger: owner + 1 }} /></h3>
      <SavedPicker id={`step3-pet-${index}-saved`} label={t('results.step3.saved.pet')} notice={vm.notices[`pet.${index}.saved`]}
        options={vm.saved.records.pets.map((p) => ({ id: p.id, label: p.nickname }))} onPick={(id) => vm.saved.fillPet(index, id)} />
      <div className="step3-grid">
        <TextField vm={vm} k={`pet.${index}.name`} label={t('results.step3.field.petName')} autoComplete="off" />
        <TextField vm={vm} k={`pet.${index}.identityNumber`} label={t('results.step3.field.chip')} optional={!vm.needs.petChip}
          autoComplete="off" inputMode="numeric" spellCheck={false} />
      </div>
    </section>
  );
});

/** Travellers, then vehicles, then pets. */
export const PartyFields = observer(function PartyFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const { travellers, vehicles, pets } = vm.partySize;
  const indexes = (count: number) => Array.from({ length: count }, (_, i) => i);
  return (
    <>
      {indexes(travellers).map((i) => <TravellerFields key={i} vm={vm} index={i} />)}
      {indexes(vehicles).map((i) => <VehicleFields key={`v${i}`} vm={vm} index={i} />)}
      {indexes(pets).map((i) => <PetFields key={`p${i}`} vm={vm} index={i} />)}
    </>
  );
});
