import { type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  type Contact, type JourneyLocale, type PlannedLeg, type Traveller, chooseSailings, continueFromStep2, escapeRegExp, expectTickets, fillContact,
  fillTraveller, homePath, localePath, pay, payByCard, planLegs, searchFromHome, t, termsCheckbox, uniqueEmail,
} from './support/booking-journey';
import { parseTicketCode } from '../../src/core/booking/domain/ticket-code';
import { payOnHostedPage, recordedOrder } from './support/api-booking';

/**
 * Issue 17, "Offline": the installed app keeps the tickets of a booking finished on the device and shows them, QR
 * codes drawn on the device, with no network. A booking is made through the web app under the service worker, and
 * assistance is asked for on its manage page (the device's copy follows what that page shows), then the browser goes
 * offline: the success page (opened again) shows the saved copy with the assistance and says when it was saved, the
 * home page (from the service worker's cache) links to My tickets, which lists the booking with its QR codes, the
 * assistance and the last synchronisation; a QR code read back from the screen is the ticket's code.
 */

test.use({ timezoneId: 'Europe/Athens' });

const ELENI: Traveller = { name: 'Eleni', surname: 'Papadopoulou', sex: 'female', birthDate: '12/03/1985', document: 'AK123456' };
const contactOf = (email: string): Contact => ({
  firstName: 'Eleni', lastName: 'Papadopoulou', email, mobile: '6912345678', address: 'Akti Miaouli 10', city: 'Piraeus',
  prefecture: 'Attica', zipCode: '18538',
});

async function plan(page: Page, locale: JourneyLocale): Promise<PlannedLeg[]> {
  for (const routes of [[['PIR', 'JMK']], [['PIR', 'JTR']]] as const) {
    const legs = await planLegs(page.request, locale, routes, { passengers: 1 }, 1);
    if (legs) return legs;
  }
  throw new Error('no day with a fitting sailing');
}

