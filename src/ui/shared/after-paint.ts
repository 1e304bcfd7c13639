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

/** How long a finger's tap waits for the browser's click before its work starts anyway. */
const CLICK_WAIT_MS = 300;

/**
 * `afterNextPaintOnPhone` for a tap that opens or chooses something. react-aria presses on a finger's pointerup, and the
 * browser's click for that tap (the same interaction for INP) only comes in a later task: work started after the
 * pointerup's frame made the click wait behind it, and what the tap opened or closed was under the finger when the
 * click landed. So on a phone, for a finger, this waits for that click (at most CLICK_WAIT_MS), marks `element` (the
 * tapped control) with `attribute` (styled like its pressed state, so the click's frame shows a change and is
 * presented) and runs `work` in a task after that frame, taking the mark off; a key or a click starts at once.
 */
export function afterTapPaintOnPhone(element: Element | null | undefined, attribute: string, work: () => void): void {
  if (!onPhone() || typeof requestAnimationFrame !== 'function') {
    work();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener('click', start, true);
    window.clearTimeout(timer);
    element?.setAttribute(attribute, '');
    requestAnimationFrame(() => setTimeout(() => {
      element?.removeAttribute(attribute);
      work();
    }, 0));
  };
  // The event being handled (react-aria calls this from its pointerup, keyup or click handler).
  const current = typeof window.event === 'object' ? window.event : undefined;
  const finger = current?.type === 'pointerup' && (current as PointerEvent).pointerType === 'touch';
  const timer = finger ? window.setTimeout(start, CLICK_WAIT_MS) : 0;
  if (finger) window.addEventListener('click', start, true);
  else start();
}
