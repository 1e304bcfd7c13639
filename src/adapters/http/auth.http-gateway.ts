import { type Infer, optional, string, type, unknown } from 'superstruct';
import { type AuthGateway, type Registration, type User } from '../../core/auth';
import { map } from '../../core/shared/result';
import { authRefusalOf, linkRefusalOf } from './auth.mappers';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';

const UserAnswer = type({
  id: unknown(), firstName: string(), lastName: string(), email: string(),
  customer: optional(type({})),
});
const LoginAnswer = type({ access_token: string() });
const ChangedPasswordAnswer = type({ access_token: string() });

function toUser(answer: Infer<typeof UserAnswer>): User {
  const customer = answer.customer as Record<string, unknown> | undefined | null;
  const text = (key: string) => (typeof customer?.[key] === 'string' ? (customer[key] as string) : undefined);
  return {
    id: String(answer.id), firstName: answer.firstName, lastName: answer.lastName, email: answer.email,
    ...(customer ? { customer: { address: text('address'), phone: text('phone'), zipCode: text('zipCode'), nationality: text('nationality'), city: text('city') } } : {}),
  };
}

const nothing = () => undefined;

/** The auth calls of the Content API over HTTP (`/api/auth/*`). */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  async login(email: string, password: string) {
    return refusedWith(map(await this.http.post('/api/auth/login', { email, password }, { struct: LoginAnswer }), (a) => ({ token: a.access_token })), authRefusalOf);
  }

  async register(registration: Registration) {
    return refusedWith(map(await this.http.post<unknown>('/api/auth/register', registration, { withLang: true }), nothing), authRefusalOf);
  }

  async sendActivationEmail(email: string) {
    return refusedWith(map(await this.http.post<unknown>('/api/auth/send-activation-email', { email }, { withLang: true }), nothing), authRefusalOf);
  }

  async activateAccount(token: string) {
    return refusedWith(map(await this.http.patch<unknown>('/api/auth/activate-account', {}, { bearer: token }), nothing), linkRefusalOf);
  }

  async requestPasswordReset(email: string) {
    return refusedWith(map(await this.http.put<unknown>('/api/auth/request-password-reset', { email }, { withLang: true }), nothing), authRefusalOf);
  }

  async changePassword(resetToken: string, password: string) {
    return refusedWith(map(await this.http.patch<unknown>('/api/auth/change-password', { password }, { bearer: resetToken }), nothing), linkRefusalOf);
  }

  async changeOwnPassword(token: string, currentPassword: string, newPassword: string) {
    const answer = await this.http.patch('/api/auth/change-password', { password: newPassword, currentPassword }, { bearer: token, struct: ChangedPasswordAnswer });
    return refusedWith(map(answer, (value) => ({ token: value.access_token })), authRefusalOf);
  }

  async currentUser(token: string) {
    const answer = await this.http.get('/api/auth/user', { bearer: token, query: { include: JSON.stringify({ customer: true }) }, struct: UserAnswer });
    return refusedWith(map(answer, toUser), authRefusalOf);
  }

  async logout(token: string) {
    return refusedWith(map(await this.http.post<unknown>('/api/auth/logout', {}, { bearer: token }), nothing), authRefusalOf);
  }
}
