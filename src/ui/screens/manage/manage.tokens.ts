import { type AssistanceViewModel } from './assistance.view-model';
import { type ChangeViewModel } from './change.view-model';
import { type ManageBookingViewModel } from './manage.view-model';
import { type PartCancelViewModel } from './part-cancel.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The manage-booking screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const manageScreenTokens = {
  /** "Manage booking" (issue 17): bound with the booking domain. */
  ManageBookingViewModel: uiToken<ManageBookingViewModel>('ui.ManageBookingViewModel'),
  /** Its assistance section (issue 17). */
  AssistanceViewModel: uiToken<AssistanceViewModel>('ui.AssistanceViewModel'),
  /** Its "Change date or sailing" section (issue 17). */
  ChangeViewModel: uiToken<ChangeViewModel>('ui.ChangeViewModel'),
  /** Its partial cancellation section (issue 17). */
  PartCancelViewModel: uiToken<PartCancelViewModel>('ui.PartCancelViewModel'),
} as const;
