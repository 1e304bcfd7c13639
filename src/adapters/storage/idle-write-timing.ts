import { type WriteTiming } from '../../core/shared/write-timing.port';

/** How long a write waits for more changes before it asks for an idle moment. */
export const WRITE_DELAY_MS = 300;
/** The longest an idle moment is waited for (a busy page writes anyway). */
export const WRITE_IDLE_TIMEOUT_MS = 1_000;

interface IdleWindow {
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?(handler: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(id: number): void;
  addEventListener(type: 'pagehide', listener: () => void): void;
  document: { visibilityState: string; addEventListener(type: 'visibilitychange', listener: () => void): void };
}

/**
 * The browser's write timing: a write waits `WRITE_DELAY_MS`, then an idle moment (at most `WRITE_IDLE_TIMEOUT_MS`),
 * so keys typed in a row cost one write between them, never one in each key's task; and every pending write is done
 * when the page is hidden (`visibilitychange`, the last moment a phone's browser promises) or left (`pagehide`: a
 * reload, a navigation, the payment page).
 */
export function idleWriteTiming(win: IdleWindow = window as unknown as IdleWindow): WriteTiming {
  return {
    later(write) {
      let idle: number | undefined;
      const timer = win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(write, { timeout: WRITE_IDLE_TIMEOUT_MS });
        else write();
      }, WRITE_DELAY_MS);
      return () => {
        win.clearTimeout(timer);
        if (idle !== undefined) win.cancelIdleCallback?.(idle);
      };
    },
    onLeave(write) {
      win.addEventListener('pagehide', write);
      win.document.addEventListener('visibilitychange', () => {
        if (win.document.visibilityState === 'hidden') write();
      });
    },
  };
}
