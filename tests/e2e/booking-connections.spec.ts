import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  type JourneyLocale, type Traveller, addDays, athensToday, continueFromStep2, expectTickets, fillContact, fillTraveller,
  localePath, pay, payByCard, stepHeading, t, termsCheckbox, uniqueEmail,
} from './support/booking-journey';

/**
 * Issue 16, "Must show": Piraeus → Corfu (no boat between them: one change, at Igoumenitsa) chosen on step 1 as one
 * journey, then booked and paid as one order on the hosted test payment page, with a ticket for each sailing on the
 * success page; in Greek and in English, axe on every page on the way.
 */

test.use({ timezoneId: 'Europe/Athens' });

const ELENI: Traveller = { name: 'Eleni', surname: 'Papadopoulou', sex: 'female', birthDate: '12/03/1985', document: 'AK123456' };

interface ApiJourney { id: string; legs: { tripId: string; from: { code: string }; to: { code: string }; departureDatetime: string }[]; changes: { port: { code: string } }[] }

/** A day in the coming week with a Piraeus → Corfu journey of one change. */
async function connectionDay(request: APIRequestContext, lang: JourneyLocale): Promise<{ day: string; journeys: ApiJourney[] }> {
  for (let ahead = 3; ahead < 10; ahead += 1) {
    const day = addDays(athensToday(), ahead);
    const answer = await request.post('/booking/journeys', { data: { departurePort: 'PIR', destinationPort: 'CFU', departureDate: day, lang } });
    expect(answer.ok()).toBe(true);
    const { journeys } = (await answer.json()) as { journeys: ApiJourney[] };
    if (journeys.some((j) => j.changes.length === 1)) return { day, journeys };
  }
  throw new Error('no Piraeus → Corfu journey with one change in the coming week');
}

async function bookConnection(page: Page, locale: JourneyLocale): Promise<void> {
  const { day } = await connectionDay(page.request, locale);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(localePath(locale, `/results?trip=oneWay&legs=PIR-CFU-${day}&AD=1`));
  const journeys = page.getByRole('region', { name: t(locale, 'results.journeys.title') });
  await expect(journeys.getByText(t(locale, 'results.journeys.noDirect'))).toBeVisible();
  await expect(journeys.getByRole('combobox', { name: t(locale, 'results.journeys.sort') })).toBeVisible();
  await expectAccessible(page);

  // The first journey with one change, by keyboard.
  const cards = journeys.locator('li.journey');
  await expect(cards.first()).toBeVisible();
  let index = 0;
  while (await cards.nth(index).locator('.journey__leg-item').count() !== 2) index += 1;
  const card = cards.nth(index);
  await expect(card.locator('.journey__change')).toHaveCount(1);
  const choose = card.getByRole('button', { name: t(locale, 'results.journeys.choose') });
  await choose.focus();
  await page.keyboard.press('Enter');

  // The booking is now a multiple trip, one leg per sailing, each chosen.
  await expect(page).toHaveURL(/trip=multiple/);
  const legs = new URL(page.url()).searchParams.get('legs')!.split('~');
  expect(legs).toHaveLength(2);
  expect(legs[0]).toMatch(/^PIR-/);
  expect(legs[1]).toMatch(/-CFU-/);
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: t(locale, 'results.step1.continue'), exact: true }).click();
  await expect(stepHeading(page)).toHaveText(t(locale, 'results.step2.title'));
  await continueFromStep2(page, locale);

  const email = uniqueEmail(`connection.${locale}`);
  await fillTraveller(page, locale, 0, ELENI);
  await fillContact(page, locale, {
    firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', address: 'Akti Miaouli 10', city: 'Piraeus', prefecture: 'Attica', zipCode: '18538',
  });
  await termsCheckbox(page, locale).check();
  await pay(page, locale);
  await payByCard(page, locale, '4111 1111 1111 1111');

  // Both tickets, one per sailing, on the success page (expectTickets checks each trip's section and runs axe).
  const reservation = await expectTickets(page, locale, [ELENI]);
  expect(reservation.trips).toHaveLength(2);
  const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
  await expect(sheet.locator('.ticket-trip')).toHaveCount(2);
  // Between the two trips, as text in the reading order: where the traveller changes ship and the wait there.
  const change = sheet.locator('.ticket-change');
  await expect(change).toHaveCount(1);
  const port = reservation.trips[0]!.to;
  expect(reservation.trips[1]!.from).toBe(port);
  const template = (id: string) => new RegExp(`^\\W*${t(locale, id).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{port}', port).replace('{wait}', '.+')}$`);
  const text = ((await change.textContent()) ?? '').trim();
  expect(template('ticket.change').test(text) || template('ticket.change.overnight').test(text), text).toBe(true);
  expect(await sheet.evaluate((el) => {
    const [first, second] = el.querySelectorAll('.ticket-trip');
    const line = el.querySelector('.ticket-change')!;
    return Boolean(first!.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING) && Boolean(second!.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_PRECEDING);
  })).toBe(true);
}

