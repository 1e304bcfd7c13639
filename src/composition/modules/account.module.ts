import { ContainerModule } from 'inversify';
import { HttpAccountGateway, HttpMailGateway, HttpNewsletterGateway } from '../../adapters/http/account.http-gateway';
import { HttpSavedItemsGateway } from '../../adapters/http/saved-items.http-gateway';
import { SessionOrderTokens } from '../../adapters/storage/order-tokens.store';
import {
  type AccountGateway, LoadMyTrips, type MailGateway, ManageSavedItems, type NewsletterGateway, type SavedItemsGateway,
  SendContactMessage, SendReservationMail, SubscribeNewsletter, UpdateAccount, ChangeEmail, ConfirmEmailChange,
} from '../../core/account';
import { bindToken, from } from '../tokens';
import { accountTokens as T } from '../tokens/account.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

export const accountModule = new ContainerModule((options) => {
  bindToken(options, T.LoadMyTrips).toDynamicValue((ctx) => new LoadMyTrips({ account: from(ctx)(T.AccountGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
  bindToken(options, T.UpdateAccount).toDynamicValue((ctx) => new UpdateAccount({ account: from(ctx)(T.AccountGateway) })).inSingletonScope();
  bindToken(options, T.ChangeEmail).toDynamicValue((ctx) => new ChangeEmail({ account: from(ctx)(T.AccountGateway) })).inSingletonScope();
  bindToken(options, T.ConfirmEmailChange).toDynamicValue((ctx) => new ConfirmEmailChange({ account: from(ctx)(T.AccountGateway) })).inSingletonScope();
  bindToken(options, T.SendContactMessage).toDynamicValue((ctx) => new SendContactMessage({ mail: from(ctx)(T.MailGateway) })).inSingletonScope();
  bindToken(options, T.SendReservationMail).toDynamicValue((ctx) => new SendReservationMail({ mail: from(ctx)(T.MailGateway) })).inSingletonScope();
  bindToken(options, T.SubscribeNewsletter).toDynamicValue((ctx) => new SubscribeNewsletter({ newsletter: from(ctx)(T.NewsletterGateway) })).inSingletonScope();
  bindToken(options, T.ManageSavedItems).toDynamicValue((ctx) => new ManageSavedItems({ saved: from(ctx)(T.SavedItemsGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
});

export const httpAccountAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.AccountGateway).toDynamicValue((ctx) => new HttpAccountGateway(from(ctx)(S.HttpClient))).inSingletonScope();
  bindToken(options, T.MailGateway).toDynamicValue((ctx) => new HttpMailGateway(from(ctx)(S.HttpClient), new SessionOrderTokens(from(ctx)(S.SessionStore)))).inSingletonScope();
  bindToken(options, T.NewsletterGateway).toDynamicValue((ctx) => new HttpNewsletterGateway(from(ctx)(S.HttpClient))).inSingletonScope();
  bindToken(options, T.SavedItemsGateway).toDynamicValue((ctx) => new HttpSavedItemsGateway(from(ctx)(S.HttpClient))).inSingletonScope();
});

export function inMemoryAccountAdapterModule(adapters: { account: AccountGateway; mail: MailGateway; newsletter: NewsletterGateway; saved?: SavedItemsGateway }): ContainerModule {
  return new ContainerModule((options) => {
    if (adapters.saved) bindToken(options, T.SavedItemsGateway).toConstantValue(adapters.saved);
    bindToken(options, T.AccountGateway).toConstantValue(adapters.account);
    bindToken(options, T.MailGateway).toConstantValue(adapters.mail);
    bindToken(options, T.NewsletterGateway).toConstantValue(adapters.newsletter);
  });
}
