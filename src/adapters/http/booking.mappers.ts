import { type ApiFailure } from '../../core/shared/api-failure';
import { type BookingRefusal, type BookingRefusalKind, type InvalidReason, refuse, refuseField } from '../../core/booking/domain/booking-refusal';
import { type Result, err } from '../../core/shared/result';

/** The server's 409 codes (grep "new ApiError(409" server) in the shop's words; another 409 is a closed order. */
const CONFLICTS: Record<string, Exclude<BookingRefusalKind, 'Invalid'>> = {
  NO_AVAILABILITY: 'NoAvailability',
  CREDIT_LIMIT_EXCEEDED: 'CreditTooLow',
  HOLD_NOT_EXTENDABLE: 'NotExtendable',
  PAYMENT_NOT_CONFIRMED: 'NotPaid',
  ISSUING: 'Issuing',
  NOT_ISSUED: 'NotIssued',
  RESERVATION_PROBLEM: 'NotIssued',
  ALREADY_ISSUED: 'AlreadySettled',
  ALREADY_PAID: 'AlreadySettled',
  ALREADY_REFUNDED: 'AlreadySettled',
  IDEMPOTENCY_IN_PROGRESS: 'Busy',
  ORDER_CLOSED: 'OrderClosed',
  NOT_AWAITING_PAYMENT: 'OrderClosed',
  WRONG_PAYMENT_METHOD: 'OrderClosed',
};

/** The server's 400/422 codes of a refused field, as step 3 names the problem; another is a bad input. */
const INVALID: Record<string, InvalidReason> = {
  PASSENGER_DETAILS: 'PassengerDetails',
  VEHICLE_DETAILS: 'VehicleDetails',
  PET_DETAILS: 'PetDetails',
  SHIPPING_DETAILS: 'ShippingDetails',
  BERTH_SEX: 'BerthSex',
  TRIP_DEPARTED: 'TripDeparted',
  UNKNOWN_TRIP: 'UnknownTrip',
  AMOUNT_MISMATCH: 'AmountMismatch',
};

/** A refused booking or payment call (status and the server's error code) in the shop's words. */
export function bookingRefusalOf(failure: ApiFailure): BookingRefusal {
  const { status, code, message: detail, field } = failure;
  switch (status) {
    case 401: return refuse('NotLoggedIn', detail, field);
    case 403: return refuse('NotAllowed', detail, field);
    case 404: return refuse('NotFound', detail, field);
    case 409: return refuse(CONFLICTS[code] ?? 'OrderClosed', detail, field);
    case 410: return refuse('HoldExpired', detail, field);
    case 429:
      if (code === 'HOLD_LIMIT') return refuse('HoldLimit', detail, field);
      return refuse(code === 'TOO_MANY_HOLDS' ? 'TooManyHolds' : 'TooManyTries', detail, field);
    default:
      if (field === 'coupon' || /COUPON/.test(code)) return refuse('InvalidCoupon', detail, field);
      return refuseField(INVALID[code] ?? 'Input', detail, field);
  }
}

/** A gateway answer with its failure mapped to a booking refusal. */
export function refusedBooking<T>(answer: Result<T, ApiFailure>): Result<T, BookingRefusal> {
  return answer.ok ? answer : err(bookingRefusalOf(answer.error));
}