/** A day in the coming weeks, from `from`, with a journey of one change from `origin` to `destination`. */
async function dayWithChange(request: APIRequestContext, origin: string, destination: string, from: string, lang: JourneyLocale): Promise<string> {
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const day = addDays(from, ahead);
    const answer = await request.post('/booking/journeys', { data: { departurePort: origin, destinationPort: destination, departureDate: day, lang } });
    expect(answer.ok()).toBe(true);
    const { journeys } = (await answer.json()) as { journeys: ApiJourney[] };
    if (journeys.some((j) => j.changes.length === 1)) return day;
  }
  throw new Error(`no ${origin} → ${destination} journey with one change in the week from ${from}`);
}

/** Chooses, by keyboard, the first journey with one change in a section of journeys. */
async function chooseOneChange(page: Page, locale: JourneyLocale, journeys: ReturnType<Page['getByRole']>): Promise<void> {
  const cards = journeys.locator('li.journey');
  await expect(cards.first()).toBeVisible();
  let index = 0;
  while (await cards.nth(index).locator('.journey__leg-item').count() !== 2) index += 1;
  const choose = cards.nth(index).getByRole('button', { name: t(locale, 'results.journeys.choose') });
  await choose.focus();
  await page.keyboard.press('Enter');
}

/**
 * A round trip Piraeus ⇄ Corfu (no boat between them either way): step 1 offers journeys for each direction; the
 * outbound's with one change is chosen, then the return's, and the four sailings are booked and paid as one order.
 */
async function bookRoundTrip(page: Page, locale: JourneyLocale): Promise<void> {
  const out = await dayWithChange(page.request, 'PIR', 'CFU', addDays(athensToday(), 3), locale);
  const back = await dayWithChange(page.request, 'CFU', 'PIR', addDays(out, 2), locale);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(localePath(locale, `/results?trip=roundTrip&legs=PIR-CFU-${out}~CFU-PIR-${back}&AD=1`));
  const title = new RegExp(`^${t(locale, 'results.journeys.title').replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`);
  const sections = page.getByRole('region', { name: title });
  await expect(sections).toHaveCount(2);
  await expect(sections.first().getByText(t(locale, 'results.journeys.noDirect'))).toBeVisible();
  await expectAccessible(page);

  await chooseOneChange(page, locale, sections.first());
  // The outbound is now its two sailings, chosen; the return still offers its journeys.
  await expect(page).toHaveURL(/trip=multiple/);
  await expect.poll(() => new URL(page.url()).searchParams.get('legs')?.split('~').length).toBe(3);
  await expect(sections).toHaveCount(1);
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(2);
  await expectAccessible(page);

  await chooseOneChange(page, locale, sections.first());
  await expect.poll(() => new URL(page.url()).searchParams.get('legs')?.split('~').length).toBe(4);
  const legs = new URL(page.url()).searchParams.get('legs')!.split('~');
  expect(legs[0]).toMatch(/^PIR-/);
  expect(legs[1]).toMatch(/-CFU-/);
  expect(legs[2]).toMatch(/^CFU-/);
  expect(legs[3]).toMatch(/-PIR-/);
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(4);
  await expect(sections).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: t(locale, 'results.step1.continue'), exact: true }).click();
  await expect(stepHeading(page)).toHaveText(t(locale, 'results.step2.title'));
  await continueFromStep2(page, locale);

  await fillTraveller(page, locale, 0, ELENI);
  await fillContact(page, locale, {
    firstName: 'Eleni', lastName: 'Papadopoulou', email: uniqueEmail(`round-connection.${locale}`), mobile: '6912345678', address: 'Akti Miaouli 10',
    city: 'Piraeus', prefecture: 'Attica', zipCode: '18538',
  });
  await termsCheckbox(page, locale).check();
  await pay(page, locale);
  await payByCard(page, locale, '4111 1111 1111 1111');

  // Four tickets on the success page, a change of ship said between each direction's two trips.
  const reservation = await expectTickets(page, locale, [ELENI]);
  expect(reservation.trips).toHaveLength(4);
  expect(reservation.trips[0]!.to).toBe(reservation.trips[1]!.from);
  expect(reservation.trips[2]!.to).toBe(reservation.trips[3]!.from);
  const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
  await expect(sheet.locator('.ticket-trip')).toHaveCount(4);
  await expect(sheet.locator('.ticket-change')).toHaveCount(2);
}

test.describe('a connection booked as one order (issue 16)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Piraeus → Corfu with one change, in Greek', async ({ page }) => {
    await bookConnection(page, 'el');
  });

  test('Piraeus → Corfu with one change, in English', async ({ page }) => {
    await bookConnection(page, 'en');
  });

  test('a round trip Piraeus ⇄ Corfu with a change each way, in Greek', async ({ page }) => {
    await bookRoundTrip(page, 'el');
  });

  test('a round trip Piraeus ⇄ Corfu with a change each way, in English', async ({ page }) => {
    await bookRoundTrip(page, 'en');
  });
});
