import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PAY_TEXTS } from '../../../server/adapters/payments/test-processor-texts';
import { expect, expectAccessible } from './fixtures';

/**
 * Helpers of the whole-journey booking tests (tests/e2e/booking-journeys.spec.ts): the app's own messages in the
 * page's language, the demo network read through the Booking API (days with sailings relative to the server's
 * Athens "today"), and the steps a traveller takes from the home wizard to the tickets.
 */

export type JourneyLocale = 'el' | 'en' | 'de';

const catalogues = new Map<JourneyLocale, Record<string, string>>();

/** A message of the app in `locale`, with simple `{name}` arguments filled in (no plurals). */
export function t(locale: JourneyLocale, id: string, values: Record<string, string | number> = {}): string {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../locales', `${locale}.json`), 'utf8')) as Record<string, string>;
    catalogues.set(locale, messages);
  }
  const message = messages[id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with `{argument}` parts matching anything, as a regular expression (anchored unless `loose`). */
export function pattern(locale: JourneyLocale, id: string, loose = false): RegExp {
  const source = t(locale, id).replace(/<\/?\w+>/g, '').split(/\{\w+\}/).map(escapeRegExp).join('.+');
  return new RegExp(loose ? source : `^${source}$`);
}

/** The locale's home page path (Greek is the default language, without a prefix). */
export const homePath = (locale: JourneyLocale) => (locale === 'el' ? '/' : `/${locale}/`);
export const localePath = (locale: JourneyLocale, p: string) => (locale === 'el' ? p : `/${locale}${p}`);

/** The server's calendar day (Europe/Athens), as YYYY-MM-DD. The e2e server runs on the real clock. */
export function athensToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

// The demo network, through the Booking API ------------------------------------------------------------------------

export interface ApiTrip {
  tripId: string;
  company: { code: string; name: string };
  from: { code: string; name: string };
  to: { code: string; name: string };
  vesselName: string;
  departureDatetime: string;
  arrivalDatetime: string;
  garage: boolean;
  pets: boolean;
  petAvailability: number;
  garageAvailability: { availableMetres: number } | null;
  deckAvailability: { available: number }[];
  seatAvailability: { available: number }[];
}

export async function sailingDays(request: APIRequestContext, origin: string, destination: string): Promise<string[]> {
  const answer = await request.post('/booking/getDates', { data: { origin, destination, from: athensToday() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: string[] }).data;
}

export async function sailingsOn(request: APIRequestContext, from: string, to: string, day: string, lang: JourneyLocale): Promise<ApiTrip[]> {
  const answer = await request.post('/booking/results', { data: { legs: [{ departurePort: from, destinationPort: to, departureDate: day }], lang } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { legs: { trips: ApiTrip[] }[] }).legs[0]?.trips ?? [];
}

export async function portName(request: APIRequestContext, code: string, lang: JourneyLocale): Promise<string> {
  const answer = await request.get(`/booking/getPorts?lang=${lang}`);
  expect(answer.ok()).toBe(true);
  const port = ((await answer.json()) as { data: { code: string; name: string }[] }).data.find((p) => p.code === code);
  if (!port) throw new Error(`no port ${code}`);
  return port.name;
}

/** A sailing with places for the party (and a garage and pet places when asked). */
export function takes(trip: ApiTrip, need: { passengers: number; vehicle?: boolean; pet?: boolean }): boolean {
  const places = [...trip.deckAvailability, ...trip.seatAvailability].reduce((sum, o) => sum + o.available, 0);
  if (places < need.passengers) return false;
  if (need.vehicle && !(trip.garage && (trip.garageAvailability?.availableMetres ?? 0) >= 10)) return false;
  if (need.pet && !(trip.pets && trip.petAvailability > 0)) return false;
  return true;
}

export interface PlannedLeg {
  from: string;
  to: string;
  date: string;
  /** The sailing to choose on step 1. */
  trip: ApiTrip;
}

/**
 * Days (after `after`, at least a day from today) with a sailing on each leg that takes the party, each leg on a
 * later day than the one before. The first fitting sailing of each day is chosen.
 */
export async function planLegs(request: APIRequestContext, lang: JourneyLocale, routes: readonly (readonly [string, string])[],
  need: { passengers: number; vehicle?: boolean; pet?: boolean }, gapDays = 1): Promise<PlannedLeg[] | undefined> {
  const legs: PlannedLeg[] = [];
  let after = athensToday();
  for (const [from, to] of routes) {
    const days = (await sailingDays(request, from, to)).filter((d) => d > after).slice(0, 12);
    let found: PlannedLeg | undefined;
    for (const date of days) {
      const trip = (await sailingsOn(request, from, to, date, lang)).find((s) => takes(s, need));
      if (trip) { found = { from, to, date, trip }; break; }
    }
    if (!found) return undefined;
    legs.push(found);
    after = addDays(found.date, gapDays - 1);
  }
  return legs;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The departure time of a sailing as step 1 prints it (Athens, 24 hours). */
export const sailingTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Athens' }).format(new Date(iso));

// The home page's trip wizard --------------------------------------------------------------------------------------

export interface WizardSearch {
  tripType: 'oneWay' | 'roundTrip' | 'multiple';
  legs: readonly { from: string; to: string; date: string }[];
  adults: number;
  vehicles?: number;
  pets?: number;
}

export const wizardForm = (page: Page, locale: JourneyLocale) => page.getByRole('form', { name: t(locale, 'wizard.title') });

function legGroup(form: Locator, locale: JourneyLocale, tripType: WizardSearch['tripType'], leg: number): Locator {
  const name = tripType === 'roundTrip' ? t(locale, leg === 0 ? 'wizard.leg.outward' : 'wizard.leg.return') : t(locale, 'wizard.leg', { number: leg + 1 });
  return form.getByRole('group', { name, exact: true });
}

/** Types a port's name into its type-ahead and picks it from the list. */
async function choosePort(page: Page, group: Locator, label: string, name: string): Promise<void> {
  await group.getByLabel(label, { exact: true }).first().click();
  const box = group.getByRole('combobox', { name: label });
  await box.fill(name);
  // An option reads its port's name, then its area when that differs ('Santorini (Thira)' 'Santorini'); 'Aegina'
  // is not 'Aegina (Agia Marina)'.
  await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}(?! ?\\()`) }).first().click();
  await expect(box).toHaveValue(name);
}

/**
 * Opens the leg's calendar, goes to the day's month and picks the day, which must be enabled (it has sailings). A round
 * trip's return leg names its calendar 'Return date'.
 */
async function pickDay(page: Page, group: Locator, locale: JourneyLocale, day: string, returnLeg = false): Promise<void> {
  const label = t(locale, returnLeg ? 'wizard.date.return' : 'wizard.date');
  await group.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  const calendar = page.getByRole('dialog', { name: label });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(page.getByText(t(locale, 'wizard.dates.loading'))).toHaveCount(0);
  for (let i = 0; i < monthIndex(day) - monthIndex(athensToday()); i += 1) await calendar.getByRole('button').filter({ hasText: '›' }).click();
  const cell = calendar.locator('[role="gridcell"] [role="button"]:not([data-outside-month])').filter({ hasText: new RegExp(`^${Number(day.slice(8))}$`) });
  await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  await cell.click();
  await expect(calendar).toBeHidden();
}

/** Fills the home page's wizard with the mouse (ports by name as typed, days from the calendar) and searches. */
export async function searchFromHome(page: Page, request: APIRequestContext, locale: JourneyLocale, search: WizardSearch): Promise<void> {
  const form = wizardForm(page, locale);
  await form.getByRole('radio', { name: t(locale, `wizard.tripType.${search.tripType}`) }).check();
  for (const [i, leg] of search.legs.entries()) {
    // A trip added to a multiple trip starts where the one before ends.
    if (i >= 2) await form.getByRole('button', { name: t(locale, 'wizard.addLeg') }).click();
    const group = legGroup(form, locale, search.tripType, i);
    const from = await portName(request, leg.from, locale);
    const to = await portName(request, leg.to, locale);
    const fromLabel = t(locale, 'wizard.from');
    if ((search.tripType === 'roundTrip' && i === 1) || i >= 2) {
      await expect(group.getByRole('combobox', { name: fromLabel })).toHaveValue(from);
    } else {
      await choosePort(page, group, fromLabel, from);
    }
    if (search.tripType === 'roundTrip' && i === 1) await expect(group.getByRole('combobox', { name: t(locale, 'wizard.to') })).toHaveValue(to);
    else await choosePort(page, group, t(locale, 'wizard.to'), to);
    await pickDay(page, group, locale, leg.date, search.tripType === 'roundTrip' && i === 1);
  }
  await form.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(locale, 'wizard.travellers'))}`) }).click();
  const travellers = page.getByRole('dialog', { name: t(locale, 'wizard.travellers') });
  const more = (kind: string) => travellers.getByRole('button', { name: t(locale, 'wizard.more', { item: t(locale, `wizard.count.${kind}`) }) });
  for (let i = 1; i < search.adults; i += 1) await more('AD').click();
  for (let i = 0; i < (search.vehicles ?? 0); i += 1) await more('vehicles').click();
  for (let i = 0; i < (search.pets ?? 0); i += 1) await more('pets').click();
  await expectAccessible(page);
  await travellers.getByRole('button', { name: t(locale, 'wizard.done') }).click();
  await form.getByRole('button', { name: t(locale, 'wizard.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/results'))}\\?trip=${search.tripType}&legs=`));
}

// The results steps ------------------------------------------------------------------------------------------------

export const stepHeading = (page: Page) => page.locator('main').getByRole('heading', { level: 2 }).and(page.locator('#results-step-heading'));

/** The radio button of a planned sailing on step 1, found by its spoken summary (company, vessel, departure time). */
export function sailingRadio(page: Page, leg: PlannedLeg): Locator {
  const name = new RegExp(`^${escapeRegExp(leg.trip.company.name)}, ${escapeRegExp(leg.trip.vesselName)}: .*${sailingTime(leg.trip.departureDatetime)}`);
  return page.getByRole('radio', { name });
}

/** Step 1: chooses the planned sailing of every leg (clicking its card's button) and continues to step 2. */
export async function chooseSailings(page: Page, locale: JourneyLocale, legs: readonly PlannedLeg[]): Promise<void> {
  await expect(stepHeading(page)).toHaveText(t(locale, 'results.step1.title'));
  for (const leg of legs) await expect(sailingRadio(page, leg)).toBeAttached();
  await expectAccessible(page);
  for (const leg of legs) {
    const radio = sailingRadio(page, leg);
    await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('button', { name: t(locale, 'results.step1.continue'), exact: true }).click();
  await expect(stepHeading(page)).toHaveText(t(locale, 'results.step2.title'));
  await expect(stepHeading(page)).toBeFocused();
}

export const priceSummary = (page: Page, locale: JourneyLocale) => page.getByRole('region', { name: t(locale, 'results.price.title') });
export const priceTotal = (page: Page, locale: JourneyLocale) => priceSummary(page, locale).locator('[aria-live="polite"]');

/** Waits until the price summary shows a total that is not being recalculated. */
export async function settledTotal(page: Page, locale: JourneyLocale): Promise<string> {
  await expect(priceTotal(page, locale)).toHaveText(/\d[.,]\d{2}\s€/);
  await expect(priceSummary(page, locale)).not.toHaveAttribute('aria-busy', 'true');
  return (await priceTotal(page, locale).textContent()) ?? '';
}

/** Step 2 with the defaults the step offers (a place for each passenger), then Continue to step 3. */
export async function continueFromStep2(page: Page, locale: JourneyLocale): Promise<string> {
  const total = await settledTotal(page, locale);
  await expectAccessible(page);
  await page.getByRole('button', { name: t(locale, 'results.step2.continue'), exact: true }).click();
  await expect(stepHeading(page)).toHaveText(t(locale, 'results.step3.title'));
  await expect(stepHeading(page)).toBeFocused();
  return total;
}

export interface Traveller {
  name: string;
  surname: string;
  sex: 'male' | 'female';
  birthDate: string;
  document: string;
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  prefecture: string;
  zipCode: string;
}

export const travellerRegion = (page: Page, locale: JourneyLocale, index: number) =>
  page.getByRole('region', { name: new RegExp(`^${escapeRegExp(t(locale, 'results.step3.passenger', { number: index + 1, type: '' }).trim())}`) });

export async function fillTraveller(page: Page, locale: JourneyLocale, index: number, who: Traveller): Promise<void> {
  const region = travellerRegion(page, locale, index);
  await region.getByLabel(t(locale, 'results.step3.field.name'), { exact: true }).fill(who.name);
  await region.getByLabel(t(locale, 'results.step3.field.surname'), { exact: true }).fill(who.surname);
  await region.getByRole('radio', { name: t(locale, `results.step3.gender.${who.sex}`), exact: true }).check();
  await region.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.birthDate'))}`)).fill(who.birthDate);
  await region.getByLabel(new RegExp(`^${escapeRegExp(t(locale, 'results.step3.field.documentNumber'))}`)).fill(who.document);
}

