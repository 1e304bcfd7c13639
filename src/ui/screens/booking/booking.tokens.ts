import { type LivePricing } from './price-summary/live-pricing';
import { type PaymentViewModel, type HoldTimerViewModel } from './payment/payment.view-model';
import { type PriceSummaryViewModel } from './price-summary/price-summary.view-model';
import { type ResultsShellViewModel } from './results-shell/results-shell.view-model';
import { type ResultsStep1ViewModel } from './step1/results-step1.view-model';
import { type ResultsStep2ViewModel } from './step2/results-step2.view-model';
import { type ResultsStep3ViewModel } from './step3/results-step3.view-model';
import { type SailingsReader } from './step1/sailings-query';
import { uiToken } from '../../shared/view-model-tokens';

/** The booking screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const bookingScreenTokens = {
  /** Step 3 (passenger details and billing) and its payment. */
  ResultsStep3ViewModel: uiToken<ResultsStep3ViewModel>('ui.ResultsStep3ViewModel'),
  PaymentViewModel: uiToken<PaymentViewModel>('ui.PaymentViewModel'),
  /** The hold timer's extension (extend-hold). */
  HoldTimerViewModel: uiToken<HoldTimerViewModel>('ui.HoldTimerViewModel'),
  SailingsReader: uiToken<SailingsReader>('ui.SailingsReader'),
  ResultsShellViewModel: uiToken<ResultsShellViewModel>('ui.ResultsShellViewModel'),
  ResultsStep1ViewModel: uiToken<ResultsStep1ViewModel>('ui.ResultsStep1ViewModel'),
  /** Prices the booking as its choices change (singleton: the passengers step and the price summary share it). */
  LivePricing: uiToken<LivePricing>('ui.LivePricing'),
  ResultsStep2ViewModel: uiToken<ResultsStep2ViewModel>('ui.ResultsStep2ViewModel'),
  PriceSummaryViewModel: uiToken<PriceSummaryViewModel>('ui.PriceSummaryViewModel'),
} as const;
