import { toGreeklish } from './greeklish';

/**
 * Latin letters that ICAO Doc 9303 Part 3 (section 6, "Transliteration of multinational Latin-based characters")
 * writes with more than their base letter, or that no accent stripping reaches: Jürgen Müller is JUERGEN MUELLER on
 * the passport, so on the ticket. Every other accented Latin letter is its base letter (É → E, Ñ → N, Ș → S).
 * Keys are capitals: the name is upper-cased first (ß becomes SS there). Cyrillic letters follow ICAO's Table B.
 */
const ICAO_LATIN: Readonly<Record<string, string>> = {
  Ä: 'AE', Å: 'AA', Æ: 'AE', Ö: 'OE', Ø: 'OE', Œ: 'OE', Ü: 'UE', ẞ: 'SS', Þ: 'TH', Ĳ: 'IJ',
  Ð: 'D', Đ: 'D', Ħ: 'H', Ł: 'L', Ŀ: 'L', Ŋ: 'N', ı: 'I',
  // Cyrillic (ICAO Doc 9303 Part 3, section 6, Table B): Юлия Щеглова is IULIIA SHCHEGLOVA.
  А: 'A', Б: 'B', В: 'V', Г: 'G', Ґ: 'G', Д: 'D', Е: 'E', Ё: 'E', Є: 'IE', Ж: 'ZH', З: 'Z', И: 'I', І: 'I', Ї: 'I',
  Й: 'I', К: 'K', Л: 'L', М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F', Х: 'KH', Ц: 'TS',
  Ч: 'CH', Ш: 'SH', Щ: 'SHCH', Ъ: 'IE', Ы: 'Y', Ь: '', Э: 'E', Ю: 'IU', Я: 'IA',
};
const ICAO_SPECIAL = new RegExp(`[${Object.keys(ICAO_LATIN).join('')}]`, 'gu');

/**
 * A traveller's name as the ferry ticket prints it, by the passport rule (ICAO Doc 9303 Part 3; SPEC.md section 5's
 * "converted to Latin, upper-cased, letters, hyphen and space"): Greek in Latin letters by ELOT 743 (the standard of
 * Greek passports: Παπαδοπούλου → PAPADOPOULOU), the multinational Latin letters by ICAO's table (Ä AE, Ö OE, Ü UE,
 * ß SS, Å AA, Æ AE, Ø OE, Œ OE, Þ TH, Ĳ IJ), Cyrillic by ICAO's table too, other accents dropped, and everything else (apostrophes, digits,
 * punctuation, letters of other scripts) left out, as in a passport's machine-readable zone. What remains is only
 * A–Z, single spaces and single hyphens between words; the function is idempotent.
 */
export function passportName(value: string): string {
  // Greek first: ELOT 743 reads αυ, ου, μπ… by pairs and needs the monotonic accents and diaereses; polytonic letters
  // (ἀ, ῆ, ᾳ) are read as their monotonic letters, keeping a diaeresis.
  const monotonic = value.normalize('NFC').replace(/[\u1F00-\u1FFF]/gu, (ch) => ch.normalize('NFD').replace(/[^\P{M}\u0308]/gu, '').normalize('NFC'));
  return toGreeklish(monotonic)
    .toUpperCase()
    .replace(ICAO_SPECIAL, (ch) => ICAO_LATIN[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z\s-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?-[ -]*/g, '-')
    .replace(/^[ -]+|[ -]+$/g, '');
}
