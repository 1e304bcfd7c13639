/** Exports: `escapeHtml(text)`, `mailPage(lang, title, body)`: the small HTML helpers of the shop's e-mails and ticket documents. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');


export function mailPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">
${body}
</body></html>`;
}
