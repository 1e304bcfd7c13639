import { type LoadLanguages, type LoadMenu, type LoadPage, type LoadSettings } from '../../core/content';
import { type Clock } from '../../core/shared/clock.port';
import { type Logger } from '../../core/shared/logger.port';
import { type AccountDetailsViewModel } from '../screens/account/account-details.view-model';
import { type ConfirmEmailViewModel } from '../screens/confirm-email/confirm-email.view-model';
import { type EmailChangeViewModel } from '../screens/account/email-change.view-model';
import { type PasswordChangeViewModel } from '../screens/account/password-change.view-model';
import { type SavedItemsViewModel } from '../screens/account/saved-items.view-model';
import { type MyTripsViewModel } from '../screens/account/my-trips.view-model';
import { type ActivateAccountViewModel } from '../screens/activate-account/activate-account.view-model';
import { type AuthSession } from './auth/auth-session';
import { type LoginDialogViewModel } from './auth/login-dialog.view-model';
import { type RecoverPasswordViewModel } from './auth/recover-password.view-model';
import { type NotFoundViewModel } from '../screens/not-found/not-found.view-model';
import { type TripWizardViewModel } from './search/trip-wizard.view-model';
import { type CatalogReader } from './catalog/catalog-reader';
import { type ContactFormViewModel } from '../screens/catalog/contact/contact-form.view-model';
import { type NewsletterFormViewModel } from '../screens/catalog/contact/newsletter-form.view-model';
import { type BookingStore } from './booking/booking-store';
import { type ResultsStep3ViewModel } from '../screens/booking/step3/results-step3.view-model';
import { type HoldTimerViewModel, type PaymentViewModel } from '../screens/booking/payment/payment.view-model';
import { type ResultsShellViewModel } from '../screens/booking/results-shell/results-shell.view-model';
import { type SailingsReader } from '../screens/booking/step1/sailings-query';
import { type ResultsStep1ViewModel } from '../screens/booking/step1/results-step1.view-model';
import { type ResultsStep2ViewModel } from '../screens/booking/step2/results-step2.view-model';
import { type LivePricing } from '../screens/booking/price-summary/live-pricing';
import { type PriceSummaryViewModel } from '../screens/booking/price-summary/price-summary.view-model';
import { type AuthFlowViewModel } from '../screens/auth-flow/auth-flow.view-model';
import { type SuccessViewModel } from '../screens/success/success.view-model';
import { type PaymentFailureViewModel } from '../screens/payment-failure/payment-failure.view-model';
import { type BooknowViewModel } from '../screens/booknow/booknow.view-model';
import { type BookingResetSignal } from './booking-reset';
import { type ChunkReloadGuard } from './chunk-reload-guard';
import { type DomainLoader } from './domain-loader';
import { type HeaderViewModel } from './header.view-model';
import { type Token } from './resolver';

const uiToken = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

/** The content use cases the UI's queries call. */
export interface ContentReader {
  loadMenu: Pick<LoadMenu, 'execute'>;
  loadSettings: Pick<LoadSettings, 'execute'>;
  loadLanguages: Pick<LoadLanguages, 'execute'>;
  loadPage: Pick<LoadPage, 'execute'>;
}

/**
 * What the UI resolves from the container: view models (bound transient, one per mounted component) and the
 * few services it uses. `Logger` and `Clock` share their symbols with the composition root's shared tokens.
 */
