import { WALLET_HINT_KEY } from '../../core/wallet/domain/wallet-hint-key';
import { type WalletHint } from '../../core/wallet/ports/ticket-wallet.port';

/** The hint in the browser's local storage, which the home page reads without loading the wallet. */
export class LocalStorageWalletHint implements WalletHint {
  has(): boolean {
    try {
      return globalThis.localStorage?.getItem(WALLET_HINT_KEY) === '1';
    } catch {
      return false;
    }
  }

  set(has: boolean): void {
    try {
      if (has) globalThis.localStorage?.setItem(WALLET_HINT_KEY, '1');
      else globalThis.localStorage?.removeItem(WALLET_HINT_KEY);
    } catch {
      // Storage refused (private mode, quota): the home page just shows no link.
    }
  }
}
