import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * A day tapped on a 390 px touch phone (issue 18): the tapped day paints pressed and is applied after that frame,
 * without react-aria's press (which moved the calendar's focus and re-rendered the date picker in the tap's frame).
 * The day still fills the field, the calendar closes and the focus goes back to its button; a ‹ › tap still changes the
 * month.
 */
test('phone: a tapped day fills the date, the calendar closes and the focus is back on its button', async ({ page, visit }) => {
  await visit('/en/');
  const form = page.getByRole('form', { name: 'Search ferry tickets' });
  for (const [label, typed, name] of [['Departure port', 'Pireas', 'Piraeus'], ['Destination port', 'Thira', 'Thira']] as const) {
    await form.getByLabel(label, { exact: true }).first().tap();
    const picker = page.getByRole('dialog', { name: label });
    await picker.getByRole('searchbox').fill(typed);
    await picker.getByRole('listbox').getByRole('option', { name }).first().tap();
    await expect(picker).toHaveCount(0);
  }
  const opener = form.getByRole('button', { name: /^Departure date/ });
  await opener.tap();
  const calendar = page.getByRole('dialog', { name: 'Departure date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(page.getByText('Loading days')).toHaveCount(0);
  const days = calendar.locator('[role="gridcell"] [role="button"]:not([data-outside-month]):not([aria-disabled="true"])');
  const heading = calendar.getByRole('heading');
  const month = await heading.textContent();
  // Another month and back by taps (the cells of the month shown are rendered again).
  await calendar.getByRole('button').filter({ hasText: '›' }).tap();
  await expect(heading).not.toHaveText(month ?? '');
  await calendar.getByRole('button').filter({ hasText: '‹' }).tap();
  await expect(heading).toHaveText(month ?? '');
  await expect(days.first()).toBeVisible();
  await expectAccessible(page);

  const day = days.nth(Math.min(2, (await days.count()) - 1));
  const label = (await day.getAttribute('aria-label')) ?? '';
  const dayNumber = Number(await day.locator('.wizard__day-number').textContent());
  await day.tap();
  await expect(calendar).toHaveCount(0);
  // The date button reads the day tapped (day first in English, issue 19), and the focus is back on it.
  await expect(opener).toHaveAccessibleName(new RegExp(`^Departure date \\w{3}, ${dayNumber} \\w{3} \\d{4}$`));
  await expect(opener).toBeFocused();
  expect(label).toMatch(new RegExp(`\\b${dayNumber}\\b`));

  // Opened again, the calendar shows that day selected.
  await opener.tap();
  await expect(calendar.locator('[data-selected]')).toHaveText(new RegExp(`^${dayNumber}`));
  await expectAccessible(page);
});
