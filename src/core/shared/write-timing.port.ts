/**
 * When a write that may wait is done. The booking's progress is written to the session store after every change
 * (SPEC.md section 4: a reload keeps everything); in the browser that write waits for a quiet moment instead of
 * running in the task of the key typed (issue 18), and is done at once when the page is hidden or left, so a reload
 * still finds it. In Node and tests it is done at once.
 */
export interface WriteTiming {
  /** Runs `write` later, once; answers a function that cancels it if it has not run. */
  later(write: () => void): () => void;
  /** Runs `write` whenever the page is hidden or left (a reload, a navigation away, the tab closed). */
  onLeave(write: () => void): void;
}

/** Every write at once (Node, the server render, tests). */
export const immediateWrites: WriteTiming = {
  later(write) {
    write();
    return () => undefined;
  },
  onLeave: () => undefined,
};
