import type { ContactMessage, MessageError } from '../../../core/account';
import { type LoadCatalogItem, type LoadCatalogList } from '../../../core/content';
import { type LoadDates, type LoadPorts, type SearchSailings } from '../../../core/search';
import { type Result } from '../../../core/shared/result';

/**
 * What the content screens call (bound with the `catalog` domain): the catalogue's use cases, and the search and
 * message use cases of the domains they load on first use (sailings of a route, the contact form).
 */
export interface CatalogReader {
  loadList: Pick<LoadCatalogList, 'execute'>;
  loadItem: Pick<LoadCatalogItem, 'execute'>;
  search(): Promise<{ loadPorts: Pick<LoadPorts, 'execute'>; loadDates: Pick<LoadDates, 'execute'>; searchSailings: Pick<SearchSailings, 'execute'> }>;
  sendContactMessage(message: ContactMessage): Promise<Result<void, MessageError>>;
  subscribeNewsletter(email: string, group: string): Promise<Result<void, MessageError>>;
}
