/** The phone layout (below 520 px: the wizard's full-screen port picker, the booking steps in one column). */
const PHONE_QUERY = '(max-width: 519.98px)';

/** Whether the page is laid out for a phone. */
export const onPhone = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * On a phone, runs `work` in a task after the next frame is painted; elsewhere at once. For the heavy work a tap
 * starts (a page or step to render): the tap's own frame (the pressed button) paints first, so the tap is answered
 * within the 100 ms of issue 18 on a slow phone, and the work runs in a task of its own.
 */
export function afterNextPaintOnPhone(work: () => void): void {
  if (onPhone() && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else work();
}
