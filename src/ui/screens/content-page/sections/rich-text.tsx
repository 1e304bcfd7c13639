/**
 * HTML from the Content API. The server sanitises every rich-text value (`html`, `…Html` items) against an allowlist
 * when it is stored, so this HTML carries no scripts or event handlers; plain-text items are never passed here.
 */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
