/**
 * Exports: `robotsTxt(siteUrl)`.
 * robots.txt: every crawler may read the shop's pages and their images; the server's calls and the private screens
 * (booking steps, account, token pages, login, error, reseller entry, app menu, test pages) in every locale are
 * disallowed — matched exactly (`$`) or with a query (`?`), so a content page whose slug merely starts the same
 * (`/results-of-the-survey`) stays crawlable. The sitemap is named with its absolute URL.
 */
import { PRIVATE_FOLDERS, PRIVATE_PATHS } from '../../../src/core/seo';
import { LOCALES, localizePath } from '../../../src/core/shared/locale';

/** Server paths no crawler needs: the APIs, the developer mailbox, the payment callbacks. */
const SERVER_FOLDERS = ['/api/', '/booking/', '/dev/', '/payments/', '/aade/', '/courier/'];

export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', '# Images of destinations, routes and posts', 'Allow: /api/files/download/'];
  for (const folder of SERVER_FOLDERS) lines.push(`Disallow: ${folder}`);
  for (const locale of LOCALES) {
    for (const path of PRIVATE_PATHS) {
      const localized = localizePath(path, locale);
      lines.push(`Disallow: ${localized}$`, `Disallow: ${localized}?`);
    }
    for (const folder of PRIVATE_FOLDERS) lines.push(`Disallow: ${localizePath(folder, locale)}/`);
  }
  lines.push('', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, '');
  return lines.join('\n');
}
