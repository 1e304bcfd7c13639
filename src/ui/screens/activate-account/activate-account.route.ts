import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

/** `/activate-account`: the link of the registration e-mail. */
export const activateAccountRoute = domainScreen('activate-account', ['auth'],
  lazyRouteComponent(() => import('./activate-account-page'), 'ActivateAccountPage'), 'empty');
