import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { type CodeKind } from '../domain/step2-choices';
import { setPassengerChoice } from '../domain/party-actions';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type BookingFailure, bookingFailure } from './booking-failure';

export type { CodeKind };
export type ValidateCodeError = BookingFailure | { readonly kind: 'CodeNotValid'; readonly code: CodeKind };

/** Checks a passenger's loyalty card or MAN (island resident) code with the company, and keeps it when valid. */
export class ValidatePassengerCode {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'checkLoyaltyCard' | 'checkResident'> }) {}

  /** The booking with the code set on that passenger and trip; CodeNotValid ('The MAN code…is not valid') or a booking failure. */
  async execute(state: BookingState, input: { leg: number; passenger: number; kind: CodeKind; value: string }): Promise<Result<BookingState, ValidateCodeError>> {
    const item = state.items[input.leg];
    const value = input.value.trim();
    if (!item?.passengers[input.passenger] || !value) return err({ kind: 'NotReady' });
    const answer = input.kind === 'loyalty'
      ? await this.deps.booking.checkLoyaltyCard({ tripId: item.tripId, company: item.company, loyaltyCard: value })
      : await this.deps.booking.checkResident({ tripId: item.tripId, company: item.company, residentIdOrCode: value });
    if (!answer.ok) return err(bookingFailure(answer.error));
    if (!answer.value.valid) return err({ kind: 'CodeNotValid', code: input.kind });
    const patch = input.kind === 'loyalty' ? { loyaltyCard: value } : { residentIdOrCode: value };
    return ok(setPassengerChoice(state, input.leg, input.passenger, patch));
  }
}
