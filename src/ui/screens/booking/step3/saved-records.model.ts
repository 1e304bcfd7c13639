import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type ManageSavedItems, type Saved } from '../../../../core/account';
import {
  type BookingState, SAVED_TRAVELLER_FIELDS, fillPetFromSaved, fillTravellerFromSaved, fillVehicleFromSaved,
} from '../../../../core/booking';
import { type Logger } from '../../../../core/shared/logger.port';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { type FieldFeedback } from './field-feedback';

/** The account's saved records a traveller, vehicle or pet can be filled from. */
export interface SavedRecords {
  passengers: Saved<'passengers'>[];
  vehicles: Saved<'vehicles'>[];
  pets: Saved<'pets'>[];
}

const NONE: SavedRecords = { passengers: [], vehicles: [], pets: [] };

/**
 * The details step's saved-records pickers: the logged-in user's saved passengers, vehicles and pets (a kind that
 * fails to list offers none; a failure to load logs and offers none), and filling a traveller, vehicle or pet with
 * the one chosen (`fillTravellerFromSaved`…): the filled fields' old call errors go and a notice names the record.
 * A record not in the list (a stale id) changes nothing.
 */
export class SavedRecordsPicker {
  records: SavedRecords = NONE;

  constructor(private readonly deps: {
    store: BookingStore;
    logger: Logger;
    feedback: FieldFeedback;
    /** The saved-items use case (loads the auth and account domains): asked for only when a session exists. */
    savedItems: () => Promise<Pick<ManageSavedItems, 'list'>>;
  }) {
    makeAutoObservable<SavedRecordsPicker, 'deps'>(this, { deps: false, records: observableRef }, { autoBind: true });
  }

  /** Loads the saved records to choose from (call it only for a logged-in user). */
  async load(): Promise<void> {
    try {
      const manage = await this.deps.savedItems();
      const [passengers, vehicles, pets] = await Promise.all([manage.list('passengers'), manage.list('vehicles'), manage.list('pets')]);
      runInAction(() => {
        this.records = { passengers: passengers.ok ? passengers.value : [], vehicles: vehicles.ok ? vehicles.value : [], pets: pets.ok ? pets.value : [] };
      });
    } catch (error) {
      this.deps.logger.log('warn', `saved items not loaded: ${String(error)}`);
    }
  }

  fillTraveller(index: number, id: string): void {
    const saved = this.records.passengers.find((p) => p.id === id);
    if (saved) this.fill(`traveller.${index}`, SAVED_TRAVELLER_FIELDS, `${saved.firstName} ${saved.lastName}`, (s) => fillTravellerFromSaved(s, index, saved));
  }

  fillVehicle(index: number, id: string): void {
    const saved = this.records.vehicles.find((v) => v.id === id);
    if (saved) this.fill(`vehicle.${index}`, ['plate'], saved.name, (s) => fillVehicleFromSaved(s, index, saved));
  }

  fillPet(index: number, id: string): void {
    const saved = this.records.pets.find((p) => p.id === id);
    if (saved) this.fill(`pet.${index}`, ['name', 'identityNumber'], saved.nickname, (s) => fillPetFromSaved(s, index, saved));
  }

  private fill(prefix: string, fields: readonly string[], name: string, change: (s: BookingState) => BookingState): void {
    const { store, feedback } = this.deps;
    store.update(change);
    for (const field of fields) feedback.changed(`${prefix}.${field}`);
    feedback.notify(`${prefix}.saved`, 'results.step3.saved.filled', { name });
  }
}
