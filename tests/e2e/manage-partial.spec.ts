import { type APIRequestContext } from '@playwright/test';
import {
  ELENI, daysAhead, eleniLeader, keepOrderToken, payOnHostedPage, payWithTestCard, placeOn, recordForEleni, sailings, spaces, tokenHeader,
} from './support/api-booking';
import { expectAccessible, expect, test } from './support/fixtures';
import { openMailedLink } from './support/mailbox';

/**
 * Partial cancellation (issue 17): a guest opens "Manage booking" from the reservation e-mail's link, cancels the
 * return leg of a round trip (the outward one stays booked), and sees that partial refund on the test processor's
 * card page; in English and in Greek, with axe on the section and its dialog. Orders are made through the real
 * Booking API and paid on the hosted test page, on a route whose company lets a leg be cancelled alone (found by
 * asking the server for the quote of a held order, then releasing the others).
 */

interface Managed { cancel: { trips: { partial?: { legs: boolean; passengers: boolean } }[] } }

const ROUTES = [['PIR', 'JNX'], ['PIR', 'JTR'], ['PIR', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['RAF', 'JMK'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;
const trips = async (request: APIRequestContext, from: string, to: string, date: string) =>
  (await sailings(request, from, to, date)).filter((t) => placeOn(t));

/**
 * One adult on a round trip three weeks ahead whose return leg's company lets a leg be cancelled alone, held and
 * recorded (awaiting payment) in `lang`. Held orders on other routes are released at once.
 */
async function recordedRoundTrip(request: APIRequestContext, lang: 'en' | 'el', email: string): Promise<string> {
  for (const [from, to] of ROUTES) {
    const out = (await trips(request, from, to, daysAhead(21)))[0];
    const backs = await trips(request, to, from, daysAhead(24));
    for (const back of backs.slice(0, 4)) {
      if (!out) break;
      const hold = await request.post(`/booking/optional-booking?lang=${lang}`, {
        data: { trips: [out, back].map((t) => ({ tripId: t.tripId, passengers: [{ passengerType: 'AD', accommodationType: placeOn(t), sex: 'female' }] })) },
      });
      if (hold.status() !== 200) continue;
      const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
      keepOrderToken(code, token);
      const managed = (await (await request.post('/booking/manage', { data: { order_code: code }, headers: tokenHeader(code) })).json()) as Managed;
      if (managed.cancel.trips[1]?.partial?.legs !== true) {
        await request.post('/booking/failed-booking', { data: { order_code: code }, headers: tokenHeader(code) });
        continue;
      }
      await recordForEleni(request, code, lang, email);
      return code;
    }
  }
  throw new Error('no round trip whose company lets a leg be cancelled alone');
}

const TEXTS = {
  en: {
    link: /https?:\/\/\S+\/en\/manage\?order_code=\w+#t=[\w-]{43}/, heading: 'Manage your booking', section: 'Cancel part of the booking',
    wholeLeg: 'Cancel this whole leg', table: 'Refund per leg for what you chose', ask: 'Cancel what is selected',
    dialog: 'Cancel this part of the booking?', yes: /^Yes, cancel and refund/, done: 'Cancelled.', gone: 'This leg has been cancelled.',
    ticketGone: 'Cancelled: the tickets of this trip are no longer valid',
  },
  el: {
    link: /https?:\/\/\S+\/manage\?order_code=\w+#t=[\w-]{43}/, heading: 'Διαχείριση κράτησης', section: 'Ακύρωση μέρους της κράτησης',
    wholeLeg: 'Ακύρωση ολόκληρου του σκέλους', table: 'Επιστροφή ανά σκέλος για ό,τι επιλέξατε', ask: 'Ακύρωση επιλεγμένων',
    dialog: 'Ακύρωση αυτού του μέρους;', yes: /^Ναι, ακύρωση και επιστροφή/, done: 'Ακυρώθηκε.', gone: 'Αυτό το σκέλος ακυρώθηκε.',
    ticketGone: null,
  },
} as const;

test.describe('manage booking: cancel part of it', () => {
  for (const lang of ['en', 'el'] as const) {
    test(`a guest cancels the return leg from the e-mail link and sees the partial refund on the card page (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const t = TEXTS[lang];
      const email = `eleni.part.${lang}.${Date.now()}@example.com`;
      const code = await recordedRoundTrip(page.request, lang, email);
      const attemptId = await payOnHostedPage(page, { code }, lang);

      // The reservation e-mail's manage link (the order token in its fragment), opened in a fresh tab.
      const tab = await openMailedLink(page, email, t.link);
      await expect(tab.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

      const section = tab.getByRole('region', { name: t.section });
      const legs = section.getByRole('group');
      await expect(legs).toHaveCount(2);
      const ask = section.getByRole('button', { name: t.ask });
      await expect(ask).toBeDisabled();
      await expectAccessible(tab);

      // Keyboard: the return leg's whole-leg box, ticked with Space.
      await legs.nth(1).getByRole('checkbox', { name: t.wholeLeg }).focus();
      await tab.keyboard.press('Space');
      const table = section.getByRole('table', { name: t.table });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(/\d+%|\d+ (hours|ώρες)/);
      const total = spaces(await section.locator('.manage-page__total strong').innerText());
      expect(total).toMatch(/^\d+[.,]\d{2} €$/);
      await expect(ask).toBeEnabled();
      await expectAccessible(tab);

      await ask.click();
      const dialog = tab.getByRole('alertdialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(total.replace(' ', '\u00a0'));
      await expectAccessible(tab);
      // The focus stays in the dialog (react-aria's trap): Tab twice comes back to the first button.
      const first = dialog.getByRole('button').first();
      await expect(first).toBeFocused();
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await dialog.getByRole('button', { name: t.yes }).click();

      await expect(section.getByRole('status').filter({ hasText: t.done })).toContainText(total.replace(' ', '\u00a0'));
      await expect(legs.nth(1)).toContainText(t.gone);
      if (t.ticketGone) await expect(tab.getByText(t.ticketGone)).toBeVisible();
      // The outward leg stays booked and can still be cancelled.
      await expect(legs.nth(0).getByRole('checkbox', { name: t.wholeLeg })).toBeEnabled();
      await expectAccessible(tab);

      // The card processor's page of the payment shows the partial refund, not the whole payment.
      await tab.goto(`/payments/test-processor/attempts/${attemptId}?lang=${lang}`);
      await expect(tab.locator('[data-field="refund"]')).toHaveCount(1);
      await expect(tab.locator('[data-field="refunded"]')).toHaveText(total.replace(' ', '\u00a0'));
      await expect(tab.locator('[data-field="captured"]')).not.toHaveText(total.replace(' ', '\u00a0'));
      await tab.close();
    });
  }
});

/**
 * Two adults on an Aegean Star Lines sailing Piraeus → Naxos three weeks ahead (its company lets passengers be
 * cancelled alone and legs be changed), held and recorded in English; its code.
 */
async function recordedPair(request: APIRequestContext, email: string): Promise<string> {
  const trip = (await trips(request, 'PIR', 'JNX', daysAhead(21))).find((t) => (t as unknown as { company: { code: string } }).company.code === 'ASL');
  expect(trip, 'an Aegean Star Lines ferry Piraeus → Naxos').toBeTruthy();
  const place = placeOn(trip!);
  const hold = await request.post('/booking/optional-booking?lang=en', {
    data: { trips: [{ tripId: trip!.tripId, passengers: (['female', 'male'] as const).map((sex) => ({ passengerType: 'AD', accommodationType: place, sex })) }] },
  });
  expect(hold.status()).toBe(200);
  const { order_code: code, order_token: token } = (await hold.json()) as { order_code: string; order_token: string };
  keepOrderToken(code, token);
  const insert = await request.post('/booking/insert-booking?lang=en', {
    headers: tokenHeader(code),
    data: { order_code: code, leader: eleniLeader(email), passengers: [ELENI, { ...ELENI, name: 'NIKOS', sex: 'male', documentNumber: 'AK654321' }] },
  });
  expect(insert.status(), await insert.text()).toBe(200);
  return code;
}

test('after a passenger is cancelled on the page, the change section offers that leg for the one left and assistance no longer lists the other (en)', async ({ page }) => {
  test.setTimeout(180_000);
  const code = await recordedPair(page.request, `eleni.pair.${Date.now()}@example.com`);
  await payOnHostedPage(page, { code }, 'en');
  await page.goto(`/en/manage?order_code=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();

  const change = page.getByRole('region', { name: 'Change date or sailing' });
  await expect(change.getByRole('listitem').first().getByRole('button', { name: /Change date or sailing/ })).toBeVisible();
  const assistance = page.getByRole('region', { name: 'Assistance for disability or reduced mobility' });
  await expect(assistance.getByRole('combobox', { name: 'Passenger' }).getByRole('option')).toHaveText(['ELENI PAPADOPOULOU', 'NIKOS PAPADOPOULOU']);

  // Nikos alone, through the part cancellation's dialog.
  const part = page.getByRole('region', { name: 'Cancel part of the booking' });
  await part.getByRole('checkbox', { name: /NIKOS PAPADOPOULOU/ }).check();
  const ask = part.getByRole('button', { name: 'Cancel what is selected' });
  await expect(ask).toBeEnabled();
  await ask.click();
  await page.getByRole('alertdialog', { name: 'Cancel this part of the booking?' }).getByRole('button', { name: /^Yes, cancel and refund/ }).click();
  await expect(part.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();

  // Every section shows the booking as the shop now has it: the leg is still offered for a change, of what is left of
  // it (the server's answer, asked again), its form naming Eleni alone; assistance lists only Eleni.
  const leg = change.getByRole('listitem').first();
  await leg.getByRole('button', { name: /Change date or sailing/ }).click();
  const form = change.getByRole('group', { name: /^Change / });
  await expect(form).toContainText('Only the tickets still valid are changed: ELENI PAPADOPOULOU. Those you cancelled stay cancelled');
  await expect(form).not.toContainText('NIKOS');
  await expect(assistance.getByRole('combobox', { name: 'Passenger' }).getByRole('option')).toHaveText(['ELENI PAPADOPOULOU']);
  await expectAccessible(page);
});

test('cancelling while a change of a leg waits for its payment says so, with "Check again" (en)', async ({ page }) => {
  test.setTimeout(180_000);
  const code = await recordedPair(page.request, `eleni.busy.${Date.now()}@example.com`);
  await payOnHostedPage(page, { code }, 'en');
  // A change to a dearer sailing, started through the Booking API: it waits for its difference on the hosted page.
  let started = false;
  for (let plus = 22; plus < 40 && !started; plus += 1) {
    const options = await page.request.post('/booking/change/options', { data: { order_code: code, trip_index: 0, date: daysAhead(plus) }, headers: tokenHeader(code) });
    const dearer = ((await options.json()) as { options: { tripId: string; difference: number | null; available: boolean }[] }).options
      .find((o) => o.available && (o.difference ?? 0) > 0);
    if (!dearer) continue;
    const start = await page.request.post('/booking/change', {
      data: { order_code: code, trip_index: 0, trip_id: dearer.tripId, expected_difference: dearer.difference },
      headers: { ...tokenHeader(code), 'idempotency-key': `e2e-busy-${code}` },
    });
    expect(start.status(), await start.text()).toBe(200);
    started = true;
  }
  expect(started, 'a dearer sailing to change to').toBe(true);

  await page.goto(`/en/manage?order_code=${code}`);
  const cancel = page.getByRole('region', { name: 'Cancel this booking' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await cancel.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
  const alert = cancel.getByRole('alert');
  await expect(alert).toHaveText('A change of this booking is still under way, so it cannot be cancelled yet. Nothing was cancelled. Try again in a few minutes, once it has finished.');
  const check = cancel.getByRole('button', { name: 'Check again' });
  await expect(check).toBeVisible();
  await expectAccessible(page);
  await check.click();
  await expect(alert).toHaveCount(0);
  await expect(cancel.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
});

test('after a passenger is cancelled on the page, the leg is changed for the one left, paid or refunded, and the new sailing is hers alone (en)', async ({ page }) => {
  test.setTimeout(240_000);
  const code = await recordedPair(page.request, `eleni.partchange.${Date.now()}@example.com`);
  await payOnHostedPage(page, { code }, 'en');
  await page.goto(`/en/manage?order_code=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();

  // Nikos cancelled through the part cancellation's dialog.
  const part = page.getByRole('region', { name: 'Cancel part of the booking' });
  await part.getByRole('checkbox', { name: /NIKOS PAPADOPOULOU/ }).check();
  await part.getByRole('button', { name: 'Cancel what is selected' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this part of the booking?' }).getByRole('button', { name: /^Yes, cancel and refund/ }).click();
  await expect(part.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();

  // The leg's change form, for Eleni alone: the first later day with another sailing of the company she fits on.
  const change = page.getByRole('region', { name: 'Change date or sailing' });
  await change.getByRole('listitem').first().getByRole('button', { name: /Change date or sailing/ }).click();
  const form = change.getByRole('group', { name: /^Change / });
  await expect(form).toContainText('Only the tickets still valid are changed: ELENI PAPADOPOULOU.');
  const sailing = form.locator('label.manage-change__sailing').filter({ has: page.getByRole('radio', { disabled: false }) }).first();
  let newDay = '';
  for (let plus = 22; plus < 40 && !newDay; plus += 1) {
    await form.getByLabel('New date').fill(daysAhead(plus));
    await form.getByRole('button', { name: 'Show sailings' }).click();
    await expect(form.getByRole('button', { name: 'Show sailings' })).toBeEnabled();
    await expect(form.getByRole('group', { name: /^Sailings on/ }).or(form.getByText(/There is no other sailing of this route/))).toBeVisible();
    if (await sailing.count() > 0) newDay = daysAhead(plus);
  }
  expect(newDay, 'a later day with a sailing to change to').not.toBe('');
  await sailing.getByRole('radio').check();
  await expectAccessible(page);
  const confirm = form.getByRole('button', { name: /^(Change at no cost|Change and get .* back|Pay .* and change)$/ });
  const label = (await confirm.textContent()) ?? '';
  await confirm.click();
  if (label.startsWith('Pay')) {
    // The difference of Eleni's fare alone, paid on the hosted page.
    await expect(page.locator('input[name="card"]')).toBeVisible();
    await payWithTestCard(page);
    await page.waitForURL(new RegExp(`/en/manage\\?order_code=${code}`));
  }
  const done = page.getByRole('region', { name: 'Change date or sailing' }).getByRole('status');
  await expect(done).toContainText('Your trip is changed', { timeout: 30_000 });
  // A cheaper sailing: what goes back to the card is said.
  if (label.startsWith('Change and get')) await expect(done).toContainText('is on its way back to your card.');
  const when = (await done.locator('strong').first().textContent()) ?? '';
  expect(when).toContain(String(Number(newDay.slice(8))));

  // The ticket shows the new sailing for Eleni alone; Nikos is no longer on it.
  const ticket = page.getByRole('article', { name: /Reservation number/ });
  await expect(ticket).toContainText(when.slice(0, when.lastIndexOf(',')));
  await expect(ticket).toContainText('ELENI PAPADOPOULOU');
  await expect(ticket).not.toContainText('NIKOS');
  await expectAccessible(page);
});

