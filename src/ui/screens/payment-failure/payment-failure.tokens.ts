import { type PaymentFailureViewModel } from './payment-failure.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The payment failure screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const paymentFailureScreenTokens = {
  PaymentFailureViewModel: uiToken<PaymentFailureViewModel>('ui.PaymentFailureViewModel'),
} as const;