export const uiTokens = {
  Logger: uiToken<Logger>('shared.Logger'),
  Clock: uiToken<Clock>('shared.Clock'),
  ContentReader: uiToken<ContentReader>('ui.ContentReader'),
  Domains: uiToken<DomainLoader>('ui.Domains'),
  BookingReset: uiToken<BookingResetSignal>('ui.BookingReset'),
  ChunkReloadGuard: uiToken<ChunkReloadGuard>('ui.ChunkReloadGuard'),
  HeaderViewModel: uiToken<HeaderViewModel>('ui.HeaderViewModel'),
  NotFoundViewModel: uiToken<NotFoundViewModel>('ui.NotFoundViewModel'),
  TripWizardViewModel: uiToken<TripWizardViewModel>('ui.TripWizardViewModel'),
  /** The logged-in user (first load); the view models below are bound when the auth/account domains load. */
  AuthSession: uiToken<AuthSession>('ui.AuthSession'),
  LoginDialogViewModel: uiToken<LoginDialogViewModel>('ui.LoginDialogViewModel'),
  RecoverPasswordViewModel: uiToken<RecoverPasswordViewModel>('ui.RecoverPasswordViewModel'),
  ActivateAccountViewModel: uiToken<ActivateAccountViewModel>('ui.ActivateAccountViewModel'),
  AuthFlowViewModel: uiToken<AuthFlowViewModel>('ui.AuthFlowViewModel'),
  AccountDetailsViewModel: uiToken<AccountDetailsViewModel>('ui.AccountDetailsViewModel'),
  EmailChangeViewModel: uiToken<EmailChangeViewModel>('ui.EmailChangeViewModel'),
  PasswordChangeViewModel: uiToken<PasswordChangeViewModel>('ui.PasswordChangeViewModel'),
  ConfirmEmailViewModel: uiToken<ConfirmEmailViewModel>('ui.ConfirmEmailViewModel'),
  SavedPassengersViewModel: uiToken<SavedItemsViewModel<'passengers'>>('ui.SavedPassengersViewModel'),
  SavedVehiclesViewModel: uiToken<SavedItemsViewModel<'vehicles'>>('ui.SavedVehiclesViewModel'),
  SavedPetsViewModel: uiToken<SavedItemsViewModel<'pets'>>('ui.SavedPetsViewModel'),
  MyTripsViewModel: uiToken<MyTripsViewModel>('ui.MyTripsViewModel'),
  /** The tab's booking (bound with the booking domain). Booking view models follow. */
  BookingStore: uiToken<BookingStore>('ui.BookingStore'),
  /** Step 3 (passenger details and billing) and its payment. */
  ResultsStep3ViewModel: uiToken<ResultsStep3ViewModel>('ui.ResultsStep3ViewModel'),
  PaymentViewModel: uiToken<PaymentViewModel>('ui.PaymentViewModel'),
  /** The hold timer's extension (extend-hold). */
  HoldTimerViewModel: uiToken<HoldTimerViewModel>('ui.HoldTimerViewModel'),
  /** The success and payment-failure pages (bound with the booking domain; success also needs the account domain). */
  SuccessViewModel: uiToken<SuccessViewModel>('ui.SuccessViewModel'),
  PaymentFailureViewModel: uiToken<PaymentFailureViewModel>('ui.PaymentFailureViewModel'),
  /** The reseller entry `/booknow` (bound with the booking domain; its route loads the auth domain too). */
  BooknowViewModel: uiToken<BooknowViewModel>('ui.BooknowViewModel'),
  /** The content screens (bound with the catalog domain). */
  CatalogReader: uiToken<CatalogReader>('ui.CatalogReader'),
  ContactFormViewModel: uiToken<ContactFormViewModel>('ui.ContactFormViewModel'),
  NewsletterFormViewModel: uiToken<NewsletterFormViewModel>('ui.NewsletterFormViewModel'),
  SailingsReader: uiToken<SailingsReader>('ui.SailingsReader'),
  ResultsShellViewModel: uiToken<ResultsShellViewModel>('ui.ResultsShellViewModel'),
  ResultsStep1ViewModel: uiToken<ResultsStep1ViewModel>('ui.ResultsStep1ViewModel'),
  /** Prices the booking as its choices change (singleton: the passengers step and the price summary share it). */
  LivePricing: uiToken<LivePricing>('ui.LivePricing'),
  ResultsStep2ViewModel: uiToken<ResultsStep2ViewModel>('ui.ResultsStep2ViewModel'),
  PriceSummaryViewModel: uiToken<PriceSummaryViewModel>('ui.PriceSummaryViewModel'),
} as const;
