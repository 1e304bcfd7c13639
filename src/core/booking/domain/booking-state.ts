import { type DetailsNotApplied } from './booking-refusal';
import { type Sailing } from '../../search/domain/sailing';
import { type Reservation } from './order';
import { type Quote } from './quote';
import { type Cents } from '../../shared/money';
import {
  type CouponForm, DEFAULT_PAYMENT_FORM, EMPTY_COUPON, EMPTY_INVOICE, EMPTY_LEADER, type InvoiceForm, type LeaderForm,
  type PaymentForm, type PetForm, type TravellerForm, type VehicleForm,
} from './forms';
import { DEFAULT_PASSENGER_TYPE } from '../../search/domain/passenger-types';
import { COURIER_FEE_CENTS } from './business-rules';
import { type PassengerChoice, type PetChoice, type VehicleChoice } from './party';

export type WizardStep = 0 | 1 | 2;
export const WIZARD_STEPS: readonly WizardStep[] = [0, 1, 2];
/** ResultsStep1 (select route), ResultsStep2 (passengers and vehicles), ResultsStep3 (details and billing). */
export const STEP_NAMES = ['ResultsStep1', 'ResultsStep2', 'ResultsStep3'] as const;

/** What travels on every trip: passenger types, vehicles, trailers (slot i pulled by vehicle i) and pets. */
export interface Party {
  readonly passengerTypes: readonly string[];
  readonly vehicles: readonly VehicleChoice[];
  readonly trailers: readonly (VehicleChoice | null)[];
  readonly pets: readonly PetChoice[];
}

/** The booking request of one trip (SPEC.md section 3, 'Per-trip booking item'). */
export interface TripBooking {
  readonly tripId: string;
  readonly vesselCode: string;
  readonly company: string;
  readonly departurePort: string;
  readonly destinationPort: string;
  readonly departureDatetime: string;
  readonly arrivalDateTime: string;
  readonly passengers: readonly PassengerChoice[];
  readonly vehicles: readonly VehicleChoice[];
  readonly trailers: readonly (VehicleChoice | null)[];
  readonly additionalServices: readonly { readonly code: string; readonly quantity: number }[];
  readonly pets: readonly PetChoice[];
  /** The trip's price: its lowest fare until priced, then the quoted total. */
  readonly total: Cents;
}

/** The order that holds the booking's places: its code, the amount to pay and when the hold ends. */
export interface HeldOrder {
  readonly code: string;
  /** The amount to pay, in cents. */
  readonly total: Cents;
  /** When the hold ends (ISO time). */
  readonly holdExpiresAt: string;
  /** The leader, travellers and delivery are recorded on the order. */
  readonly recorded: boolean;
  /** How many more times the hold may be extended, once the shop said so. */
  readonly extensionsLeft?: number;
  /**
   * The order turned out paid already when its details were sent again, and the shop did not apply these of them
   * (it says which, from its own record): the success page tells the traveller.
   */
  readonly notApplied?: DetailsNotApplied;
}

export interface BookingState {
  /** Validity of each step's form; kept consistent by every transition. */
  readonly steps: readonly [boolean, boolean, boolean];
  readonly currentStep: WizardStep;
  readonly maximumStep: WizardStep;
  /** How many legs the search asked for. */
  readonly routesLength: number;
  /** The trip chosen per leg, null while none. */
  readonly routes: readonly (Sailing | null)[];
  readonly items: readonly (TripBooking | null)[];
  readonly pricing: Quote | null;
  readonly party: Party;
  readonly travellers: readonly TravellerForm[];
  readonly vehicleForms: readonly VehicleForm[];
  readonly petForms: readonly PetForm[];
  readonly leader: LeaderForm;
  readonly paymentForm: PaymentForm;
  readonly invoice: InvoiceForm;
  readonly coupon: CouponForm;
  /** Courier fee in cents (3.77 €). */
  readonly shippingCost: Cents;
  readonly order: HeldOrder | null;
  readonly reservation: Reservation | null;
  readonly uuid: string | null;
  readonly booknowUserId: string | null;
  readonly booknowIsReseller: boolean;
  /** The reseller's agency name, shown while the booking is in reseller mode. */
  readonly booknowName: string | null;
}

export const EMPTY_PARTY: Party = { passengerTypes: [DEFAULT_PASSENGER_TYPE], vehicles: [], trailers: [], pets: [] };

/** A booking before any search: ResultsStep1 valid (no route expected), the others not. */
export const INITIAL_BOOKING: BookingState = {
  steps: [true, false, false],
  currentStep: 0,
  maximumStep: 0,
  routesLength: 0,
  routes: [],
  items: [],
  pricing: null,
  party: EMPTY_PARTY,
  travellers: [{ name: '', surname: '', nationality: 'GR', birthDate: '', documentNumber: '' }],
  vehicleForms: [],
  petForms: [],
  leader: EMPTY_LEADER,
  paymentForm: DEFAULT_PAYMENT_FORM,
  invoice: EMPTY_INVOICE,
  coupon: EMPTY_COUPON,
  shippingCost: COURIER_FEE_CENTS,
  order: null,
  reservation: null,
  uuid: null,
  booknowUserId: null,
  booknowIsReseller: false,
  booknowName: null,
};
