import { type OrderTokens } from '../../core/booking/ports/order-tokens.port';
import { type SessionStore } from '../../core/shared/session-store.port';

/** The session-store key of the tab's order tokens. */
export const ORDER_TOKENS_KEY = 'booking.orderTokens';
/** A tab keeps the tokens of its last few orders only. */
const KEPT = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Order tokens in memory (Node, tests, a gateway used on its own). */
export class MemoryOrderTokens implements OrderTokens {
  private readonly tokens = new Map<string, string>();

  tokenOf(orderCode: string): string | undefined {
    return this.tokens.get(orderCode);
  }

  remember(orderCode: string, token: string): void {
    this.tokens.set(orderCode, token);
  }

  /** Forgets every token (a stranger's tab). */
  clear(): void {
    this.tokens.clear();
  }
}

/**
 * Order tokens in the tab's session store (session storage in the browser): the success page after the card payment
 * still has the token the hold answered, and closing the tab forgets it. Only well-formed tokens are read back.
 */
export class SessionOrderTokens implements OrderTokens {
  constructor(private readonly store: SessionStore) {}

  tokenOf(orderCode: string): string | undefined {
    const token = this.read()[orderCode];
    return typeof token === 'string' && TOKEN.test(token) ? token : undefined;
  }

  remember(orderCode: string, token: string): void {
    const kept = Object.entries(this.read()).filter(([code]) => code !== orderCode).slice(-(KEPT - 1));
    this.store.write(ORDER_TOKENS_KEY, JSON.stringify(Object.fromEntries([...kept, [orderCode, token]])));
  }

  private read(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.store.read(ORDER_TOKENS_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}