/** The service worker controls the page (so pages and code are cached as they load). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.locator('main h1').first().waitFor();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What a phone's scanner reads from the QR code on screen (the screenshot enlarged, as a camera would see it). */
async function scan(qr: Locator): Promise<string | undefined> {
  const shot = await qr.screenshot();
  const { data, info } = await sharp(shot).resize({ width: 400, kernel: 'nearest' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

test.describe('tickets offline in the installed app', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const locale of ['el', 'en'] as const) {
    test(`a finished booking's QR tickets show with no network, in ${locale}`, async ({ page, context, visit }) => {
      page.on('dialog', (dialog) => { void dialog.accept(); });
      const legs = await plan(page, locale);
      await visit(homePath(locale));
      await underServiceWorker(page);

      await searchFromHome(page, page.request, locale, { tripType: 'oneWay', legs, adults: 1 });
      await chooseSailings(page, locale, legs);
      await continueFromStep2(page, locale);
      await fillTraveller(page, locale, 0, ELENI);
      await fillContact(page, locale, contactOf(uniqueEmail(`offline.${locale}`)));
      await termsCheckbox(page, locale).check();
      await pay(page, locale);
      await payByCard(page, locale, '4111 1111 1111 1111');
      const reservation = await expectTickets(page, locale, [ELENI]);
      const trip = reservation.trips[0]! as typeof reservation.trips[0] & { company: string };
      const ticket = trip.passengers[0]!.ticketNumber;
      // The success page saved the tickets on the device.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tickets.saved'))).toBe('1');
      const successUrl = page.url();

      // Assistance asked on the manage page after booking: the ticket shows it, and so will the device's copy.
      await page.goto(localePath(locale, `/manage?order_code=${reservation.order_code}`));
      const assistance = page.getByRole('region', { name: t(locale, 'manage.assistance.title') });
      await assistance.getByRole('combobox', { name: t(locale, 'manage.assistance.field.kind') })
        .selectOption({ label: t(locale, 'results.step3.assistance.wheelchair') });
      await assistance.getByRole('button', { name: t(locale, 'manage.assistance.send') }).click();
      const assisted = t(locale, 'ticket.assistance', { kind: t(locale, 'results.step3.assistance.wheelchair') });
      await expect(page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` })).toContainText(assisted);
      await expect.poll(() => page.evaluate(async (code) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('ferry-shop-tickets');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const store = db.transaction('bookings', 'readonly').objectStore('bookings');
        const record = await new Promise<unknown>((resolve) => { const get = store.get(code); get.onsuccess = () => resolve(get.result); });
        db.close();
        return JSON.stringify(record ?? null);
      }, reservation.order_code)).toContain('"assistance":{"kind":"wheelchair"}');

      await context.setOffline(true);
      // The success page again, without a network: the saved copy (with the assistance), and when it was saved.
      await page.goto(successUrl);
      const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
      await expect(sheet).toBeVisible();
      await expect(page.getByText(t(locale, 'wallet.savedOn', { date: '@@' }).split('@@')[0]!)).toBeVisible();
      await expect(page.getByRole('img', { name: t(locale, 'ticket.passes.qr', { ticket }) })).toBeVisible();
      await expect(sheet).toContainText(assisted);
      await expectAccessible(page);

      // The installed app opened offline: home (from the service worker's cache) leads to My tickets.
      await page.goto(homePath(locale));
      const link = page.getByRole('link', { name: t(locale, 'wallet.homeLink') });
      await expect(link).toBeVisible();
      await expectAccessible(page);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'wallet.title') })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${escapeRegExp(t(locale, 'wallet.lastSynced', { date: '@@' }).split('@@')[0]!)}`))).toBeVisible();
      const saved = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
      await expect(saved).toContainText(trip.companyReservationCode);
      await expect(saved).toContainText(ticket);
      await expect(saved).toContainText(assisted);
      const qr = saved.getByRole('img', { name: t(locale, 'ticket.passes.qr', { ticket }) });
      await expect(qr).toBeVisible();
      await expectAccessible(page);
      // The QR code drawn on the device is the ticket's: its number and the company's reservation.
      const text = await scan(qr);
      expect(text).toBeDefined();
      expect(parseTicketCode(text!)).toEqual({ company: trip.company, companyReservationCode: trip.companyReservationCode, ticketNumber: ticket });
      await context.setOffline(false);
    });
  }

  test('My tickets opens offline in the installed app although it was never opened online, in each language the shop was read in', async ({ page, context }) => {
    // Booked through the API and paid on the hosted page: the success page saved the tickets; /tickets was never opened.
    const order = await recordedOrder(page.request, 'en', uniqueEmail('offline.first'));
    await payOnHostedPage(page, order, 'en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tickets.saved'))).toBe('1');
    await underServiceWorker(page);
    const reservation = (await (await page.request.post('/booking/finalize-booking', {
      data: { order_code: order.code }, headers: { 'x-order-token': order.token },
    })).json()) as { reservationNumber: string; trips: { passengers: { ticketNumber: string }[] }[] };
    const ticket = reservation.trips[0]!.passengers[0]!.ticketNumber;
    // The service worker precaches no language's messages: a page adds its own language's to its cache (src/main.tsx).
    for (const locale of ['el', 'de'] as const) {
      await page.goto(homePath(locale));
      await expect.poll(() => page.evaluate(async (lang) => {
        const lists = (await (await fetch('/offline-messages.json')).json()) as Record<string, string[]>;
        const cached = await Promise.all(lists[lang]!.map(async (file) => (await caches.match(file)) !== undefined));
        return cached.length === 3 && cached.every(Boolean);
      }, locale), { timeout: 20_000 }).toBe(true);
    }

    await context.setOffline(true);
    for (const locale of ['en', 'el', 'de'] as const) {
      await page.goto(localePath(locale, '/tickets'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'wallet.title') })).toBeVisible();
      const sheet = page.getByRole('article', { name: `${t(locale, 'ticket.reservationNumber')} ${reservation.reservationNumber}` });
      await expect(sheet.getByRole('img', { name: t(locale, 'ticket.passes.qr', { ticket }) })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${escapeRegExp(t(locale, 'wallet.lastSynced', { date: '@@' }).split('@@')[0]!)}`))).toBeVisible();
      if (locale === 'en') await expectAccessible(page);
    }
    await context.setOffline(false);
  });

  test('a booking cancelled on the manage page shows offline as cancelled, with no QR code', async ({ page, context }) => {
    const order = await recordedOrder(page.request, 'en', uniqueEmail('offline.cancel'));
    await payOnHostedPage(page, order, 'en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tickets.saved'))).toBe('1');
    await underServiceWorker(page);

    await page.goto(`/en/manage?order_code=${order.code}`);
    const cancel = page.getByRole('region', { name: t('en', 'manage.cancel.title') });
    await cancel.getByRole('button', { name: t('en', 'manage.cancel.button') }).click();
    await page.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
    await expect(page.getByText(/^Your booking is cancelled/)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/en/tickets');
    const sheet = page.getByRole('article', { name: new RegExp(`^${escapeRegExp(t('en', 'ticket.reservationNumber'))} `) });
    await expect(sheet).toContainText(t('en', 'ticket.cancelledBooking'));
    await expect(sheet).toContainText(t('en', 'ticket.cancelledLeg'));
    await expect(sheet.getByRole('img', { name: /^QR code of ticket/ })).toHaveCount(0);
    await expectAccessible(page);
    await context.setOffline(false);
  });
});
