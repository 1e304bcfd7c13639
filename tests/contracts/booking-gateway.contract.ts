import { COURIER_FEE_CENTS, SERVICE_FEE_PER_TRIP_CENTS } from '../../src/contract';
import {
  type BookingGateway, type CardPaymentForm, type PaymentRedirect, type PaymentsGateway, INITIAL_BOOKING, insertBookingRequest,
  pricingRequest, selectTrip, setLeader, setPaymentForm, setReseller, setTraveller, startBooking,
} from '../../src/core/booking';
import { type Sailing, type SearchGateway } from '../../src/core/search';
import { travellers } from '../support/mothers/booking.mother';

export interface BookingSubject {
  search: SearchGateway;
  booking: BookingGateway;
  payments: PaymentsGateway;
  /** Pays on the hosted page with a card that is approved. */
  redirect: PaymentRedirect;
  /** Pays on the hosted page with a card that is approved; the result never reaches the shop (the browser left). */
  resultLost: PaymentRedirect;
  /** The booking gateway as a logged-in reseller, and its user id. */
  reseller: { booking: BookingGateway; userId: string };
}

async function aSailing(search: SearchGateway): Promise<Sailing> {
  const dates = await search.dates('PIR', 'JTR');
  if (!dates.ok) throw new Error('no dates');
  const results = await search.results([{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: dates.value[3]! }]);
  if (!results.ok || !results.value[0]?.trips[0]) throw new Error('no sailing');
  return [...results.value[0].trips].sort((a, b) => a.lowestFare - b.lowestFare)[0]!;
}

/** A booking of two adults on a sailing, every detail filled. */
function aFilledBooking(trip: Sailing) {
  let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, trip);
  state = setTraveller(state, 0, { name: 'Maria', surname: 'Papadopoulou', sex: 'female', birthDate: '14/03/1985', documentNumber: 'AK100001' });
  state = setTraveller(state, 1, { name: 'Nikos', surname: 'Papadopoulos', sex: 'male', birthDate: '02/09/1983', documentNumber: 'AK100002' });
  state = setLeader(state, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.com', mobile: '6912345678', phonePrefix: '+30' });
  return setPaymentForm(state, { checked: true });
}

