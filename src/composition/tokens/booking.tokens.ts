import {
  type BookingGateway, type BookingProgress, type Checkout, type CourierGateway, type ExtendHold, type FinaliseBooking, type FindBooking, type HoldBooking, type TicketDocuments, type TrackShipment,
  type InvoiceLookupGateway, type LoadCompanyRules, type OrderTokens, type LoadReservation, type ManageBooking, type LoadReseller, type PayBooking, type PaymentRedirect, type PaymentsGateway,
  type PriceBooking, type ValidatePassengerCode, type AssistanceGateway, type ManageAssistance, type ChangeGateway, type ChangeLeg,
  type CancelPart, type PartCancelGateway,
} from '../../core/booking';
import { token } from './token';

export const bookingTokens = {
  BookingGateway: token<BookingGateway>('booking.BookingGateway'),
  /** The order access tokens of the tab's guest orders (issue 13). */
  OrderTokens: token<OrderTokens>('booking.OrderTokens'),
  PaymentsGateway: token<PaymentsGateway>('booking.PaymentsGateway'),
  PaymentRedirect: token<PaymentRedirect>('booking.PaymentRedirect'),
  InvoiceLookupGateway: token<InvoiceLookupGateway>('booking.InvoiceLookupGateway'),
  CourierGateway: token<CourierGateway>('booking.CourierGateway'),
  BookingProgress: token<BookingProgress>('booking.BookingProgress'),
  PriceBooking: token<PriceBooking>('booking.PriceBooking'),
  HoldBooking: token<HoldBooking>('booking.HoldBooking'),
  PayBooking: token<PayBooking>('booking.PayBooking'),
  /** The checkout of step 3 (bound with the booking screens: its newsletter step loads the account domain). */
  Checkout: token<Checkout>('booking.Checkout'),
  FinaliseBooking: token<FinaliseBooking>('booking.FinaliseBooking'),
  ExtendHold: token<ExtendHold>('booking.ExtendHold'),
  LoadReservation: token<LoadReservation>('booking.LoadReservation'),
  FindBooking: token<FindBooking>('booking.FindBooking'),
  ManageBooking: token<ManageBooking>('booking.ManageBooking'),
  /** Assistance for reduced mobility after booking (issue 17). */
  AssistanceGateway: token<AssistanceGateway>('booking.AssistanceGateway'),
  ManageAssistance: token<ManageAssistance>('booking.ManageAssistance'),
  /** Changing a leg's date or sailing after booking (issue 17). */
  ChangeGateway: token<ChangeGateway>('booking.ChangeGateway'),
  ChangeLeg: token<ChangeLeg>('booking.ChangeLeg'),
  /** Cancelling part of a booking: a leg, or passengers and vehicles of a leg (issue 17). */
  PartCancelGateway: token<PartCancelGateway>('booking.PartCancelGateway'),
  CancelPart: token<CancelPart>('booking.CancelPart'),
  TrackShipment: token<TrackShipment>('booking.TrackShipment'),
  TicketDocuments: token<TicketDocuments>('booking.TicketDocuments'),
  LoadReseller: token<LoadReseller>('booking.LoadReseller'),
  ValidatePassengerCode: token<ValidatePassengerCode>('booking.ValidatePassengerCode'),
  LoadCompanyRules: token<LoadCompanyRules>('booking.LoadCompanyRules'),
} as const;
