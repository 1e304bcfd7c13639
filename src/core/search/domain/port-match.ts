import { toGreeklish } from '../../shared/greeklish';

/** What a port is matched on: its localised name and area, its other names, and its code. */
export interface MatchablePort {
  readonly code: string;
  readonly name: string;
  readonly area?: string;
  /**
   * Other names it is searched by (the Booking API's `aliases`): its names in the other languages, common spellings
   * (Kerkyra, Iraklio, Pireas, Fira) and the island or area it serves (Crete for Heraklion, Chania, Rethymno…).
   */
  readonly aliases?: readonly string[];
}

/** Lower case, without accents or diacritics (Greek tonos and dialytika, French and German accents). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The Latin reading of a text (Greek transliterated), folded. */
function latin(text: string): string {
  return folded(toGreeklish(text.normalize('NFC').toLowerCase()));
}

/** Each way a text is compared: folded as written and in its Latin reading, with words split at punctuation. */
function readings(text: string): string[] {
  const forms = new Set([folded(text), latin(text)]);
  return [...forms].map((form) => form.replace(/[\s()\-,./']+/g, ' ').trim()).filter(Boolean);
}

const cache = new WeakMap<MatchablePort, string[]>();
/** Every reading of a port's name, area and other names (kept per port object: ports are searched per keystroke). */
function portReadings(port: MatchablePort): string[] {
  let found = cache.get(port);
  if (!found) {
    found = [port.name, port.area ?? '', ...(port.aliases ?? [])].filter(Boolean).flatMap(readings);
    cache.set(port, found);
  }
  return found;
}

/** How well a port matches, best first; `NO_MATCH` when it does not. */
export const PORT_RANK = { exact: 0, start: 1, wordStart: 2, inside: 3 } as const;
const NO_MATCH = 4;

/**
 * How well a port matches what a traveller typed (`PORT_RANK`): 0 when the query is its name, area, one of its other
 * names or its code; 1 when one of them starts with it; 2 when a later word of one does; 3 when one holds it;
 * undefined when none does. Greek with or
 * without accents, any case, or a Latin spelling (`πειρ`, `Peir`, `peiraias`, `Pireas` all find Πειραιάς). Greek is
 * compared both as typed and transliterated, because a half-typed digraph (`ευ`, `μπ`) reads differently before the
 * next letter comes.
 */
export function portMatchRank(query: string, port: MatchablePort): number | undefined {
  return rankOf([...new Set(readings(query))], port);
}

/** `portMatchRank` with the query's readings worked out once (a list is ranked against one query per key typed). */
function rankOf(typed: readonly string[], port: MatchablePort): number | undefined {
  if (typed.length === 0) return PORT_RANK.exact;
  let best: number = NO_MATCH;
  if (typed[0]!.length === 3 && port.code.toLowerCase() === typed[0]) return PORT_RANK.exact;
  for (const text of portReadings(port)) {
    for (const q of typed) {
      if (text === q) return PORT_RANK.exact;
      const rank = text.startsWith(q) ? PORT_RANK.start : ` ${text}`.includes(` ${q}`) ? PORT_RANK.wordStart
        : text.includes(q) ? PORT_RANK.inside : NO_MATCH;
      best = Math.min(best, rank);
    }
  }
  return best === NO_MATCH ? undefined : best;
}

/** Whether a port matches what a traveller typed (see `portMatchRank`). An empty query matches every port. */
export function matchesPort(query: string, port: MatchablePort): boolean {
  return portMatchRank(query, port) !== undefined;
}

/**
 * The ports matching a query, best match first: an exact name, other name or code, then a name starting with the
 * query, then a later word starting with it, then the query inside a name; alphabetical within each (by name). An empty query keeps the given order.
 */
export function filterPorts<P extends MatchablePort>(query: string, ports: readonly P[]): P[] {
  const typed = [...new Set(readings(query))];
  if (typed.length === 0) return [...ports];
  collator ??= new Intl.Collator();
  const byName = collator.compare;
  return ports.map((port) => ({ port, rank: rankOf(typed, port) }))
    .filter((entry): entry is { port: P; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || byName(a.port.name, b.port.name))
    .map((entry) => entry.port);
}

/** The order of names within a rank, as `localeCompare` without arguments gives it, built once. */
let collator: Intl.Collator | undefined;
