import { MemoryLogger } from '../../../src/adapters/logging/memory.logger';
import {
  type BookingFailure, type BookingState, type CheckoutBooking, Checkout, INITIAL_BOOKING, type PaymentStart, refuse, setOrder,
} from '../../../src/core/booking';
import { type Result, err, ok } from '../../../src/core/shared/result';

/**
 * Step 3's Pay on an order the traveller paid on the hosted page already, whose result was lost (the page left on the
 * redirect): the shop asks the processor before superseding the attempt, learns of the capture and refuses a new
 * payment (ALREADY_ISSUED to the details, ALREADY_PAID to the form: AlreadySettled); the checkout answers Paid, so the
 * page goes to the tickets instead of showing an error or a second form.
 */
const held = setOrder(INITIAL_BOOKING, { code: 'F7K2QX', total: 9000, holdExpiresAt: '2026-06-10T06:00:00Z', recorded: true });
const settled: BookingFailure = { kind: 'NoAvailability', refusal: refuse('AlreadySettled', 'This order is paid; its tickets are issued') };
const closed: BookingFailure = { kind: 'NoAvailability', refusal: refuse('OrderClosed', 'This order is failed') };

function checkoutWith(hold: Result<BookingState, BookingFailure>, pay: Result<PaymentStart, BookingFailure>) {
  const calls = { hold: 0, pay: 0 };
  const checkout = new Checkout({
    hold: { execute: async () => { calls.hold += 1; return hold; } },
    pay: { execute: async () => { calls.pay += 1; return pay; } },
    newsletter: () => Promise.reject(new Error('not asked')),
    logger: new MemoryLogger(),
  });
  let state = held;
  const booking: CheckoutBooking = { get state() { return state; }, update: (t) => { state = t(state); } };
  return { run: () => checkout.execute(booking), calls, booking };
}

describe('Pay on an order paid already (its result lost)', () => {
  it('the details refused as issued already: Paid, the order\'s code, no form asked for', async () => {
    const { run, calls, booking } = checkoutWith(err(settled), err(closed));
    expect(await run()).toEqual(ok({ kind: 'Paid', orderCode: 'F7K2QX' }));
    expect(calls).toEqual({ hold: 1, pay: 0 });
    // The order's details are those paid for: recorded, so leaving step 3 for the tickets asks nothing.
    expect(booking.state.order).toMatchObject({ code: 'F7K2QX', recorded: true });
    expect(booking.state.order).not.toHaveProperty('notApplied');
  });

  it('the details refused as issued with some not applied: Paid passes on what was not applied, and the tab\'s order keeps it for the success page', async () => {
    const notApplied = { delivery: { paid: 'port', asked: 'courier' }, parts: ['travellers'] } as const;
    const refused: BookingFailure = { kind: 'NoAvailability', refusal: { kind: 'AlreadySettled', detail: 'This order has already been issued', notApplied } };
    const { run, calls, booking } = checkoutWith(err(refused), err(closed));
    expect(await run()).toEqual(ok({ kind: 'Paid', orderCode: 'F7K2QX', notApplied }));
    expect(calls).toEqual({ hold: 1, pay: 0 });
    expect(booking.state.order).toMatchObject({ code: 'F7K2QX', recorded: true, notApplied });
  });

  it('the form refused as paid already: Paid, the order\'s code', async () => {
    const { run, calls } = checkoutWith(ok(held), err(settled));
    expect(await run()).toEqual(ok({ kind: 'Paid', orderCode: 'F7K2QX' }));
    expect(calls).toEqual({ hold: 1, pay: 1 });
  });

  it('an order closed otherwise is still a failure', async () => {
    expect(await checkoutWith(ok(held), err(closed)).run()).toEqual(err({ kind: 'Failed' }));
    expect(await checkoutWith(err(closed), err(closed)).run()).toMatchObject({ ok: false });
  });
});
