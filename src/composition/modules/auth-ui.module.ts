import { ContainerModule } from 'inversify';
import { AccountDetailsViewModel } from '../../ui/screens/account/account-details.view-model';
import { ConfirmEmailViewModel } from '../../ui/screens/confirm-email/confirm-email.view-model';
import { EmailChangeViewModel } from '../../ui/screens/account/email-change.view-model';
import { PasswordChangeViewModel } from '../../ui/screens/account/password-change.view-model';
import { EMPTY_SAVED, SavedItemsViewModel } from '../../ui/screens/account/saved-items.view-model';
import { MyTripsViewModel } from '../../ui/screens/account/my-trips.view-model';
import { ActivateAccountViewModel } from '../../ui/screens/activate-account/activate-account.view-model';
import { LoginDialogViewModel } from '../../ui/shared/auth/login-dialog.view-model';
import { LoginFormViewModel } from '../../ui/shared/auth/login-form.view-model';
import { RecoverPasswordViewModel } from '../../ui/shared/auth/recover-password.view-model';
import { RegistrationFormViewModel } from '../../ui/shared/auth/registration-form.view-model';
import { AuthFlowViewModel } from '../../ui/screens/auth-flow/auth-flow.view-model';
import { TOKENS, bindToken, from } from '../tokens';

/**
 * The view models of the login dialog and the auth pages. They load with the auth domain (not with the home page,
 * whose first load they would otherwise join); each `useViewModel` call gets its own.
 */
export const authUiModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.RecoverPasswordViewModel)
    .toDynamicValue((ctx) => new RecoverPasswordViewModel({ recover: from(ctx)(TOKENS.RecoverPassword) }))
    .inTransientScope();
  bindToken(options, TOKENS.LoginDialogViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    const session = get(TOKENS.AuthSession);
    return new LoginDialogViewModel(
      new LoginFormViewModel({ logIn: get(TOKENS.LogIn), signedIn: (user) => session.signedIn(user) }),
      new RegistrationFormViewModel({ register: get(TOKENS.Register), activation: get(TOKENS.ActivateAccount) }),
      get(TOKENS.RecoverPasswordViewModel),
    );
  }).inTransientScope();
  bindToken(options, TOKENS.AuthFlowViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    return new AuthFlowViewModel({ session: get(TOKENS.AuthSession), restore: get(TOKENS.RestoreSession), tokens: get(TOKENS.TokenStore), clock: get(TOKENS.Clock) });
  }).inTransientScope();
  bindToken(options, TOKENS.ActivateAccountViewModel)
    .toDynamicValue((ctx) => new ActivateAccountViewModel({ activation: from(ctx)(TOKENS.ActivateAccount) }))
    .inTransientScope();
});

/** The account area's view models; they load with the account domain. */
export const accountUiModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.AccountDetailsViewModel).toDynamicValue((ctx) => {
    const session = from(ctx)(TOKENS.AuthSession);
    return new AccountDetailsViewModel({ update: from(ctx)(TOKENS.UpdateAccount), signedIn: (user) => session.signedIn(user) });
  }).inTransientScope();
  bindToken(options, TOKENS.EmailChangeViewModel).toDynamicValue((ctx) => {
    const session = from(ctx)(TOKENS.AuthSession);
    return new EmailChangeViewModel({ change: from(ctx)(TOKENS.ChangeEmail), currentEmail: () => session.user?.email ?? '' });
  }).inTransientScope();
  // The current-password change comes with the auth domain, which the account route loads too.
  bindToken(options, TOKENS.PasswordChangeViewModel)
    .toDynamicValue((ctx) => new PasswordChangeViewModel({ change: from(ctx)(TOKENS.ChangeOwnPassword) }))
    .inTransientScope();
  // A logged-in tab that opens the link shows the new address at once.
  bindToken(options, TOKENS.ConfirmEmailViewModel).toDynamicValue((ctx) => {
    const session = from(ctx)(TOKENS.AuthSession);
    return new ConfirmEmailViewModel({
      confirm: from(ctx)(TOKENS.ConfirmEmailChange),
      changed: (email) => { if (session.user) session.signedIn({ ...session.user, email }); },
    });
  }).inTransientScope();
  bindToken(options, TOKENS.SavedPassengersViewModel)
    .toDynamicValue((ctx) => new SavedItemsViewModel({ manage: from(ctx)(TOKENS.ManageSavedItems), kind: 'passengers', empty: EMPTY_SAVED.passengers }))
    .inTransientScope();
  bindToken(options, TOKENS.SavedVehiclesViewModel)
    .toDynamicValue((ctx) => new SavedItemsViewModel({ manage: from(ctx)(TOKENS.ManageSavedItems), kind: 'vehicles', empty: EMPTY_SAVED.vehicles }))
    .inTransientScope();
  // The trips' tickets come with the booking domain, loaded when the first tickets are opened.
  bindToken(options, TOKENS.MyTripsViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    return new MyTripsViewModel({
      trips: get(TOKENS.LoadMyTrips),
      tickets: async (orderCode) => {
        await get(TOKENS.Domains).require('booking');
        return get(TOKENS.LoadReservation).tickets(orderCode);
      },
      wallet: async () => {
        await get(TOKENS.Domains).require('wallet');
        return get(TOKENS.TicketWallet);
      },
    });
  }).inTransientScope();
  bindToken(options, TOKENS.SavedPetsViewModel)
    .toDynamicValue((ctx) => new SavedItemsViewModel({ manage: from(ctx)(TOKENS.ManageSavedItems), kind: 'pets', empty: EMPTY_SAVED.pets }))
    .inTransientScope();
});
