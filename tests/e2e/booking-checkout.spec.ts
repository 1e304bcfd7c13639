import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { pickEnabledDay } from './support/wizard-calendar';

const heading = (page: Page) => page.locator('#results-step-heading');
const passenger = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Passenger ${n} `) });

/** From the home page: a popular route, a day, the search; the first sailing; the default places; step 3. */
async function reachStep3(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/en/');
  await page.getByRole('button', { name: 'Search Piraeus – Santorini' }).click();
  const form = page.getByRole('form', { name: 'Search ferry tickets' });
  await pickEnabledDay(page, form, { daysAhead: 3 });
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results\?trip=oneWay&legs=PIR-JTR-/);
  await page.locator('main h1').first().waitFor();
  const first = page.getByRole('radio', { disabled: false }).first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Passengers and vehicles');
  await expect(page.getByText('Updating prices…')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Passenger details and payment');
  await expect(heading(page)).toBeFocused();
}

test.describe('booking checkout: passenger details, billing and payment', () => {
  test('a language switch on step 3 keeps the search, the step and what was typed, in Greek and back in English', async ({ page, visit }) => {
    test.setTimeout(150_000);
    await reachStep3(page, visit);
    const url = new URL(page.url());
    const p1 = passenger(page, 1);
    const first = p1.getByRole('textbox', { name: 'First name' });
    const last = p1.getByRole('textbox', { name: 'Last name' });
    await first.fill('Maria');
    await last.fill('Papadopoulou');
    await last.blur();
    const typed = { [await first.getAttribute('id') ?? '']: 'MARIA', [await last.getAttribute('id') ?? '']: 'PAPADOPOULOU' };
    // No leave question on the way: nothing is lost (a dialog here would fail the test by blocking the page load).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => { dialogs.push(dialog.type()); void dialog.dismiss(); });

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /^EL/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/results' && u.search === url.search);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(heading(page)).toHaveText('Στοιχεία επιβατών και πληρωμή');
    for (const [id, value] of Object.entries(typed)) await expect(page.locator(`[id="${id}"]`)).toHaveValue(value);
    await expect(page.getByText('We could not find a valid search.')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Γλώσσα' }).getByRole('link', { name: /^EN/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/en/results' && u.search === url.search);
    await expect(heading(page)).toHaveText('Passenger details and payment');
    await expect(first).toHaveValue('MARIA');
    await expect(last).toHaveValue('PAPADOPOULOU');
    expect(dialogs).toEqual([]);
  });

  test('from home through step 3, a reload keeps what was typed, and the card payment lands on the success page', async ({ page, visit }) => {
    test.setTimeout(180_000);
    const missing: string[] = [];
    page.on('response', (r) => { if (r.status() === 404) missing.push(r.url()); });
    // Console errors of every page on the way, except one: the embedded test processor's page names no icon, so
    // Chromium's own /favicon.ico request there fails (a page of the card processor, not of the shop).
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      const processorIcon = m.location().url.endsWith('/favicon.ico') && page.url().includes('/payments/test-processor/');
      if (m.type() === 'error' && !processorIcon) errors.push(m.text());
    });
    await reachStep3(page, visit);
    await expectAccessible(page);

    // Pay with nothing filled: the first field to fix gets focus, with its message.
    await page.getByRole('button', { name: /^Pay/ }).click();
    const name = passenger(page, 1).getByRole('textbox', { name: 'First name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please fill in all passenger details.')).toBeVisible();
    await expectAccessible(page);

    // A Greek name is written in Latin capitals, as on the ticket.
    await name.fill('Μαρία');
    await name.blur();
    await expect(name).toHaveValue('MARIA');
    const p1 = passenger(page, 1);
    await p1.getByRole('textbox', { name: 'Last name' }).fill('Papadopoulou');
    await p1.getByRole('radio', { name: 'Female' }).check();
    await p1.getByRole('textbox', { name: /Date of birth/ }).fill('21041985');
    await p1.getByRole('textbox', { name: /Date of birth/ }).blur();
    await expect(p1.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('21/04/1985');
    await p1.getByRole('textbox', { name: /ID card or passport number/ }).fill('AK123456');

    const contact = page.getByRole('region', { name: 'Contact and billing details' });
    await contact.getByRole('textbox', { name: 'First name' }).fill('Maria');
    await contact.getByRole('textbox', { name: 'Last name' }).fill('Papadopoulou');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill(`maria.${Date.now()}@example.com`);
    const mobile = contact.getByRole('textbox', { name: 'Mobile phone' });
    await mobile.fill('12345');
    await mobile.blur();
    await expect(mobile).toHaveAccessibleDescription(/Invalid phone number/);
    await mobile.fill('691 234 5678');
    await mobile.blur();
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    await contact.getByRole('textbox', { name: /^Address/ }).fill('Akti Miaouli 10');
    await contact.getByRole('textbox', { name: 'Town or city' }).fill('Piraeus');
    await contact.getByRole('textbox', { name: 'Prefecture or region' }).fill('Attiki');
    await contact.getByRole('textbox', { name: 'Postal code' }).fill('185 38');

    // A reload in the middle of the step keeps everything typed.
    await page.reload();
    await expect(heading(page)).toHaveText('Passenger details and payment');
    await expect(passenger(page, 1).getByRole('textbox', { name: 'First name' })).toHaveValue('MARIA');
    await expect(passenger(page, 1).getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(passenger(page, 1).getByRole('textbox', { name: /Date of birth/ })).toHaveValue('21/04/1985');
    const contactAgain = page.getByRole('region', { name: 'Contact and billing details' });
    await expect(contactAgain.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('6912345678');
    await expect(contactAgain.getByRole('textbox', { name: 'Postal code' })).toHaveValue('185 38');
    await expectAccessible(page);

    // The terms, linked to their pages; then Pay: the waiting message shows before the hosted page takes over.
    await expect(page.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/en/terms-and-conditions');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    // What the live region says while the page leaves (the page is gone once the hosted page answers).
    const spoken: string[] = [];
    await page.exposeFunction('noteStatus', (text: string) => { spoken.push(text); });
    await page.evaluate(() => {
      const note = (window as unknown as { noteStatus: (text: string) => void }).noteStatus;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[role="status"][aria-live="polite"]')) {
          if (region.textContent?.includes('do not close')) note(region.textContent);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/payments/test-processor/pay');
    expect(spoken.map((text) => text.trim())).toContain('Taking you to the secure payment page. Please do not close this window.');
    await expectAccessible(page);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/en\/success\?order_code=/);
    await page.locator('main h1').first().waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expectAccessible(page);
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('booking checkout: Pay again after a payment whose result was lost', () => {
  test('paid on the hosted page, the result lost, then courier chosen and Pay: the success page says the booking was issued as paid for and the courier not applied', async ({ page, visit }) => {
    test.setTimeout(180_000);
    await reachStep3(page, visit);
    const step3 = page.url();
    const p1 = passenger(page, 1);
    await p1.getByRole('textbox', { name: 'First name' }).fill('Maria');
    await p1.getByRole('textbox', { name: 'Last name' }).fill('Papadopoulou');
    await p1.getByRole('radio', { name: 'Female' }).check();
    await p1.getByRole('textbox', { name: /Date of birth/ }).fill('21041985');
    await p1.getByRole('textbox', { name: /ID card or passport number/ }).fill('AK123456');
    const contact = page.getByRole('region', { name: 'Contact and billing details' });
    await contact.getByRole('textbox', { name: 'First name' }).fill('Maria');
    await contact.getByRole('textbox', { name: 'Last name' }).fill('Papadopoulou');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill(`maria.lost.${Date.now()}@example.com`);
    await contact.getByRole('textbox', { name: 'Mobile phone' }).fill('691 234 5678');
    await contact.getByRole('textbox', { name: /^Address/ }).fill('Akti Miaouli 10');
    await contact.getByRole('textbox', { name: 'Town or city' }).fill('Piraeus');
    await contact.getByRole('textbox', { name: 'Prefecture or region' }).fill('Attiki');
    await contact.getByRole('textbox', { name: 'Postal code' }).fill('185 38');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/payments/test-processor/pay');
    // The processor takes the card; the result on its way back to the shop is lost (the connection drops).
    let lose: () => void = () => undefined;
    const resultLost = new Promise<void>((resolve) => { lose = resolve; });
    await page.route('**/payments/cardlink/confirm', async (route) => { lose(); await route.abort(); });
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
    await resultLost;
    await page.unroute('**/payments/cardlink/confirm');

    // Back on step 3 in the same tab: tickets by courier now, and Pay again.
    await page.goto(step3);
    await expect(heading(page)).toHaveText('Passenger details and payment');
    await page.getByRole('radio', { name: /^Courier delivery/ }).check();
    const terms = page.getByRole('checkbox', { name: /I have read and accept/ });
    if (!(await terms.isChecked())) await terms.check();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/\/en\/success\?order_code=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Your payment had already gone through' });
    await expect(notice).toContainText('Ticket delivery: e-ticket, collected at the port. Your change to “courier delivery” was not applied.');
    await expect(notice.getByRole('listitem')).toHaveCount(1);
    await expect(notice.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', /\/en\/manage\?order_code=/);
    await expectAccessible(page);
  });
});
