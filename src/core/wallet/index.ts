export * from './domain/saved-booking';
export type { TicketWalletStore, WalletHint } from './ports/ticket-wallet.port';
export { TicketWallet, type TicketWalletDeps } from './use-cases/ticket-wallet.use-case';
