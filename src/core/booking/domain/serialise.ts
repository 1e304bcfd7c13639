import { array, boolean, enums, literal, nullable, number, object, optional, string, type, validate } from 'superstruct';
import { type BookingState } from './booking-state';
import { refresh } from './wizard';

/** Raised whenever the stored shape changes, so an older tab's progress is dropped instead of misread. */
export const BOOKING_STATE_VERSION = 1;

const Step = enums([0, 1, 2]);
// `type` checks the skeleton and lets the nested plain data through; the wizard wrote it itself
const Stored = object({
  version: literal(BOOKING_STATE_VERSION),
  state: type({
    steps: array(boolean()),
    currentStep: Step,
    maximumStep: Step,
    routesLength: number(),
    routes: array(nullable(type({ tripId: string(), departureDatetime: string() }))),
    items: array(nullable(type({}))),
    pricing: nullable(type({})),
    party: type({ passengerTypes: array(string()), vehicles: array(type({})), trailers: array(nullable(type({}))), pets: array(type({})) }),
    travellers: array(type({})),
    vehicleForms: array(type({})),
    petForms: array(type({})),
    leader: type({}),
    paymentForm: type({}),
    invoice: type({}),
    coupon: type({}),
    shippingCost: number(),
    booknowIsReseller: boolean(),
    // Added after version 1 shipped: a booking stored before has none.
    booknowName: optional(nullable(string())),
  }),
});

/** The booking as text for session storage. */
export function serialiseBooking(state: BookingState): string {
  return JSON.stringify({ version: BOOKING_STATE_VERSION, state });
}

/** The booking back from session storage, with its steps recomputed; undefined when the text is not one. */
export function deserialiseBooking(text: string | undefined): BookingState | undefined {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const [error] = validate(parsed, Stored);
  if (error) return undefined;
  const stored = (parsed as { state: BookingState }).state;
  const state: BookingState = { ...stored, booknowName: stored.booknowName ?? null };
  const consistent = state.routes.length === state.routesLength && state.items.length === state.routesLength
    && state.currentStep <= state.maximumStep;
  return consistent ? refresh(state) : undefined;
}
