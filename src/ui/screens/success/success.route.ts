import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

// Where the card payment ends (server/modules/payments): the reservation with its tickets, or what went wrong. The
// auth domain gives the calls the logged-in user's token: a user's order is only theirs to see.
export const successRoute = domainScreen('success', ['search', 'booking', 'coupon', 'account', 'auth'],
  lazyRouteComponent(() => import('./success-page'), 'SuccessPage'), 'booking');
