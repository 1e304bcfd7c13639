import { payOnHostedPage, recordedOrder, spaces } from './support/api-booking';
import { expectAccessible, expect, test } from './support/fixtures';
import { mailsTo, openMailedLink } from './support/mailbox';

/**
 * "Manage booking" (issue 17): a guest cancels from the reservation e-mail's link (English) and sees the refund on the
 * test processor's card page; a guest with only the code proves it with the last name and cancels (Greek). Orders are
 * made through the real Booking API and paid on the hosted test page.
 */

test.describe('manage booking', () => {
  test('a guest cancels from the e-mail link and sees the refund on the card page (English)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `anna.cancel.${Date.now()}@example.com`;
    const order = await recordedOrder(page.request, 'en', email);
    const { code } = order;
    const attemptId = await payOnHostedPage(page, order, 'en');

    // The reservation e-mail's manage link carries an order token in its fragment; opened in a fresh tab.
    const tab = await openMailedLink(page, email, /https?:\/\/\S+\/en\/manage\?order_code=\w+#t=[\w-]{43}/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await expect(tab.getByRole('article', { name: /Reservation number/ })).toBeVisible();
    await expect.poll(() => new URL(tab.url()).hash).toBe('');

    const cancel = tab.getByRole('region', { name: 'Cancel this booking' });
    const quote = cancel.getByRole('table', { name: 'Refund per trip' });
    await expect(quote.getByRole('row')).toHaveCount(2);
    await expect(quote.getByRole('row').nth(1)).toContainText(/\d+% · \d+ hours before departure \(this rate applies from \d+ hours before\)/);
    const total = spaces(await cancel.locator('.manage-page__total strong').innerText());
    expect(total).toMatch(/^\d+\.\d{2} €$/);
    await expectAccessible(tab);

    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = cancel.getByRole('group', { name: 'Cancel the whole booking?' });
    await expect(confirm.getByRole('heading', { name: 'Cancel the whole booking?' })).toBeFocused();
    await expectAccessible(tab);
    await confirm.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
    await expect(tab.getByRole('status').filter({ hasText: 'Your booking is cancelled.' })).toContainText(total.replace(' ', '\u00a0'));
    await expect(cancel).toContainText('This booking was cancelled;');
    await expect(cancel.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.subject)).toContain(`Your payment for booking ${code} has been refunded`);

    // The card processor's page of the payment shows the refund.
    await tab.goto(`/payments/test-processor/attempts/${attemptId}?lang=en`);
    await expect(tab.locator('[data-field="refunded"]')).toHaveText(total.replace(' ', '\u00a0'));
    await expect(tab.locator('[data-field="refund"]')).toHaveCount(1);
    await tab.close();
  });

  test('a guest with only the code proves it with the last name and cancels (Greek)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.akyrosi.${Date.now()}@example.com`;
    const order = await recordedOrder(page.request, 'el', email);
    const { code } = order;
    await payOnHostedPage(page, order, 'el');
    await expect(page.getByRole('link', { name: 'Διαχείριση ή ακύρωση' })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto(`/manage?order_code=${code}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Διαχείριση κράτησης' })).toBeVisible();
    const find = other.getByRole('form', { name: 'Βρείτε την κράτησή σας' });
    await expect(find.getByRole('textbox', { name: 'Κωδικός κράτησης' })).toHaveValue(code);
    await expectAccessible(other);
    const proof = find.getByRole('textbox', { name: /επώνυμο/ });
    await proof.fill('papadopoulou');
    await proof.press('Enter');
    const cancel = other.getByRole('region', { name: 'Ακύρωση κράτησης' });
    await expect(cancel.getByRole('table', { name: 'Επιστροφή ανά δρομολόγιο' })).toContainText(/ώρες πριν από την αναχώρηση/);
    await expectAccessible(other);
    await cancel.getByRole('button', { name: 'Ακύρωση κράτησης' }).click();
    await cancel.getByRole('button', { name: /^Ναι, ακύρωση και επιστροφή/ }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Η κράτησή σας ακυρώθηκε.' })).toBeVisible();
    await expect(cancel).toContainText('Η κράτηση αυτή ακυρώθηκε·');
    await expectAccessible(other);
    await other.close();
  });
});
