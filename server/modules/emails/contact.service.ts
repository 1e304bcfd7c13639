/**
 * Exports: `CONTACT_RATE`, `sendContactMessage(deps, message, ip)`.
 * A contact-form message: stored first (a visitor's message is never lost), then, in the same transaction, one
 * e-mail to customer care (the `supportEmail` setting) and an acknowledgement to the visitor in their language.
 * Each IP may send `CONTACT_RATE.perIp` messages an hour and each address `CONTACT_RATE.perEmail`; counters live in
 * the database, so every server instance shares them.
 */
import { eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Locale } from '../../../src/core/shared/locale';
import { isEmail } from '../../../src/core/shared/validation';
import { contactMessages, settings } from '../../database/schema/index';
import { hitRateLimit } from '../../http/rate-limit';
import type { ModuleDeps } from '../deps';
import { escapeHtml, mailPage } from '../../mail/html';
import { CONTACT_ACK_TEXTS } from './mail-texts';
import { toE164, type ContactBody } from './structs';

export const CONTACT_RATE = { perIp: 5, perEmail: 3, windowMs: 60 * 60_000 } as const;
/** Where contact messages go when the `supportEmail` setting is missing. */
const FALLBACK_SUPPORT_EMAIL = 'customercare@ferryshop.gr';

type Contact = Infer<typeof ContactBody>;
type Deps = Pick<ModuleDeps, 'database' | 'mailer' | 'clock'>;

export async function sendContactMessage(deps: Deps, message: Contact, lang: Locale, ip: string): Promise<{ id: number }> {
  const { db } = deps.database;
  const now = deps.clock();
  await hitRateLimit(db, { key: `contact:ip:${ip}`, limit: CONTACT_RATE.perIp, windowMs: CONTACT_RATE.windowMs, now });
  await hitRateLimit(db, { key: `contact:email:${message.email}`, limit: CONTACT_RATE.perEmail, windowMs: CONTACT_RATE.windowMs, now });
  const phone = toE164(message.phone) ?? message.phone;
  const [setting] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'supportEmail'));
  // A mistyped setting must not lose the message: fall back to the shop's customer-care address.
  const supportEmail = isEmail(setting?.value.trim()) ? (setting?.value.trim() as string) : FALLBACK_SUPPORT_EMAIL;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages)
      .values({ name: message.name, lastname: message.lastname, email: message.email, phone, message: message.message, lang, ip, createdAt: now })
      .returning({ id: contactMessages.id });
    const id = row?.id ?? 0;
    await deps.mailer.send(supportMail(id, { ...message, phone }, lang, supportEmail), tx);
    await deps.mailer.send({ to: message.email, ...acknowledgement(message, lang) }, tx);
    return { id };
  });
}

function supportMail(id: number, m: Contact, lang: Locale, to: string) {
  const subject = `Contact message #${id} from ${m.name} ${m.lastname}`;
  const facts: [string, string][] = [['Name', `${m.name} ${m.lastname}`], ['E-mail', m.email], ['Phone', m.phone], ['Language', lang]];
  const text = [...facts.map(([k, v]) => `${k}: ${v}`), '', m.message, ''].join('\n');
  const html = mailPage('en', subject, `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
<table>${facts.map(([k, v]) => `<tr><th style="text-align:left;padding-right:12px">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`);
  return { to, subject, text, html };
}

function acknowledgement(m: Contact, lang: Locale) {
  const t = CONTACT_ACK_TEXTS[lang];
  const greeting = t.greeting.replace('{name}', m.name);
  const text = [greeting, '', t.body, '', t.copy, m.message, '', t.signature, ''].join('\n');
  const html = mailPage(lang, t.subject, `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><strong>${escapeHtml(t.copy)}</strong></p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #0057b8;margin:0;padding-left:12px">${escapeHtml(m.message)}</blockquote>
<p>${escapeHtml(t.signature)}</p>`);
  return { subject: t.subject, text, html };
}
