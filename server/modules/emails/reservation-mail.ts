/**
 * Exports: `RESEND_LIMIT`, `sendReservationMail(deps, orderCode, { resend })`,
 * `reservationMail(reservation, lang, firstName, link?, names?, qrCids?)`, `bookingLink(publicUrl, lang, orderCode, token?)`.
 * The mail carries the tickets (issue 17): each QR code inline (`cid`), the PDF and one calendar file per leg attached,
 * and a link to the manage-booking page (the same order token).
 * The reservation e-mail of an issued order (status `success`, tickets issued), to the order's leader, in the
 * order's language, with an HTML and a text part. Idempotent per order: the first call queues it and records the
 * order in `reservation_mails` (in one transaction, so parallel calls send once); later calls answer that it was
 * sent and send nothing, unless `resend: true` (at most `RESEND_LIMIT` resends an hour per order).
 * The caller (the route) has checked that the request may act on the order. Each mail sent carries a link to the
 * booking's page: for a guest order with a freshly minted order token in the URL fragment (`#t=…`, which browsers
 * never send to a server nor in a Referer); a user's order is opened by logging in.
 */
import { eq, sql } from 'drizzle-orm';
import type { InsertBookingRequest, Reservation } from '../../../src/contract/index';
import { athensDateTime, formatDateTime } from '../../../src/core/shared/date-locale';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '../../../src/core/shared/locale';
import { bookingOrders, reservationMails } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import type { Config } from '../../config';
import type { Database } from '../../database/connect';
import { manageBookingLink } from '../../mail/links';
import type { Mailer } from '../../mail/mailer';
import { formatMoney } from '../../../src/core/shared/money';
import { mintOrderToken, orderTokenExpiry } from '../booking/order-access';
import { codeNames, type StoredPricing } from '../booking/reservation';
import { reservationTickets } from '../../../src/core/booking/domain/ticket-code';
import { assistanceText, changeLines, ticketAttachments, type CodeNames } from '../tickets/documents';
import { TICKET_TEXTS } from '../tickets/ticket-texts';
import { escapeHtml, mailPage } from '../../mail/html';
import { RESERVATION_TEXTS } from './mail-texts';

export const RESEND_LIMIT = { perOrder: 3, windowMs: 60 * 60_000 } as const;

export interface ReservationMailAnswer { order_code: string; sent: boolean; sends: number; message: string }
type Deps = { readonly database: Database; readonly mailer: Mailer; readonly clock: () => Date; readonly config: Pick<Config, 'publicUrl'> };

/** The host name the calendar files' UIDs end with (the shop's public address). */
function mailHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'ferryshop';
  } catch {
    return 'ferryshop';
  }
}

/** The booking's page: the success page of the order, with the order token in the fragment when there is one. */
export function bookingLink(publicUrl: string, lang: Locale, orderCode: string, token?: string): string {
  return `${publicUrl}${localizePath('/success', lang)}?order_code=${encodeURIComponent(orderCode)}${token ? `#t=${token}` : ''}`;
}

export async function sendReservationMail(deps: Deps, orderCode: string, options: { resend: boolean }): Promise<ReservationMailAnswer> {
  const { db } = deps.database;
  const now = deps.clock();
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode));
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this code', 'order_code');
  if (order.status !== 'success' || !order.reservation) {
    throw new ApiError(409, 'NOT_ISSUED', 'This order has no tickets yet; the reservation e-mail is sent once it is issued', 'order_code');
  }
  const reservation = order.reservation as Reservation;
  const details = order.details as InsertBookingRequest | null;
  const lang: Locale = isLocale(order.lang) ? order.lang : DEFAULT_LOCALE;
  const to = details?.leader.email ?? reservation.email;
  const firstName = details?.leader.firstName ?? reservation.fullName;
  if (options.resend) await hitRateLimit(db, { key: `reservation-mail:${orderCode}`, limit: RESEND_LIMIT.perOrder, windowMs: RESEND_LIMIT.windowMs, now });
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(reservationMails).values({ orderCode, sends: 1, firstSentAt: now, lastSentAt: now })
      .onConflictDoNothing().returning({ sends: reservationMails.sends });
    if (!first && !options.resend) {
      const [row] = await tx.select({ sends: reservationMails.sends }).from(reservationMails).where(eq(reservationMails.orderCode, orderCode));
      return { order_code: orderCode, sent: false, sends: row?.sends ?? 1, message: 'The reservation e-mail was already sent' };
    }
    const token = order.userId === null ? await mintOrderToken(tx, order.id, 'mail', orderTokenExpiry(order, now), now) : undefined;
    const link = bookingLink(deps.config.publicUrl, lang, order.orderCode, token);
    const manage = manageBookingLink(deps.config.publicUrl, lang, order.orderCode, token);
    const names = codeNames(order.pricing as StoredPricing | null);
    const { attachments, qrCids } = await ticketAttachments(reservation, lang, names, now, mailHost(deps.config.publicUrl));
    const { id } = await deps.mailer.send({ to, ...reservationMail(reservation, lang, firstName, link, names, qrCids, manage), attachments }, tx);
    const counted = first ? {} : { sends: sql`${reservationMails.sends} + 1` };
    const [row] = await tx.update(reservationMails)
      .set({ ...counted, lastOutboxId: id, lastSentAt: now })
      .where(eq(reservationMails.orderCode, orderCode)).returning({ sends: reservationMails.sends });
    return { order_code: orderCode, sent: true, sends: row?.sends ?? 1, message: 'The email was sent successfully' };
  });
}

