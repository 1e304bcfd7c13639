/**
 * Exports: `assistanceMail(input)`, `assistanceMailOf(base, items)`, `ASSISTANCE_MAIL_TEXTS`.
 * The e-mail that confirms assistance for reduced mobility asked for (or changed, or withdrawn) after booking, from
 * "Manage booking" (issue 17, EU Regulation 1177/2010): who, what help, which leg; whether it was asked in time (at
 * least 48 hours before departure: the company must provide it) or late (the company will still try, the shop cannot
 * guarantee it), and the departure port's passenger assistance point (phone, e-mail, opening hours). Text and HTML
 * parts in the order's language (its wording in ./texts/<lang>.json through ./mail-texts.ts); queued in the
 * transaction that records the request.
 */
import type { AssistanceRequest, PortContact } from '../../../src/contract/index';
import { athensDateTime } from '../../../src/core/shared/date-locale';
import type { Locale } from '../../../src/core/shared/locale';
import type { OutgoingMail } from '../../mail/mailer';
import { manageBookingLink } from '../../mail/links';
import { assistanceText } from '../tickets/documents';
import { escapeHtml, mailPage } from '../../mail/html';
import { ASSISTANCE_MAIL_TEXTS } from './mail-texts';

export { ASSISTANCE_MAIL_TEXTS };

/** One passenger's request on one leg, as the e-mail tells it. */
export interface AssistanceMailItem {
  readonly passengerName: string;
  readonly companyName: string;
  readonly from: string;
  readonly to_: string;
  readonly departureMs: number;
  readonly assistance: AssistanceRequest['assistance'];
  readonly inTime: boolean;
  readonly port: PortContact | null;
}

interface AssistanceMailBase {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  readonly publicUrl: string;
}

export type AssistanceMailInput = AssistanceMailBase & AssistanceMailItem;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

/** The assistance e-mail of one request, in the order's language. */
export const assistanceMail = (input: AssistanceMailInput): OutgoingMail => assistanceMailOf(input, [input]);

/**
 * The assistance e-mail of one or more requests of one order (several when changes made within a few minutes are
 * confirmed together, ../booking/assistance-mail-limit.ts): per request what was passed on and whether in time, the
 * port's contact once per port; one request reads exactly as `assistanceMail`.
 */
export function assistanceMailOf(base: AssistanceMailBase, items: readonly AssistanceMailItem[]): OutgoingMail {
  const t = ASSISTANCE_MAIL_TEXTS[base.lang];
  const names = [...new Set(items.map((i) => i.passengerName))].join(', ');
  const subject = fill(t.subject, { code: base.orderCode, name: names });
  const link = manageBookingLink(base.publicUrl, base.lang, base.orderCode);
  const shownPorts = new Set<string>();
  const blocks = items.map((item) => {
    const values = {
      code: base.orderCode, name: item.passengerName, company: item.companyName, leg: `${item.from} → ${item.to_}`,
      date: athensDateTime(new Date(item.departureMs).toISOString(), base.lang),
      help: item.assistance ? assistanceText(item.assistance, base.lang) : '',
    };
    const what = fill(item.assistance ? t.recorded : t.withdrawn, values);
    const when = item.assistance ? (item.inTime ? t.inTime : t.late) : '';
    const port = item.port && !shownPorts.has(item.port.port) ? item.port : null;
    if (port) shownPorts.add(port.port);
    const contact = port ? [
      fill(t.contactIntro, { port: port.port_name }), port.authority, `${t.phone}: ${port.phone}`, `${t.email}: ${port.email}`,
      fill(t.hours, { opens: port.opens, closes: port.closes }),
    ] : [];
    const text = [what, ...(when ? [when] : []), '', ...(contact.length ? [...contact, ''] : [])];
    const html = `<p>${escapeHtml(what)}</p>
${when ? `<p><strong>${escapeHtml(when)}</strong></p>` : ''}
${port ? `<p>${escapeHtml(contact[0] ?? '')}<br>${escapeHtml(port.authority)}<br>${escapeHtml(t.phone)}: <a href="tel:${escapeHtml(port.phone)}">${escapeHtml(port.phone)}</a><br>${escapeHtml(t.email)}: <a href="mailto:${escapeHtml(port.email)}">${escapeHtml(port.email)}</a><br>${escapeHtml(contact[4] ?? '')}</p>` : ''}`;
    return { text, html };
  });
  const text = [t.greeting, '', ...blocks.flatMap((b) => b.text), `${t.order}: ${base.orderCode}`, `${t.viewOnline}: ${link}`, '', t.signature, ''].join('\n');
  const html = mailPage(base.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
${blocks.map((b) => b.html).join('\n')}
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(base.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: base.to, subject, text, html };
}
