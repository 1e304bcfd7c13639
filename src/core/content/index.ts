export { MENU_NAMES, type MenuItem, type MenuName, visibleMenuItems } from './domain/menu';
export { type Language, orderLanguages } from './domain/language';
export { type OpeningHours, parseOpeningHours } from './domain/opening-hours';
export { type SettingEntry, type SiteSettings, telLink, toSiteSettings } from './domain/settings';
export { type ContentGateway, type ContentRefusal } from './ports/content-gateway.port';
export { LoadMenu, type LoadMenuError } from './use-cases/load-menu.use-case';
export { LoadSettings, type LoadSettingsError } from './use-cases/load-settings.use-case';
export { LoadLanguages, type LoadLanguagesError } from './use-cases/load-languages.use-case';
export {
  type ContentPage, type FaqEntry, type PageSection, type PageTranslation, type SectionItem, alternatePaths, faqEntries,
  isRichTextKey, itemValue,
} from './domain/page';
export { LoadPage, type LoadPageError } from './use-cases/load-page.use-case';
export {
  CATALOG_KINDS, CATALOG_PATHS, type CatalogFilter, type CatalogItemBase, type CatalogItems, type CatalogKind,
  type CatalogListQuery, type CatalogPage, type CatalogTranslation, type Company, type ContentImage, type Destination,
  type DestinationGroups, type DestinationLink, type FerryRoute, type Offer, type Post, type RouteLink, cardImage,
  catalogAlternatePaths, catalogPath, catalogTitle, groupDestinations, isOfferCurrent, pageCount,
} from './domain/catalog';
export { type RouteCompany, type RouteSearch, routeCompanies, routeSearchQuery } from './domain/route-sailings';
export { type CatalogGateway } from './ports/catalog-gateway.port';
export {
  LoadCatalogItem, type LoadCatalogItemError, LoadCatalogList, type LoadCatalogListError, MAX_TAKE,
} from './use-cases/load-catalog.use-case';
