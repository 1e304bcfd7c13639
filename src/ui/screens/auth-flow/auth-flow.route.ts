import { lazyRouteComponent } from '@tanstack/react-router';
import { domainScreen } from '../../shared/routing';

// A test page for the log-in and log-out flow (SPEC.md section 2).
export const authFlowRoute = domainScreen('test/auth-flow', ['auth'], lazyRouteComponent(() => import('./auth-flow-page'), 'AuthFlowPage'), 'empty');
