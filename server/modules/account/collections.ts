/**
 * Exports: `passengersCollection(now)`, `vehiclesCollection`, `petsCollection`: the saved data of the account area
 * (SPEC.md section 3) as owned collections. Answers:
 * passenger `{ id, firstName, lastName, birthDate, gender, nationality, manNumber, documentNumber,
 * loyaltyClubs: [{ company, cardNumber }], createdAt, updatedAt }`; vehicle `{ id, name, plateNumber, info, … }`;
 * pet `{ id, nickname, chipNumber, … }`. Absent optional values are null.
 */
import type { Struct } from 'superstruct';
import { savedPassengers, savedPets, savedVehicles } from '../../database/schema/index';
import type { OwnedCollection } from './owned-collection';
import { PassengerCreate, PassengerUpdate, PetCreate, PetUpdate, VehicleCreate, VehicleUpdate } from './structs';

type Row = Record<string, unknown>;
const loose = (struct: unknown) => struct as Struct<Row, unknown>;
const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const pick = (row: Row, keys: readonly string[]): Row =>
  Object.fromEntries([...keys.map((key) => [key, row[key] ?? null]), ['createdAt', stamp(row.createdAt)], ['updatedAt', stamp(row.updatedAt)]]);

export const PASSENGER_FIELDS = ['id', 'firstName', 'lastName', 'birthDate', 'gender', 'nationality', 'manNumber', 'documentNumber', 'loyaltyClubs'] as const;

export function passengersCollection(now: () => Date): OwnedCollection {
  return {
    path: 'passengers', noun: 'passenger', table: savedPassengers,
    columns: { id: savedPassengers.id, userId: savedPassengers.userId, createdAt: savedPassengers.createdAt },
    create: loose(PassengerCreate(now)), update: loose(PassengerUpdate(now)),
    toApi: (row) => ({ ...pick(row, PASSENGER_FIELDS), loyaltyClubs: row.loyaltyClubs ?? [] }),
  };
}

export const vehiclesCollection: OwnedCollection = {
  path: 'vehicles', noun: 'vehicle', table: savedVehicles,
  columns: { id: savedVehicles.id, userId: savedVehicles.userId, createdAt: savedVehicles.createdAt },
  create: loose(VehicleCreate), update: loose(VehicleUpdate),
  toApi: (row) => pick(row, ['id', 'name', 'plateNumber', 'info']),
};

export const petsCollection: OwnedCollection = {
  path: 'pets', noun: 'pet', table: savedPets,
  columns: { id: savedPets.id, userId: savedPets.userId, createdAt: savedPets.createdAt },
  create: loose(PetCreate), update: loose(PetUpdate),
  toApi: (row) => pick(row, ['id', 'nickname', 'chipNumber']),
};
