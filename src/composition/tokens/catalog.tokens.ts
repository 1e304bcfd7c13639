import { type CatalogGateway, type LoadCatalogItem, type LoadCatalogList } from '../../core/content';
import { token } from './token';

/** The content entities' domain (destinations, routes, companies, posts, offers): loaded with their screens. */
export const catalogTokens = {
  CatalogGateway: token<CatalogGateway>('catalog.CatalogGateway'),
  LoadCatalogList: token<LoadCatalogList>('catalog.LoadCatalogList'),
  LoadCatalogItem: token<LoadCatalogItem>('catalog.LoadCatalogItem'),
} as const;
