import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

/** `/change-password`: the link of the password recovery e-mail. */
export const changePasswordRoute = domainScreen('change-password', ['auth'],
  lazyRouteComponent(() => import('./change-password-page'), 'ChangePasswordPage'), 'empty');
