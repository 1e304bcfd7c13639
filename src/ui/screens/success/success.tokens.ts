import { type SuccessViewModel } from './success.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The success screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const successScreenTokens = {
  /** The success and payment-failure pages (bound with the booking domain; success also needs the account domain). */
  SuccessViewModel: uiToken<SuccessViewModel>('ui.SuccessViewModel'),
} as const;
