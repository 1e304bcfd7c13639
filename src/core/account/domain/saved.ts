/** A vehicle kept in the account (SPEC.md section 3): its name is required. */
export interface SavedVehicle { readonly name: string; readonly plate: string; readonly info: string }
/** A pet kept in the account: its nickname is required. */
export interface SavedPet { readonly nickname: string; readonly chip: string }

export const SAVED_MESSAGES = { nameRequired: 'contact.error.required' } as const;

export function savedVehicleErrors(vehicle: SavedVehicle): Partial<Record<keyof SavedVehicle, string>> {
  return vehicle.name.trim() ? {} : { name: SAVED_MESSAGES.nameRequired };
}

export function savedPetErrors(pet: SavedPet): Partial<Record<keyof SavedPet, string>> {
  return pet.nickname.trim() ? {} : { nickname: SAVED_MESSAGES.nameRequired };
}
