import { ContainerModule } from 'inversify';
import { SESSION_TOKEN_KEY } from '../../adapters/storage/session-token.store';
import { BOOKING_STORAGE_KEY } from '../../core/booking/booking-storage-key';
import { AuthSession } from '../../ui/shared/auth/auth-session';
import { NotFoundViewModel } from '../../ui/shared/not-found/not-found.view-model';
import { TripWizardViewModel } from '../../ui/shared/search/trip-wizard.view-model';
import { BookingResetSignal } from '../../ui/shared/booking-reset';
import { ChunkReloadGuard } from '../../ui/shared/chunk-reload-guard';
import { HeaderViewModel } from '../../ui/shared/header.view-model';
import { TOKENS, bindToken, from } from '../tokens';

/**
 * The UI's services and view models, built from use cases and platform services. Only UI containers (browser,
 * UI tests) load it, so the headless container stays free of UI code. View models are transient: each
 * `useViewModel` call gets its own.
 */
export const uiModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.ContentReader).toDynamicValue((ctx) => ({
    loadMenu: from(ctx)(TOKENS.LoadMenu),
    loadSettings: from(ctx)(TOKENS.LoadSettings),
    loadLanguages: from(ctx)(TOKENS.LoadLanguages),
    loadPage: from(ctx)(TOKENS.LoadPage),
  })).inSingletonScope();
  bindToken(options, TOKENS.BookingReset)
    .toDynamicValue((ctx) => new BookingResetSignal({ store: from(ctx)(TOKENS.SessionStore) }))
    .inSingletonScope();
  bindToken(options, TOKENS.ChunkReloadGuard)
    .toDynamicValue((ctx) => new ChunkReloadGuard({ store: from(ctx)(TOKENS.SessionStore), clock: from(ctx)(TOKENS.Clock) }))
    .inSingletonScope();
  bindToken(options, TOKENS.HeaderViewModel)
    .toDynamicValue((ctx) => new HeaderViewModel({ bookingReset: from(ctx)(TOKENS.BookingReset) }))
    .inTransientScope();
  bindToken(options, TOKENS.NotFoundViewModel).toResolvedValue(() => new NotFoundViewModel()).inTransientScope();
  // The session's state ships first; the auth use cases it calls are bound once the auth domain has loaded.
  bindToken(options, TOKENS.AuthSession).toDynamicValue((ctx) => {
    const get = from(ctx);
    const auth = async () => { await get(TOKENS.Domains).require('auth'); };
    // The token that proved reseller mode is gone: the tab's booking, when there is one, leaves it (its code loads only then).
    const endResellerMode = async () => {
      if (get(TOKENS.SessionStore).read(BOOKING_STORAGE_KEY) === undefined) return;
      await get(TOKENS.Domains).require('booking');
      get(TOKENS.BookingStore).leaveResellerMode();
    };
    const leaveResellerMode = () => endResellerMode()
      .catch((error: unknown) => get(TOKENS.Logger).log('warn', `session end: reseller mode not left: ${String(error)}`));
    return new AuthSession({
      hasStoredToken: () => get(TOKENS.SessionStore).read(SESSION_TOKEN_KEY) !== undefined,
      restore: async () => { await auth(); return get(TOKENS.RestoreSession).execute(); },
      logOut: async () => {
        try {
          await auth();
          await get(TOKENS.LogOut).execute();
          await leaveResellerMode();
        } finally {
          // The account's saved tickets leave the device with it (a shared phone).
          await get(TOKENS.Domains).require('wallet').then(() => get(TOKENS.TicketWallet).forgetAccount()).catch(() => undefined);
        }
      },
      leaveResellerMode,
    });
  }).inSingletonScope();
  // The auth module's `EndRefusedSession` (every call's "session ended" handler) tells the session.
  bindToken(options, TOKENS.SessionEndedListener).toDynamicValue((ctx) => from(ctx)(TOKENS.AuthSession)).inSingletonScope();
  // The search use cases live in a lazily loaded domain: the wizard asks for them on first focus.
  bindToken(options, TOKENS.TripWizardViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    const domains = get(TOKENS.Domains);
    return new TripWizardViewModel({
      clock: get(TOKENS.Clock),
      search: async () => {
        const [core] = await Promise.all([import('../../core/search'), domains.require('search')]);
        return {
          loadPorts: get(TOKENS.LoadPorts), loadDates: get(TOKENS.LoadDates), loadFareCalendar: get(TOKENS.LoadFareCalendar), filterPorts: core.filterPorts,
        };
      },
    });
  }).inTransientScope();
});
