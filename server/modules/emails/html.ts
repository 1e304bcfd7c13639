/** Exports: `escapeHtml(text)`, `euros(cents)`, `mailPage(lang, title, body)`: the small HTML helpers of this module's e-mails. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Cents as euros with the sign after the amount (SPEC.md section 9): `12.50 €`. */
export const euros = (cents: number): string => `${(cents / 100).toFixed(2)} €`;

export function mailPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">
${body}
</body></html>`;
}
