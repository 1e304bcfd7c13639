import { type Sailing } from '../../../../core/search';
import {
  type BookingFailure, type BookingState, type CodeKind, type PricingRefusalPlace, type Step2Problem, type TripProblem,
  passengerOffers,
} from '../../../../core/booking';
import { PRICING_FAILURE_MESSAGES } from '../../../shared/failure-messages';

/** Ids of the step's controls, so an error can name and focus the control it is about. */
export const fieldIds = {
  type: (leg: number, p: number) => `s2-${leg}-p${p}-type`,
  accommodation: (leg: number, p: number) => `s2-${leg}-p${p}-acc`,
  discount: (leg: number, p: number) => `s2-${leg}-p${p}-discount`,
  document: (leg: number, p: number) => `s2-${leg}-p${p}-doc`,
  code: (leg: number, p: number, kind: CodeKind) => `s2-${leg}-p${p}-${kind}`,
  vehicleType: (v: number) => `s2-v${v}-type`,
  vehicleLength: (v: number) => `s2-v${v}-length`,
  trailerType: (v: number) => `s2-t${v}-type`,
  trailerLength: (v: number) => `s2-t${v}-length`,
  petType: (i: number) => `s2-pet${i}-type`,
  petOwner: (i: number) => `s2-pet${i}-owner`,
  vehicles: 's2-vehicles',
  pets: 's2-pets',
  continue: 's2-continue',
} as const;

/** A message (id and values) shown on a control, or for the whole step when `field` is undefined. */
export interface StepProblem {
  readonly field: string | undefined;
  readonly message: string;
  readonly values?: Record<string, string | number>;
}

/** Messages of what is still to do, shown once Continue was pressed; the others show at once. */
export const QUIET_MESSAGES: ReadonlySet<string> = new Set([
  'results.step2.error.chooseAccommodation', 'results.step2.error.codeUnchecked', 'results.step2.error.document', 'results.step2.error.petOwner',
]);

const routeOf = (trip: Sailing) => `${trip.from.name} – ${trip.to.name}`;

function tripMessages(state: BookingState, leg: number, problem: TripProblem): StepProblem[] {
  const trip = state.routes[leg]!;
  const route = routeOf(trip);
  switch (problem.kind) {
    case 'accommodationFull': {
      const offer = passengerOffers(trip).find((o) => o.code === problem.code);
      return state.items[leg]!.passengers.flatMap((p, i) => (p.accommodationType === problem.code
        ? [{ field: fieldIds.accommodation(leg, i), message: 'results.step2.error.full', values: { name: offer?.name ?? problem.code, left: offer?.available ?? 0 } }] : []));
    }
    case 'unknownAccommodation':
      return [{ field: fieldIds.accommodation(leg, problem.passenger), message: 'results.step2.error.chooseAccommodation' }];
    case 'berthSex':
      return [{ field: fieldIds.accommodation(leg, problem.passenger), message: 'results.step2.error.berthSex' }];
    case 'noGarage':
      return [{ field: fieldIds.vehicles, message: 'results.step2.error.noGarage', values: { route } }];
    case 'vehicleType':
      return [{ field: fieldIds.vehicleType(problem.vehicle), message: 'results.step2.error.vehicleType', values: { route } }];
    case 'noTrailers':
      return [{ field: fieldIds.trailerType(problem.trailer), message: 'results.step2.error.noTrailers', values: { route } }];
    case 'garageFull':
      return [{ field: fieldIds.vehicles, message: 'results.step2.error.garageFull', values: { route } }];
    case 'noPets':
      return [{ field: fieldIds.pets, message: 'results.step2.error.noPets', values: { route } }];
    case 'petsFull':
      return [{ field: fieldIds.pets, message: 'results.step2.error.petsFull', values: { route, left: trip.petAvailability } }];
  }
}

/** A problem of the step (the core's `step2Problems`) as the messages on its controls. */
export function problemMessages(state: BookingState, problem: Step2Problem): StepProblem[] {
  switch (problem.kind) {
    case 'chooseAccommodation':
      return [{ field: fieldIds.accommodation(problem.leg, problem.passenger), message: 'results.step2.error.chooseAccommodation' }];
    case 'document':
      return [{ field: fieldIds.document(problem.leg, problem.passenger), message: 'results.step2.error.document' }];
    case 'codeNotValid':
      return [{ field: fieldIds.code(problem.leg, problem.passenger, problem.code), message: problem.code === 'loyalty' ? 'results.step2.error.loyalty' : 'results.step2.error.man' }];
    case 'codeCheckFailed':
      return [{ field: fieldIds.code(problem.leg, problem.passenger, problem.code), message: 'results.step2.error.codeCheck' }];
    case 'codeUnchecked':
      return [{ field: fieldIds.code(problem.leg, problem.passenger, problem.code), message: 'results.step2.error.codeUnchecked' }];
    case 'trip':
      return tripMessages(state, problem.leg, problem.problem);
    case 'petOwner':
      return [{ field: fieldIds.petOwner(problem.pet), message: 'results.step2.error.petOwner' }];
    case 'vehicleLength':
      return [{ field: fieldIds.vehicleLength(problem.vehicle), message: 'results.step2.error.length' }];
    case 'trailerLength':
      return [{ field: fieldIds.trailerLength(problem.trailer), message: 'results.step2.error.length' }];
  }
}

const PASSENGER_CONTROL = {
  passengerType: fieldIds.type,
  discountIdOrCode: fieldIds.discount,
  documentId: fieldIds.document,
  loyaltyCard: (leg: number, p: number) => fieldIds.code(leg, p, 'loyalty'),
  residentIdOrCode: (leg: number, p: number) => fieldIds.code(leg, p, 'man'),
  accommodationType: fieldIds.accommodation,
} as const;

/** The control a refused pricing names (the core's `pricingRefusalPlace`), or none (the message is the step's). */
function controlOf(place: PricingRefusalPlace | undefined): string | undefined {
  if (!place) return undefined;
  switch (place.kind) {
    case 'passenger': return PASSENGER_CONTROL[place.field](place.leg, place.passenger);
    case 'vehicle': return place.index === undefined ? fieldIds.vehicles : fieldIds.vehicleType(place.index);
    case 'trailer': return place.index === undefined ? fieldIds.vehicles : fieldIds.trailerType(place.index);
    case 'pets': return fieldIds.pets;
  }
}

/** A failed pricing's message, on the control the refusal named. */
export function pricingMessage(failure: Exclude<BookingFailure, { kind: 'NotReady' }>, place: PricingRefusalPlace | undefined): StepProblem {
  return { field: controlOf(place), message: PRICING_FAILURE_MESSAGES[failure.kind] };
}
