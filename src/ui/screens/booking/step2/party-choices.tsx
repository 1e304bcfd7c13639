import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { DEFAULT_PASSENGER_TYPE } from '../../../../core/search/domain/passenger-types';
import { type ResultsStep2ViewModel, fieldIds } from './results-step2.view-model';
import { useTypeName } from './passenger-choices';
import { FieldError, LengthField, SelectField } from './step2-fields';

/** The party's vehicles (each with an optional trailer): the same on every trip, at most one per passenger. */
export const VehicleChoices = observer(function VehicleChoices({ vm }: { vm: ResultsStep2ViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { vehicles, trailers } = vm.state.party;
  const types = vm.vehicleTypes;
  if (vehicles.length === 0 && types.length === 0) return null;
  const typeOptions = (current: string, list: string[]) => [...list, ...(list.includes(current) ? [] : [current])];
  return (
    <section className="s2-section" aria-labelledby="s2-vehicles-title" id={fieldIds.vehicles} tabIndex={-1}>
      <h3 id="s2-vehicles-title">{t('results.step2.vehicles.title')}</h3>
      <p id="s2-vehicles-hint" className="s2-field__hint">{t('results.step2.vehicles.hint')}</p>
      <FieldError id={fieldIds.vehicles} problem={vm.errorOf(fieldIds.vehicles)} />
      {vehicles.length === 0 && <p>{t('results.step2.vehicles.none')}</p>}
      <ol className="s2-list">
        {vehicles.map((vehicle, i) => {
          const trailer = trailers[i];
          const number = i + 1;
          return (
            <li key={i} className="s2-item">
              <fieldset>
                <legend>{t('results.step2.vehicle', { number })}</legend>
                <div className="s2-passenger__grid">
                  <SelectField id={fieldIds.vehicleType(i)} label={t('results.step2.vehicle.type')} value={vehicle.accommodationType}
                    onValue={(v) => vm.setVehicleType(i, v)} problem={vm.errorOf(fieldIds.vehicleType(i))}>
                    {typeOptions(vehicle.accommodationType, types).map((code) => <option key={code} value={code}>{t(`results.step2.vehicle.${code}`)}</option>)}
                  </SelectField>
                  <LengthField id={fieldIds.vehicleLength(i)} label={t('results.step2.vehicle.length')} value={vehicle.length}
                    onValue={(v) => vm.setVehicleLength(i, v)} problem={vm.errorOf(fieldIds.vehicleLength(i))} />
                </div>
                {trailer ? (
                  <div className="s2-passenger__grid s2-trailer">
                    <SelectField id={fieldIds.trailerType(i)} label={t('results.step2.trailer.type')} value={trailer.accommodationType}
                      onValue={(v) => vm.setTrailerType(i, v)} problem={vm.errorOf(fieldIds.trailerType(i))}>
                      {typeOptions(trailer.accommodationType, vm.trailerTypes).map((code) => <option key={code} value={code}>{t(`results.step2.vehicle.${code}`)}</option>)}
                    </SelectField>
                    <LengthField id={fieldIds.trailerLength(i)} label={t('results.step2.trailer.length')} value={trailer.length}
                      onValue={(v) => vm.setTrailerLength(i, v)} problem={vm.errorOf(fieldIds.trailerLength(i))} />
                    <button type="button" className="button button--ghost" onClick={() => vm.removeTrailer(i)}>{t('results.step2.trailer.remove', { number })}</button>
                  </div>
                ) : vm.trailerTypes.length > 0 && (
                  <button type="button" className="button button--ghost" onClick={() => vm.addTrailer(i)}>{t('results.step2.trailer.add', { number })}</button>
                )}
                <button type="button" className="button button--ghost" onClick={() => vm.removeVehicle(i)}>{t('results.step2.vehicle.remove', { number })}</button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {types.length > 0 ? (
        <button type="button" className="button button--ghost" onClick={vm.addVehicle} disabled={!vm.canAddVehicle} aria-describedby="s2-vehicles-hint">
          {t('results.step2.vehicle.add')}
        </button>
      ) : <p>{t('results.step2.vehicles.unavailable')}</p>}
    </section>
  );
});

/** The party's pets, each in the care of a passenger (at most 5 each). */
export const PetChoices = observer(function PetChoices({ vm }: { vm: ResultsStep2ViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const typeName = useTypeName();
  const { pets, passengerTypes } = vm.state.party;
  const petsTravel = vm.legs.every((leg) => vm.trip(leg).pets);
  if (pets.length === 0 && !petsTravel) return null;
  return (
    <section className="s2-section" aria-labelledby="s2-pets-title" id={fieldIds.pets} tabIndex={-1}>
      <h3 id="s2-pets-title">{t('results.step2.pets.title')}</h3>
      <p id="s2-pets-hint" className="s2-field__hint">{t('results.step2.pets.hint')}</p>
      <FieldError id={fieldIds.pets} problem={vm.errorOf(fieldIds.pets)} />
      <ol className="s2-list">
        {pets.map((pet, i) => {
          const number = i + 1;
          return (
            <li key={i} className="s2-item">
              <fieldset>
                <legend>{t('results.step2.pet', { number })}</legend>
                <div className="s2-passenger__grid">
                  <SelectField id={fieldIds.petType(i)} label={t('results.step2.pet.type')} value={pet.code} onValue={(v) => vm.setPetCode(i, v)}
                    problem={vm.errorOf(fieldIds.petType(i))}>
                    {[...vm.petCodes, ...(vm.petCodes.includes(pet.code) ? [] : [pet.code])].map((code) => (
                      <option key={code} value={code}>{intl.messages[`results.step2.pet.${code}`] ? t(`results.step2.pet.${code}`) : code}</option>
                    ))}
                  </SelectField>
                  <SelectField id={fieldIds.petOwner(i)} label={t('results.step2.pet.owner')} value={pet.passengerIndex === null ? '' : String(pet.passengerIndex)}
                    onValue={(v) => { if (v !== '') vm.setPetOwner(i, Number(v)); }} problem={vm.errorOf(fieldIds.petOwner(i))}>
                    {pet.passengerIndex === null && <option value="">{t('results.step2.pet.ownerNone')}</option>}
                    {vm.petOwnerChoices(i).map(({ index, selectable }) => (
                      <option key={index} value={index} disabled={!selectable}>
                        {t('results.step2.pet.ownerOption', { number: index + 1, type: typeName(passengerTypes[index] ?? DEFAULT_PASSENGER_TYPE) })}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <button type="button" className="button button--ghost" onClick={() => vm.removePet(i)}>{t('results.step2.pet.remove', { number })}</button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {petsTravel ? (
        <button type="button" className="button button--ghost" onClick={vm.addPet} disabled={!vm.canAddPet} aria-describedby="s2-pets-hint">
          {t('results.step2.pet.add')}
        </button>
      ) : <p>{t('results.step2.pets.unavailable')}</p>}
    </section>
  );
});
