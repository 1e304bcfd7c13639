import { ContainerModule } from 'inversify';
import { InMemoryTicketWalletStore } from '../../adapters/in-memory/ticket-wallet.in-memory';
import { IndexedDbTicketWalletStore } from '../../adapters/storage/indexeddb-ticket-wallet';
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

/** The browser's store: IndexedDB. */
export const indexedDbWalletAdapterModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.TicketWalletStore).toConstantValue(new IndexedDbTicketWalletStore());
});

/** A store in memory (tests, or given one to inspect). */
export function inMemoryWalletAdapterModule(store: InMemoryTicketWalletStore = new InMemoryTicketWalletStore()): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.TicketWalletStore).toConstantValue(store);
  });
}