export const contactRegion = (page: Page, locale: JourneyLocale) => page.getByRole('region', { name: t(locale, 'results.step3.contact') });

export async function fillContact(page: Page, locale: JourneyLocale, contact: Contact): Promise<void> {
  const region = contactRegion(page, locale);
  const field = (id: string) => region.getByLabel(t(locale, `results.step3.field.${id}`), { exact: true });
  await field('firstName').fill(contact.firstName);
  await field('lastName').fill(contact.lastName);
  await field('email').fill(contact.email);
  await field('mobile').fill(contact.mobile);
  await field('address').fill(contact.address);
  await field('city').fill(contact.city);
  await field('prefecture').fill(contact.prefecture);
  await field('zipCode').fill(contact.zipCode);
}

/** The terms checkbox, by the start of its label (the links in it also say they open a new tab). */
export const termsCheckbox = (page: Page, locale: JourneyLocale) =>
  page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t(locale, 'results.step3.terms').split('<')[0]!)}`) });
export const payButton = (page: Page, locale: JourneyLocale) => page.getByRole('button', { name: pattern(locale, 'results.payment.payAmount') });

/** Presses Pay on step 3: the waiting message shows and the browser arrives on the hosted payment page. */
export async function pay(page: Page, locale: JourneyLocale): Promise<void> {
  await expectAccessible(page);
  await payButton(page, locale).click();
  await hostedPaymentPage(page, locale);
}

/** Waits for the hosted (test) payment page in the booking's language and checks it with axe. */
export async function hostedPaymentPage(page: Page, locale: JourneyLocale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PAY_TEXTS[locale].title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expectAccessible(page);
}

/** Pays on the hosted test page with `card`. */
export async function payByCard(page: Page, locale: JourneyLocale, card: string): Promise<void> {
  const texts = PAY_TEXTS[locale];
  await page.getByLabel(texts.card).fill(card);
  await page.getByLabel(texts.expiry).fill('12/30');
  await page.getByLabel(texts.cvv).fill('123');
  await page.getByLabel(texts.holder).fill('ELENI PAPADOPOULOU');
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
}

// After payment ----------------------------------------------------------------------------------------------------

export interface Reservation {
  order_code: string;
  reservationNumber: string;
  fullName: string;
  trips: {
    from: string; to: string; companyReservationCode: string;
    passengers: { name: string; surname: string; ticketNumber: string }[];
    vehicles: { plate: string }[];
    pets?: { name?: string }[];
  }[];
}

/** The success page of a paid booking: reservation number and each trip's passengers with their ticket numbers. */
export async function expectTickets(page: Page, locale: JourneyLocale, travellers: readonly Traveller[]): Promise<Reservation> {
  await page.waitForURL(new RegExp(`${escapeRegExp(localePath(locale, '/success'))}\\?order_code=\\w+`));
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'success.title') })).toBeVisible();
  const code = new URL(page.url()).searchParams.get('order_code')!;
  // A guest order opens only with its order token, which the booking tab keeps in its session storage (issue 13).
  const token = await page.evaluate((c) => (JSON.parse(sessionStorage.getItem('booking.orderTokens') ?? '{}') as Record<string, string>)[c], code);
  const answer = await page.request.post('/booking/finalize-booking', { data: { order_code: code }, headers: token ? { 'x-order-token': token } : {} });
  expect(answer.ok()).toBe(true);
  const reservation = (await answer.json()) as Reservation;
  const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reservation.reservationNumber);
  for (const [i, trip] of reservation.trips.entries()) {
    const section = sheet.locator('.ticket-trip').nth(i);
    await expect(section).toContainText(trip.companyReservationCode);
    expect(trip.passengers).toHaveLength(travellers.length);
    for (const [p, passenger] of trip.passengers.entries()) {
      expect(passenger.name.toUpperCase()).toBe(travellers[p]!.name.toUpperCase());
      await expect(section.getByRole('row', { name: new RegExp(`${passenger.name} ${passenger.surname}`) })).toContainText(passenger.ticketNumber);
    }
  }
  await expectAccessible(page);
  return reservation;
}

export interface Mail { to: string; subject: string; text: string }

/** The reservation e-mail (exactly one) in the development mailbox. */
export async function expectReservationMail(page: Page, email: string, reservation: Reservation): Promise<Mail> {
  const mails = async () => (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  await expect.poll(async () => (await mails()).length).toBe(1);
  const [mail] = await mails();
  expect(mail!.subject).toContain(reservation.reservationNumber);
  expect(mail!.text).toContain(reservation.trips[0]!.passengers[0]!.ticketNumber);
  return mail!;
}

/** A fresh e-mail address per test run. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

// The keyboard alone ----------------------------------------------------------------------------------------------

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < (options.max ?? 150); i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** Moves with the arrow keys through a radio group (which checks each radio reached) until `target` is checked. */
export async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown', max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.isChecked()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys never checked ${target.toString()}`);
}

/**
 * Chooses a day with the keyboard: Tab to the date button, Enter opens the calendar on today (focused), the arrow
 * keys go to the day (a week per ArrowDown), Enter chooses it; the calendar closes and the focus is back on the button.
 */
export async function chooseDateByKeyboard(page: Page, button: Locator, day: string): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const focused = page.locator('[role="grid"] [role="button"]:focus');
  await expect(focused).toBeVisible();
  const days = Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${athensToday()}T12:00:00Z`)) / 86_400_000);
  for (let i = 0; i < Math.floor(days / 7); i += 1) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < days % 7; i += 1) await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveText(new RegExp(`^${Number(day.slice(8))}(\\D|$)`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName(new RegExp(`\\b${Number(day.slice(8))}\\b`));
}
