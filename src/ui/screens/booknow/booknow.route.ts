import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

/**
 * `/booknow`, the reseller booking entry: the reseller is the session's user (a visitor without one is sent to log in);
 * the booking domain brings its view model and the tab's booking, the auth domain the session check.
 */
export const booknowRoute = domainScreen('booknow', ['booking', 'auth'], lazyRouteComponent(() => import('./booknow-page'), 'BooknowPage'), 'booking');
