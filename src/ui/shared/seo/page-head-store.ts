import { type PageHead } from '../../../core/seo';

const EMPTY: PageHead = {};

/**
 * The browser's record of what the screens on show say about themselves (`usePageHead`): each mounted screen adds its
 * part in an effect and takes it back when it unmounts, so nothing of the previous page (its keywords, its image)
 * stays behind after a navigation. `DocumentHead` reads the merged head (later parts win) and writes `<head>`.
 */
export class PageHeadStore {
  private readonly parts = new Map<symbol, PageHead>();
  private readonly listeners = new Set<() => void>();
  private merged: PageHead = EMPTY;

  /** Adds (or replaces) one screen's part; returns how to take it back. */
  put(key: symbol, head: PageHead): () => void {
    this.parts.delete(key);
    this.parts.set(key, head);
    this.changed();
    return () => {
      if (this.parts.delete(key)) this.changed();
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): PageHead => this.merged;

  private changed(): void {
    let merged: PageHead = {};
    for (const part of this.parts.values()) {
      merged = { ...merged, ...Object.fromEntries(Object.entries(part).filter(([, value]) => value !== undefined && value !== '')) };
    }
    this.merged = this.parts.size === 0 ? EMPTY : merged;
    for (const listener of this.listeners) listener();
  }
}

/** One per page load (a language switch reloads the page). */
export const pageHeadStore = new PageHeadStore();

export const emptyPageHead = (): PageHead => EMPTY;
