/**
 * What insert-booking must carry: every traveller, vehicle plate and pet a trip's company needs before it issues
 * tickets (its BookingValidation; international trips always need birth date, nationality and document).
 */
import type { InsertBookingRequest, PricingRequest } from '../../../src/contract/index';
import { passportName } from '../../../src/core/shared/passport-name';
import { ApiError } from '../../http/errors';
import type { TripInfo } from './reservation';

/**
 * The travellers' names as the tickets print them, by the passport rule (ICAO 9303, src/core/shared/passport-name):
 * whatever a client sends, Jürgen Müller is stored and printed JUERGEN MUELLER. A name with no letter left is 422 on
 * its field. The leader's name is the contact's and stays as typed (the e-mails greet them by it).
 */
export function withTicketNames(body: InsertBookingRequest): InsertBookingRequest {
  const passengers = body.passengers.map((person, i) => {
    const name = passportName(person.name);
    const surname = passportName(person.surname);
    for (const [field, value] of [['name', name], ['surname', surname]] as const) {
      if (!value) throw new ApiError(422, 'PASSENGER_DETAILS', 'A name needs Latin or Greek letters, as in the passport.', `passengers.${i}.${field}`);
    }
    return { ...person, name, surname };
  });
  return { ...body, passengers };
}

/**
 * Berths in shared cabins are sold to men or to women (an accommodation's `sex`): every traveller in one must be of
 * that sex, on every trip, whatever sex the pricing request claimed. `sexOf(trip, code)` is the sex of accommodation
 * `code` on trip `trip` of the order, undefined for one open to all. Refused with 422 BERTH_SEX on `passengers.N.sex`.
 */
export function checkBerthSex(
  request: PricingRequest, body: InsertBookingRequest, sexOf: (trip: number, code: string) => 'male' | 'female' | undefined,
): void {
  request.trips.forEach((item, t) => {
    item.passengers.forEach((p, i) => {
      const sex = sexOf(t, p.accommodationType);
      if (sex && body.passengers[i]?.sex !== sex) {
        throw new ApiError(422, 'BERTH_SEX', `Passenger ${i + 1}'s ${p.accommodationType} berth is for ${sex === 'female' ? 'women' : 'men'}: choose a berth for them or correct their sex.`, `passengers.${i}.sex`);
      }
    });
  });
}

/** Checks the travellers' details against what each trip's company needs (its BookingValidation). */
export function checkDetails(trips: readonly TripInfo[], request: PricingRequest, body: InsertBookingRequest): void {
  request.trips.forEach((item, t) => {
    const v = trips[t]?.validation;
    if (body.passengers.length < item.passengers.length) {
      throw new ApiError(422, 'PASSENGER_DETAILS', 'Please fill in all passenger details.', `passengers.${body.passengers.length}`);
    }
    item.passengers.forEach((_p, i) => {
      const person = body.passengers[i] as InsertBookingRequest['passengers'][number];
      const need = (ok: unknown, field: string) => {
        if (!ok) throw new ApiError(422, 'PASSENGER_DETAILS', 'Please fill in all passenger details.', `passengers.${i}.${field}`);
      };
      need(!v?.requiresSex || person.sex, 'sex');
      need(!v?.requiresBirthDate || person.birthDate, 'birthDate');
      need(!v?.requiresNationality || person.nationality, 'nationality');
      need(!v?.requiresDocument || person.documentNumber, 'documentNumber');
    });
    const vehicles = (item.vehicles?.length ?? 0) + (item.trailers?.length ?? 0);
    for (let i = 0; i < vehicles; i++) {
      if (!body.vehicles?.[i]?.plate) throw new ApiError(422, 'VEHICLE_DETAILS', 'Fill in all fields', `vehicles.${i}.plate`);
    }
    (item.Pets ?? []).forEach((_pet, i) => {
      const pet = body.pets?.[i];
      if (!pet) throw new ApiError(422, 'PET_DETAILS', 'Fill in all fields', `pets.${i}.name`);
      if (v?.requiresPetChip && !pet.identityNumber) throw new ApiError(422, 'PET_DETAILS', 'Fill in all fields', `pets.${i}.identityNumber`);
    });
  });
}
