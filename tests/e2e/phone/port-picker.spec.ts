import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The port field on a 390 px phone (issue 19): react-aria's list popover closed on any scroll, so below 520 px the
 * field opens a full-screen picker: a search field over the list, focus inside, Escape or Close to leave.
 */
const TEXT = {
  el: { home: '/', form: 'Αναζήτηση ακτοπλοϊκών εισιτηρίων', from: 'Λιμάνι αναχώρησης', to: 'Λιμάνι προορισμού', piraeus: 'Πειραιάς', close: 'Κλείσιμο' },
  en: { home: '/en/', form: 'Search ferry tickets', from: 'Departure port', to: 'Destination port', piraeus: 'Piraeus', close: 'Close' },
} as const;

const form = (page: Page, name: string) => page.getByRole('form', { name });

for (const locale of ['en', 'el'] as const) {
  const text = TEXT[locale];

  test(`phone (${locale}): the port picker opens full screen, scrolls without closing, finds "Pireas" and fills the field`, async ({ page, visit }) => {
    await visit(text.home);
    // The first tap on the light field loads the controls and opens the picker at once.
    await form(page, text.form).getByLabel(text.from, { exact: true }).first().tap();
    const picker = page.getByRole('dialog', { name: text.from });
    await expect(picker).toBeVisible();
    const search = picker.getByRole('searchbox');
    await expect(search).toBeFocused();
    const sheet = await picker.boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

    // A scroll of the list keeps the picker open (the popover closed on it).
    const list = picker.getByRole('listbox', { name: text.from });
    await expect(list.getByRole('option').nth(20)).toBeAttached();
    // react-aria's popover closed on any scroll event (useCloseOnScroll listens to every scroll of the page): scroll
    // the list, then the page under the picker, as a finger does.
    await list.evaluate((el) => el.scrollBy(0, 800));
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    await page.evaluate(() => { window.scrollBy(0, 300); document.dispatchEvent(new Event('scroll')); });
    await expect(picker).toBeVisible();
    await expectAccessible(page);

    // Escape leaves without a choice; focus goes back to the field, which still holds no port.
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    const field = form(page, text.form).getByRole('button', { name: new RegExp(`^${text.from}`) });
    await expect(field).toBeFocused();

    // Typed as travellers spell it, scrolled, chosen by a tap: the field shows the port; the destination's picker
    // closes with its button.
    await field.tap();
    await expect(search).toBeFocused();
    await search.fill('Pireas');
    const option = list.getByRole('option', { name: text.piraeus }).first();
    await expect(option).toBeVisible();
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await option.tap();
    await expect(picker).toHaveCount(0);
    await expect(field).toHaveAccessibleName(`${text.from} ${text.piraeus}`);
    await expectAccessible(page);

    const to = form(page, text.form).getByRole('button', { name: new RegExp(`^${text.to}`) });
    await to.tap();
    const toPicker = page.getByRole('dialog', { name: text.to });
    await expect(toPicker.getByRole('searchbox')).toBeFocused();
    await toPicker.getByRole('button', { name: text.close }).tap();
    await expect(toPicker).toHaveCount(0);
    await expect(field).toHaveAccessibleName(`${text.from} ${text.piraeus}`);
  });
}
