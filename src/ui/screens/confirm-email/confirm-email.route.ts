import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

// The link an e-mail change sent to the new address (its view model comes with the account domain).
export const confirmEmailRoute = domainScreen('confirm-email', ['auth', 'account'],
  lazyRouteComponent(() => import('./confirm-email-page'), 'ConfirmEmailPage'), 'empty');
