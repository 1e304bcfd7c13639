import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterTapPaintOnPhone } from '../../src/ui/shared/after-paint';

/** A 390 px phone: the phone layout's media query matches. */
function onPhoneWidth(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }));
}

/** Runs `during` while `event` is being dispatched (what react-aria's handlers see as window.event). */
function dispatching(event: Event, during: () => void) {
  const target = document.createElement('div');
  document.body.append(target);
  target.addEventListener(event.type, during, { once: true });
  target.dispatchEvent(event);
  target.remove();
}

function touchPointerUp(): Event {
  const event = new Event('pointerup', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  return event;
}

// Issue 18: react-aria presses on a finger's pointerup; the tap's click (the same interaction) comes in a later task.
// Work started before it made the click wait behind it, and what the tap opened lay under the finger when it landed.
describe('afterTapPaintOnPhone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a phone, for a finger, waits for the tap\'s click, marks the control for that frame and works after it', () => {
    onPhoneWidth(true);
    const button = document.createElement('button');
    const work = vi.fn(() => expect(button.hasAttribute('data-opening')).toBe(false));
    dispatching(touchPointerUp(), () => afterTapPaintOnPhone(button, 'data-opening', work));
    vi.advanceTimersByTime(100);
    expect(button.hasAttribute('data-opening')).toBe(false);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new MouseEvent('click'));
    expect(button.hasAttribute('data-opening')).toBe(true);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20); // the next frame, then the task after it
    expect(work).toHaveBeenCalledTimes(1);
    // A later click starts nothing again.
    window.dispatchEvent(new MouseEvent('click'));
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no click comes, and at once (after the frame) for a key or a click', () => {
    onPhoneWidth(true);
    const work = vi.fn();
    dispatching(touchPointerUp(), () => afterTapPaintOnPhone(undefined, 'data-opening', work));
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(20); // the next frame, then the task after it
    expect(work).toHaveBeenCalledTimes(1);

    const button = document.createElement('button');
    dispatching(new KeyboardEvent('keyup', { key: 'Enter' }), () => afterTapPaintOnPhone(button, 'data-opening', work));
    expect(button.hasAttribute('data-opening')).toBe(true);
    vi.advanceTimersByTime(20); // the next frame, then the task after it
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('works at once on a wider screen', () => {
    onPhoneWidth(false);
    const work = vi.fn();
    dispatching(touchPointerUp(), () => afterTapPaintOnPhone(undefined, 'data-opening', work));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
