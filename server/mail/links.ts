/**
 * Exports: `linksIn(text, html?)`: the distinct http(s) URLs of a mail, in order of appearance;
 * `manageBookingLink(publicUrl, locale, orderCode, token?)`: the "manage booking" page of an order (issue 17).
 */
import { localizePath, type Locale } from '../../src/core/shared/locale';

/**
 * The "manage booking" page of an order, for an e-mail: `/{locale}/manage?order_code=…` (`/manage` in Greek). A guest
 * order's link carries one of its order tokens (`mintOrderToken(tx, orderId, 'mail', orderTokenExpiry(order, now), now)`
 * of server/modules/booking/order-access.ts: random, stored hashed, expiring 60 days after the last departure) in the
 * URL fragment (`#t=…`), which browsers never send to a server nor in a Referer; the page keeps it in the tab and
 * drops it from the address bar. Without a token (a user's order, who logs in) the page asks for the code with the
 * leader's e-mail or last name.
 */
export function manageBookingLink(publicUrl: string, locale: Locale, orderCode: string, token?: string): string {
  return `${publicUrl}${localizePath('/manage', locale)}?order_code=${encodeURIComponent(orderCode)}${token ? `#t=${token}` : ''}`;
}

const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;
const HREF = /href\s*=\s*("([^"]*)"|'([^']*)')/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function trimPunctuation(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

export function linksIn(text: string, html?: string | null): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) found.push(trimPunctuation(match[0]));
  if (html) {
    for (const match of html.matchAll(HREF)) {
      const href = decodeEntities(match[2] ?? match[3] ?? '').trim();
      if (/^https?:\/\//i.test(href)) found.push(href);
    }
  }
  return [...new Set(found)];
}
