import { type IComputedValue, compareStructural, computed } from 'mobx';

/**
 * Computeds kept per key, each compared by structure: a view model reads a field through `read(key, …)` so the
 * observers of that field re-render only when its value changes, not whenever the whole state object is replaced.
 */
export class ComputedCells {
  private readonly cells = new Map<string, IComputedValue<unknown>>();

  /** `compute` as the computed kept for `key` (made on its first read). */
  read<T>(key: string, compute: () => T): T {
    let found = this.cells.get(key);
    if (!found) {
      found = computed(compute, { equals: compareStructural });
      this.cells.set(key, found);
    }
    return found.get() as T;
  }
}
