import { type TicketWallet, type TicketWalletStore, type WalletHint } from '../../core/wallet';
import { token } from './token';

/** The saved tickets (issue 17, offline): bound when the `wallet` domain loads. */
export const walletTokens = {
  TicketWalletStore: token<TicketWalletStore>('wallet.TicketWalletStore'),
  TicketWallet: token<TicketWallet>('wallet.TicketWallet'),
  WalletHint: token<WalletHint>('wallet.WalletHint'),
} as const;
