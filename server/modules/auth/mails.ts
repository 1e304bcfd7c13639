/**
 * Exports: `authMail(kind, { publicUrl, lang, firstName, token })` → `OutgoingMail` minus `to`, and `linkFor`.
 * The activation and password-reset e-mails, with an HTML and a text part in the user's language. Their links go
 * to the web app's localised route with the token as the `token` query parameter:
 * `${PUBLIC_URL}/en/activate-account?token=…`, `${PUBLIC_URL}/change-password?token=…` (Greek has no prefix).
 */
import { localizePath, type Locale } from '../../../src/core/shared/locale';
import { AUTH_MAIL_TEXTS, type AuthMailKind } from './mail-texts';

const ROUTE: Record<AuthMailKind, string> = { activation: '/activate-account', reset: '/change-password' };

export function linkFor(kind: AuthMailKind, publicUrl: string, lang: Locale, token: string): string {
  return `${publicUrl}${localizePath(ROUTE[kind], lang)}?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function authMail(
  kind: AuthMailKind,
  input: { publicUrl: string; lang: Locale; firstName: string; token: string },
): { subject: string; text: string; html: string } {
  const t = AUTH_MAIL_TEXTS[kind][input.lang];
  const link = linkFor(kind, input.publicUrl, input.lang, input.token);
  const greeting = t.greeting.replace('{name}', input.firstName);
  const text = [greeting, '', t.intro, '', link, '', t.validity, t.ignore, '', t.signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0057b8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#4a5a6a">${escapeHtml(link)}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
