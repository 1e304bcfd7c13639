import { type SavedTicketsViewModel } from './saved-tickets.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The "My tickets" screen's container keys (bound with the wallet domain). */
export const ticketsScreenTokens = {
  SavedTicketsViewModel: uiToken<SavedTicketsViewModel>('ui.SavedTicketsViewModel'),
} as const;
