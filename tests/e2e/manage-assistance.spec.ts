import { payOnHostedPage, recordedOrder } from './support/api-booking';
import { expectAccessible, expect, test } from './support/fixtures';
import { mailsTo } from './support/mailbox';

/**
 * Assistance for reduced mobility asked for after booking, from "Manage booking" (issue 17): a guest asks for it for
 * a passenger three weeks ahead (English: guaranteed) and sees it on the ticket and in the e-mail; a guest whose
 * ship leaves tomorrow (Greek: less than 48 hours) is told it is not guaranteed and given the port's contact. Orders
 * are made through the real Booking API and paid on the hosted test page; the server's clock decides. (A booking
 * made with assistance at step 3 is checked on its ticket by booking-journeys.spec.ts.)
 */

test.describe('assistance after booking', () => {
  test('a guest asks for assistance three weeks ahead and sees it on the ticket (English)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.assist.${Date.now()}@example.com`;
    const order = await recordedOrder(page.request, 'en', email, 21);
    const { code } = order;
    await payOnHostedPage(page, order, 'en');
    await page.goto(`/en/manage?order_code=${code}`);
    const section = page.getByRole('region', { name: 'Assistance for disability or reduced mobility' });
    await expect(section.getByRole('listitem').first()).toContainText(/guaranteed if you ask by/);
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Help needed' }).selectOption({ label: 'Other help' });
    await section.getByRole('button', { name: 'Send request' }).click();
    const note = section.getByRole('textbox', { name: /What help you need/ });
    await expect(note).toBeFocused();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(section).toContainText('Describe the help needed.');
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Help needed' }).selectOption({ label: 'Wheelchair' });
    await note.fill('Help on the ramp');
    await section.getByRole('button', { name: 'Send request' }).click();
    await expect(section.getByRole('status')).toContainText('You asked in time, so the help is guaranteed.');
    await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText('Assistance: Wheelchair (Help on the ramp)');
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.subject)).toContain(`Booking ${code}: assistance for ELENI PAPADOPOULOU`);

    // Opened again, the ticket still shows it (it is stored with the booking).
    await page.reload();
    await expect(page.getByRole('article', { name: /Reservation number/ })).toContainText('Assistance: Wheelchair (Help on the ramp)');
  });

  test('a guest whose ship leaves within 48 hours is told it is not guaranteed and gets the port\'s contact (Greek)', async ({ page }) => {
    test.setTimeout(150_000);
    const email = `eleni.voitheia.${Date.now()}@example.com`;
    const order = await recordedOrder(page.request, 'el', email, 1);
    const { code } = order;
    await payOnHostedPage(page, order, 'el');
    await page.goto(`/manage?order_code=${code}`);
    const section = page.getByRole('region', { name: 'Βοήθεια για άτομα με αναπηρία ή μειωμένη κινητικότητα' });
    const leg = section.getByRole('listitem').first();
    await expect(leg).toContainText('λιγότερο από 48 ώρες πριν από την αναχώρηση');
    await expect(leg.getByRole('link', { name: '+302104550000' })).toHaveAttribute('href', 'tel:+302104550000');
    await expect(leg).toContainText('Κεντρικό Λιμεναρχείο Πειραιά');
    await expectAccessible(page);

    await section.getByRole('combobox', { name: 'Τι βοήθεια χρειάζεται' }).selectOption({ label: 'Προβλήματα όρασης' });
    await expect(section).toContainText('Μένουν λιγότερες από 48 ώρες ως την αναχώρηση');
    await section.getByRole('button', { name: 'Αποστολή αιτήματος' }).click();
    const outcome = section.getByRole('status');
    await expect(outcome).toContainText('δεν μπορούμε να το εγγυηθούμε');
    await expect(outcome.getByRole('link', { name: '+302104550000' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Αριθμός κράτησης|Reservation/ })).toContainText('Βοήθεια ΑμεΑ: Προβλήματα όρασης');
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.text).join('\n')).toContain('Σημείο εξυπηρέτησης επιβατών στο λιμάνι');
  });
});
