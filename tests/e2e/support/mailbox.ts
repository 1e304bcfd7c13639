import { type Page } from '@playwright/test';
import { expect } from './fixtures';

interface Mail { to: string; subject: string; links: string[] }

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
