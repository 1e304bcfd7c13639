import { uiTokens } from '../../ui/shared/view-model-tokens';
import { accountScreenTokens } from '../../ui/screens/account/account.tokens';
import { activateAccountScreenTokens } from '../../ui/screens/activate-account/activate-account.tokens';
import { authFlowScreenTokens } from '../../ui/screens/auth-flow/auth-flow.tokens';
import { bookingScreenTokens } from '../../ui/screens/booking/booking.tokens';
import { booknowScreenTokens } from '../../ui/screens/booknow/booknow.tokens';
import { catalogScreenTokens } from '../../ui/screens/catalog/catalog.tokens';
import { confirmEmailScreenTokens } from '../../ui/screens/confirm-email/confirm-email.tokens';
import { paymentFailureScreenTokens } from '../../ui/screens/payment-failure/payment-failure.tokens';
import { manageScreenTokens } from '../../ui/screens/manage/manage.tokens';
import { successScreenTokens } from '../../ui/screens/success/success.tokens';
import { ticketsScreenTokens } from '../../ui/screens/tickets/tickets.tokens';

/**
 * The UI's container keys: ui/shared's and each screen's own (`screens/<screen>/<screen>.tokens.ts`). A screen with
 * view models adds its token file here, in both lists.
 */
export const uiTokenFiles = [
  uiTokens, activateAccountScreenTokens, authFlowScreenTokens, accountScreenTokens,
  confirmEmailScreenTokens, bookingScreenTokens, successScreenTokens, paymentFailureScreenTokens, booknowScreenTokens,
  catalogScreenTokens, manageScreenTokens, ticketsScreenTokens,
] as const;

export const allUiTokens = {
  ...uiTokens,
  ...activateAccountScreenTokens,
  ...authFlowScreenTokens,
  ...accountScreenTokens,
  ...confirmEmailScreenTokens,
  ...bookingScreenTokens,
  ...successScreenTokens,
  ...paymentFailureScreenTokens,
  ...booknowScreenTokens,
  ...catalogScreenTokens,
  ...manageScreenTokens,
  ...ticketsScreenTokens,
} as const;
