import { type ConfirmEmailViewModel } from './confirm-email.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The confirm email screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const confirmEmailScreenTokens = {
  ConfirmEmailViewModel: uiToken<ConfirmEmailViewModel>('ui.ConfirmEmailViewModel'),
} as const;
