import { ContainerModule } from 'inversify';
import { HttpAuthGateway } from '../../adapters/http/auth.http-gateway';
import { SessionTokenStore } from '../../adapters/storage/session-token.store';
import { ActivateAccount, type AuthGateway, ChangeOwnPassword, EndRefusedSession, LogIn, LogOut, RecoverPassword, Register, RestoreSession, type SessionEndedListener } from '../../core/auth';
import { type AccessTokenSource, bindToken, from } from '../tokens';
import { authTokens as T } from '../tokens/auth.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

/**
 * The auth use cases and the session's token store. The HTTP client reads its bearer token from `AccessToken`,
 * which this module points at the token store (rebinding the platform's 'no session' default).
 */
export const authModule = new ContainerModule((options) => {
  // Session storage: a reload stays logged in, closing the tab logs out (docs/REFERENCE.md "Accounts UI").
  bindToken(options, T.TokenStore).toDynamicValue((ctx) => new SessionTokenStore(from(ctx)(S.SessionStore))).inSingletonScope();
  // The session ended on the server: forget the token and tell the UI (its AuthSession, when bound), once.
  bindToken(options, T.EndRefusedSession).toDynamicValue((ctx) => new EndRefusedSession({
    tokens: from(ctx)(T.TokenStore),
    listener: { sessionEnded: () => { ctx.get<SessionEndedListener>(S.SessionEndedListener, { optional: true })?.sessionEnded(); } },
  })).inSingletonScope();
  const source = (ctx: Parameters<typeof from>[0]): AccessTokenSource => {
    const tokens = from(ctx)(T.TokenStore);
    const end = from(ctx)(T.EndRefusedSession);
    return { current: () => tokens.get(), refused: (token) => { end.execute(token); } };
  };
  if (options.isBound(S.AccessToken)) options.rebind<AccessTokenSource>(S.AccessToken).toDynamicValue(source).inSingletonScope();
  else bindToken(options, S.AccessToken).toDynamicValue(source).inSingletonScope();
  const deps = (ctx: Parameters<typeof from>[0]) => ({ auth: from(ctx)(T.AuthGateway), tokens: from(ctx)(T.TokenStore) });
  bindToken(options, T.LogIn).toDynamicValue((ctx) => new LogIn(deps(ctx))).inSingletonScope();
  bindToken(options, T.LogOut).toDynamicValue((ctx) => new LogOut(deps(ctx))).inSingletonScope();
  bindToken(options, T.Register).toDynamicValue((ctx) => new Register(deps(ctx))).inSingletonScope();
  bindToken(options, T.RecoverPassword).toDynamicValue((ctx) => new RecoverPassword(deps(ctx))).inSingletonScope();
  bindToken(options, T.ActivateAccount).toDynamicValue((ctx) => new ActivateAccount(deps(ctx))).inSingletonScope();
  bindToken(options, T.RestoreSession).toDynamicValue((ctx) => new RestoreSession(deps(ctx))).inSingletonScope();
  bindToken(options, T.ChangeOwnPassword).toDynamicValue((ctx) => new ChangeOwnPassword(deps(ctx))).inSingletonScope();
});

export const httpAuthAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.AuthGateway).toDynamicValue((ctx) => new HttpAuthGateway(from(ctx)(S.HttpClient))).inSingletonScope();
});

export function inMemoryAuthAdapterModule(gateway: AuthGateway): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, T.AuthGateway).toConstantValue(gateway);
  });
}
