import { type Locale } from '../../../core/shared/locale';

export type Messages = Record<string, string>;

type Loader = () => Promise<{ default: Messages }>;

// One import per locale and part, so the bundler emits a chunk each: a page fetches only its own language, a first
// visit to the home page only the shell part, a content page the shell and content parts (message-split.ts says which
// keys are in which part).
const shell: Record<Locale, Loader> = {
  el: () => import('../../../../locales/el.json?shell'),
  en: () => import('../../../../locales/en.json?shell'),
  de: () => import('../../../../locales/de.json?shell'),
  it: () => import('../../../../locales/it.json?shell'),
  fr: () => import('../../../../locales/fr.json?shell'),
  es: () => import('../../../../locales/es.json?shell'),
};
const content: Record<Locale, Loader> = {
  el: () => import('../../../../locales/el.json?content'),
  en: () => import('../../../../locales/en.json?content'),
  de: () => import('../../../../locales/de.json?content'),
  it: () => import('../../../../locales/it.json?content'),
  fr: () => import('../../../../locales/fr.json?content'),
  es: () => import('../../../../locales/es.json?content'),
};
const rest: Record<Locale, Loader> = {
  el: () => import('../../../../locales/el.json?rest'),
  en: () => import('../../../../locales/en.json?rest'),
  de: () => import('../../../../locales/de.json?rest'),
  it: () => import('../../../../locales/it.json?rest'),
  fr: () => import('../../../../locales/fr.json?rest'),
  es: () => import('../../../../locales/es.json?rest'),
};

interface Catalog {
  messages: Messages;
  content: Promise<void> | undefined;
  complete: Promise<void> | undefined;
  readonly listeners: Set<() => void>;
}

const catalogs = new Map<Locale, Catalog>();

function catalog(locale: Locale): Catalog {
  let found = catalogs.get(locale);
  if (!found) {
    found = { messages: {}, content: undefined, complete: undefined, listeners: new Set() };
    catalogs.set(locale, found);
  }
  return found;
}

/**
 * The ICU messages of one locale: the shell part, or every message with `{ complete: true }`. What has loaded is
 * kept, so `currentMessages` and `subscribeMessages` (read by the IntlProvider) see later parts arrive.
 */
export async function loadMessages(locale: Locale, options: { complete?: boolean } = {}): Promise<Messages> {
  const entry = catalog(locale);
  const [part] = await Promise.all([shell[locale](), options.complete ? ensureAllMessages(locale) : undefined]);
  entry.messages = merged(part.default, entry.messages);
  return entry.messages;
}

/**
 * A new catalog with the messages of `first` and then `second` (a new object, so the IntlProvider's snapshot changes).
 * `Object.assign` onto a new object, never an object spread: V8 copies a spread of the rest part's ~900 keys one
 * property at a time the slow way (its own runtime path, a new hidden class per key), 10-19 ms on the results page's
 * load in Chromium (8-75 ms in Node) where `Object.assign` takes 0.3-0.5 ms (DEVELOPING.md section 5).
 */
export function merged(first: Messages, second: Messages): Messages {
  return Object.assign({}, first, second);
}

/** Adds a part's messages to the locale's catalog and tells the listeners. */
function add(entry: Catalog, part: Messages): void {
  entry.messages = merged(entry.messages, part);
  for (const listener of entry.listeners) listener();
}

/** Loads a locale's content-screen messages once (before a content screen renders) and tells the listeners. */
export function ensureContentMessages(locale: Locale): Promise<void> {
  const entry = catalog(locale);
  entry.content ??= content[locale]().then((part) => add(entry, part.default), (error: unknown) => {
    entry.content = undefined; // a failed chunk may load on the next try
    throw error;
  });
  return entry.content;
}

/** Loads every other part of a locale's messages once (before a screen other than home renders) and tells the listeners. */
export function ensureAllMessages(locale: Locale): Promise<void> {
  const entry = catalog(locale);
  entry.complete ??= Promise.all([ensureContentMessages(locale), rest[locale]().then((part) => add(entry, part.default))]).then(() => undefined, (error: unknown) => {
    entry.complete = undefined; // a failed chunk may load on the next try
    throw error;
  });
  return entry.complete;
}

/** The messages loaded so far for a locale (empty before `loadMessages`). */
export function currentMessages(locale: Locale): Messages {
  return catalog(locale).messages;
}

/** Calls the listener when more of the locale's messages arrive; returns the unsubscribe function. */
export function subscribeMessages(locale: Locale, listener: () => void): () => void {
  const entry = catalog(locale);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}
