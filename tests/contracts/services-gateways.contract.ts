import { type AccountGateway, type MailGateway, type NewsletterGateway } from '../../src/core/account';
import { type CourierGateway, type InvoiceLookupGateway } from '../../src/core/booking';
import { type CouponGateway } from '../../src/core/coupon';

/** Mail: a contact message is accepted, a bad e-mail is invalid input. */
export function mailGatewayContract(name: string, subject: () => { mail: MailGateway }): void {
  describe(`MailGateway contract: ${name}`, () => {
    it('sends a contact message and refuses one with a bad e-mail', async () => {
      const message = { name: 'Maria', lastname: 'Papadopoulou', email: 'maria@example.com', phone: '6912345678', message: 'Can I take my bike?' };
      expect(await subject().mail.contactUs(message)).toEqual({ ok: true, value: undefined });
      expect(await subject().mail.contactUs({ ...message, email: 'maria@' })).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });
  });
}

export function newsletterGatewayContract(name: string, subject: () => { newsletter: NewsletterGateway }): void {
  describe(`NewsletterGateway contract: ${name}`, () => {
    it('subscribes an e-mail to a group, twice without harm, and refuses a bad e-mail', async () => {
      expect(await subject().newsletter.subscribe('maria@example.com', 'newsletter-en')).toEqual({ ok: true, value: undefined });
      expect(await subject().newsletter.subscribe('maria@example.com', 'newsletter-en')).toEqual({ ok: true, value: undefined });
      expect(await subject().newsletter.subscribe('not-an-email', 'newsletter-en')).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });
  });
}

export interface AccountSubject {
  account: AccountGateway;
  loggedIn: boolean;
  userId: string;
  /** The logged-in user's e-mail and password. */
  email: string;
  password: string;
  /** The token of the newest e-mail-change link mailed to an address. */
  emailChangeToken: (to: string) => Promise<string>;
}

export function accountGatewayContract(name: string, subject: () => AccountSubject): void {
  describe(`AccountGateway contract: ${name}`, () => {
    it('lists only the logged-in user\'s orders', async () => {
      const { account, userId } = subject();
      const orders = await account.orders(userId);
      expect(orders).toMatchObject({ ok: true });
      expect(await account.orders(`${userId}-someone-else`)).toMatchObject({ ok: false });
    });

    it('saves the account details, but not another e-mail', async () => {
      const details = { firstName: 'Maria', lastName: 'Papadopoulou', email: subject().email, address: 'Akti Miaouli 1', phone: '6912345678', zipCode: '18538', nationality: 'GR', city: 'Piraeus' };
      expect(await subject().account.updateMe(details)).toEqual({ ok: true, value: undefined });
      expect(await subject().account.updateMe({ ...details, email: 'someone.else@example.com' })).toMatchObject({ ok: false, error: { kind: 'Invalid', field: 'email' } });
    });

    it('changes the e-mail with the current password and the link sent to the new address', async () => {
      const { account, password } = subject();
      const target = `moved.${Date.now()}@example.com`;
      expect(await account.requestEmailChange(target, 'Wrong1!x')).toMatchObject({ ok: false, error: { kind: 'WrongPassword', field: 'currentPassword' } });
      expect(await account.requestEmailChange(subject().email, password)).toMatchObject({ ok: false, error: { kind: 'Invalid', reason: 'SameEmail' } });
      expect(await account.requestEmailChange(target, password)).toEqual({ ok: true, value: { pendingEmail: target } });
      const token = await subject().emailChangeToken(target);
      expect(await account.confirmEmailChange(token)).toEqual({ ok: true, value: { email: target } });
      expect(await account.confirmEmailChange(token)).toMatchObject({ ok: false });
      expect(await account.confirmEmailChange('unknown-link')).toMatchObject({ ok: false, error: { kind: 'LinkRejected' } });
    });
  });
}

export function invoiceLookupContract(name: string, subject: () => { invoice: InvoiceLookupGateway; knownTax: string }): void {
  describe(`InvoiceLookupGateway contract: ${name}`, () => {
    it('finds a company by tax number and refuses a malformed one', async () => {
      const found = await subject().invoice.companyByTaxNumber(subject().knownTax);
      expect(found).toMatchObject({ ok: true, value: { tax: subject().knownTax } });
      expect(await subject().invoice.companyByTaxNumber('12')).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
      // A well-formed number (valid check digit) under which nobody is registered.
      expect(await subject().invoice.companyByTaxNumber('000000012')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
    });
  });
}

export function courierGatewayContract(name: string, subject: () => { courier: CourierGateway }): void {
  describe(`CourierGateway contract: ${name}`, () => {
    it('creates a voucher for a Greek address and reads it back', async () => {
      const created = await subject().courier.createVoucher({ orderCode: 'ORDER123', name: 'Maria Papadopoulou', address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', telephone: '6912345678' });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(await subject().courier.retrieveVoucher(created.value.shippingNumber, 'ORDER123')).toMatchObject({ ok: true, value: { shippingNumber: created.value.shippingNumber } });
      expect(await subject().courier.retrieveVoucher('1000000000', 'ORDER123')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
      // Asked for as another order's (the tab holds no right to it), the voucher is as unknown: it names a traveller.
      expect(await subject().courier.retrieveVoucher(created.value.shippingNumber, 'OTHER99999')).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
      expect(await subject().courier.createVoucher({ orderCode: 'ORDER123', name: 'M', address: 'Rue 1', city: 'Paris', zipCode: 'F-75001', prefecture: '-', telephone: '6912345678' })).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    });
  });
}

export function couponGatewayContract(name: string, subject: () => { coupons: CouponGateway; knownCode: string }): void {
  describe(`CouponGateway contract: ${name}`, () => {
    it('finds an active coupon by its code, and nothing for an unknown code', async () => {
      const { coupons, knownCode } = subject();
      expect(await coupons.findActiveByCode(knownCode)).toMatchObject({ name: knownCode, active: true });
      expect(await coupons.findActiveByCode('NO-SUCH-COUPON-XYZ')).toBeUndefined();
    });
  });
}
