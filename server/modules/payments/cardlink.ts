/** The Cardlink redirect protocol moved to server/adapters/payments/cardlink-protocol.ts (issue 14); kept for imports. */
export * from '../../adapters/payments/cardlink-protocol';
