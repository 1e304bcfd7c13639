import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { mailedLink } from './support/mailbox';
import {
  type JourneyLocale, type Traveller, chooseSailings, continueFromStep2, escapeRegExp, fillContact, fillTraveller, localePath,
  payButton, planLegs, priceSummary, searchFromHome, t, termsCheckbox, uniqueEmail,
} from './support/booking-journey';
import { E2E_RESELLER } from './support/reseller';
import { formatMoney } from '../../src/core/shared/money';

/**
 * The reseller booking entry (SPEC.md sections 1, 2, 6): the demo reseller logs in through the web app, opens
 * /booknow, books from the credit limit (no card page) and finds the credit reduced by what it paid; a visitor
 * without a session is sent to log in; a customer's account is told it is not a reseller's.
 */

// The calendar's "today" is the browser's: give it the server's time zone.
test.use({ timezoneId: 'Europe/Athens' });

const ELENI: Traveller = { name: 'Eleni', surname: 'Markou', sex: 'female', birthDate: '14/07/1979', document: 'AK246810' };

/** Cents of an amount as the English pages print it (`3,765.44 €`). */
const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** The login dialog over /login: fills it and logs in. */
async function logIn(page: Page, locale: JourneyLocale, who: { email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t(locale, 'auth.dialog.title') })).toBeVisible();
  await dialog.getByLabel(t(locale, 'auth.field.email'), { exact: true }).fill(who.email);
  await dialog.getByLabel(t(locale, 'auth.field.password'), { exact: true }).fill(who.password);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t(locale, 'auth.login.submit'), exact: true }).click();
}

const agencyPanel = (page: Page) => page.getByRole('region', { name: E2E_RESELLER.agency });
const creditValue = (page: Page, locale: JourneyLocale, item: 'limit' | 'used' | 'available') =>
  agencyPanel(page).locator('dt', { hasText: new RegExp(`^${escapeRegExp(t(locale, `booknow.credit.${item}`))}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('reseller booking entry', () => {
  test('the demo reseller logs in, books one adult one way from its credit and sees the credit reduced by the amount paid', async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    const locale = 'en';
    page.on('dialog', (dialog) => void dialog.accept());
    const legs = await planLegs(page.request, locale, [['PIR', 'JMK']], { passengers: 1 })
      ?? await planLegs(page.request, locale, [['PIR', 'JTR']], { passengers: 1 });
    if (!legs) throw new Error('no day with a sailing for one adult');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname); });

    // Without a session the entry sends to the login, which comes back to it.
    await page.goto('/en/booknow');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fbooknow$/);
    await logIn(page, locale, E2E_RESELLER);
    await expect(page).toHaveURL(/\/en\/booknow$/);
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'booknow.title') })).toBeVisible();
    await expect(agencyPanel(page)).toContainText(t(locale, 'booknow.mode'));
    await expect(creditValue(page, locale, 'limit')).toHaveText(formatMoney(500_000, locale));
    const before = centsOf(await creditValue(page, locale, 'available').textContent());
    expect(before).toBeGreaterThan(0);
    await expectAccessible(page);

    // The home page's wizard, here: the booking is in reseller mode through the steps.
    await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 1 });
    const banner = page.getByRole('region', { name: t(locale, 'booknow.mode') });
    await expect(banner).toContainText(t(locale, 'booknow.banner.text', { agency: E2E_RESELLER.agency }));
    await chooseSailings(page, locale, legs);
    await continueFromStep2(page, locale);

    // Step 3 pays from the credit limit: no card, the credit-limit notes instead.
    await fillTraveller(page, locale, 0, ELENI);
    await fillContact(page, locale, {
      firstName: 'Eleni', lastName: 'Markou', email: uniqueEmail('eleni.reseller'), mobile: '6912345678', address: 'Akti Miaouli 10',
      city: 'Piraeus', prefecture: 'Attica', zipCode: '18538',
    });
    await termsCheckbox(page, locale).check();
    await expect(page.getByText(t(locale, 'results.payment.creditNote'))).toBeVisible();
    await expect(priceSummary(page, locale).getByText(new RegExp(`^${escapeRegExp(t(locale, 'results.price.creditLimit', { amount: 'X' })).replace('X', '[\\d,.]+\\s€')}$`))).toBeVisible();
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    const paid = centsOf(await payButton(page, locale).textContent());
    expect(paid).toBeGreaterThan(0);
    await payButton(page, locale).click();

    // Paid at once: the tickets, never the hosted card page.
    await page.waitForURL(/\/en\/success\?order_code=\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'success.title') })).toBeVisible();
    const code = new URL(page.url()).searchParams.get('order_code')!;
    const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${code}` });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('row', { name: /ELENI MARKOU/i })).toBeVisible();
    await expectAccessible(page);
    expect(visited.filter((p) => p.startsWith('/payments'))).toEqual([]);

    // Back at the entry: the available credit is what it was less the amount paid.
    await page.goto('/en/booknow');
    await expect(creditValue(page, locale, 'available')).toHaveText(formatMoney(before - paid, locale));
    expect(centsOf(await creditValue(page, locale, 'used').textContent())).toBeGreaterThanOrEqual(paid);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor without a session is sent to log in, in Greek', async ({ page }) => {
    await page.goto('/booknow');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbooknow$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: t('el', 'auth.dialog.title') })).toBeVisible();
    await expectAccessible(page);
  });

  test('a customer\'s account is told it is not a reseller account, in German', async ({ page }) => {
    const locale = 'de';
    const customer = { email: uniqueEmail('kunde.booknow'), password: 'Wave9#z' };
    const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Anna', lastName: 'Weber', ...customer, lang: locale } });
    expect(registered.status()).toBe(201);
    const token = new URL(await mailedLink(page, customer.email, '/activate-account'), 'http://shop.test').searchParams.get('token');
    expect((await page.request.patch('/api/auth/activate-account', { headers: { authorization: `Bearer ${token}` }, data: {} })).ok()).toBe(true);

    await page.goto('/de/booknow');
    await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fbooknow$/);
    await logIn(page, locale, customer);
    await expect(page).toHaveURL(/\/de\/booknow$/);
    const notice = page.getByRole('region', { name: t(locale, 'booknow.notReseller.title') });
    await expect(notice).toContainText(t(locale, 'booknow.notReseller.text'));
    await expect(notice.getByRole('link', { name: t(locale, 'booknow.contact') })).toHaveAttribute('href', localePath(locale, '/contact'));
    await expect(notice.getByRole('link', { name: t(locale, 'booknow.home') })).toHaveAttribute('href', '/de');
    await expect(page.getByRole('form', { name: t(locale, 'wizard.title') })).toHaveCount(0);
    await expectAccessible(page);
  });
});
