/**
 * The wording of the e-mails whose texts are one table per language (server/modules/emails/texts/*.json): the
 * contact acknowledgement, the reservation e-mail (its labels also on the tickets) and the partial cancellation
 * e-mail, every message in every language, and a partial cancellation e-mail as sent in each language. Written
 * before the texts moved from per-language TypeScript blocks to those tables: the snapshot proves no text changed.
 */
import { LOCALES } from '../../src/core/shared/locale';
import { CONTACT_ACK_TEXTS, RESERVATION_TEXTS } from '../../server/modules/emails/mail-texts';
import { PART_CANCEL_TEXTS, partCancelledMail } from '../../server/modules/emails/part-cancel-mail';
import type { Reservation } from '../../src/contract/index';

describe('mail texts', () => {
  it.each(LOCALES)('%s: every message of the contact, reservation and partial cancellation e-mails', (lang) => {
    expect({ contact: CONTACT_ACK_TEXTS[lang], reservation: RESERVATION_TEXTS[lang], partCancel: PART_CANCEL_TEXTS[lang] }).toMatchSnapshot();
  });

  it.each(LOCALES)('%s: a partial cancellation e-mail as sent', (lang) => {
    const reservation = {
      trips: [{
        from: 'Piraeus', to: 'Mykonos', departureDatetime: '2026-06-19 07:25',
        passengers: [{ index: 0, name: 'ELENI', surname: 'PAPADOPOULOU' }, { index: 1, name: 'NIKOS', surname: 'PAPADOPOULOS' }],
        vehicles: [{ index: 0, plate: 'IKA1234' }],
      }, { from: 'Mykonos', to: 'Piraeus', departureDatetime: '2026-06-26 17:00', passengers: [], vehicles: [] }],
    } as unknown as Reservation;
    const covers = { trips: [
      { tripIndex: 0, whole: false, passengers: [1], vehicles: [0] },
      { tripIndex: 1, whole: true, passengers: [], vehicles: [] },
    ] } as unknown as Parameters<typeof partCancelledMail>[0]['covers'];
    for (const [refundCents, credit] of [[4250, false], [4250, true], [0, false]] as const) {
      expect(partCancelledMail({ to: 'eleni@example.com', lang, orderCode: 'FSABCDEF12', reservation, covers, refundCents, credit, publicUrl: 'https://shop.example' }))
        .toMatchSnapshot();
    }
  });
});
