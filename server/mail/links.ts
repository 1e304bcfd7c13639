/** Exports: `linksIn(text, html?)`: the distinct http(s) URLs of a mail, in order of appearance. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;
const HREF = /href\s*=\s*("([^"]*)"|'([^']*)')/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function trimPunctuation(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

export function linksIn(text: string, html?: string | null): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) found.push(trimPunctuation(match[0]));
  if (html) {
    for (const match of html.matchAll(HREF)) {
      const href = decodeEntities(match[2] ?? match[3] ?? '').trim();
      if (/^https?:\/\//i.test(href)) found.push(href);
    }
  }
  return [...new Set(found)];
}
