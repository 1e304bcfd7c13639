import { type BindToFluentSyntax, type Container, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import { accountTokens } from './tokens/account.tokens';
import { authTokens } from './tokens/auth.tokens';
import { bookingTokens } from './tokens/booking.tokens';
import { catalogTokens } from './tokens/catalog.tokens';
import { contentTokens } from './tokens/content.tokens';
import { couponTokens } from './tokens/coupon.tokens';
import { searchTokens } from './tokens/search.tokens';
import { sharedTokens } from './tokens/shared.tokens';
import { type Token, type TokenType } from './tokens/token';
import { allUiTokens } from './tokens/ui.tokens';
import { walletTokens } from './tokens/wallet.tokens';

export { type Token, token } from './tokens/token';
export { type AccessTokenSource } from './tokens/shared.tokens';

/**
 * Every container key, merged from the per-domain token files. A domain adds its `<domain>.tokens.ts` and one
 * spread line here; names are unique across domains (the spread would silently overwrite a clash, so
 * `tests/ui/composition.test.ts` checks that every token is a distinct symbol).
 */
export const TOKENS = {
  ...sharedTokens,
  ...contentTokens,
  ...searchTokens,
  ...bookingTokens,
  ...authTokens,
  ...couponTokens,
  ...accountTokens,
  ...catalogTokens,
  ...walletTokens,
  ...allUiTokens,
} as const;

/** The type bound to each token, by name: `TokenMap['LoadMenu']` is `LoadMenu`. */
export type TokenMap = { [K in keyof typeof TOKENS]: TokenType<(typeof TOKENS)[K]> };

/** Typed resolution: `resolve(container, TOKENS.LoadMenu)` is a `LoadMenu`. */
export function resolve<T>(container: Pick<Container, 'get'>, key: Token<T>): T {
  return container.get<T>(key);
}

/** Typed binding inside a ContainerModule: `bindToken(options, TOKENS.LoadMenu).toResolvedValue(...)`. */
export function bindToken<T>(options: Pick<ContainerModuleLoadOptions, 'bind'>, key: Token<T>): BindToFluentSyntax<T> {
  return options.bind<T>(key);
}

/** Typed resolution inside a factory: `toDynamicValue((ctx) => new LoadMenu({ content: from(ctx)(TOKENS.ContentGateway) }))`. */
export function from(ctx: Pick<ResolutionContext, 'get'>): <T>(key: Token<T>) => T {
  return <T>(key: Token<T>) => ctx.get<T>(key);
}
