import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Opens the home wizard's calendar (its dialog is named `label`) and picks a day with sailings, moving on a month
 * when needed: the first one, or with `daysAhead` the one that many enabled days later (so the sailing is not about
 * to leave), or the last when the month has fewer.
 */
export async function pickEnabledDay(page: Page, form: Locator, { label = 'Departure date', daysAhead = 0 } = {}): Promise<void> {
  await form.locator('[data-wizard-field="0.date"] button').click();
  const calendar = page.getByRole('dialog', { name: label });
  await expect(calendar.getByRole('grid')).toBeVisible();
  for (let month = 0; month < 3; month += 1) {
    const days = calendar.locator('[role="gridcell"] [role="button"]:not([data-outside-month])');
    const enabled = calendar.locator('[role="gridcell"] [role="button"]:not([data-outside-month]):not([aria-disabled="true"])');
    await expect(days.first()).toBeVisible();
    // The route's days load after the ports are chosen; until then every day is disabled.
    await expect(page.getByText(/Φόρτωση ημερών|Loading days/)).toHaveCount(0);
    const count = await enabled.count();
    if (count > 0) {
      await enabled.nth(Math.min(daysAhead, count - 1)).click();
      await expect(calendar).toBeHidden();
      return;
    }
    await calendar.getByRole('button').filter({ hasText: '›' }).click();
  }
  throw new Error('no enabled day in three months');
}
