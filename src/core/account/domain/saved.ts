/** A vehicle kept in the account (SPEC.md section 3): its name is required. */
export interface SavedVehicle { readonly name: string; readonly plate: string; readonly info: string }
/** A pet kept in the account: its nickname is required. */
export interface SavedPet { readonly nickname: string; readonly chip: string }
/** A loyalty club card of a saved passenger: the ferry company's code and the card number. */
export interface LoyaltyClub { readonly company: string; readonly cardNumber: string }
/** A passenger kept in the account; the birth date is written DD/MM/YYYY. */
export interface SavedPassenger {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly gender: '' | 'male' | 'female';
  readonly nationality: string;
  readonly manNumber: string;
  readonly documentNumber: string;
  readonly loyaltyClubs: readonly LoyaltyClub[];
}

/** The saved lists of the account area and the record each holds. */
export interface SavedItemOf { passengers: SavedPassenger; vehicles: SavedVehicle; pets: SavedPet }
export type SavedKind = keyof SavedItemOf;
export type Saved<K extends SavedKind> = SavedItemOf[K] & { readonly id: string };

/**
 * Why a field of a saved record is refused (`codeInvalid`: a code or text of the wrong form, or a field the server
 * refused). The UI says it in the visitor's language (`SAVED_FIELD_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type SavedProblem = 'nameRequired' | 'birthDateInvalid' | 'birthDateFuture' | 'nationalityInvalid' | 'codeInvalid' | 'clubIncomplete';

/** Field (`loyaltyClubs.N` for a club card) → problem. */
export type SavedErrors = Partial<Record<string, SavedProblem>>;

export function savedVehicleErrors(vehicle: SavedVehicle): SavedErrors {
  const errors: SavedErrors = vehicle.name.trim() ? {} : { name: 'nameRequired' };
  if (!/^$|^[\p{L}0-9 -]{1,15}$/u.test(vehicle.plate.trim())) errors.plate = 'codeInvalid';
  if (vehicle.info.length > 500) errors.info = 'codeInvalid';
  return errors;
}

export function savedPetErrors(pet: SavedPet): SavedErrors {
  // The chip number's format is the server's to judge (a 400 naming the field shows on it).
  return pet.nickname.trim() ? {} : { nickname: 'nameRequired' };
}

/** `DD/MM/YYYY` → `YYYY-MM-DD` when it is a real calendar date, else undefined. */
export function isoOfDayMonthYear(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function dayMonthYearOfIso(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Name and last name required; the birth date DD/MM/YYYY and not in the future; codes as the server takes them. */
export function savedPassengerErrors(passenger: SavedPassenger, todayIso: string): SavedErrors {
  const errors: SavedErrors = {};
  if (!passenger.firstName.trim()) errors.firstName = 'nameRequired';
  if (!passenger.lastName.trim()) errors.lastName = 'nameRequired';
  if (passenger.birthDate.trim()) {
    const iso = isoOfDayMonthYear(passenger.birthDate);
    if (!iso) errors.birthDate = 'birthDateInvalid';
    else if (iso > todayIso.slice(0, 10)) errors.birthDate = 'birthDateFuture';
  }
  if (!/^$|^[A-Za-z]{2}$/.test(passenger.nationality.trim())) errors.nationality = 'nationalityInvalid';
  if (!/^$|^[A-Za-z0-9-]{1,30}$/.test(passenger.manNumber.trim())) errors.manNumber = 'codeInvalid';
  if (!/^$|^[A-Za-z0-9 -]{1,30}$/.test(passenger.documentNumber.trim())) errors.documentNumber = 'codeInvalid';
  passenger.loyaltyClubs.forEach((club, index) => {
    if (!/^[A-Za-z0-9]{2,8}$/.test(club.company.trim()) || !/^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/.test(club.cardNumber.trim())) {
      errors[`loyaltyClubs.${index}`] = 'clubIncomplete';
    }
  });
  return errors;
}

/** The rule of each saved list. */
export function savedItemErrors<K extends SavedKind>(kind: K, item: SavedItemOf[K], todayIso: string): SavedErrors {
  if (kind === 'vehicles') return savedVehicleErrors(item as SavedVehicle);
  if (kind === 'pets') return savedPetErrors(item as SavedPet);
  return savedPassengerErrors(item as SavedPassenger, todayIso);
}
