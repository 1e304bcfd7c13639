import { describe, expect, it } from 'vitest';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemorySavedItemsGateway } from '../../src/adapters/in-memory/saved-items.in-memory-gateway';
import { ManageSavedItems } from '../../src/core/account';
import { fixedClock } from '../../src/core/shared/clock.port';
import { EMPTY_SAVED, SavedItemsViewModel } from '../../src/ui/screens/account/saved-items.view-model';

async function loggedIn() {
  const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'P' }]);
  const login = await auth.login('nikos@example.com', 'Sea7!x');
  const token = login.ok ? login.value.token : undefined;
  const manage = new ManageSavedItems({ saved: new InMemorySavedItemsGateway({ auth, token: () => token }), clock: fixedClock('2026-06-15T09:00:00.000Z') });
  return {
    passengers: new SavedItemsViewModel({ manage, kind: 'passengers', empty: EMPTY_SAVED.passengers }),
    vehicles: new SavedItemsViewModel({ manage, kind: 'vehicles', empty: EMPTY_SAVED.vehicles }),
    pets: new SavedItemsViewModel({ manage, kind: 'pets', empty: EMPTY_SAVED.pets }),
  };
}

describe('saved items view model', () => {
  it('requires a vehicle name and keeps what was typed, then adds, edits and deletes the vehicle', async () => {
    const { vehicles } = await loggedIn();
    await vehicles.load();
    expect(vehicles.items).toEqual([]);
    vehicles.startAdd();
    vehicles.set('plate', 'IKA1234');
    await vehicles.save();
    expect(vehicles.errors).toEqual({ name: 'contact.error.required' });
    expect(vehicles.draft).toMatchObject({ plate: 'IKA1234' });
    vehicles.set('name', 'Family car');
    await vehicles.save();
    expect(vehicles.items).toMatchObject([{ name: 'Family car', plate: 'IKA1234' }]);
    expect(vehicles.draft).toBeUndefined();

    vehicles.startEdit(vehicles.items[0]!.id);
    vehicles.set('info', 'Roof box');
    await vehicles.save();
    expect(vehicles.items).toMatchObject([{ name: 'Family car', info: 'Roof box' }]);
    await vehicles.remove(vehicles.items[0]!.id);
    expect(vehicles.items).toEqual([]);
    expect(vehicles.notice).toBe('deleted');
  });

  it('refuses a passenger born in the future or on a date that does not exist, and keeps loyalty clubs', async () => {
    const { passengers } = await loggedIn();
    passengers.startAdd();
    passengers.set('firstName', 'Eleni');
    passengers.set('lastName', 'Ioannou');
    passengers.set('birthDate', '01/01/2027');
    await passengers.save();
    expect(passengers.errors).toEqual({ birthDate: 'account.validation.birthDateFuture' });
    passengers.set('birthDate', '31/02/1990');
    await passengers.save();
    expect(passengers.errors).toEqual({ birthDate: 'account.validation.birthDateInvalid' });
    passengers.set('birthDate', '12/05/1990');
    passengers.addClub();
    passengers.setClub(0, 'company', 'BLS');
    await passengers.save();
    expect(passengers.errors).toEqual({ 'loyaltyClubs.0': 'account.validation.clubIncomplete' });
    passengers.setClub(0, 'cardNumber', 'BL-123456');
    await passengers.save();
    expect(passengers.items).toMatchObject([{ firstName: 'Eleni', birthDate: '12/05/1990', nationality: 'GR', loyaltyClubs: [{ company: 'BLS', cardNumber: 'BL-123456' }] }]);
  });

  it('requires a pet nickname', async () => {
    const { pets } = await loggedIn();
    pets.startAdd();
    await pets.save();
    expect(pets.errors).toEqual({ nickname: 'contact.error.required' });
    pets.set('nickname', 'Rex');
    await pets.save();
    expect(pets.items).toMatchObject([{ nickname: 'Rex' }]);
  });
});
