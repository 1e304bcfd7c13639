/**
 * Exports: `qrPng(code)`, `qrSvg(code)`, `ticketsPdf(reservation, lang, names)`, `voucherHtml(reservation, lang, names)`,
 * `calendarFiles(reservation, lang, stamp, host)`, `ticketAttachments(...)`, `changeLines(reservation, lang)`,
 * `CodeNames`.
 * The documents of an issued reservation, in the order's language: each ticket's QR code (the core's `ticketCode`:
 * ticket number and company), the tickets as a PDF (pdf-lib with DejaVu Sans embedded as a subset, so Greek names
 * and words render in every reader), the printable e-ticket page and one add-to-calendar file (RFC 5545) per leg.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Reservation } from '../../../src/contract/index';
import { tripCalendar, tripCalendarName } from '../../../src/core/booking/domain/calendar-file';
import { reservationTickets, type TicketOfReservation } from '../../../src/core/booking/domain/ticket-code';
import { changesOf } from '../../../src/core/booking/domain/trip-changes';
import type { Assistance } from '../../../src/core/booking/domain/assistance';
import { athensDateTime } from '../../../src/core/shared/date-locale';
import type { Locale } from '../../../src/core/shared/locale';
import { formatMoney } from '../../../src/core/shared/money';
import type { MailAttachment } from '../../mail/mailer';
import { escapeHtml } from '../../mail/html';
import { TICKET_TEXTS } from './ticket-texts';

/**
 * The changes of ship of a journey (issue 16, the core's `changesOf`) as the words said before the trip that follows
 * each change, by that trip's index: 'Change at Corfu · 2h 30m wait', a night marked, in the order's language.
 */
export function changeLines(r: Pick<Reservation, 'trips'>, lang: Locale): ReadonlyMap<number, string> {
  const t = TICKET_TEXTS[lang];
  return new Map(changesOf(r.trips).map((c) => {
    const wait = t.duration.replace('{hours}', String(Math.floor(c.waitMinutes / 60))).replace('{minutes}', String(c.waitMinutes % 60).padStart(2, '0'));
    return [c.after + 1, (c.overnight ? t.changeOvernight : t.change).replace('{port}', () => c.port).replace('{wait}', () => wait)];
  }));
}

/**
 * What the company calls a code of a trip (accommodation, vehicle type, pet) in the order's language; the booking
 * module reads them from the order (`codeNames`, ../booking/reservation.ts).
 */
export type CodeNames = (tripId: string, code: string) => string;
const asIs: CodeNames = (_trip, code) => code;

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A ticket's QR code as a PNG (6 pixels a module: sharp on paper and on a phone's screen). */
export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', scale: 6 });
}

/** A ticket's QR code as an SVG document (the printable e-ticket page). */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = { regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) };
  }
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 48, top: 56, bottom: 56 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.1, 0.12, 0.16);
const ACCENT = rgb(0.02, 0.33, 0.55);
const MUTED = rgb(0.38, 0.42, 0.48);
const QR_SIZE = 96;

