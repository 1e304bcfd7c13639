/**
 * The wording of the tickets' documents, of the assistance e-mail and of the test processor's payment pages, in the
 * shop's six languages: every message, and the documents and e-mails as rendered from them (the printable e-ticket,
 * the calendar files, the reservation e-mail with its ticket lines, the assistance e-mail). Written before those
 * texts moved from per-language TypeScript blocks to one JSON table per language: the snapshot proves no text and no
 * rendered output changed.
 */
import type { Reservation } from '../../src/contract/index';
import { reservationTickets } from '../../src/core/booking/domain/ticket-code';
import { LOCALES } from '../../src/core/shared/locale';
import { PAY_TEXTS } from '../../server/adapters/payments/test-processor-texts';
import { AUTH_MAIL_TEXTS } from '../../server/modules/auth/mail-texts';
import { MAIL_TEXTS } from '../../server/modules/emails/mail-texts';
import { ASSISTANCE_MAIL_TEXTS, assistanceMail, assistanceMailOf } from '../../server/modules/emails/assistance-mail';
import { reservationMail } from '../../server/modules/emails/reservation-mail';
import { assistanceText, calendarFiles, changeLines, voucherHtml } from '../../server/modules/tickets/documents';
import { TICKET_TEXTS, TRIP_LABELS } from '../../server/modules/tickets/ticket-texts';

const passenger = (index: number, name: string, surname: string, ticketNumber: string, extra: object = {}) => ({
  index, name, surname, passengerType: 'AD', accommodationType: 'DECK', ticketNumber, price: 4250, ...extra,
});

/** A journey of two legs with a change at Syros, a wheelchair passenger, a vehicle and a pet, sent by courier. */
const reservation: Reservation = {
  order_code: 'FSABCDEF12', order_status: 'success', reservationNumber: 'FSABCDEF12', fullName: 'ELENI PAPADOPOULOU',
  email: 'eleni@example.com', subtotal: 19000, serviceFee: 300, shippingCost: 500, discount: 1000, total: 18800,
  payment_amount: 18800, issued_at: '2026-05-02T09:30:00.000Z',
  shipping: { shippingNumber: 'GR123456789', estimatedDelivery: '2026-05-06' },
  trips: [{
    tripId: 'T1', company: 'AEG', companyName: 'Aegean Lines', vesselName: 'Blue Star', from: 'Piraeus', to: 'Syros',
    departureDatetime: '2026-06-11 07:25', arrivalDatetime: '2026-06-11 11:10', companyReservationCode: 'AEG-4F7K2Q',
    checkinCode: 'CK1111',
    passengers: [
      passenger(0, 'ELENI', 'PAPADOPOULOU', 'T-0001', { assistance: { kind: 'wheelchair', note: 'help at the ramp' } }),
      passenger(1, 'NIKOS', 'PAPADOPOULOS', 'T-0002', { assistance: { kind: 'visual' } }),
    ],
    vehicles: [{ index: 0, plate: 'IKA1234', accommodationType: 'CAR', price: 6000, ticketNumber: 'V-0001' }],
    pets: [{ index: 0, name: 'Argos', code: 'DOG', price: 500 }],
    trip_total: 15500,
  }, {
    tripId: 'T2', company: 'SEA', companyName: 'Sea Jets', vesselName: 'Naxos Jet', from: 'Syros', to: 'Mykonos',
    departureDatetime: '2026-06-11 13:40', arrivalDatetime: '2026-06-11 14:30', companyReservationCode: 'SEA-9Z8Y7X',
    checkinCode: 'CK2222',
    passengers: [passenger(0, 'ELENI', 'PAPADOPOULOU', 'T-0003'), passenger(1, 'NIKOS', 'PAPADOPOULOS', 'T-0004')],
    vehicles: [], pets: [], trip_total: 3500,
  }],
};

const names = (_trip: string, code: string) => `name of ${code}`;
const port = {
  port: 'PIR', port_name: 'Piraeus', authority: 'Piraeus Port Authority', phone: '+30 210 0000000',
  email: 'assist@example.com', opens: '06:00', closes: '22:00',
} as Parameters<typeof assistanceMail>[0]['port'];

/** Every message's path in a table (`kinds.wheelchair`), with whether it is a non-empty string. */
function messages(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]: [string, unknown]) => (value !== null && typeof value === 'object'
    ? messages(value, `${prefix}${key}.`)
    : [`${prefix}${key}${typeof value === 'string' && value.trim() !== '' ? '' : ' (not a text)'}`])).sort();
}

describe('document texts', () => {
  it.each([['tickets', TICKET_TEXTS], ['test payment pages', PAY_TEXTS], ['e-mails', MAIL_TEXTS], ['account e-mails', AUTH_MAIL_TEXTS]] as const)(
    'the %s: every language has every message of the Greek table and no other, each a text', (_name, table) => {
      const greek = messages(table.el);
      expect(greek.filter((path) => path.endsWith('(not a text)'))).toEqual([]);
      for (const lang of LOCALES) expect(messages(table[lang])).toEqual(greek);
    });

  // The trip and ticket labels (TRIP_LABELS) moved from the reservation e-mail's table to the tickets': their
  // snapshot is the reservation e-mail's in mail-texts.test.ts, which reads them from here.
  it.each(LOCALES)('%s: every message of the tickets, the assistance e-mail and the test payment pages', (lang) => {
    const tickets = Object.fromEntries(Object.entries(TICKET_TEXTS[lang]).filter(([key]) => !(TRIP_LABELS as readonly string[]).includes(key)));
    expect({ tickets, assistanceMail: ASSISTANCE_MAIL_TEXTS[lang], pay: PAY_TEXTS[lang] }).toMatchSnapshot();
  });

  it.each(LOCALES)('%s: the printable e-ticket, the calendar files and the change lines as rendered', async (lang) => {
    expect(await voucherHtml(reservation, lang, names)).toMatchSnapshot();
    expect(calendarFiles(reservation, lang, new Date('2026-05-02T09:30:00Z'), 'shop.example')).toMatchSnapshot();
    expect([...changeLines(reservation, lang)]).toMatchSnapshot();
    expect(assistanceText({ kind: 'other', note: 'guide dog' }, lang)).toMatchSnapshot();
  });

  it.each(LOCALES)('%s: the reservation e-mail with its ticket lines as rendered', (lang) => {
    const qrCids = new Map(reservationTickets(reservation).map((ticket, n) => [ticket.code, `qr-${n + 1}@ferryshop`]));
    expect(reservationMail(reservation, lang, 'Eleni', 'https://shop.example/b', names, qrCids, 'https://shop.example/m')).toMatchSnapshot();
  });

  it.each(LOCALES)('%s: the assistance e-mail as sent (in time, late, withdrawn)', (lang) => {
    const base = { to: 'eleni@example.com', lang, orderCode: 'FSABCDEF12', publicUrl: 'https://shop.example' };
    const item = {
      passengerName: 'ELENI PAPADOPOULOU', companyName: 'Aegean Lines', from: 'Piraeus', to_: 'Syros',
      departureMs: Date.parse('2026-06-11T04:25:00Z'), assistance: { kind: 'wheelchair', note: 'help at the ramp' }, inTime: true, port,
    } as const;
    expect(assistanceMail({ ...base, ...item })).toMatchSnapshot();
    expect(assistanceMailOf(base, [
      { ...item, inTime: false },
      { ...item, passengerName: 'NIKOS PAPADOPOULOS', assistance: null, port: null },
    ])).toMatchSnapshot();
  });
});
