import { ContainerModule } from 'inversify';
import { InMemoryTicketWalletStore, InMemoryWalletHint } from '../../adapters/in-memory/ticket-wallet.in-memory';
import { IndexedDbTicketWalletStore } from '../../adapters/storage/indexeddb-ticket-wallet';
import { LocalStorageWalletHint } from '../../adapters/storage/local-storage-wallet-hint';
import { TicketWallet } from '../../core/wallet';
import { SavedTicketsViewModel } from '../../ui/screens/tickets/saved-tickets.view-model';
import { TOKENS, bindToken, from } from '../tokens';

/** The saved tickets (issue 17, offline): the use case and the "My tickets" screen's view model. */
export const walletModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.TicketWallet).toDynamicValue((ctx) => new TicketWallet({
    store: from(ctx)(TOKENS.TicketWalletStore), hint: from(ctx)(TOKENS.WalletHint), clock: from(ctx)(TOKENS.Clock),
  })).inSingletonScope();
  bindToken(options, TOKENS.SavedTicketsViewModel).toDynamicValue((ctx) => new SavedTicketsViewModel({
    wallet: () => Promise.resolve(from(ctx)(TOKENS.TicketWallet)), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
});

/** The browser's store: IndexedDB, and the yes-or-no hint in local storage the home page reads. */
export const indexedDbWalletAdapterModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.TicketWalletStore).toConstantValue(new IndexedDbTicketWalletStore());
  bindToken(options, TOKENS.WalletHint).toConstantValue(new LocalStorageWalletHint());
});

/** A store in memory (tests, or given one to inspect). */
export function inMemoryWalletAdapterModule(store: InMemoryTicketWalletStore = new InMemoryTicketWalletStore(), hint = new InMemoryWalletHint()): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.TicketWalletStore).toConstantValue(store);
    bindToken(options, TOKENS.WalletHint).toConstantValue(hint);
  });
}
