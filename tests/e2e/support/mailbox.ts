import { type Page } from '@playwright/test';
import { expect } from './fixtures';

/** A mail of the developer mailbox (`GET /dev/mailbox.json`, newest first). */
export interface Mail { to: string; subject: string; text: string; links: string[] }

/** The mails to `to` in the developer mailbox, newest first. */
export async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  return (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** The path (with its query) of the newest mail's link to `route`, read from the developer mailbox. */
export async function mailedLink(page: Page, to: string, route: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => {
    const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as Mail[];
    const link = mails.find((m) => m.to === to)?.links.find((l) => l.includes(route));
    found = link ? new URL(link, 'http://shop.test').pathname + new URL(link, 'http://shop.test').search : undefined;
    return found;
  }, { timeout: 15_000 }).toBeTruthy();
  return found!;
}

/**
 * Opens, in a fresh tab of `page`'s browser, the link `link` finds in the text of the newest mail to `to` (the
 * reservation e-mail's manage link keeps its order token in the fragment, which is kept); answers the tab.
 */
export async function openMailedLink(page: Page, to: string, link: RegExp): Promise<Page> {
  await expect.poll(async () => (await mailsTo(page, to)).length).toBeGreaterThan(0);
  const [mail] = await mailsTo(page, to);
  const found = link.exec(mail?.text ?? '')?.[0];
  expect(found, `a link ${link} in the mail to ${to}`).toBeTruthy();
  const url = new URL(found!);
  const tab = await page.context().newPage();
  await tab.goto(url.pathname + url.search + url.hash);
  return tab;
}
