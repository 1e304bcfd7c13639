/**
 * Exports: `sanitizeRichText(html)`, `sanitizeItemValue(key, value)`. Rich text of content pages is cleaned with
 * sanitize-html against an allowlist when it is stored (API writes and seeding), so no script from content ever runs:
 * no `<script>`, `<style>`, `<iframe>`, no event handler attributes, no `javascript:` or `data:` URLs.
 */
import sanitizeHtml from 'sanitize-html';
import { isRichTextKey } from '../../../../src/core/content/domain/page';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'abbr'],
  allowedAttributes: { a: ['href', 'hreflang'], abbr: ['title'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Rich-text values (keys `html`, `…Html`) are sanitised; plain values are stored as given (the UI renders them as text). */
export function sanitizeItemValue(key: string, value: string): string {
  return isRichTextKey(key) ? sanitizeRichText(value) : value;
}
