import { createRoute } from '@tanstack/react-router';
import { localeRoute } from '../../shared/routing';
import { HomePage } from './home-page';

/** `/`: the home page comes with the first load (never lazily). */
export const homeRoute = createRoute({ getParentRoute: () => localeRoute, path: '/', component: HomePage });