/**
 * The e-mail of an issued reservation in the order's language: accommodations, vehicles and pets by the names the
 * traveller chose them by (never the companies' internal codes), dates as the shop writes them in that language,
 * amounts with the language's decimal comma or point, a link back to the booking, and the shop's brand.
 */
export function reservationMail(
  r: Reservation, lang: Locale, firstName: string, link?: string, names: CodeNames = (_trip, code) => code, qrCids?: ReadonlyMap<string, string>,
  manageLink?: string,
): { subject: string; text: string; html: string } {
  const t = RESERVATION_TEXTS[lang];
  const k = TICKET_TEXTS[lang];
  const tickets = reservationTickets(r);
  /** The inline QR image of a passenger's or vehicle's ticket (attached with its cid), or nothing. */
  const qr = (tripIndex: number, kind: 'passenger' | 'vehicle', index: number) => {
    const ticket = tickets.find((x) => x.tripIndex === tripIndex && x.kind === kind && x.index === index);
    const cid = ticket && qrCids?.get(ticket.code);
    return ticket && cid ? `<img src="cid:${escapeHtml(cid)}" width="120" height="120" alt="${escapeHtml(k.qrAlt.replace('{ticket}', ticket.ticketNumber))}">` : '';
  };
  const euros = (cents: number) => formatMoney(cents, lang);
  const subject = t.subject.replace('{code}', r.reservationNumber);
  const greeting = t.greeting.replace('{name}', firstName);
  const totals: [string, number][] = [[t.subtotal, r.subtotal], [t.serviceFee, r.serviceFee], [t.shipping, r.shippingCost], [t.discount, -r.discount], [t.total, r.total]];
  const shownTotals = totals.filter(([label, cents]) => cents !== 0 || label === t.total);
  /** The change of ship before trip `index` of a journey (issue 16), said between the two trips, or nothing. */
  const changes = changeLines(r, lang);
  const changeBefore = (index: number): string | undefined => changes.get(index);
  const textTrips = r.trips.flatMap((trip, tripIndex) => [
    ...(changeBefore(tripIndex) ? [changeBefore(tripIndex) as string, ''] : []),
    `${trip.from} → ${trip.to}`,
    `${t.departure}: ${athensDateTime(trip.departureDatetime, lang)} · ${t.arrival}: ${athensDateTime(trip.arrivalDatetime, lang)}`,
    `${t.vessel}: ${trip.companyName} · ${trip.vesselName}`,
    `${t.companyCode}: ${trip.companyReservationCode} · ${t.checkin}: ${trip.checkinCode}`,
    ...trip.passengers.flatMap((p) => [
      `  ${t.passenger} ${p.index + 1}: ${p.name} ${p.surname} (${names(trip.tripId, p.accommodationType)}) · ${t.ticket}: ${p.ticketNumber} · ${euros(p.price)}`,
      ...(p.assistance ? [`    ${k.assistance}: ${assistanceText(p.assistance, lang)}`] : []),
    ]),
    ...trip.vehicles.map((v) => `  ${t.vehicle}: ${v.plate} (${names(trip.tripId, v.accommodationType)})${v.ticketNumber ? ` · ${t.ticket}: ${v.ticketNumber}` : ''} · ${euros(v.price)}`),
    ...trip.pets.map((p) => `  ${t.pet}: ${p.name} (${names(trip.tripId, p.code)}) · ${euros(p.price)}`),
    '',
  ]);
  const textLink = link ? [`${t.viewOnline}: ${link}`, ...(manageLink ? [`${k.manage}: ${manageLink}`] : []), t.linkNote, ''] : [];
  const courier = r.shipping
    ? t.courier.replace('{number}', r.shipping.shippingNumber)
      .replace('{date}', formatDateTime(`${r.shipping.estimatedDelivery}T12:00:00Z`, lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' }))
    : undefined;
  const attachedNote = qrCids ? [k.showCode, k.attached, ''] : [];
  const text = [greeting, '', t.intro, '', `${t.reservation}: ${r.reservationNumber}`, '', ...textLink, ...attachedNote, ...(courier ? [courier, ''] : []), ...textTrips,
    ...shownTotals.map(([label, cents]) => `${label}: ${euros(cents)}`), '', t.closing, t.signature, ''].join('\n');
  const cell = 'style="border:1px solid #c8d2dc;padding:4px 8px;text-align:left"';
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td ${cell}>${c}</td>`).join('')}</tr>`;
  const qrHead = qrCids ? `<th ${cell}>QR</th>` : '';
  const qrCell = (html: string) => (qrCids ? [html] : []);
  const htmlTrips = r.trips.map((trip, tripIndex) => `${changeBefore(tripIndex) ? `<p style="margin:16px 0 0;padding:6px 10px;border-left:4px solid #0b4f8a;background:#f3f6fa"><strong>${escapeHtml(changeBefore(tripIndex) as string)}</strong></p>
` : ''}<h2 style="font-size:17px">${escapeHtml(trip.from)} → ${escapeHtml(trip.to)}</h2>
<p>${t.departure}: <strong>${escapeHtml(athensDateTime(trip.departureDatetime, lang))}</strong> · ${t.arrival}: ${escapeHtml(athensDateTime(trip.arrivalDatetime, lang))}<br>
${t.vessel}: ${escapeHtml(trip.companyName)} · ${escapeHtml(trip.vesselName)}<br>
${t.companyCode}: <strong>${escapeHtml(trip.companyReservationCode)}</strong> · ${t.checkin}: <strong>${escapeHtml(trip.checkinCode)}</strong></p>
<table style="border-collapse:collapse">
<tr><th ${cell}>${t.passenger}</th><th ${cell}>${t.ticket}</th><th ${cell}>${t.price}</th>${qrHead}</tr>
${[
    ...trip.passengers.map((p) => row([`${escapeHtml(`${p.name} ${p.surname}`)} (${escapeHtml(names(trip.tripId, p.accommodationType))})${p.assistance ? `<br><strong>${escapeHtml(k.assistance)}: ${escapeHtml(assistanceText(p.assistance, lang))}</strong>` : ''}`, escapeHtml(p.ticketNumber), euros(p.price), ...qrCell(qr(tripIndex, 'passenger', p.index))])),
    ...trip.vehicles.map((v) => row([`${t.vehicle}: ${escapeHtml(v.plate)} (${escapeHtml(names(trip.tripId, v.accommodationType))})`, escapeHtml(v.ticketNumber ?? ''), euros(v.price), ...qrCell(qr(tripIndex, 'vehicle', v.index))])),
    ...trip.pets.map((p) => row([`${t.pet}: ${escapeHtml(p.name)} (${escapeHtml(names(trip.tripId, p.code))})`, '', euros(p.price), ...qrCell('')])),
  ].join('\n')}
</table>`).join('\n');
  const html = mailPage(lang, subject, `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p>${t.reservation}: <strong>${escapeHtml(r.reservationNumber)}</strong></p>
${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.viewOnline)}</a><br>${manageLink ? `<a href="${escapeHtml(manageLink)}">${escapeHtml(k.manage)}</a><br>` : ''}<small>${escapeHtml(t.linkNote)}</small></p>` : ''}
${courier ? `<p>${escapeHtml(courier)}</p>` : ''}
${qrCids ? `<p>${escapeHtml(k.showCode)}<br>${escapeHtml(k.attached)}</p>` : ''}
${htmlTrips}
<table style="margin-top:16px">${shownTotals.map(([label, cents]) => `<tr><th style="text-align:left;padding-right:12px">${label}</th><td>${euros(cents)}</td></tr>`).join('')}</table>
<p>${escapeHtml(t.closing)}<br>${escapeHtml(t.signature)}</p>`);
  return { subject, text, html };
}
