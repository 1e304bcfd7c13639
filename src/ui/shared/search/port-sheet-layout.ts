import { type ListLayoutOptions, ListLayout, Rect } from 'react-aria-components';
import type { Port } from '../../../core/search';

/** The height of a row of the phone's port list (CSS `.port-sheet__list .wizard__option`), the same for every port. */
export const SHEET_ROW_PX = 56;

export interface SheetLayoutOptions extends ListLayoutOptions {
  /** Keep one more screen of rows ready above and below what is visible (off until the list has painted). */
  ahead?: boolean;
}

/**
 * The phone's port list renders only the rows near the visible part (react-aria's Virtualizer: keyboard and screen
 * readers still get the whole list, each option says its place in it): opening the picker or typing a letter renders
 * a screenful, not every port (issue 18: it took 0.6–1.4 s on a slowed phone).
 *
 * A list that has just changed (a key typed, the whole list after the first screenful) renders the rows on the screen
 * only: react-aria builds a changed list's collection in a commit and then renders its rows in a render React cannot
 * interrupt (the collection is an external store, `useSyncExternalStore`), so a key typed meanwhile waits for every
 * row it renders. With `ahead`, set once that list has painted and rendered in a transition that yields, the layout
 * keeps one more screen ready either way beyond react-aria's third of a screen, so a flick shows rows at once.
 */
export class SheetLayout extends ListLayout<Port, SheetLayoutOptions> {
  private ahead = false;

  override shouldInvalidateLayoutOptions(next: SheetLayoutOptions, previous: SheetLayoutOptions): boolean {
    return Boolean(next.ahead) !== Boolean(previous.ahead) || super.shouldInvalidateLayoutOptions(next, previous);
  }

  override update(context: Parameters<ListLayout<Port, SheetLayoutOptions>['update']>[0]): void {
    this.ahead = Boolean(context.layoutOptions?.ahead);
    super.update(context);
  }

  override getVisibleLayoutInfos(rect: Rect) {
    if (!this.ahead) {
      // What is on the screen only (react-aria adds a third of a screen in the direction of scrolling).
      const seen = this.virtualizer?.visibleRect;
      return super.getVisibleLayoutInfos(seen && rect.height > 1 && rect.intersects(seen) ? rect.intersection(seen) : rect);
    }
    return super.getVisibleLayoutInfos(new Rect(rect.x, Math.max(0, rect.y - rect.height), rect.width, rect.height * 3));
  }
}
