export * from './domain/booking-state';
export * from './domain/party';
export * from './domain/forms';
export * from './domain/step-rules';
export * from './domain/details-form';
export * from './domain/wizard';
export * from './domain/party-actions';
export * from './domain/trip-capacity';
export * from './domain/berth-sex';
export * from './domain/form-actions';
export * from './domain/reseller-mode';
export * from './domain/hold-extension';
export * from './domain/price-summary';
export * from './domain/serialise';
export * from './domain/requests';
export * from './domain/details-input';
export { CheckTravellerCode, codeRefusedEverywhere, type TravellerCodeChecked, type TravellerCodeFailure } from './use-cases/check-traveller-code.use-case';
export { ApplyCoupon, type ApplyCouponFailure } from './use-cases/apply-coupon.use-case';
export { LookUpInvoiceCompany, type InvoiceCompanyFailure } from './use-cases/look-up-invoice-company.use-case';
export { BookingProgress } from './booking-progress';
export { BOOKING_STORAGE_KEY } from './booking-storage-key';
export type { BookingGateway, BookingResult, ResellerId } from './ports/booking-gateway.port';
export type { PaymentsGateway, PaymentRedirect, PaymentForm as CardPaymentForm } from './ports/payments-gateway.port';
export type { OrderTokens } from './ports/order-tokens.port';
export { type BookingFailure, bookingFailure } from './use-cases/booking-failure';
export { PriceBooking } from './use-cases/price-booking.use-case';
export { HoldBooking } from './use-cases/hold-booking.use-case';
export { PayBooking, type PaymentStart } from './use-cases/pay-booking.use-case';
export { Checkout, type CheckoutBooking, type CheckoutDeps, type CheckoutStart, type NewsletterSignUp } from './use-cases/checkout.use-case';
export { type CheckoutFailure, type CheckoutFailureKind, checkoutFailureOf, detailsFormFieldOf } from './use-cases/checkout-failure';
export { FinaliseBooking } from './use-cases/finalise-booking.use-case';
export { ExtendHold, type ExtendHoldFailure } from './use-cases/extend-hold.use-case';
export { LoadReservation, type OrderOutcome, type RefundInfo, type ReservationError, refundOf } from './use-cases/load-reservation.use-case';
export { FindBooking, type FindBookingError } from './use-cases/find-booking.use-case';
export { ManageBooking, type ManageBookingError } from './use-cases/manage-booking.use-case';
export { ManageAssistance, assistanceOf, assistanceProblem } from './use-cases/manage-assistance.use-case';
export type {
  AssistanceGateway, AssistanceInput, AssistanceLeg, AssistanceProblem, AssistanceRecorded, AssistanceRefusal, PortContact,
} from './ports/assistance-gateway.port';
export {
  ChangeLeg, canChangeTo, changeDateProblem, changedParty, changeSettled, differenceKind, type ChangeDateProblem, type ChangeDifferenceKind,
} from './use-cases/change-leg.use-case';
export type {
  ChangeBlock, ChangeGateway, ChangeOptions, ChangeRefusal, ChangeRequest, ChangeSailing, LegChange, LegChangeStatus,
} from './ports/change-gateway.port';
export {
  CancelPart, legChoices, partsOf, type LegChoice, type LegChoiceState, type LegClosed, type PartItem,
} from './use-cases/cancel-part.use-case';
export type {
  LegPart, PartCancelGateway, PartCancelRefusal, PartCancelRefusalKind, PartCancelled, PartQuote, PartQuoteLine,
} from './ports/part-cancel-gateway.port';
export { SHIPMENT_STATUSES, TrackShipment, type ShipmentStatus, type TrackShipmentError } from './use-cases/track-shipment.use-case';
export type { OrderProof } from './ports/booking-gateway.port';
export { searchOfBooking } from './domain/booking-search';
export { bookJourney, bookJourneyAt, offersJourneys, searchOfJourney, searchWithJourney } from './domain/journey-booking';
export { LoadReseller, type LoadResellerError } from './use-cases/load-reseller.use-case';
export { LoadCompanyRules, type CompanyRules } from './use-cases/load-company-rules.use-case';
export { ValidatePassengerCode, type CodeKind, type ValidateCodeError } from './use-cases/validate-code.use-case';
export type { CompanyInformation, InvoiceLookupGateway, ServicesRefusal, ShippingData, CourierVoucher, CourierGateway } from './ports/services-gateway.port';
export * from './domain/birth-date';
export * from './domain/booking-refusal';
export type {
  Order, OrderStatus, OrderTrip, Hold, Reservation, ReservationTrip, TicketedPassenger, TicketsPdf, Voucher, Refund, ReleasedOrder, ResellerDetails,
  CodeCheck, CompanyPassengerType, CompanyDiscount, LoyaltyScheme, ResidentDiscount, CancelQuote, CancelQuoteTrip, CancelRefusal, ManagedBooking,
} from './domain/order';
export type { Quote, TripQuote, PassengerPrice, VehiclePrice, ServicePrice, PetPrice } from './domain/quote';
export { BOOKING_LIMITS } from '../shared/booking-limits';
export * from './domain/step2-choices';
export * from './domain/step2-problems';
export { ticketCode, parseTicketCode, reservationTickets, type TicketCodeParts, type TicketOfReservation } from './domain/ticket-code';
export { tripCalendar, tripCalendarName, type CalendarTexts } from './domain/calendar-file';
export { TicketDocuments, type TicketDocumentsError, type CalendarFile } from './use-cases/ticket-documents.use-case';
export { ASSISTANCE_KINDS, ASSISTANCE_MAIL_WINDOW_MINUTES, ASSISTANCE_NOTE_MAX, ASSISTANCE_NOTICE_HOURS, assistanceInTime, isAssistanceKind, type Assistance, type AssistanceKind } from './domain/assistance';
export { changesOf, type ChangeTrip, type TripChange } from './domain/trip-changes';
