import { toGreeklish } from '../../shared/greeklish';

/** What a port is matched on: its localised name and area, and its code. */
export interface MatchablePort {
  readonly code: string;
  readonly name: string;
  readonly area?: string;
}

/** Lower case, without accents or diacritics (Greek tonos and dialytika, French and German accents). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The Latin reading of a text (Greek transliterated), folded. */
function latin(text: string): string {
  return folded(toGreeklish(text.normalize('NFC').toLowerCase()));
}

/**
 * Whether a port matches what a traveller typed: Greek with or without accents, any case, or a Latin spelling
 * (`πειρ`, `Peir`, `peiraias` all find Πειραιάς), or the port code. An empty query matches every port.
 * Greek is compared both as typed and transliterated, because a half-typed digraph (`ευ`, `μπ`) reads differently
 * before the next letter comes.
 */
export function matchesPort(query: string, port: MatchablePort): boolean {
  const typed = folded(query);
  if (!typed) return true;
  const texts = [port.name, port.area ?? ''];
  if (texts.some((t) => folded(t).includes(typed))) return true;
  const typedLatin = latin(query);
  if (texts.some((t) => latin(t).includes(typedLatin))) return true;
  return typed.length === 3 && port.code.toLowerCase() === typed;
}

/** The ports matching a query, those whose name starts with it first, each group in the given order. */
export function filterPorts<P extends MatchablePort>(query: string, ports: readonly P[]): P[] {
  const matching = ports.filter((port) => matchesPort(query, port));
  const start = latin(query);
  const first = (port: P) => (start && latin(port.name).startsWith(start) ? 0 : 1);
  return matching.map((port, index) => ({ port, index }))
    .sort((a, b) => first(a.port) - first(b.port) || a.index - b.index)
    .map((entry) => entry.port);
}
