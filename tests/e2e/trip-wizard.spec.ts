import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { pickEnabledDay } from './support/wizard-calendar';

const TEXT = {
  el: {
    form: 'Αναζήτηση ακτοπλοϊκών εισιτηρίων', from: 'Λιμάνι αναχώρησης', to: 'Λιμάνι προορισμού', date: 'Ημερομηνία αναχώρησης',
    search: 'Αναζήτηση', travellers: 'Ταξιδιώτες', moreAdults: 'Περισσότερα: Ενήλικες', done: 'Τέλος',
    piraeus: 'Πειραιάς', santorini: 'Σαντορίνη (Θήρα)', santoriniTyped: 'σαντορ', results: '/results',
    required: ['Επιλέξτε λιμάνι αναχώρησης', 'Επιλέξτε λιμάνι προορισμού', 'Επιλέξτε ημερομηνία αναχώρησης'],
    popular: 'Αναζήτηση Πειραιάς – Σαντορίνη', show: 'Εμφάνιση λιμανιών',
  },
  en: {
    form: 'Search ferry tickets', from: 'Departure port', to: 'Destination port', date: 'Departure date',
    search: 'Search', travellers: 'Travellers', moreAdults: 'More Adults', done: 'Done',
    piraeus: 'Piraeus', santorini: 'Santorini (Thira)', santoriniTyped: 'Santor', results: '/en/results',
    required: ['Choose departure port', 'Choose destination port', 'Choose departure date'],
    popular: 'Search Piraeus – Santorini', show: 'Show ports',
  },
} as const;

const wizard = (page: Page, form: string) => page.getByRole('form', { name: form });

async function typeAndExpect(page: Page, box: Locator, typed: string, option: string) {
  await box.fill('');
  await box.pressSequentially(typed, { delay: 30 });
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
}

for (const locale of ['el', 'en'] as const) {
  const text = TEXT[locale];
  const home = locale === 'el' ? '/' : '/en/';

  test.describe(`trip wizard (${locale})`, () => {
    test('finds ports as you type, picks an enabled day and 2 adults, and lands on the results with the search in the URL', async ({ page, visit }) => {
      await visit(home);
      const form = wizard(page, text.form);
      // The light input turns into the type-ahead combobox on the first interaction.
      await form.getByLabel(text.from, { exact: true }).first().click();
      const from = form.getByRole('combobox', { name: text.from });
      await expect(from).toBeFocused();
      if (locale === 'el') {
        for (const typed of ['πειρ', 'Peir', 'peiraias']) await typeAndExpect(page, from, typed, text.piraeus);
      } else {
        for (const typed of ['Pir', 'piraeus', 'PIR']) await typeAndExpect(page, from, typed, text.piraeus);
      }
      await page.getByRole('option', { name: text.piraeus }).first().click();
      await expect(from).toHaveValue(text.piraeus);

      const to = form.getByRole('combobox', { name: text.to });
      await to.click();
      await typeAndExpect(page, to, text.santoriniTyped, text.santorini);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(to).toHaveValue(text.santorini);

      await pickEnabledDay(page, form, { label: text.date });

      await form.getByRole('button', { name: new RegExp(text.travellers) }).click();
      const travellers = page.getByRole('dialog', { name: text.travellers });
      await travellers.getByRole('button', { name: text.moreAdults }).click();
      await travellers.getByRole('button', { name: text.done }).click();
      await expectAccessible(page);

      await form.getByRole('button', { name: text.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${text.results}\\?trip=oneWay&legs=PIR-JTR-\\d{4}-\\d{2}-\\d{2}&AD=2$`));
    });

    test('shows the required-field messages when searching empty', async ({ page, visit }) => {
      await visit(home);
      const form = wizard(page, text.form);
      await form.getByRole('button', { name: text.search, exact: true }).click();
      for (const message of text.required) await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel(text.from, { exact: true }).first()).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
    });

    test('a popular route fills the wizard', async ({ page, visit }) => {
      await visit(home);
      await page.getByRole('button', { name: text.popular }).click();
      const form = wizard(page, text.form);
      await expect(form.getByRole('combobox', { name: text.from })).toHaveValue(text.piraeus);
      await expect(form.getByRole('combobox', { name: text.to })).toHaveValue(text.santorini);
    });

    test('keeps what was typed when a scroll closes the list, and the list comes back', async ({ page, visit }) => {
      await visit(home);
      const form = wizard(page, text.form);
      await form.getByLabel(text.from, { exact: true }).first().click();
      const from = form.getByRole('combobox', { name: text.from });
      await typeAndExpect(page, from, text.santoriniTyped, text.santorini);
      // A thumb scrolls the page while the list is open (react-aria closes it then).
      await page.mouse.wheel(0, 150);
      await expect(from).toHaveAttribute('aria-expanded', 'false');
      await expect(from).toHaveValue(text.santoriniTyped);
      await form.getByRole('button', { name: text.show }).first().click();
      await page.getByRole('option', { name: text.santorini }).first().click();
      await expect(from).toHaveValue(text.santorini);
    });

    test('keeps what was typed before the page came alive and still suggests ports', async ({ page }) => {
      // A slow phone: the visitor taps the field and types while the app's start script is still on its way.
      let release = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
      await page.goto(home, { waitUntil: 'commit' });
      const form = wizard(page, text.form);
      const early = form.getByRole('textbox', { name: text.from });
      await early.click();
      await early.pressSequentially(text.santoriniTyped, { delay: 20 });
      release();
      const from = form.getByRole('combobox', { name: text.from });
      await expect(from).toHaveValue(text.santoriniTyped);
      await expect(from).toBeFocused();
      await expect(page.getByRole('option', { name: text.santorini }).first()).toBeVisible();
      await page.getByRole('option', { name: text.santorini }).first().click();
      await expect(from).toHaveValue(text.santorini);
      await expectAccessible(page);
    });
  });
}
