import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

// "My tickets" (issue 17, offline): the tickets this device keeps, shown from the device alone. Its code and its page
// in each language (a shell, vite.config.ts TICKETS_PAGES) are precached by the service worker, and it asks the shop
// for nothing, so the installed app shows it offline, even if it was never opened online.
export const ticketsRoute = domainScreen('tickets', ['wallet'],
  lazyRouteComponent(() => import('./tickets-page'), 'TicketsPage'), 'default');
