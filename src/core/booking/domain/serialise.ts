import { array, boolean, enums, nullable, number, object, optional, string, type, validate } from 'superstruct';
import { type BookingState } from './booking-state';
import { refresh } from './wizard';

/**
 * Raised whenever the stored shape changes. Version 1 (before issue 15) used the wire's names (`Pets`, `trip_total`
 * per trip, `order_code`, `payment_amount`, `hold_expires_at`, `extensions_left` on the held order): it is read and
 * renamed; anything else that does not parse is dropped, never misread.
 */
export const BOOKING_STATE_VERSION = 2;

const Step = enums([0, 1, 2]);
// `type` checks the skeleton and lets the nested plain data through; the wizard wrote it itself
const Stored = object({
  version: enums([1, BOOKING_STATE_VERSION]),
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
  const { version, state: raw } = parsed as { version: number; state: BookingState };
  const stored = version === 1 ? fromVersion1(raw as unknown as Version1) : raw;
  if (!stored) return undefined;
  const state: BookingState = { ...stored, booknowName: stored.booknowName ?? null };
  const consistent = state.routes.length === state.routesLength && state.items.length === state.routesLength
    && state.currentStep <= state.maximumStep;
  return consistent ? refresh(state) : undefined;
}

type Version1 = Omit<BookingState, 'items' | 'order'> & {
  items: (Record<string, unknown> | null)[];
  order?: Record<string, unknown> | null;
};

/** A booking a tab stored before issue 15, in the core's names; undefined when its held order is not readable. */
function fromVersion1(old: Version1): BookingState | undefined {
  const items = old.items.map((item) => {
    if (!item) return null;
    const { Pets, trip_total, ...rest } = item;
    return { ...rest, pets: Array.isArray(Pets) ? Pets : [], total: typeof trip_total === 'number' ? trip_total : 0 };
  }) as unknown as BookingState['items'];
  const held = old.order ?? null;
  let order: BookingState['order'] = null;
  if (held) {
    const { order_code: code, payment_amount: total, hold_expires_at: holdExpiresAt, recorded, extensions_left: extensionsLeft } = held;
    if (typeof code !== 'string' || typeof total !== 'number' || typeof holdExpiresAt !== 'string' || typeof recorded !== 'boolean') return undefined;
    order = { code, total, holdExpiresAt, recorded, ...(typeof extensionsLeft === 'number' ? { extensionsLeft } : {}) };
  }
  return { ...old, items, order };
}
