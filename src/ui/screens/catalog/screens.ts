import { type ComponentType } from 'react';
import * as blog from './blog/blog-page';
import * as post from './blog/post-page';
import * as companies from './companies/companies-page';
import * as company from './companies/company-page';
import * as contact from './contact/contact-page';
import * as destination from './destinations/destination-page';
import * as destinations from './destinations/destinations-page';
import * as offer from './offers/offer-page';
import * as offers from './offers/offers-page';
import * as route from './routes/route-page';
import * as routes from './routes/routes-page';
import { type ScreenContext, type ScreenParams } from '../../shared/catalog/screen-loaders';

export interface ContentScreen {
  Screen: ComponentType;
  /** The route's loader: fills the query cache (so the server render has the data) and publishes alternate paths. */
  loadScreen(context: ScreenContext, params: ScreenParams): Promise<object>;
}

/**
 * The content screens by name, in one chunk: the router imports it from one place, so the first download carries
 * one lazy import for all of them (each screen is small; together about 15 KB compressed).
 */
export const CONTENT_SCREENS = {
  blog, post, companies, company, contact, destinations, destination, offers, offer, routes, route,
} satisfies Record<string, ContentScreen>;

export type ContentScreenName = keyof typeof CONTENT_SCREENS;
