import { describe, expect, it } from 'vitest';
import { seedTrip } from '../../src/adapters/in-memory/ferry.seed';
import type { ManageSavedItems, Saved, SavedKind } from '../../src/core/account';
import { type BookingState, INITIAL_BOOKING, selectTrip, startBooking } from '../../src/core/booking';
import { err, ok } from '../../src/core/shared/result';
import type { LogLevel } from '../../src/core/shared/logger.port';
import { BookingStore } from '../../src/ui/shared/booking/booking-store';
import { FieldFeedback } from '../../src/ui/screens/booking/step3/field-feedback';
import { SavedRecordsPicker } from '../../src/ui/screens/booking/step3/saved-records.model';
import { travellers } from '../support/mothers/booking.mother';
import { FIRST_DAY } from '../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const MARIA: Saved<'passengers'> = {
  id: 'p1', firstName: 'Μαρία', lastName: 'Παπαδοπούλου', gender: 'female', nationality: 'gr', birthDate: '01/02/1980',
  documentNumber: 'ab 123', manNumber: '', loyaltyClubs: [],
};
const CAR: Saved<'vehicles'> = { id: 'v1', name: 'Family car', plate: 'ικα 1234', info: '' };
const REX: Saved<'pets'> = { id: 'a1', nickname: 'Ρεξ', chip: 'gr-1' };

function picker(lists: Partial<Record<SavedKind, 'fails'>> = {}, options: { throws?: boolean } = {}) {
  let state: BookingState = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2, vehicles: 1, pets: 1 })), 0, outward);
  const store = new BookingStore({ persistence: { load: () => state, save: (s) => { state = s; }, clear: () => undefined } });
  const logged: Array<[LogLevel, string]> = [];
  const logger = { log: (level: LogLevel, message: string) => { logged.push([level, message]); } };
  const feedback = new FieldFeedback(logger);
  const records = { passengers: [MARIA], vehicles: [CAR], pets: [REX] };
  const manage = {
    list: async (kind: SavedKind) => (lists[kind] === 'fails' ? err({ kind: 'NotLoggedIn' as const }) : ok(records[kind])),
  } as Pick<ManageSavedItems, 'list'>;
  const model = new SavedRecordsPicker({
    store, logger, feedback,
    savedItems: async () => { if (options.throws) throw new Error('chunk failed'); return manage; },
  });
  return { model, store, feedback, logged };
}

describe('SavedRecordsPicker (the details step\'s saved passengers, vehicles and pets)', () => {
  it('offers the saved records of each kind; a kind that fails to list offers none', async () => {
    const { model } = picker({ vehicles: 'fails' });
    expect(model.records).toEqual({ passengers: [], vehicles: [], pets: [] });
    await model.load();
    expect(model.records).toEqual({ passengers: [MARIA], vehicles: [], pets: [REX] });
  });

  it('logs a failure to load the saved items and offers none', async () => {
    const { model, logged } = picker({}, { throws: true });
    await model.load();
    expect(model.records).toEqual({ passengers: [], vehicles: [], pets: [] });
    expect(logged).toEqual([['warn', 'saved items not loaded: Error: chunk failed']]);
  });

  it('fills a traveller with the chosen passenger: the filled fields\' call errors go, a notice names the record', async () => {
    const { model, store, feedback } = picker();
    await model.load();
    feedback.fail('traveller.1.documentNumber', 'results.step3.error.callFailed');
    feedback.fail('traveller.0.documentNumber', 'results.step3.error.callFailed');
    model.fillTraveller(1, 'p1');
    expect(store.state.travellers[1]).toMatchObject({ name: 'MARIA', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', documentNumber: 'AB 123' });
    expect(feedback.callErrors).toEqual({ 'traveller.0.documentNumber': 'results.step3.error.callFailed' });
    expect(feedback.notices['traveller.1.saved']).toEqual({ id: 'results.step3.saved.filled', values: { name: 'Μαρία Παπαδοπούλου' } });
  });

  it('fills a vehicle and a pet; an id not in the list changes nothing', async () => {
    const { model, store, feedback } = picker();
    await model.load();
    const before = store.state;
    model.fillTraveller(0, 'v1');
    model.fillPet(0, 'p1');
    expect(store.state).toBe(before);
    expect(feedback.notices).toEqual({});
    model.fillVehicle(0, 'v1');
    model.fillPet(0, 'a1');
    expect(store.state.vehicleForms[0]).toMatchObject({ plate: 'IKA 1234', name: 'Family car' });
    expect(store.state.petForms[0]).toMatchObject({ name: 'Rex', identityNumber: 'GR-1' });
    expect(Object.keys(feedback.notices)).toEqual(['vehicle.0.saved', 'pet.0.saved']);
  });
});
