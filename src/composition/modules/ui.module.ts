import { ContainerModule } from 'inversify';
import { NotFoundViewModel } from '../../ui/features/not-found/not-found.view-model';
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
});
