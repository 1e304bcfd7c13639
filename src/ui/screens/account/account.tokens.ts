import { type AccountDetailsViewModel } from './account-details.view-model';
import { type EmailChangeViewModel } from './email-change.view-model';
import { type MyTripsViewModel } from './my-trips.view-model';
import { type PasswordChangeViewModel } from './password-change.view-model';
import { type SavedItemsViewModel } from './saved-items.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The account screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const accountScreenTokens = {
  AccountDetailsViewModel: uiToken<AccountDetailsViewModel>('ui.AccountDetailsViewModel'),
  EmailChangeViewModel: uiToken<EmailChangeViewModel>('ui.EmailChangeViewModel'),
  PasswordChangeViewModel: uiToken<PasswordChangeViewModel>('ui.PasswordChangeViewModel'),
  SavedPassengersViewModel: uiToken<SavedItemsViewModel<'passengers'>>('ui.SavedPassengersViewModel'),
  SavedVehiclesViewModel: uiToken<SavedItemsViewModel<'vehicles'>>('ui.SavedVehiclesViewModel'),
  SavedPetsViewModel: uiToken<SavedItemsViewModel<'pets'>>('ui.SavedPetsViewModel'),
  MyTripsViewModel: uiToken<MyTripsViewModel>('ui.MyTripsViewModel'),
} as const;
