import { lazyRouteComponent } from '@tanstack/react-router';
import { page } from '../../shared/routing';

/** `/pwaMenu`: the installed app's menu page. */
export const pwaMenuRoute = page('pwaMenu', lazyRouteComponent(() => import('./pwa-menu-page'), 'PwaMenuPage'));
