export * from './domain/saved-booking';
export { WALLET_HINT_KEY } from './domain/wallet-hint-key';
export type { TicketWalletStore, WalletHint } from './ports/ticket-wallet.port';
export { TicketWallet, type TicketWalletDeps } from './use-cases/ticket-wallet.use-case';
