import { ContainerModule } from 'inversify';
import { HttpCatalogGateway } from '../../adapters/http/catalog.http-gateway';
import { newsletterGroup } from '../../core/account/domain/contact';
import { type CatalogGateway, LoadCatalogItem, LoadCatalogList } from '../../core/content';
import { ContactFormViewModel } from '../../ui/screens/catalog/contact/contact-form.view-model';
import { NewsletterFormViewModel } from '../../ui/screens/catalog/contact/newsletter-form.view-model';
import { TOKENS, bindToken, from } from '../tokens';

/** The catalogue's use cases, over whichever CatalogGateway the container binds. */
export const catalogModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.LoadCatalogList).toDynamicValue((ctx) => new LoadCatalogList({ catalog: from(ctx)(TOKENS.CatalogGateway) })).inSingletonScope();
  bindToken(options, TOKENS.LoadCatalogItem).toDynamicValue((ctx) => new LoadCatalogItem({ catalog: from(ctx)(TOKENS.CatalogGateway) })).inSingletonScope();
});

/** The CatalogGateway over the shop server's Content API. */
export const httpCatalogAdapterModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.CatalogGateway).toDynamicValue((ctx) => new HttpCatalogGateway(from(ctx)(TOKENS.HttpClient))).inSingletonScope();
});

/** A given CatalogGateway (in memory in tests), so the test keeps a handle on its state. */
export function inMemoryCatalogAdapterModule(gateway: CatalogGateway): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.CatalogGateway).toConstantValue(gateway);
  });
}

/**
 * The content screens' reader and form view models. The search use cases (sailings of a route) and the message use
 * cases (contact form, newsletter) come from their own domains, loaded on first use.
 */
export const catalogUiModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.CatalogReader).toDynamicValue((ctx) => {
    const get = from(ctx);
    const domains = get(TOKENS.Domains);
    return {
      loadList: get(TOKENS.LoadCatalogList),
      loadItem: get(TOKENS.LoadCatalogItem),
      search: async () => {
        await domains.require('search');
        return { loadPorts: get(TOKENS.LoadPorts), loadDates: get(TOKENS.LoadDates), searchSailings: get(TOKENS.SearchSailings) };
      },
      sendContactMessage: async (message) => {
        await domains.require('account');
        return get(TOKENS.SendContactMessage).execute(message);
      },
      subscribeNewsletter: async (email, group) => {
        await domains.require('account');
        return get(TOKENS.SubscribeNewsletter).execute(email, group);
      },
    };
  }).inSingletonScope();
  bindToken(options, TOKENS.ContactFormViewModel)
    .toDynamicValue((ctx) => new ContactFormViewModel({ send: (message) => from(ctx)(TOKENS.CatalogReader).sendContactMessage(message) }))
    .inTransientScope();
  bindToken(options, TOKENS.NewsletterFormViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    return new NewsletterFormViewModel({
      subscribe: (email) => get(TOKENS.CatalogReader).subscribeNewsletter(email, newsletterGroup(get(TOKENS.CurrentLocale)())),
    });
  }).inTransientScope();
});
