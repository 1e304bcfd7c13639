import { useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATALOG_PATHS, catalogPath, pageCount } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useListHead } from '../content-head';
import { Pagination } from '../pagination';
import {
  type ScreenContext, type ScreenParams, ensureList, pageParam, screenLocale, useCatalogList,
} from '../../../shared/catalog/screen-loaders';
import { useLocalize } from '../../../shared/i18n/use-locale';
import { PostDate } from './post-date';
import '../../../shared/catalog/content-screens.css';

export const POSTS_PER_PAGE = 9;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  await ensureList(context, 'posts', { take: POSTS_PER_PAGE, page: pageParam(params.search), locale: screenLocale(params) });
  return {};
}

/** `/blog`: the posts, newest first, a page at a time (`?page=2`). */
export function Screen() {
  const intl = useIntl();
  const localize = useLocalize();
  const page = pageParam(useSearch({ strict: false }));
  const { items, total } = useCatalogList('posts', { take: POSTS_PER_PAGE, page });
  const pages = pageCount(total, POSTS_PER_PAGE);
  const title = intl.formatMessage({ id: 'blog.title' });
  useListHead(page > 1 ? intl.formatMessage({ id: 'blog.titlePage' }, { page }) : title, intl.formatMessage({ id: 'blog.description' }));
  return (
    <div className="catalog-screen">
      <header className="catalog-screen__header">
        <h1>{title}</h1>
        <p className="catalog-screen__lead"><FormattedMessage id="blog.description" /></p>
      </header>
      {items.length === 0 && <p className="catalog-status"><FormattedMessage id="blog.none" /></p>}
      <ul className="catalog-grid">
        {items.map((p) => (
          <CatalogCard key={p.id} headingLevel={2} href={localize(catalogPath('posts', p.slug))} title={p.name} image={p.mainImage}
            excerpt={p.excerpt} meta={<PostDate iso={p.publishedAt} />} />
        ))}
      </ul>
      <Pagination path={localize(CATALOG_PATHS.posts)} page={page} pages={pages} />
    </div>
  );
}
