import { type ActivateAccountViewModel } from './activate-account.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The activate account screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const activateAccountScreenTokens = {
  ActivateAccountViewModel: uiToken<ActivateAccountViewModel>('ui.ActivateAccountViewModel'),
} as const;
