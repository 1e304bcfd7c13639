import { OrdersAnswer, ORDERS_PAGE_SIZE } from '../../contract';
import { type AccountDetails, type AccountGateway, type ContactMessage, type MailGateway, type NewsletterGateway } from '../../core/account';
import { type OrderTokens } from '../../core/booking';
import { map } from '../../core/shared/result';
import { accountRefusalOf, emailLinkRefusalOf } from './account.mappers';
import { orderTokenHeader } from './booking.http-gateway';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';

const nothing = () => undefined;

/** The account calls over HTTP: `PATCH /api/users/me`, `POST /api/users/me/email`, `PATCH /api/auth/confirm-email`, `POST /booking/orders`. */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  async updateMe(details: AccountDetails) {
    const { firstName, lastName, email, ...customer } = details;
    return refusedWith(map(await this.http.patch<unknown>('/api/users/me', { firstName, lastName, email, customer }), nothing), accountRefusalOf);
  }

  async requestEmailChange(newEmail: string, currentPassword: string) {
    const answer = await this.http.post<{ pendingEmail?: unknown }>('/api/users/me/email', { email: newEmail, currentPassword }, { withLang: true });
    return refusedWith(map(answer, (a) => ({ pendingEmail: typeof a?.pendingEmail === 'string' ? a.pendingEmail : newEmail })), accountRefusalOf);
  }

  async confirmEmailChange(token: string) {
    const answer = await this.http.patch<{ email?: unknown }>('/api/auth/confirm-email', {}, { bearer: token });
    return refusedWith(map(answer, (a) => ({ email: typeof a?.email === 'string' ? a.email : '' })), emailLinkRefusalOf);
  }

  async orders(userId: string, page = 1) {
    const body = { item_per_page: ORDERS_PAGE_SIZE, page, filters: { user_id: userId, order_status: 'success' } };
    return refusedWith(map(await this.http.post('/booking/orders', body, { struct: OrdersAnswer }), (a) => ({ data: a.data, total: a.total })), accountRefusalOf);
  }
}

/** The e-mail calls over HTTP (`POST /api/emails/*`); the reservation e-mail of a guest order goes with its order token. */
export class HttpMailGateway implements MailGateway {
  constructor(private readonly http: HttpClient, private readonly tokens: Pick<OrderTokens, 'tokenOf'>) {}

  async contactUs(message: ContactMessage) {
    return refusedWith(map(await this.http.post<unknown>('/api/emails/contactUs', message, { withLang: true }), nothing), accountRefusalOf);
  }

  async sendSuccessReservation(orderCode: string, options: { resend?: boolean } = {}) {
    const body = { order_code: orderCode, ...(options.resend ? { resend: true } : {}) };
    return refusedWith(map(await this.http.post<{ sent?: unknown }>('/api/emails/sendSuccessReservation', body, { withLang: true, headers: orderTokenHeader(this.tokens, orderCode) }), (a) => ({ sent: a?.sent === true })), accountRefusalOf);
  }
}

/** Newsletter subscription over HTTP (`POST /newsletter`). */
export class HttpNewsletterGateway implements NewsletterGateway {
  constructor(private readonly http: HttpClient) {}

  async subscribe(email: string, group: string) {
    return refusedWith(map(await this.http.post<unknown>('/newsletter', { email, group }), nothing), accountRefusalOf);
  }
}
