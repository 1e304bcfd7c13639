import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { CATALOG_PATHS, catalogPath } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useItemHead } from '../content-head';
import { ContentImage } from '../../../shared/catalog/content-image';
import { RichText } from '../rich-text';
import {
  type ScreenContext, type ScreenParams, ensureItem, ensureList, screenLocale, useCatalogItem, useCatalogList,
} from '../../../shared/catalog/screen-loaders';
import { useLocalize } from '../../../shared/i18n/use-locale';
import { PostDate } from './post-date';
import '../../../shared/catalog/content-screens.css';

const LATEST = { take: 4 } as const;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  const [{ data }] = await Promise.all([
    ensureItem(context, 'posts', params),
    ensureList(context, 'posts', { ...LATEST, locale: screenLocale(params) }),
  ]);
  return data;
}

/** `/blog/{slug}`: the post with its picture, date, author and category, then the latest other posts. */
export function Screen() {
  const post = useCatalogItem('posts');
  const localize = useLocalize();
  const { items: latest } = useCatalogList('posts', LATEST);
  useItemHead(post, 'article');
  const others = latest.filter((p) => p.id !== post.id).slice(0, 3);
  return (
    <article className="catalog-detail catalog-detail--text" aria-labelledby="post-title">
      <nav className="catalog-detail__back"><Link to={localize(CATALOG_PATHS.posts)}><FormattedMessage id="blog.all" /></Link></nav>
      <h1 id="post-title">{post.name}</h1>
      <p className="catalog-detail__byline">
        <PostDate iso={post.publishedAt} />
        {post.author && <> · <FormattedMessage id="post.by" values={{ author: post.author }} /></>}
        {post.category && <> · {post.category.name}</>}
      </p>
      <ContentImage image={post.mainImage} priority className="catalog-detail__hero" />
      <p className="catalog-detail__lead">{post.excerpt}</p>
      <RichText html={post.bodyHtml} />
      {others.length > 0 && (
        <section aria-labelledby="post-more">
          <h2 id="post-more"><FormattedMessage id="post.more" /></h2>
          <ul className="catalog-grid">
            {others.map((p) => (
              <CatalogCard key={p.id} href={localize(catalogPath('posts', p.slug))} title={p.name} image={p.mainImage} meta={<PostDate iso={p.publishedAt} />} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
