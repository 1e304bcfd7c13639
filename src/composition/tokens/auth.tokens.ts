import {
  type ActivateAccount, type AuthGateway, type ChangeOwnPassword, type EndRefusedSession, type LogIn, type LogOut, type RecoverPassword, type Register, type RestoreSession, type TokenStore,
} from '../../core/auth';
import { token } from './token';

export const authTokens = {
  AuthGateway: token<AuthGateway>('auth.AuthGateway'),
  TokenStore: token<TokenStore>('auth.TokenStore'),
  LogIn: token<LogIn>('auth.LogIn'),
  LogOut: token<LogOut>('auth.LogOut'),
  Register: token<Register>('auth.Register'),
  RecoverPassword: token<RecoverPassword>('auth.RecoverPassword'),
  ActivateAccount: token<ActivateAccount>('auth.ActivateAccount'),
  RestoreSession: token<RestoreSession>('auth.RestoreSession'),
  EndRefusedSession: token<EndRefusedSession>('auth.EndRefusedSession'),
  ChangeOwnPassword: token<ChangeOwnPassword>('auth.ChangeOwnPassword'),
} as const;