/** Cuts `text` to what fits `width` at `size` (names are bounded, but a PDF line is narrower than a name may be). */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The tickets of `r` as a PDF: the reservation, then each trip with one block per ticket (QR code, holder, number). */
export async function ticketsPdf(r: Reservation, lang: Locale, names: CodeNames = asIs): Promise<Uint8Array> {
  const t = TICKET_TEXTS[lang];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const issued = new Date(r.issued_at);
  pdf.setTitle(`${t.title} ${r.reservationNumber}`, { showInWindowTitleBar: true });
  pdf.setSubject(`${t.reservation} ${r.reservationNumber}`);
  pdf.setAuthor('FerryShop');
  pdf.setCreator('FerryShop');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(lang);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
  };
  const line = (text: string, font: PDFFont, size: number, color = INK, x = MARGIN.x, width = WIDTH) => {
    y -= size * 1.45;
    page.drawText(fit(text, font, size, width), { x, y, size, font, color });
  };

  line(`${t.title} · ${t.reservation} ${r.reservationNumber}`, bold, 16, ACCENT);
  line(`${t.fullName}: ${r.fullName} · ${t.email}: ${r.email}`, regular, 10, MUTED);
  line(t.showCode, regular, 10, MUTED);
  const tickets = reservationTickets(r);
  const pngs = new Map<string, Uint8Array>();
  for (const ticket of tickets) pngs.set(ticket.code, await qrPng(ticket.code));

  const changes = changeLines(r, lang);
  for (const [tripIndex, trip] of r.trips.entries()) {
    if (y - 120 < MARGIN.bottom) newPage();
    y -= 10;
    const change = changes.get(tripIndex);
    if (change) line(change, bold, 11, INK);
    line(`${r.trips.length > 1 ? `${t.tripOf.replace('{n}', String(tripIndex + 1)).replace('{count}', String(r.trips.length))} · ` : ''}${trip.from} → ${trip.to}`, bold, 13, ACCENT);
    line(`${t.departure}: ${athensDateTime(trip.departureDatetime, lang)} · ${t.arrival}: ${athensDateTime(trip.arrivalDatetime, lang)}`, regular, 10);
    line(`${t.vessel}: ${trip.companyName} · ${trip.vesselName}`, regular, 10);
    line(`${t.companyCode}: ${trip.companyReservationCode} · ${t.checkin}: ${trip.checkinCode}`, bold, 10);
    for (const ticket of tickets.filter((x) => x.tripIndex === tripIndex)) {
      if (y - QR_SIZE - 12 < MARGIN.bottom) newPage();
      y -= 8;
      const top = y;
      const image = await pdf.embedPng(pngs.get(ticket.code) as Uint8Array);
      page.drawImage(image, { x: MARGIN.x, y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
      const textX = MARGIN.x + QR_SIZE + 16;
      const textWidth = WIDTH - QR_SIZE - 16;
      y = top - 6;
      const passenger = ticket.kind === 'passenger' ? trip.passengers.find((p) => p.index === ticket.index) : undefined;
      const vehicle = ticket.kind === 'vehicle' ? trip.vehicles.find((v) => v.index === ticket.index) : undefined;
      line(`${ticket.kind === 'passenger' ? t.passenger : t.vehicle}: ${ticket.holder}`, bold, 11, INK, textX, textWidth);
      line(`${t.ticket}: ${ticket.ticketNumber}`, regular, 10, INK, textX, textWidth);
      if (passenger) line(`${t.place}: ${names(trip.tripId, passenger.accommodationType)}`, regular, 10, MUTED, textX, textWidth);
      if (passenger?.assistance) line(`${t.assistance}: ${assistanceText(passenger.assistance, lang)}`, bold, 10, ACCENT, textX, textWidth);
      if (vehicle) line(`${t.type}: ${names(trip.tripId, vehicle.accommodationType)} · ${t.garage}`, regular, 10, MUTED, textX, textWidth);
      y = Math.min(y, top - QR_SIZE);
    }
    for (const pet of trip.pets) line(`${t.pet}: ${pet.name} (${names(trip.tripId, pet.code)})`, regular, 10);
  }
  if (y - 40 < MARGIN.bottom) newPage();
  y -= 12;
  line(`${t.total}: ${formatMoney(r.total, lang)}`, bold, 12);
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${r.reservationNumber} · ${index + 1}/${pages.length}`, { x: MARGIN.x, y: MARGIN.bottom / 2, size: 8.5, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}

/** The e-ticket as a printable HTML page in the order's language, with each ticket's QR code inline (SVG). */
export async function voucherHtml(r: Reservation, lang: Locale, names: CodeNames = asIs): Promise<string> {
  const t = TICKET_TEXTS[lang];
  const money = (cents: number) => escapeHtml(formatMoney(cents, lang));
  const tickets = reservationTickets(r);
  const svgs = new Map<string, string>();
  for (const ticket of tickets) svgs.set(ticket.code, await qrSvg(ticket.code));
  const qr = (ticket: TicketOfReservation | undefined) => ticket
    ? `<figure class="qr" role="img" aria-label="${escapeHtml(t.qrAlt.replace('{ticket}', ticket.ticketNumber))}">${svgs.get(ticket.code) ?? ''}</figure>`
    : '';
  const find = (tripIndex: number, kind: TicketOfReservation['kind'], index: number) =>
    tickets.find((x) => x.tripIndex === tripIndex && x.kind === kind && x.index === index);
  const changes = changeLines(r, lang);
  const changeBefore = (tripIndex: number) => {
    const change = changes.get(tripIndex);
    return change ? `<p class="change"><strong>${escapeHtml(change)}</strong></p>\n` : '';
  };
  const trips = r.trips.map((trip, tripIndex) => `${changeBefore(tripIndex)}<section><h2>${escapeHtml(trip.from)} → ${escapeHtml(trip.to)}</h2>
<p>${escapeHtml(trip.companyName)} · ${escapeHtml(trip.vesselName)} · ${escapeHtml(t.departure)}: ${escapeHtml(athensDateTime(trip.departureDatetime, lang))} · ${escapeHtml(t.arrival)}: ${escapeHtml(athensDateTime(trip.arrivalDatetime, lang))}</p>
<p>${escapeHtml(t.companyCode)}: <strong>${escapeHtml(trip.companyReservationCode)}</strong> · ${escapeHtml(t.checkin)}: <strong>${escapeHtml(trip.checkinCode)}</strong></p>
<table><thead><tr><th>${escapeHtml(t.passenger)}</th><th>${escapeHtml(t.type)}</th><th>${escapeHtml(t.place)}</th><th>${escapeHtml(t.ticket)}</th><th>${escapeHtml(t.price)}</th><th>QR</th></tr></thead><tbody>
${trip.passengers.map((p) => `<tr><td>${escapeHtml(`${p.name} ${p.surname}`)}${p.assistance ? `<br><strong>${escapeHtml(t.assistance)}: ${escapeHtml(assistanceText(p.assistance, lang))}</strong>` : ''}</td><td>${escapeHtml(names(trip.tripId, p.passengerType))}</td><td>${escapeHtml(names(trip.tripId, p.accommodationType))}</td><td>${escapeHtml(p.ticketNumber)}</td><td>${money(p.price)}</td><td>${qr(find(tripIndex, 'passenger', p.index))}</td></tr>`).join('\n')}
${trip.vehicles.map((v) => `<tr><td>${escapeHtml(t.vehicle)}: ${escapeHtml(v.plate)}</td><td>${escapeHtml(names(trip.tripId, v.accommodationType))}</td><td>${escapeHtml(t.garage)}</td><td>${escapeHtml(v.ticketNumber ?? '')}</td><td>${money(v.price)}</td><td>${qr(find(tripIndex, 'vehicle', v.index))}</td></tr>`).join('\n')}
${trip.pets.map((p) => `<tr><td>${escapeHtml(t.pet)}: ${escapeHtml(p.name)}</td><td>${escapeHtml(names(trip.tripId, p.code))}</td><td></td><td></td><td>${money(p.price)}</td><td></td></tr>`).join('\n')}
</tbody></table></section>`).join('\n');
  const title = `${t.title} ${r.reservationNumber}`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.3rem;text-align:left;vertical-align:middle}.qr{margin:0;width:120px}.qr svg{width:120px;height:120px}.change{margin:1rem 0 0;padding:.3rem .6rem;border-left:4px solid #0b4f8a}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(r.fullName)} · ${escapeHtml(r.email)}</p><p>${escapeHtml(t.showCode)}</p>
${trips}
<p>${escapeHtml(t.subtotal)} ${money(r.subtotal)} · ${escapeHtml(t.serviceFee)} ${money(r.serviceFee)} · ${escapeHtml(t.shipping)} ${money(r.shippingCost)} · ${escapeHtml(t.discount)} ${money(r.discount)} · <strong>${escapeHtml(t.total)} ${money(r.total)}</strong></p>
</body></html>`;
}

/** One `.ics` per leg of `r`, in the order's language (`host` makes the UIDs the shop's own). */
export function calendarFiles(r: Reservation, lang: Locale, stamp: Date, host: string): { filename: string; ics: string }[] {
  const t = TICKET_TEXTS[lang];
  const texts = { reservation: t.reservation, companyCode: t.companyCode, checkin: t.checkin, vessel: t.vessel };
  return r.trips.map((_trip, index) => ({ filename: tripCalendarName(r, index), ics: tripCalendar(r, index, texts, stamp, host) }));
}

/** A passenger's assistance in words: `Wheelchair (needs help at the ramp)`. */
export function assistanceText(assistance: Assistance, lang: Locale): string {
  const kind = TICKET_TEXTS[lang].kinds[assistance.kind];
  return assistance.note ? `${kind} (${assistance.note})` : kind;
}

/** The file name of the tickets' PDF. */
export const ticketsPdfName = (r: Reservation) => `${r.reservationNumber.replace(/[^A-Za-z0-9-]/g, '')}-tickets.pdf`;

/**
 * What the reservation e-mail carries: the PDF, a calendar file per leg, and each ticket's QR code as an inline image
 * (`cid` = `qr-{n}@ferryshop`, in `reservationTickets` order).
 */
export async function ticketAttachments(r: Reservation, lang: Locale, names: CodeNames, stamp: Date, host: string): Promise<{ attachments: MailAttachment[]; qrCids: Map<string, string> }> {
  const pdf = await ticketsPdf(r, lang, names);
  const qrCids = new Map<string, string>();
  const images: MailAttachment[] = [];
  for (const [n, ticket] of reservationTickets(r).entries()) {
    const cid = `qr-${n + 1}@ferryshop`;
    qrCids.set(ticket.code, cid);
    images.push({ filename: `qr-${n + 1}.png`, contentType: 'image/png', contentBase64: (await qrPng(ticket.code)).toString('base64'), cid });
  }
  return {
    attachments: [
      { filename: ticketsPdfName(r), contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') },
      ...calendarFiles(r, lang, stamp, host).map((file) => ({ filename: file.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', contentBase64: Buffer.from(file.ics, 'utf8').toString('base64') })),
      ...images,
    ],
    qrCids,
  };
}
