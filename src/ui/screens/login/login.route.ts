import { lazyRouteComponent } from '@tanstack/react-router';
import { page } from '../../shared/routing';

// The dialog opens over /login (LoginDialogHost); the page itself needs no domain.
export const loginRoute = page('login', lazyRouteComponent(() => import('./login-page'), 'LoginPage'), 'empty');
