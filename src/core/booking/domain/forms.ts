import { type FuelType } from '../../shared/vehicle-fuel';
import { type AssistanceKind } from './assistance';
import { DEFAULT_NATIONALITY } from './party';

/** Details of a traveller for the tickets (SPEC.md section 3, 'Booking passenger'). Birth date DD/MM/YYYY. */
export interface TravellerForm {
  readonly name: string;
  readonly surname: string;
  readonly sex?: 'male' | 'female';
  readonly nationality: string;
  readonly birthDate: string;
  readonly documentNumber: string;
  /** Island resident (MAN) number as typed; once the companies accept it, it sits on the passenger's choices. */
  readonly manNumber?: string;
  /** Loyalty card number as typed; once a company accepts it, it sits on the passenger's choices of its trips. */
  readonly loyaltyCard?: string;
  /** Help for reduced mobility (EU Regulation 1177/2010): its kind ('' for none) and a note. */
  readonly assistance?: AssistanceKind | '';
  readonly assistanceNote?: string;
}

/** `fuelType` '' when not stated. */
export interface VehicleForm { readonly plate: string; readonly name: string; readonly fuelType: FuelType | '' }
export interface PetForm { readonly name: string; readonly identityNumber: string }

export interface LeaderForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly zipcode: string;
  readonly city: string;
  readonly country: string;
  readonly mobile: string;
  readonly phonePrefix: string;
  readonly email: string;
  readonly sex?: 'male' | 'female';
}

export type TicketsMethod = 'port' | 'courier';
export type PaymentMethod = 'card' | 'credit_limit';

/** The payment form: delivery, payment method, terms accepted (`checked`) and the courier address. */
export interface PaymentForm {
  readonly receiveTicketsMethod: TicketsMethod;
  readonly paymentMethod: PaymentMethod;
  readonly checked: boolean;
  readonly prefecture: string;
  readonly city: string;
  readonly address: string;
  readonly zipCode: string;
  readonly name: string;
  readonly telephone: string;
  /** The courier address's PO box (SPEC.md section 3, 'Contact and billing'), optional. */
  readonly poBox: string;
  readonly newsletter: boolean;
}

export interface InvoiceForm {
  readonly needInvoice: boolean;
  readonly companyName: string;
  readonly activity: string;
  readonly tax: string;
  readonly taxOffice: string;
  readonly address: string;
  readonly registry: string;
  readonly mobile: string;
}

export interface CouponForm { readonly hasCoupon: boolean; readonly couponNumber: string }

export const emptyTraveller = (): TravellerForm => ({
  name: '', surname: '', nationality: DEFAULT_NATIONALITY, birthDate: '', documentNumber: '',
});
export const emptyVehicleForm = (): VehicleForm => ({ plate: '', name: '', fuelType: '' });
export const emptyPetForm = (): PetForm => ({ name: '', identityNumber: '' });
export const EMPTY_LEADER: LeaderForm = {
  firstName: '', lastName: '', address: '', zipcode: '', city: '', country: DEFAULT_NATIONALITY, mobile: '',
  phonePrefix: '+30', email: '',
};
/** Delivery at the port and payment by card are the defaults (SPEC.md section 9). */
export const DEFAULT_PAYMENT_FORM: PaymentForm = {
  receiveTicketsMethod: 'port', paymentMethod: 'card', checked: false, prefecture: '', city: '', address: '',
  zipCode: '', name: '', telephone: '', poBox: '', newsletter: false,
};
export const EMPTY_INVOICE: InvoiceForm = {
  needInvoice: false, companyName: '', activity: '', tax: '', taxOffice: '', address: '', registry: '', mobile: '',
};
export const EMPTY_COUPON: CouponForm = { hasCoupon: false, couponNumber: '' };
