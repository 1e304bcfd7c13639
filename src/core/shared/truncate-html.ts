const entities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'",
};

/** The text of an HTML fragment: tags (and script/style bodies) removed, common entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => decodeEntity(whole, name))
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(whole: string, name: string): string {
  const known = entities[name.toLowerCase()];
  if (known !== undefined) return known;
  const code = name.startsWith('#x') || name.startsWith('#X')
    ? Number.parseInt(name.slice(2), 16)
    : name.startsWith('#') ? Number.parseInt(name.slice(1), 10) : Number.NaN;
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/**
 * The text of an HTML fragment cut to at most `maxLength` characters (the ellipsis included), at a word
 * boundary when there is one in the last fifth, ending in `…` when something was cut.
 */
export function truncateHtml(html: string, maxLength: number): string {
  const text = stripHtml(html);
  if (text.length <= maxLength) return text;
  if (maxLength <= 1) return text.slice(0, Math.max(0, maxLength));
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= Math.floor((maxLength - 1) / 2) ? cut.slice(0, space) : cut;
  return `${head.trimEnd()}…`;
}
