import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

// "Manage booking" (issue 17): a booking found by its code (a guest proves it, or the e-mail's link carries an order
// token) or opened from My trips. The auth domain gives the calls the logged-in user's token: a user's order is theirs.
export const manageRoute = domainScreen('manage', ['search', 'booking', 'coupon', 'account', 'auth'],
  lazyRouteComponent(() => import('./manage-page'), 'ManagePage'), 'booking');
