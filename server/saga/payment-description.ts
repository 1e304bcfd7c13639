/**
 * The description of a card payment, as the hosted payment page and the card statement show it: in the language
 * the traveller pays in (the payment page's `lang`), never in English on every site. At most 128 characters
 * (Cardlink's `orderDesc`), the order code first so a cut never loses it.
 */
import type { Locale } from '../../src/core/shared/locale';

const FERRY_TICKETS: Record<Locale, string> = {
  el: 'Εισιτήρια πλοίου', en: 'Ferry tickets', de: 'Fährtickets', it: 'Biglietti del traghetto', fr: 'Billets de ferry', es: 'Billetes de ferry',
};

export const PAYMENT_DESCRIPTION_MAX = 128;

/** `Εισιτήρια πλοίου FS12345678: Πειραιάς-Νάξος, Νάξος-Πειραιάς` in the payment's language. */
export function paymentDescription(lang: Locale, orderCode: string, legs: readonly { from: string; to: string }[]): string {
  const route = legs.map((leg) => `${leg.from}-${leg.to}`).join(', ');
  return `${FERRY_TICKETS[lang] ?? FERRY_TICKETS.en} ${orderCode}: ${route}`.slice(0, PAYMENT_DESCRIPTION_MAX);
}
