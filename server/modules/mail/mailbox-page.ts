/** Exports: `MailboxEntry`, `renderMailbox(mails)`: the developer mailbox as an accessible HTML page (no scripts, links clickable). */

/** One mail as the dev mailbox lists it (routes.ts answers them as JSON and renders them with renderMailbox). */
export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes a mail's text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s"'<>]+)/g);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const url = part.replace(/[.,;:!?)\]]+$/, '');
      const rest = part.slice(url.length);
      return `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(rest)}`;
    })
    .join('');
}

function renderMail(mail: MailboxEntry): string {
  const headingId = `mail-${mail.id}`;
  const links = mail.links.length
    ? `<h3>Links</h3><ul>${mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
    : '';
  const html = mail.html
    ? `<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>`
    : '';
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Queued</dt><dd><time datetime="${mail.createdAt}">${mail.createdAt}</time></dd></dl>
<pre class="body">${linkify(mail.text)}</pre>
${links}${html}
</article></li>`;
}

export function renderMailbox(mails: readonly MailboxEntry[]): string {
  const body = mails.length
    ? `<ol class="mails" reversed>${mails.map(renderMail).join('\n')}</ol>`
    : '<p>The mailbox is empty: no mail has been queued yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (${mails.length}) – Ferry shop development</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; }
ol.mails { list-style: none; padding: 0; }
article { border: 1px solid #666; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
pre { white-space: pre-wrap; word-break: break-word; background: #f4f4f4; padding: 0.5rem; }
a { color: #0645ad; } a:focus { outline: 3px solid #1a73e8; outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; } dt { font-weight: 600; } dd { margin: 0; }
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Mails the shop has queued, newest first. SMTP_URL is not set, so nothing is sent: the outbox is this mailbox.
Also as JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${body}
</main>
</body>
</html>
`;
}
