import { type NotFoundViewModel } from './not-found.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The not found screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const notFoundScreenTokens = {
  NotFoundViewModel: uiToken<NotFoundViewModel>('ui.NotFoundViewModel'),
} as const;
