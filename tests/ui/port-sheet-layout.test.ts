import { describe, expect, it } from 'vitest';
import { Rect, Size } from 'react-aria-components';
import { SHEET_ROW_PX, SheetLayout } from '../../src/ui/shared/search/port-sheet-layout';

// Issue 18: react-aria renders the rows of a changed collection (a key typed in the phone's port picker) in one task
// that does not yield, so the next key waited behind three screens and more of rows (about 50 of them). A list that
// has just changed renders what is visible (react-aria's own third of a screen below included); the screen ahead
// either way comes with `ahead`, in a render of its own.
const PORTS = 100;
const SCREEN = 700;

/** The layout over a list of PORTS rows, as react-aria's Virtualizer drives it (a collection, a size, a visible rect). */
function layoutOver(scrollTop: number, options: { ahead?: boolean }) {
  const nodes = Array.from({ length: PORTS }, (_, i) => ({ type: 'item', key: `P${i}`, index: i, level: 0, props: {}, childNodes: [] }));
  const collection = { size: PORTS, [Symbol.iterator]: () => nodes[Symbol.iterator](), getItem: (key: string) => nodes.find((n) => n.key === key) ?? null, getKeys: () => nodes.map((n) => n.key) };
  const virtualizer = {
    collection, visibleRect: new Rect(0, scrollTop, 390, SCREEN), size: new Size(390, SCREEN), contentSize: new Size(390, PORTS * SHEET_ROW_PX),
    persistedKeys: new Set(), isPersistedKey: () => false,
  };
  const layout = new SheetLayout();
  (layout as unknown as { virtualizer: unknown }).virtualizer = virtualizer;
  layout.update({ layoutOptions: { rowSize: SHEET_ROW_PX, padding: 4, ...options } } as Parameters<SheetLayout['update']>[0]);
  return (rect: Rect) => layout.getVisibleLayoutInfos(rect).map((info) => info.key);
}

describe('The phone port list\'s layout', () => {
  it('a changed list lays out the visible rows only, the rows a screen ahead come with `ahead`', () => {
    // What react-aria asks for: the visible rect and a third of a screen below.
    const visible = new Rect(0, 0, 390, SCREEN * 4 / 3);
    const now = layoutOver(0, {})(visible);
    expect(now.length).toBeLessThanOrEqual(Math.ceil(SCREEN / SHEET_ROW_PX) + 1);
    expect(now[0]).toBe('P0');

    const ahead = layoutOver(0, { ahead: true })(visible);
    // A screen below as well (nothing above the top).
    expect(ahead.length).toBeGreaterThanOrEqual(Math.floor(3 * SCREEN / SHEET_ROW_PX) - 1);
    expect(ahead.slice(0, now.length)).toEqual(now);
  });

  it('scrolled down, `ahead` keeps a screen above and a screen below ready', () => {
    const top = 20 * SHEET_ROW_PX;
    const visible = new Rect(0, top, 390, SCREEN);
    const now = layoutOver(top, {})(visible);
    expect(now).toContain('P20');
    expect(now).not.toContain('P15');
    const ahead = layoutOver(top, { ahead: true })(visible);
    expect(ahead).toContain('P10');
    expect(ahead).toContain('P40');
    expect(ahead).toEqual(expect.arrayContaining(now));
  });

  it('switching `ahead` on or off is a change of layout the virtualizer acts on', () => {
    const layout = new SheetLayout();
    expect(layout.shouldInvalidateLayoutOptions({ rowSize: SHEET_ROW_PX, ahead: true }, { rowSize: SHEET_ROW_PX })).toBe(true);
    expect(layout.shouldInvalidateLayoutOptions({ rowSize: SHEET_ROW_PX }, { rowSize: SHEET_ROW_PX, ahead: false })).toBe(false);
  });
});
