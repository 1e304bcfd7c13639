import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A phone for a UI test: every `max-width` media query matches, and the animation frames the page asks for wait
 * until the test runs them (`runFrames`), so a test sees what a tap does in its own task and what it leaves for
 * after the frame. `restore` puts the real globals back (call it in a `finally`).
 */
export function phoneWithHeldFrames(): { frames: FrameRequestCallback[]; runFrames: () => void; restore: () => void } {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {},
    addListener: () => {}, removeListener: () => {},
  }));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return {
    frames,
    runFrames: () => act(() => frames.splice(0).forEach((frame) => frame(0))),
    restore: () => vi.unstubAllGlobals(),
  };
}