/** What every BookingGateway (with its PaymentsGateway) does: price, hold, record, pay, issue, release. */
export function bookingGatewayContract(name: string, subject: () => BookingSubject): void {
  describe(`BookingGateway contract: ${name}`, () => {
    it('paying again after a payment whose result was lost asks first: the details refused as paid (saying what was not applied), no second form, the tickets issued', async () => {
      const { search, booking, payments, resultLost } = subject();
      const state = aFilledBooking(await aSailing(search));
      const held = await booking.hold(pricingRequest(state, 'en')!);
      if (!held.ok) throw new Error('not held');
      const code = held.value.order_code;
      expect((await booking.recordDetails(insertBookingRequest(state, code, 'en'))).ok).toBe(true);
      const form = await payments.cardPayment(code);
      if (!form.ok) throw new Error('no form');
      await resultLost.submit(form.value);
      expect(await booking.issueTickets(code)).toMatchObject({ ok: false, error: { kind: 'NotPaid' } });

      // Pay again with tickets by courier: the shop learns of the capture and applies none of the new details.
      const courier = setPaymentForm(state, { receiveTicketsMethod: 'courier' });
      const again = await booking.recordDetails({
        ...insertBookingRequest(courier, code, 'en'),
        shipping: { address: 'Akti Miaouli 1', city: 'Piraeus', postcode: '18538', prefecture: 'Attica', country: 'GR' },
      });
      expect(again).toEqual({ ok: false, error: expect.objectContaining({ kind: 'AlreadySettled', notApplied: { delivery: { paid: 'port', asked: 'courier' }, parts: [] } }) });
      expect(await payments.cardPayment(code)).toMatchObject({ ok: false, error: { kind: 'AlreadySettled' } });
      const issued = await booking.issueTickets(code);
      expect(issued).toMatchObject({ ok: true, value: { order_code: code, total: held.value.payment_amount } });
    });

    it('prices each passenger and adds the parts up to the total', async () => {
      const { search, booking } = subject();
      const trip = await aSailing(search);
      const answer = await booking.pricing(pricingRequest(aFilledBooking(trip), 'en')!);
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      const priced = answer.value;
      expect(priced.trips).toHaveLength(1);
      expect(priced.trips[0]!.tripId).toBe(trip.tripId);
      expect(priced.trips[0]!.passengerPrices).toHaveLength(2);
      expect(priced.subtotal).toBe(priced.trips.reduce((s, t) => s + t.trip_total, 0));
      expect(priced.total).toBe(priced.subtotal - priced.discount + priced.serviceFee + priced.shippingCost);
      expect(priced.trips[0]!.trip_total).toBeGreaterThan(0);
    });

    it("charges the shop's fees from its one source of business rules: the service fee per trip and the courier fee", async () => {
      const { search, booking } = subject();
      const trip = await aSailing(search);
      const dates = await search.dates('JTR', 'PIR');
      const back = dates.ok ? await search.results([{ departurePort: 'JTR', destinationPort: 'PIR', departureDate: dates.value[5]! }]) : undefined;
      const returnTrip = back?.ok ? back.value[0]?.trips[0] : undefined;
      expect(returnTrip).toBeDefined();
      const one = pricingRequest(aFilledBooking(trip), 'en')!;
      const leg = one.trips[0]!;
      const request = { ...one, trips: [leg, { ...leg, tripId: returnTrip!.tripId }], receiveTicketsMethod: 'courier' as const };
      const answer = await booking.pricing(request);
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.trips).toHaveLength(2);
      expect(answer.value.serviceFee).toBe(2 * SERVICE_FEE_PER_TRIP_CENTS);
      expect(answer.value.shippingCost).toBe(COURIER_FEE_CENTS);
      expect(answer.value.total).toBe(answer.value.subtotal - answer.value.discount + 2 * SERVICE_FEE_PER_TRIP_CENTS + COURIER_FEE_CENTS);
      const atPort = await booking.pricing({ ...request, receiveTicketsMethod: 'port' });
      expect(atPort).toMatchObject({ ok: true, value: { shippingCost: 0, total: answer.value.total - COURIER_FEE_CENTS } });
    });

    it('rejects a trip that is not in the timetable', async () => {
      const { search, booking } = subject();
      const request = pricingRequest(aFilledBooking(await aSailing(search)), 'en')!;
      const answer = await booking.pricing({ ...request, trips: [{ ...request.trips[0]!, tripId: 'NOPE-PIR-JTR-20300101-0000' }] });
      expect(answer).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });

    it('holds, records, takes the card payment and issues the tickets once paid', async () => {
      const { search, booking, payments, redirect } = subject();
      const state = aFilledBooking(await aSailing(search));
      const held = await booking.hold(pricingRequest(state, 'en')!);
      expect(held).toMatchObject({ ok: true, value: { order_status: 'held' } });
      if (!held.ok) return;
      const code = held.value.order_code;
      expect(held.value.payment_amount).toBe(held.value.pricing.total);

      const early = await booking.issueTickets(code);
      expect(early).toMatchObject({ ok: false, error: { kind: 'NotPaid' } });

      const recorded = await booking.recordDetails(insertBookingRequest(state, code, 'en'));
      expect(recorded).toMatchObject({ ok: true, value: { order_code: code, order_status: 'pending_payment', paid: false } });

      const form = await payments.cardPayment(code);
      expect(form.ok).toBe(true);
      await redirect.submit((form as { value: CardPaymentForm }).value);

      const issued = await booking.issueTickets(code);
      expect(issued.ok).toBe(true);
      if (!issued.ok) return;
      expect(issued.value.order_code).toBe(code);
      expect(issued.value.trips[0]!.passengers.map((p) => `${p.name} ${p.surname}`)).toEqual(['MARIA PAPADOPOULOU', 'NIKOS PAPADOPOULOS']);
      expect(issued.value.trips[0]!.passengers.every((p) => p.ticketNumber.length > 0)).toBe(true);
      expect(issued.value.total).toBe(held.value.payment_amount);

      const again = await booking.issueTickets(code);
      expect(again).toMatchObject({ ok: true, value: { reservationNumber: issued.value.reservationNumber } });
      const voucher = await booking.voucher(code);
      expect(voucher).toMatchObject({ ok: true, value: { reservation: { reservationNumber: issued.value.reservationNumber } } });
      // The tickets' PDF (issue 17): a PDF document named after the reservation, for its holder only.
      const pdf = await booking.ticketsPdf(code, 'en');
      expect(pdf).toMatchObject({ ok: true, value: { filename: `${issued.value.reservationNumber}-tickets.pdf` } });
      expect(pdf.ok && atob(pdf.value.base64).startsWith('%PDF-')).toBe(true);
      expect(await booking.ticketsPdf('NOSUCH0001', 'en')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
      const cannotFail = await booking.release(code);
      expect(cannotFail).toMatchObject({ ok: false, error: { kind: 'AlreadySettled' } });
      // What became of the order: issued, paid, nothing to pay back.
      const status = await booking.orderStatus(code);
      expect(status).toMatchObject({ ok: true, value: { order_code: code, order_status: 'success', paid: true, payment_amount: held.value.payment_amount } });
      expect(status.ok && (status.value.refund_amount ?? null)).toBeNull();
      expect(await booking.orderStatus('NOSUCH0001')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });

      // Manage booking (issue 17): the quote, a stale amount refused, then the cancellation for the amount shown.
      const managed = await booking.manage(code);
      expect(managed).toMatchObject({ ok: true, value: { order_code: code, order_status: 'success', cancel: { allowed: true, reason: null } } });
      if (!managed.ok) return;
      const quote = managed.value.cancel;
      expect(managed.value.reservation?.reservationNumber).toBe(issued.value.reservationNumber);
      expect(quote.refund_amount).toBe(quote.trips.reduce((sum, t) => sum + t.refund, 0));
      expect(await booking.cancel(code, quote.refund_amount + 1)).toMatchObject({ ok: false, error: { kind: 'QuoteChanged' } });
      const cancelled = await booking.cancel(code, quote.refund_amount);
      expect(cancelled).toMatchObject({ ok: true, value: { order_code: code, order_status: 'refunded', refund_amount: quote.refund_amount } });
      expect(await booking.cancel(code, quote.refund_amount + 1)).toMatchObject({ ok: false, error: { kind: 'AlreadySettled' } });
      expect(await booking.manage(code)).toMatchObject({ ok: true, value: { order_status: 'refunded', reservation: null, cancel: { allowed: false, reason: 'ALREADY_CANCELLED' } } });
      expect(await booking.manage('NOSUCH0001')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
    });

    it('lets a reseller pay a held order from the credit limit, and refuses credit-limit payment to anyone else', async () => {
      const { search, booking, reseller } = subject();
      const state = setReseller(aFilledBooking(await aSailing(search)), reseller.userId, true);
      const details = await reseller.booking.resellerDetails(reseller.userId);
      expect(details).toMatchObject({ ok: true, value: { isReseller: true } });
      const held = await reseller.booking.hold(pricingRequest(state, 'en')!, reseller.userId);
      if (!held.ok) throw new Error('hold failed');
      const code = held.value.order_code;
      const asGuest = await booking.recordDetails(insertBookingRequest(state, code, 'en'));
      expect(asGuest).toMatchObject({ ok: false });
      const recorded = await reseller.booking.recordDetails(insertBookingRequest(state, code, 'en'), reseller.userId);
      expect(recorded.ok ? recorded.value : recorded.error).toMatchObject({ paymentMethod: 'credit_limit' });
      const paid = await reseller.booking.payFromCredit(code, held.value.payment_amount);
      expect(paid.ok).toBe(true);
      const issued = await reseller.booking.issueTickets(code, reseller.userId);
      expect(issued).toMatchObject({ ok: true, value: { order_code: code } });
      const after = await reseller.booking.resellerDetails(reseller.userId);
      expect(after.ok && details.ok && after.value.creditUsed - details.value.creditUsed).toBe(held.value.payment_amount);
    });

    it('releases an order that will not be paid, after which it cannot be recorded or paid', async () => {
      const { search, booking, payments } = subject();
      const state = aFilledBooking(await aSailing(search));
      const held = await booking.hold(pricingRequest(state, 'en')!);
      if (!held.ok) throw new Error('hold failed');
      const failed = await booking.release(held.value.order_code);
      expect(failed).toMatchObject({ ok: true, value: { order_status: 'failed' } });
      const recorded = await booking.recordDetails(insertBookingRequest(state, held.value.order_code, 'en'));
      expect(recorded).toMatchObject({ ok: false, error: { kind: 'OrderClosed' } });
      expect(await payments.cardPayment(held.value.order_code)).toMatchObject({ ok: false });
    });

    it("extends a running hold at most twice, never shortening it; refuses released, unknown and others' orders", async () => {
      const { search, booking, reseller } = subject();
      const state = aFilledBooking(await aSailing(search));
      const held = await booking.hold(pricingRequest(state, 'en')!);
      if (!held.ok) throw new Error('hold failed');
      const code = held.value.order_code;
      const first = await booking.extendHold(code);
      expect(first).toMatchObject({ ok: true, value: { orderCode: code, extensionsLeft: 1 } });
      if (!first.ok) return;
      expect(Date.parse(first.value.holdExpiresAt)).toBeGreaterThanOrEqual(Date.parse(held.value.hold_expires_at));
      // Extending an order that awaits payment works as well (its places are still held).
      expect(await booking.recordDetails(insertBookingRequest(state, code, 'en'))).toMatchObject({ ok: true });
      const second = await booking.extendHold(code);
      expect(second).toMatchObject({ ok: true, value: { extensionsLeft: 0 } });
      expect(await booking.extendHold(code)).toMatchObject({ ok: false, error: { kind: 'NotExtendable' } });

      const released = await booking.hold(pricingRequest(state, 'en')!);
      if (!released.ok) throw new Error('hold failed');
      await booking.release(released.value.order_code);
      expect(await booking.extendHold(released.value.order_code)).toMatchObject({ ok: false, error: { kind: 'NotExtendable' } });
      expect(await booking.extendHold('FSNOTHERE1')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });

      const theirs = await reseller.booking.hold(pricingRequest(setReseller(state, reseller.userId, true), 'en')!, reseller.userId);
      if (!theirs.ok) throw new Error('hold failed');
      expect(await booking.extendHold(theirs.value.order_code)).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
      expect(await reseller.booking.extendHold(theirs.value.order_code, reseller.userId)).toMatchObject({ ok: true });
    });
  });
}
