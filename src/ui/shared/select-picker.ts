import { afterNextPaintOnPhone, onPhone } from './after-paint';
// Apart from after-paint.ts, which the home page's first load carries: only the booking steps' selects use this.

/** A select that can open its list from script (`HTMLSelectElement.showPicker`, Chrome 121, Firefox 122). */
type PickerSelect = HTMLSelectElement & { showPicker?: () => void };

/**
 * A select's `onMouseDown` on a phone: the tapped select takes the focus and paints, and its list opens in a task
 * after that frame (issue 18: Chrome builds a select's list on the page's main thread in the tap's own task, 60-130 ms
 * of a slow phone's CPU before the tap could paint). Where a page cannot open the list itself (no `showPicker`), on
 * wider screens and for any other button, the browser opens it as always; keyboards open it as always too.
 */
export function openSelectAfterPaint(event: { button: number; currentTarget: HTMLSelectElement; preventDefault(): void }): void {
  const select: PickerSelect = event.currentTarget;
  if (event.button !== 0 || select.disabled || typeof select.showPicker !== 'function' || !onPhone()) return;
  event.preventDefault();
  select.focus({ preventScroll: true });
  afterNextPaintOnPhone(() => {
    if (document.activeElement !== select || select.disabled) return;
    try {
      select.showPicker?.();
    } catch {
      // The tap's activation is gone (a very slow frame): the select keeps the focus and the next tap opens it.
    }
  });
}
