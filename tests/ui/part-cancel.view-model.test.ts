/**
 * The partial cancellation view model (issue 17) over stubbed use cases: an answer for an older choice never shows;
 * a refusal about a leg lands on that leg and asks for focus; a quote that changed is asked again and nothing is
 * cancelled for the old amount; a double click sends one cancellation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type CancelPart, type LegClosed, type ManagedBooking, type PartCancelRefusalKind, type PartQuote } from '../../src/core/booking';
import { err, ok } from '../../src/core/shared/result';
import { PartCancelViewModel } from '../../src/ui/screens/manage/part-cancel.view-model';

const trip = (tripId: string) => ({
  tripId, company: 'SEA', companyName: 'Sea Lines', from: 'Piraeus', to: 'Thira', departureDatetime: '2027-06-02T07:30:00+03:00',
  trip_total: 10_000, passengers: [
    { index: 0, name: 'MARIA', surname: 'P', price: 5_000 }, { index: 1, name: 'NIKOS', surname: 'P', price: 5_000 },
  ], vehicles: [], pets: [],
});
const booking = {
  order_code: 'FSABCDEF23', order_status: 'success', refund_amount: null,
  reservation: { order_code: 'FSABCDEF23', trips: [trip('T-0'), trip('T-1')] },
  cancel: {
    allowed: true, reason: null, refund_amount: 16_000,
    trips: ['T-0', 'T-1'].map((tripId) => ({
      tripId, company: 'SEA', companyName: 'Sea Lines', from: 'Piraeus', to: 'Thira', departure: '2027-06-02T07:30:00+03:00',
      hours_before_departure: 100, tier_hours: 72, percent: 80, paid: 10_000, fee: 0, refund: 8_000, partial: { legs: true, passengers: true },
    })),
  },
} as unknown as ManagedBooking;
const quoteOf = (amount: number): PartQuote => ({
  wholeOrder: false, refundAmount: amount,
  lines: [{ tripIndex: 1, tripId: 'T-1', whole: true, passengers: [], vehicles: [], hours_before_departure: 100, tier_hours: 72, percent: 80, paid: 10_000, fee: 0, refund: amount }],
});

function model(parts: Pick<CancelPart, 'quote' | 'cancel'>, load = vi.fn().mockResolvedValue(ok(booking))) {
  const vm = new PartCancelViewModel({ parts, manage: { load }, logger: { log: vi.fn() } });
  const shown: ManagedBooking[] = [];
  vm.open(booking, (b) => shown.push(b));
  return { vm, shown, load };
}

describe('PartCancelViewModel', () => {
  it('shows only the quote of what is ticked now, even when an older answer comes last', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const quote = vi.fn().mockImplementation(() => new Promise((resolve) => { answers.push(resolve); }));
    const { vm } = model({ quote, cancel: vi.fn() });
    vm.setWhole(1, true);
    vm.setItem(0, 'passenger', 1, true);
    expect(quote).toHaveBeenCalledTimes(2);
    answers[1]!(ok(quoteOf(12_000)));
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(12_000));
    answers[0]!(ok(quoteOf(8_000)));
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.quote?.refundAmount).toBe(12_000);
    expect(vm.quoting).toBe(false);
  });

  it('puts a refusal about a leg on that leg and asks for focus; nothing ticked clears the quote', async () => {
    const quote = vi.fn().mockResolvedValue(err({ kind: 'PartyLeftInvalid', tripIndex: 0 }));
    const { vm } = model({ quote, cancel: vi.fn() });
    vm.setItem(0, 'passenger', 0, true);
    await vi.waitFor(() => expect(vm.errorOn(0)).toEqual({ kind: 'PartyLeftInvalid', tripIndex: 0 }));
    expect(vm.errorOn(1)).toBeUndefined();
    expect(vm.generalError).toBeUndefined();
    expect(vm.focusRequest).toBe(1);
    vm.askConfirm();
    expect(vm.confirming).toBe(false);
    vm.setItem(0, 'passenger', 0, false);
    expect(vm.error).toBeUndefined();
    expect(vm.quote).toBeUndefined();
  });

  it('on QuoteChanged asks the quote again and says so, with nothing cancelled; a double click cancels once', async () => {
    const quote = vi.fn().mockResolvedValueOnce(ok(quoteOf(8_000))).mockResolvedValueOnce(ok(quoteOf(6_000)));
    let release: (value: unknown) => void = () => undefined;
    const cancel = vi.fn().mockImplementation(() => new Promise((resolve) => { release = resolve; }));
    const { vm, shown } = model({ quote, cancel });
    vm.setWhole(1, true);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(8_000));
    vm.askConfirm();
    expect(vm.confirming).toBe(true);
    const first = vm.confirm();
    const second = vm.confirm();
    release(err({ kind: 'QuoteChanged' }));
    await Promise.all([first, second]);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('FSABCDEF23', [{ tripIndex: 1, whole: true, passengers: [], vehicles: [] }], 8_000);
    expect(vm.error).toEqual({ kind: 'QuoteChanged' });
    expect(vm.quote?.refundAmount).toBe(6_000);
    expect(vm.confirming).toBe(false);
    expect(vm.done).toBeUndefined();
    expect(shown).toEqual([]);
  });

  it('confirms only the quote of what is ticked now: a change of the ticks closes the confirmation and nothing goes for the old amount', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const quote = vi.fn().mockResolvedValueOnce(ok(quoteOf(0))).mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    const cancel = vi.fn();
    const { vm } = model({ quote, cancel });
    vm.setWhole(1, true);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(0));
    vm.askConfirm();
    expect(vm.confirming).toBe(true);
    // The dialog is modal; the model holds the line anyway: a refund of 0 for one leg is not a refund of 0 for two.
    vm.setWhole(0, true);
    expect(vm.confirming).toBe(false);
    await vm.confirm();
    vm.askConfirm();
    expect(vm.confirming).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
    answer(ok({ ...quoteOf(8_000), lines: [] }));
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(8_000));
    vm.askConfirm();
    expect(vm.confirming).toBe(true);
  });

  it('keeps what is ticked when the page shows the same booking again (another section saved), and asks its quote again', async () => {
    const quote = vi.fn().mockResolvedValueOnce(ok(quoteOf(5_000))).mockResolvedValueOnce(ok(quoteOf(8_000))).mockResolvedValueOnce(ok(quoteOf(7_000)));
    const { vm, shown } = model({ quote, cancel: vi.fn() });
    vm.setWhole(1, true);
    vm.setItem(0, 'passenger', 1, true);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(8_000));
    const saved = { ...booking } as ManagedBooking;
    vm.open(saved, (b) => shown.push(b));
    expect(vm.parts).toEqual([
      { tripIndex: 0, whole: false, passengers: [1], vehicles: [] }, { tripIndex: 1, whole: true, passengers: [], vehicles: [] },
    ]);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(7_000));
    expect(quote).toHaveBeenCalledTimes(3);
    // Another order starts afresh.
    vm.open({ ...booking, order_code: 'FSOTHER234' } as ManagedBooking, (b) => shown.push(b));
    expect(vm.parts).toEqual([]);
    expect(vm.quote).toBeUndefined();
  });

  it('on a part cancelled meanwhile (another tab) shows the reloaded booking and keeps what is ticked and still open', async () => {
    const reloaded = {
      ...booking,
      reservation: { ...booking.reservation!, trips: [
        { ...trip('T-0'), passengers: [{ index: 0, name: 'MARIA', surname: 'P', price: 5_000 }, { index: 1, name: 'NIKOS', surname: 'P', price: 5_000, cancelled: true }] },
        trip('T-1'),
      ] },
    } as unknown as ManagedBooking;
    const quote = vi.fn().mockResolvedValueOnce(ok(quoteOf(5_000))).mockResolvedValueOnce(ok(quoteOf(12_000))).mockResolvedValueOnce(ok(quoteOf(8_000)));
    const cancel = vi.fn().mockResolvedValue(err({ kind: 'PartCancelled', tripIndex: 0 }));
    const { vm, shown } = model({ quote, cancel }, vi.fn().mockResolvedValue(ok(reloaded)));
    vm.setWhole(1, true);
    vm.setItem(0, 'passenger', 1, true);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(12_000));
    vm.askConfirm();
    await vm.confirm();
    expect(shown).toEqual([reloaded]);
    expect(vm.parts).toEqual([{ tripIndex: 1, whole: true, passengers: [], vehicles: [] }]);
    expect(quote).toHaveBeenLastCalledWith('FSABCDEF23', [{ tripIndex: 1, whole: true, passengers: [], vehicles: [] }]);
    expect(vm.quote?.refundAmount).toBe(8_000);
    expect(vm.errorOn(0)).toEqual({ kind: 'PartCancelled', tripIndex: 0 });
  });

  it('after a cancellation shows what it gave back and hands the reloaded booking to the page', async () => {
    const reloaded = { ...booking, refund_amount: 8_000 } as ManagedBooking;
    const { vm, shown } = model({
      quote: vi.fn().mockResolvedValue(ok(quoteOf(8_000))),
      cancel: vi.fn().mockResolvedValue(ok({ orderCode: 'FSABCDEF23', wholeOrder: false, refundAmount: 8_000 })),
    }, vi.fn().mockResolvedValue(ok(reloaded)));
    vm.setWhole(1, true);
    await vi.waitFor(() => expect(vm.quote).toBeDefined());
    vm.askConfirm();
    await vm.confirm();
    expect(vm.done).toEqual({ orderCode: 'FSABCDEF23', wholeOrder: false, refundAmount: 8_000 });
    expect(shown).toEqual([reloaded]);
    expect(vm.parts).toEqual([]);
    expect(vm.quote).toBeUndefined();
  });
});

describe('partial cancellation messages', () => {
  // Exhaustive by type: a new refusal kind or closed reason without an entry here does not compile.
  const KINDS: Record<PartCancelRefusalKind, true> = {
    NotFound: true, NothingChosen: true, NotCancellable: true, AlreadyCancelled: true, LegNotAllowed: true, PassengersNotAllowed: true,
    Departed: true, PartCancelled: true, PartyLeftInvalid: true, QuoteChanged: true, ChangeInProgress: true, CancelInProgress: true,
    CompanyRefused: true, Unavailable: true, Failed: true,
  };
  const CLOSED: Record<LegClosed, true> = { cancelled: true, departed: true, notAllowed: true };

  it('has every refusal and every closed reason in all six languages', () => {
    const ids = [
      ...Object.keys(KINDS).map((k) => `manage.part.error.${k}`),
      ...Object.keys(CLOSED).flatMap((c) => [`manage.part.closed.leg.${c}`, `manage.part.closed.items.${c}`]),
    ];
    for (const locale of ['el', 'en', 'de', 'it', 'fr', 'es']) {
      const messages = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
      expect(ids.filter((id) => !messages[id]), locale).toEqual([]);
    }
  });

  it('a cancellation refused while a change is under way keeps what is ticked; "Check again" shows the booking anew and quotes it again', async () => {
    const quote = vi.fn().mockResolvedValue(ok(quoteOf(8_000)));
    const cancel = vi.fn().mockResolvedValue(err({ kind: 'ChangeInProgress' }));
    const { vm, shown, load } = model({ quote, cancel });
    vm.setWhole(1, true);
    await vi.waitFor(() => expect(vm.quote?.refundAmount).toBe(8_000));
    vm.askConfirm();
    await vm.confirm();
    expect(vm.generalError).toEqual({ kind: 'ChangeInProgress' });
    expect(load).not.toHaveBeenCalled();

    await vm.checkAgain();
    expect(load).toHaveBeenCalledWith('FSABCDEF23');
    expect(shown).toHaveLength(1);
    expect(vm.error).toBeUndefined();
    expect(vm.ticked(1).whole).toBe(true);
    expect(quote).toHaveBeenCalledTimes(2);
    expect(vm.checking).toBe(false);
  });
});
