import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { BookingProgress, type BookingState, INITIAL_BOOKING, setLeader, startBooking } from '../../src/core/booking';
import { type WriteTiming } from '../../src/core/shared/write-timing.port';
import { BookingStore } from '../../src/ui/shared/booking/booking-store';
import { travellers } from '../support/mothers/booking.mother';

/** A write timing the test drives: `quiet()` is the browser's quiet moment, `leave()` the page hidden or left. */
function drivenTiming() {
  let pending: (() => void) | undefined;
  const leaving: Array<() => void> = [];
  let scheduled = 0;
  const timing: WriteTiming = {
    later(write) {
      scheduled += 1;
      pending = write;
      return () => { if (pending === write) pending = undefined; };
    },
    onLeave(write) { leaving.push(write); },
  };
  return {
    timing,
    quiet: () => { const write = pending; pending = undefined; write?.(); },
    leave: () => { for (const write of leaving) write(); },
    scheduled: () => scheduled,
  };
}

const started = (): BookingState => startBooking(INITIAL_BOOKING, 1, travellers({ adults: 1 }));

/** A booking store over session storage as the browser has it, and a reload: a new store over the same storage. */
function tab(timing: WriteTiming) {
  const storage = new MemoryStore();
  const progress = new BookingProgress({ store: storage });
  progress.save(started());
  const store = new BookingStore({ persistence: progress, keys: storage, writes: timing });
  const reload = () => new BookingStore({ persistence: new BookingProgress({ store: storage }), keys: storage });
  return { store, reload };
}

const typeName = (store: BookingStore, name: string) => {
  for (let i = 1; i <= name.length; i += 1) store.update((s) => setLeader(s, { firstName: name.slice(0, i) }));
};

describe('The booking store writes its progress in a quiet moment (issue 18)', () => {
  it('writes nothing in the task of a key typed, then the latest state once, in the quiet moment', () => {
    const driven = drivenTiming();
    const { store, reload } = tab(driven.timing);
    typeName(store, 'Eleni');
    expect(store.state.leader.firstName).toBe('Eleni');
    expect(reload().state.leader.firstName).toBe('');
    expect(driven.scheduled()).toBe(1);
    driven.quiet();
    expect(reload().state.leader.firstName).toBe('Eleni');
  });

  it('writes what was typed when the page is left before the quiet moment: a reload keeps it', () => {
    const driven = drivenTiming();
    const { store, reload } = tab(driven.timing);
    typeName(store, 'Nikos');
    driven.leave();
    expect(reload().state.leader.firstName).toBe('Nikos');
    // Nothing is left to write: the quiet moment writes nothing older over it.
    store.update((s) => setLeader(s, { firstName: 'Nikos P' }));
    driven.quiet();
    expect(reload().state.leader.firstName).toBe('Nikos P');
  });

  it('a cleared booking is not written back by a write still waiting', () => {
    const driven = drivenTiming();
    const { store, reload } = tab(driven.timing);
    typeName(store, 'Maria');
    store.clear();
    driven.quiet();
    driven.leave();
    expect(reload().state).toEqual(INITIAL_BOOKING);
  });

  it('writes every change at once without a timing (Node, tests)', () => {
    const storage = new MemoryStore();
    const store = new BookingStore({ persistence: new BookingProgress({ store: storage }), keys: storage });
    store.update(started);
    typeName(store, 'Eva');
    expect(new BookingStore({ persistence: new BookingProgress({ store: storage }) }).state.leader.firstName).toBe('Eva');
  });
});
