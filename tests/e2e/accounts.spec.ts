import { type Page } from '@playwright/test';
import { expectAccessible, expect, test } from './support/fixtures';
import { mailedLink } from './support/mailbox';

/** The texts the test reads, per locale (the translations of locales/*.json). */
const TEXT = {
  en: {
    prefix: '/en', logIn: 'Log in', register: 'Register', name: 'Name', lastName: 'Last name', email: 'Email', password: 'Password',
    activationSent: /We sent an e-mail to/, activated: 'Your account is activated. You can log in now.', wrong: 'Wrong email or password',
    account: 'My account', phone: 'Phone', city: 'City', save: 'Save', saved: 'Your details have been saved', logOut: 'Log out',
    forgot: 'Forgot your password?', sendLink: 'Send the link', mailSent: /we have sent it an e-mail/, newPassword: 'New password',
    repeat: 'Repeat the new password', change: 'Change password', changed: /Your password has been changed/, dialogTitle: 'Your account',
    addPassenger: 'Add a passenger', birthDate: 'Birth date (DD/MM/YYYY)', passengers: 'My passengers', future: 'The birth date cannot be in the future',
    addVehicle: 'Add a vehicle', vehicleName: 'Vehicle name', plate: 'Plate number', vehicles: 'My vehicles', savedItem: 'Saved',
    changeEmail: 'Change e-mail', newEmail: 'New e-mail', currentPassword: 'Current password', sendConfirmation: 'Send confirmation link',
    wrongCurrent: 'The current password is wrong', emailLinkSent: /We sent a link to/, noticeSubject: 'Your e-mail address is being changed',
    emailConfirmed: /Your e-mail address is now/, toAccount: 'Go to my account', doneSubject: 'Your e-mail address was changed',
    details: 'Account details', nationality: 'Nationality', germany: 'Germany',
  },
  el: {
    prefix: '', logIn: 'Σύνδεση', register: 'Εγγραφή', name: 'Όνομα', lastName: 'Επώνυμο', email: 'Email', password: 'Κωδικός',
    activationSent: /Σας στείλαμε email στο/, activated: 'Ο λογαριασμός σας ενεργοποιήθηκε. Μπορείτε να συνδεθείτε.', wrong: 'Λάθος email ή κωδικός',
    account: 'Ο λογαριασμός μου', phone: 'Τηλέφωνο', city: 'Πόλη', save: 'Αποθήκευση', saved: 'Τα στοιχεία σας αποθηκεύτηκαν', logOut: 'Αποσύνδεση',
    forgot: 'Ξεχάσατε τον κωδικό σας;', sendLink: 'Αποστολή συνδέσμου', mailSent: /σας στείλαμε email με σύνδεσμο/, newPassword: 'Νέος κωδικός',
    repeat: 'Επανάληψη νέου κωδικού', change: 'Αλλαγή κωδικού', changed: /Ο κωδικός σας άλλαξε/, dialogTitle: 'Ο λογαριασμός σας',
    addPassenger: 'Προσθήκη επιβάτη', birthDate: 'Ημερομηνία γέννησης (ΗΗ/ΜΜ/ΕΕΕΕ)', passengers: 'Οι επιβάτες μου', future: 'Η ημερομηνία γέννησης δεν μπορεί να είναι στο μέλλον',
    addVehicle: 'Προσθήκη οχήματος', vehicleName: 'Όνομα οχήματος', plate: 'Αριθμός κυκλοφορίας', vehicles: 'Τα οχήματά μου', savedItem: 'Αποθηκεύτηκε',
    changeEmail: 'Αλλαγή email', newEmail: 'Νέο email', currentPassword: 'Τρέχων κωδικός', sendConfirmation: 'Αποστολή συνδέσμου επιβεβαίωσης',
    wrongCurrent: 'Ο τρέχων κωδικός είναι λάθος', emailLinkSent: /Στείλαμε σύνδεσμο στο/, noticeSubject: 'Η διεύθυνση e-mail του λογαριασμού σας αλλάζει',
    emailConfirmed: /Η διεύθυνση email σας είναι πλέον/, toAccount: 'Στον λογαριασμό μου', doneSubject: 'Η διεύθυνση e-mail του λογαριασμού σας άλλαξε',
    details: 'Στοιχεία λογαριασμού', nationality: 'Υπηκοότητα', germany: 'Γερμανία',
  },
} as const;

/** The subjects of the mails the developer mailbox holds for an address (newest first). */
async function subjectsFor(page: Page, to: string): Promise<string[]> {
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
  return mails.filter((m) => m.to === to).map((m) => m.subject);
}

async function logIn(page: Page, t: (typeof TEXT)[keyof typeof TEXT], email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.logIn, exact: true }).click();
}

