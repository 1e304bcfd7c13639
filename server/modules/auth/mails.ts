/**
 * Exports: `authMail(kind, { publicUrl, lang, firstName, token?, email? })` → `OutgoingMail` minus `to`, and `linkFor`.
 * The account e-mails (activation, password reset, e-mail change and its two notices to the old address), with an
 * HTML and a text part in the user's language. Their links go to the web app's localised route, with the token as
 * the `token` query parameter for the link kinds: `${PUBLIC_URL}/en/activate-account?token=…`,
 * `${PUBLIC_URL}/change-password?token=…`, `${PUBLIC_URL}/confirm-email?token=…` (Greek has no prefix); the notices
 * link to `/login` (to change the password) and `/contact`.
 */
import { localizePath, type Locale } from '../../../src/core/shared/locale';
import { AUTH_MAIL_TEXTS, type AuthMailKind } from './mail-texts';

const ROUTE: Record<AuthMailKind, string> = {
  activation: '/activate-account', reset: '/change-password', 'email-change': '/confirm-email',
  'email-change-notice': '/login', 'email-changed': '/contact',
};

export function linkFor(kind: AuthMailKind, publicUrl: string, lang: Locale, token: string | undefined): string {
  return `${publicUrl}${localizePath(ROUTE[kind], lang)}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function authMail(
  kind: AuthMailKind,
  input: { publicUrl: string; lang: Locale; firstName: string; token?: string; email?: string },
): { subject: string; text: string; html: string } {
  const t = AUTH_MAIL_TEXTS[input.lang][kind];
  const link = linkFor(kind, input.publicUrl, input.lang, input.token);
  const greeting = t.greeting.replace('{name}', () => input.firstName);
  const intro = t.intro.replace('{email}', () => input.email ?? '');
  const text = [greeting, '', intro, '', link, '', t.validity, t.ignore, '', t.signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0057b8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#4a5a6a">${escapeHtml(link)}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
