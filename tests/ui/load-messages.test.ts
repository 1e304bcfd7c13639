import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { currentMessages, ensureAllMessages, loadMessages, merged, subscribeMessages } from '../../src/ui/shared/i18n/load-messages';
import { messagePart } from '../../src/ui/shared/i18n/message-split';

// Its own file: the catalog is module state. The parts are merged with `Object.assign` onto a new object (a spread of
// the rest part cost 10-19 ms of a results page's load): each part still arrives whole, as a new catalog object (the
// IntlProvider's useSyncExternalStore snapshot), and the listeners are told.
describe("a locale's message catalog", () => {
  it('takes the shell part, then the content and rest parts, each as a new object with every message so far', async () => {
    const snapshots: object[] = [];
    const unsubscribe = subscribeMessages('en', () => snapshots.push(currentMessages('en')));
    const shell = await loadMessages('en');
    expect(shell).toEqual(messagePart(en, 'shell'));
    expect(currentMessages('en')).toBe(shell);

    await ensureAllMessages('en');
    unsubscribe();
    expect(snapshots).toHaveLength(2); // content, then rest (or the other way round): one change each
    expect(new Set([shell, ...snapshots]).size).toBe(3);
    expect(currentMessages('en')).toEqual(en);
    expect(Object.keys(currentMessages('en')).sort()).toEqual(Object.keys(en).sort());
  });

  it('merges two parts into a new object, the second winning, without changing either', () => {
    const first = { a: 'one', b: 'two' };
    const second = { b: 'deux', c: 'trois' };
    const both = merged(first, second);
    expect(both).toEqual({ a: 'one', b: 'deux', c: 'trois' });
    expect(both).not.toBe(first);
    expect(both).not.toBe(second);
    expect(first).toEqual({ a: 'one', b: 'two' });
    expect(second).toEqual({ b: 'deux', c: 'trois' });
  });
});
