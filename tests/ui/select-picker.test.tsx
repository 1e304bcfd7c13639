import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSelectAfterPaint } from '../../src/ui/shared/select-picker';

/**
 * Issue 18: on a phone a tapped select paints focused first and its list opens in a task after that frame (Chrome
 * builds the list on the main thread, in the tap's own task otherwise); elsewhere the browser opens it as always.
 */
describe('openSelectAfterPaint', () => {
  const showPicker = vi.fn();
  const layout = (phone: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {},
  }));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
    showPicker.mockReset();
    Object.defineProperty(HTMLSelectElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (HTMLSelectElement.prototype as { showPicker?: unknown }).showPicker;
  });
  const select = () => {
    render(
      <label>Place<select onMouseDown={openSelectAfterPaint} defaultValue="a"><option value="a">Deck</option><option value="b">Seat</option></select></label>,
    );
    return screen.getByRole('combobox', { name: 'Place' });
  };

  it('on a phone: the tap focuses the select, and the list opens only after the next frame', () => {
    layout(true);
    const place = select();
    // fireEvent answers false when the default (the browser opening the list in this task) was prevented.
    expect(fireEvent.mouseDown(place, { button: 0 })).toBe(false);
    expect(document.activeElement).toBe(place);
    expect(showPicker).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(showPicker).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(showPicker).toHaveBeenCalledTimes(1);
  });

  it('a select left before the frame (or disabled meanwhile) does not open', () => {
    layout(true);
    const place = select();
    fireEvent.mouseDown(place, { button: 0 });
    place.blur();
    vi.advanceTimersByTime(50);
    expect(showPicker).not.toHaveBeenCalled();
  });

  it('on a wider screen, with another button or without showPicker the browser opens the list as always', () => {
    layout(false);
    const place = select();
    expect(fireEvent.mouseDown(place, { button: 0 })).toBe(true);
    layout(true);
    expect(fireEvent.mouseDown(place, { button: 2 })).toBe(true);
    delete (HTMLSelectElement.prototype as { showPicker?: unknown }).showPicker;
    expect(fireEvent.mouseDown(place, { button: 0 })).toBe(true);
    vi.advanceTimersByTime(50);
    expect(showPicker).not.toHaveBeenCalled();
  });
});
