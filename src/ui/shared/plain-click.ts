import { type MouseEvent } from 'react';

/**
 * A left click without modifier keys that nothing has handled yet: the app follows such a click on its own anchors
 * inside the page; any other (a new tab, a download, a middle click) is left to the browser.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
