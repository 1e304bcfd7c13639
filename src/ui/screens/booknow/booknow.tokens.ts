import { type BooknowViewModel } from './booknow.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The booknow screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const booknowScreenTokens = {
  /** The reseller entry `/booknow` (bound with the booking domain; its route loads the auth domain too). */
  BooknowViewModel: uiToken<BooknowViewModel>('ui.BooknowViewModel'),
} as const;
