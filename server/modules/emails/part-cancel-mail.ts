/**
 * Exports: `partCancelledMail(input)`, `PART_CANCEL_TEXTS` (its wording, in ./texts/<lang>.json through ./mail-texts.ts).
 * The e-mail a traveller gets when part of a booking is cancelled (issue 17, partial cancellation): what was cancelled
 * (a whole leg, or passengers and vehicles of a leg, by name), what goes back and where (the card, or a reseller's
 * credit), and a link to the manage-booking page, which shows the tickets left. Text and HTML parts, in the order's
 * language. The saga queues it in the transaction that records the company's cancellation of those tickets.
 */
import type { Locale } from '../../../src/core/shared/locale';
import { formatMoney } from '../../../src/core/shared/money';
import type { Reservation } from '../../../src/contract/index';
import type { OutgoingMail } from '../../mail/mailer';
import { manageBookingLink } from '../../mail/links';
import type { RefundCovers } from '../../database/schema/refunds';
import { escapeHtml, mailPage } from '../../mail/html';
import { PART_CANCEL_TEXTS } from './mail-texts';

export { PART_CANCEL_TEXTS };

export interface PartCancelledMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly orderCode: string;
  readonly reservation: Reservation;
  readonly covers: RefundCovers;
  readonly refundCents: number;
  readonly credit: boolean;
  readonly publicUrl: string;
}

/** One line per leg: the route and departure, then the whole leg or the names and plates cancelled. */
function cancelledLines(input: PartCancelledMailInput): string[] {
  const t = PART_CANCEL_TEXTS[input.lang];
  return input.covers.trips.filter((c) => !c.refused).map((c) => {
    const trip = input.reservation.trips[c.tripIndex];
    const route = trip ? `${trip.from} → ${trip.to}, ${trip.departureDatetime}` : `#${c.tripIndex + 1}`;
    if (c.whole) return `${route}: ${t.wholeLeg}`;
    const people = c.passengers.map((i) => {
      const p = trip?.passengers.find((x) => x.index === i);
      return p ? `${p.name} ${p.surname}`.trim() : `#${i + 1}`;
    });
    const cars = c.vehicles.map((i) => `${t.vehicle} ${trip?.vehicles.find((x) => x.index === i)?.plate || `#${i + 1}`}`);
    return `${route}: ${[...people, ...cars].join(', ')}`;
  });
}

export function partCancelledMail(input: PartCancelledMailInput): OutgoingMail {
  const t = PART_CANCEL_TEXTS[input.lang];
  const subject = t.subject.replace('{code}', input.orderCode);
  const amount = formatMoney(input.refundCents, input.lang);
  const money = input.refundCents === 0 ? t.nothing : (input.credit ? t.refundCredit : t.refundCard).replace('{amount}', amount);
  const lines = cancelledLines(input);
  const link = manageBookingLink(input.publicUrl, input.lang, input.orderCode);
  const text = [t.greeting, '', t.cancelled, ...lines.map((l) => `- ${l}`), '', money, t.rest, '', `${t.order}: ${input.orderCode}`,
    `${t.viewOnline}: ${link}`, '', t.signature, ''].join('\n');
  const html = mailPage(input.lang, subject, `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.cancelled)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(money)} ${escapeHtml(t.rest)}</p>
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(input.orderCode)}</strong><br><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a></p>
<p>${escapeHtml(t.signature)}</p>`);
  return { to: input.to, subject, text, html };
}
