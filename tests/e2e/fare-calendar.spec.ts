import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

// Issue 16: the date picker shows each day's lowest fare for the route and party and marks the cheapest days; step 1
// shows the neighbouring days with their fares. Piraeus → Milos: three companies on their own weekdays in winter, so
// the fare changes from day to day (in summer every company sails daily and the calendar marks no day).
const TEXT = {
  el: {
    form: 'Αναζήτηση ακτοπλοϊκών εισιτηρίων', from: 'Λιμάνι αναχώρησης', to: 'Λιμάνι προορισμού', date: 'Ημερομηνία αναχώρησης',
    search: 'Αναζήτηση', piraeus: 'Πειραιάς', milos: 'Μήλος (Αδάμας)', milosTyped: 'Μήλο', results: '/results',
    legend: /Χαμηλότερη τιμή για τους ταξιδιώτες σας/, price: /από \d[\d.]*,\d{2}\s€/, cheapest: /φθηνότερη μέρα/, strip: 'Τιμές τις κοντινές ημέρες',
  },
  en: {
    form: 'Search ferry tickets', from: 'Departure port', to: 'Destination port', date: 'Departure date',
    search: 'Search', piraeus: 'Piraeus', milos: 'Milos (Adamas)', milosTyped: 'Milos', results: '/en/results',
    legend: /Lowest fare for your party/, price: /from \d[\d,]*\.\d{2}\s€/, cheapest: /cheapest day/, strip: 'Fares on nearby days',
  },
} as const;

async function choosePort(page: Page, form: Locator, name: string, typed: string, option: string) {
  const box = form.getByRole('combobox', { name });
  await box.click();
  await box.fill('');
  await box.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue(option);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

for (const locale of ['el', 'en'] as const) {
  const text = TEXT[locale];
  test.describe(`fare calendar (${locale})`, () => {
    test('the calendar shows each day\'s fare, the cheapest day is chosen and searched, and the strip moves a day', async ({ page, visit }) => {
      await visit(locale === 'el' ? '/' : '/en/');
      const form = page.getByRole('form', { name: text.form });
      await form.getByLabel(text.from, { exact: true }).first().click();
      await choosePort(page, form, text.from, 'PIR', text.piraeus);
      await choosePort(page, form, text.to, text.milosTyped, text.milos);

      await form.locator('[data-wizard-field="0.date"] button').click();
      const calendar = page.getByRole('dialog', { name: text.date });
      await expect(calendar.getByRole('grid')).toBeVisible();
      await expect(calendar.getByText(text.legend)).toBeVisible();
      // Every day with a sailing names its fare; the cheapest days say so. This month or the next has one.
      const priced = calendar.locator('[role="gridcell"] [role="button"]:not([data-outside-month]):not([aria-disabled="true"])');
      await expect(priced.first()).toHaveAttribute('aria-label', text.price);
      await expectAccessible(page);
      let cheapest = calendar.locator('[role="gridcell"] [data-cheapest]:not([data-outside-month])');
      for (let month = 0; month < 2 && (await cheapest.count()) === 0; month += 1) {
        await calendar.getByRole('button').filter({ hasText: '›' }).click();
        await expect(calendar.getByText(text.legend)).toBeVisible();
        cheapest = calendar.locator('[role="gridcell"] [data-cheapest]:not([data-outside-month])');
      }
      await expect(cheapest.first()).toHaveAttribute('aria-label', text.cheapest);
      await expect(cheapest.first()).toHaveAttribute('aria-label', text.price);
      await cheapest.first().click();
      await expect(calendar).toBeHidden();

      await form.getByRole('button', { name: text.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${text.results}\\?trip=oneWay&legs=PIR-MLO-\\d{4}-\\d{2}-\\d{2}&AD=1$`));
      const chosen = /legs=PIR-MLO-(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1] as string;
      // The results show that day's sailings, and the strip has that day as the current one.
      await expect(page.locator('.leg__list .sailing:not(.sailing--skeleton)').first()).toBeVisible();
      const strip = page.getByRole('navigation', { name: text.strip });
      await expect(strip).toBeVisible();
      const current = strip.locator('[aria-current="date"]');
      await expect(current).toHaveAttribute('aria-label', text.price);
      await expect(strip.getByRole('button')).toHaveCount(7);
      await expectAccessible(page);

      // A tap on the next day moves the search there: the URL, the current day and the sailings follow.
      const next = nextDay(chosen);
      const after = strip.getByRole('button').nth(4);
      await expect(after).toBeEnabled();
      await after.click();
      await expect(page).toHaveURL(new RegExp(`legs=PIR-MLO-${next}&AD=1$`));
      await expect(strip.getByRole('button').nth(3)).toHaveAttribute('aria-current', 'date');
      await expect(page.locator('.leg__results')).not.toHaveAttribute('aria-busy', 'true');
      await expectAccessible(page);
    });
  });
}
