/**
 * The local-storage key of the wallet's yes-or-no hint (`1` when tickets are saved; no ticket data). A module of its
 * own: the home page imports it, and whatever the first load imports ships in its chunk.
 */
export const WALLET_HINT_KEY = 'tickets.saved';