for (const locale of ['en', 'el'] as const) {
  const t = TEXT[locale];
  test.describe(`accounts (${locale})`, () => {
    test('register, activate, log in, save details, log out; reset the password and log in with the new one', async ({ page, visit }) => {
      test.setTimeout(180_000);
      const email = `maria.${locale}.${Date.now()}@example.com`;
      await visit(`${t.prefix}/`);

      // Register from the header's button.
      await page.getByRole('banner').getByRole('link', { name: t.logIn, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t.dialogTitle })).toBeVisible();
      await dialog.getByRole('tab', { name: t.register }).click();
      await dialog.getByLabel(t.name, { exact: true }).fill('Maria');
      await dialog.getByLabel(t.lastName, { exact: true }).fill('Ioannou');
      await dialog.getByLabel(t.email, { exact: true }).fill(email);
      await dialog.getByLabel(t.password, { exact: true }).fill('Wave9#z');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog.getByText(t.activationSent)).toBeVisible();

      // Activate from the mailed link.
      const activation = await mailedLink(page, email, '/activate-account');
      expect(activation.startsWith(`${t.prefix}/activate-account?token=`)).toBe(true);
      await visit(activation);
      await expect(page.getByText(t.activated)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: t.logIn }).click();

      // A wrong password, then the right one: the account area with the initials.
      await logIn(page, t, email, 'Wrong1!x');
      await expect(page.getByRole('dialog').getByText(t.wrong)).toBeVisible();
      await logIn(page, t, email, 'Wave9#z');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account$`));
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /\(mi\)/ })).toHaveText('mi');

      // Save the account details; they survive a reload (the token is kept for the tab).
      await page.getByLabel(t.phone, { exact: true }).fill('+30 210 123 4567');
      await page.getByLabel(t.city, { exact: true }).fill('Piraeus');
      // The nationality by the country's name in the page's language, Greece by default, stored as its code (issue 19).
      const nationality = page.getByRole('form', { name: t.details }).getByRole('combobox', { name: t.nationality });
      await expect(nationality).toHaveValue('GR');
      await nationality.selectOption({ label: t.germany });
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByLabel(t.city, { exact: true })).toHaveValue('Piraeus');
      await expect(page.getByRole('form', { name: t.details }).getByRole('combobox', { name: t.nationality })).toHaveValue('DE');
      await expect(page.getByRole('banner').getByRole('link', { name: /\(mi\)/ })).toBeVisible();

      // A saved passenger (a birth date in the future is refused, nothing typed is lost) and a saved vehicle.
      const passengers = page.getByRole('region', { name: t.passengers });
      await passengers.getByRole('button', { name: t.addPassenger }).click();
      await passengers.getByLabel(t.name, { exact: true }).fill('Eleni');
      await passengers.getByLabel(t.lastName, { exact: true }).fill('Ioannou');
      await passengers.getByLabel(t.birthDate).fill('01/01/2999');
      await passengers.getByRole('button', { name: t.save, exact: true }).click();
      await expect(passengers.getByText(t.future)).toBeVisible();
      await expect(passengers.getByLabel(t.name, { exact: true })).toHaveValue('Eleni');
      await passengers.getByLabel(t.birthDate).fill('12/05/1990');
      await passengers.getByRole('button', { name: t.save, exact: true }).click();
      await expect(passengers.getByRole('listitem').filter({ hasText: 'Eleni Ioannou' })).toBeVisible();
      const vehicles = page.getByRole('region', { name: t.vehicles });
      await vehicles.getByRole('button', { name: t.addVehicle }).click();
      await vehicles.getByLabel(t.vehicleName).fill('Family car');
      await vehicles.getByLabel(t.plate).fill('IKA1234');
      await vehicles.getByRole('button', { name: t.save, exact: true }).click();
      await expect(vehicles.getByRole('listitem').filter({ hasText: 'Family car' })).toBeVisible();
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole('region', { name: t.passengers }).getByRole('listitem').filter({ hasText: 'Eleni Ioannou' })).toBeVisible();
      await expect(page.getByRole('region', { name: t.vehicles }).getByRole('listitem').filter({ hasText: 'Family car' })).toBeVisible();

      // Log out: home, and the header offers to log in again.
      await page.getByRole('button', { name: t.logOut }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${t.prefix}/?$`));
      await expect(page.getByRole('banner').getByRole('link', { name: t.logIn, exact: true })).toBeVisible();

      // Forgot the password: the reset mail's link sets a new one.
      await page.getByRole('banner').getByRole('link', { name: t.logIn, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.forgot }).click();
      await page.getByRole('dialog').getByLabel(t.email, { exact: true }).fill(email);
      await page.getByRole('dialog').getByRole('button', { name: t.sendLink }).click();
      await expect(page.getByRole('dialog').getByText(t.mailSent)).toBeVisible();
      const reset = await mailedLink(page, email, '/change-password');
      await visit(reset);
      await page.getByLabel(t.newPassword, { exact: true }).fill('New5$pass');
      await page.getByLabel(t.repeat, { exact: true }).fill('New5$pass');
      await page.getByRole('button', { name: t.change }).click();
      await expect(page.getByText(t.changed)).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: t.logIn }).click();
      await logIn(page, t, email, 'New5$pass');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account$`));
      await expect(page.getByRole('banner').getByRole('link', { name: /\(mi\)/ })).toHaveText('mi');
    });

    test('change the password in the account with the current one; the tab stays logged in (issue 19)', async ({ page, visit }) => {
      test.setTimeout(120_000);
      const email = `eleni.${locale}.${Date.now()}@example.com`;
      const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Eleni', lastName: 'Kara', email, password: 'Wave9#z', lang: locale } });
      expect(registered.status()).toBe(201);
      await visit(await mailedLink(page, email, '/activate-account'));
      await page.getByRole('main').getByRole('link', { name: t.logIn }).click();
      await logIn(page, t, email, 'Wave9#z');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account$`));

      const form = page.getByRole('form', { name: t.change });
      await form.getByLabel(t.currentPassword).fill('Wrong1!x');
      await form.getByLabel(t.newPassword, { exact: true }).fill('Harbour8$q');
      await form.getByLabel(t.repeat, { exact: true }).fill('Harbour8$q');
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByText(t.wrongCurrent)).toBeVisible();
      await expect(form.getByLabel(t.currentPassword)).toBeFocused();
      await form.getByLabel(t.currentPassword).fill('Wave9#z');
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByText(t.changed)).toBeVisible();
      await expectAccessible(page);
      // The server ended every session and answered a new token: after a reload this tab is still logged in.
      await page.reload();
      await expect(page.getByRole('banner').getByRole('link', { name: /\(ek\)/ })).toHaveText('ek');
      await page.getByRole('button', { name: t.logOut }).click();
      await page.getByRole('banner').getByRole('link', { name: t.logIn, exact: true }).click();
      await logIn(page, t, email, 'Wave9#z');
      await expect(page.getByRole('dialog').getByText(t.wrong)).toBeVisible();
      await logIn(page, t, email, 'Harbour8$q');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('change the e-mail: the current password, the link to the new address, the notices to the old one (issue 13, finding 8)', async ({ page, visit }) => {
      test.setTimeout(180_000);
      const email = `nikos.${locale}.${Date.now()}@example.com`;
      const moved = `nikos.moved.${locale}.${Date.now()}@example.com`;
      const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Nikos', lastName: 'Pappas', email, password: 'Wave9#z', lang: locale } });
      expect(registered.status()).toBe(201);
      await visit(await mailedLink(page, email, '/activate-account'));
      await expect(page.getByText(t.activated)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: t.logIn }).click();
      await logIn(page, t, email, 'Wave9#z');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account$`));
      // The login made this browser a trusted device of the account (an HttpOnly cookie the page cannot read).
      const device = (await page.context().cookies()).find((cookie) => cookie.name === 'device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });

      const form = page.getByRole('form', { name: t.changeEmail });
      await form.getByLabel(t.newEmail).fill(moved);
      await form.getByLabel(t.currentPassword).fill('Wrong1!x');
      await form.getByRole('button', { name: t.sendConfirmation }).click();
      await expect(form.getByText(t.wrongCurrent)).toBeVisible();
      await expect(form.getByLabel(t.currentPassword)).toBeFocused();
      await form.getByLabel(t.currentPassword).fill('Wave9#z');
      await form.getByRole('button', { name: t.sendConfirmation }).click();
      await expect(form.getByText(t.emailLinkSent)).toBeVisible();
      await expectAccessible(page);
      await expect.poll(() => subjectsFor(page, email)).toContain(t.noticeSubject);

      const confirm = await mailedLink(page, moved, '/confirm-email');
      expect(confirm.startsWith(`${t.prefix}/confirm-email?token=`)).toBe(true);
      await visit(confirm);
      await expect(page.getByText(t.emailConfirmed)).toBeVisible();
      await expect.poll(() => subjectsFor(page, email)).toContain(t.doneSubject);
      await page.getByRole('main').getByRole('link', { name: t.toAccount }).click();
      const details = page.getByRole('form', { name: t.details });
      await expect(details.getByLabel(t.email, { exact: true })).toHaveValue(moved);

      // The old address no longer logs in; the new one does.
      await page.getByRole('button', { name: t.logOut }).click();
      await page.getByRole('banner').getByRole('link', { name: t.logIn, exact: true }).click();
      await logIn(page, t, email, 'Wave9#z');
      await expect(page.getByRole('dialog').getByText(t.wrong)).toBeVisible();
      await logIn(page, t, moved, 'Wave9#z');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: /\(np\)/ })).toHaveText('np');
    });
  });
}

test('visiting the account logged out leads to the login dialog, which returns there', async ({ page }) => {
  await page.goto('/en/account');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Log in' })).toBeVisible();
});
