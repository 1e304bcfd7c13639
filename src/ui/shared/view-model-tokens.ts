import { type LoadLanguages, type LoadMenu, type LoadPage, type LoadSettings } from '../../core/content';
import { type Clock } from '../../core/shared/clock.port';
import { type Logger } from '../../core/shared/logger.port';
import { type AuthSession } from './auth/auth-session';
import { type LoginDialogViewModel } from './auth/login-dialog.view-model';
import { type RecoverPasswordViewModel } from './auth/recover-password.view-model';
import { type TripWizardViewModel } from './search/trip-wizard.view-model';
import { type CatalogReader } from './catalog/catalog-reader';
import { type BookingStore } from './booking/booking-store';
import { type TicketDocumentsViewModel } from './booking/ticket/ticket-documents.view-model';
import { type BookingResetSignal } from './booking-reset';
import { type ChunkReloadGuard } from './chunk-reload-guard';
import { type DomainLoader } from './domain-loader';
import { type HeaderViewModel } from './header.view-model';
import { type NotFoundViewModel } from './not-found/not-found.view-model';
import { type Token } from './resolver';

/** A UI container key; each screen declares its own in `screens/<screen>/<screen>.tokens.ts` with it. */
export const uiToken = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

/** The content use cases the UI's queries call. */
export interface ContentReader {
  loadMenu: Pick<LoadMenu, 'execute'>;
  loadSettings: Pick<LoadSettings, 'execute'>;
  loadLanguages: Pick<LoadLanguages, 'execute'>;
  loadPage: Pick<LoadPage, 'execute'>;
}

/**
 * What the UI resolves from the container that several screens (or ui/shared itself) use: services and the view
 * models of shared pieces (bound transient, one per mounted component). A screen's own view models have their
 * tokens in its folder (`screens/<screen>/<screen>.tokens.ts`); the composition root merges both into TOKENS.
 * `Logger` and `Clock` share their symbols with the composition root's shared tokens.
 */
export const uiTokens = {
  Logger: uiToken<Logger>('shared.Logger'),
  Clock: uiToken<Clock>('shared.Clock'),
  ContentReader: uiToken<ContentReader>('ui.ContentReader'),
  Domains: uiToken<DomainLoader>('ui.Domains'),
  BookingReset: uiToken<BookingResetSignal>('ui.BookingReset'),
  ChunkReloadGuard: uiToken<ChunkReloadGuard>('ui.ChunkReloadGuard'),
  HeaderViewModel: uiToken<HeaderViewModel>('ui.HeaderViewModel'),
  /** The 404 page every route falls back to. */
  NotFoundViewModel: uiToken<NotFoundViewModel>('ui.NotFoundViewModel'),
  TripWizardViewModel: uiToken<TripWizardViewModel>('ui.TripWizardViewModel'),
  /** The logged-in user (first load); the login dialog's view models are bound when the auth domain loads. */
  AuthSession: uiToken<AuthSession>('ui.AuthSession'),
  LoginDialogViewModel: uiToken<LoginDialogViewModel>('ui.LoginDialogViewModel'),
  RecoverPasswordViewModel: uiToken<RecoverPasswordViewModel>('ui.RecoverPasswordViewModel'),
  /** The tab's booking (bound with the booking domain). */
  BookingStore: uiToken<BookingStore>('ui.BookingStore'),
  /** The tickets' PDF and calendar files (bound with the booking domain, one per mounted component). */
  TicketDocumentsViewModel: uiToken<TicketDocumentsViewModel>('ui.TicketDocumentsViewModel'),
  /** The catalog's items for the content screens and the home page (bound with the catalog domain). */
  CatalogReader: uiToken<CatalogReader>('ui.CatalogReader'),
} as const;
