import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

/** `/account`: the logged-in user's area (the auth and account domains bring its view models). */
export const accountRoute = domainScreen('account', ['auth', 'account'], lazyRouteComponent(() => import('./account-page'), 'AccountPage'), 'default');
