import {
  type AccountGateway, type LoadMyTrips, type MailGateway, type NewsletterGateway, type SendContactMessage,
  type SendReservationMail, type SubscribeNewsletter, type UpdateAccount, type ManageSavedItems, type SavedItemsGateway,
  type ChangeEmail, type ConfirmEmailChange,
} from '../../core/account';
import { token } from './token';

export const accountTokens = {
  AccountGateway: token<AccountGateway>('account.AccountGateway'),
  MailGateway: token<MailGateway>('account.MailGateway'),
  NewsletterGateway: token<NewsletterGateway>('account.NewsletterGateway'),
  LoadMyTrips: token<LoadMyTrips>('account.LoadMyTrips'),
  SendContactMessage: token<SendContactMessage>('account.SendContactMessage'),
  SendReservationMail: token<SendReservationMail>('account.SendReservationMail'),
  SubscribeNewsletter: token<SubscribeNewsletter>('account.SubscribeNewsletter'),
  UpdateAccount: token<UpdateAccount>('account.UpdateAccount'),
  ChangeEmail: token<ChangeEmail>('account.ChangeEmail'),
  ConfirmEmailChange: token<ConfirmEmailChange>('account.ConfirmEmailChange'),
  SavedItemsGateway: token<SavedItemsGateway>('account.SavedItemsGateway'),
  ManageSavedItems: token<ManageSavedItems>('account.ManageSavedItems'),
} as const;
