/**
 * Rich text of a content entity (description, body). The server sanitises it against an allowlist whenever it is
 * written or seeded (`sanitizeRichText`), so it carries no scripts, event handlers or `javascript:` URLs.
 */
export function RichText({ html }: { html: string }) {
  if (!html) return null;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
