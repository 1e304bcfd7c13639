import { type AuthFlowViewModel } from './auth-flow.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The auth flow screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const authFlowScreenTokens = {
  AuthFlowViewModel: uiToken<AuthFlowViewModel>('ui.AuthFlowViewModel'),
} as const;
