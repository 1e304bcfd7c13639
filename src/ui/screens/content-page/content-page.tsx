import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useParams } from '@tanstack/react-router';
import { useContentQueryDeps } from '../../shared/content/queries';
import { usePageHead } from '../../shared/head-context';
import { useLocale } from '../../shared/i18n/use-locale';
import { pageQueryOptions } from './content-page.queries';
import { SectionView } from './sections/section-registry';
import { useMetaDescription, usePageHeadTitle } from './page-head';
import './content-page.css';

// The route's loader comes with this chunk, so the page's code loads once, on demand.
export { loadContentPage } from './content-page.loader';

/** A content page of the server (`/{slug}`): its title and its sections, drawn by their templates' components. */
export function ContentPage() {
  const { slug = '' } = useParams({ strict: false });
  const locale = useLocale();
  const { data: page } = useSuspenseQuery(pageQueryOptions(useContentQueryDeps(), slug, locale));
  usePageHeadTitle(page?.metaTitle, page?.title ?? '');
  useMetaDescription(page?.metaDescription);
  const shareImageId = page?.ogImageId ?? page?.mainImageId;
  usePageHead({
    keywords: page?.metaKeywords ?? undefined,
    image: shareImageId ? { url: `/api/files/download/${shareImageId}` } : undefined,
  });
  if (!page) throw notFound();
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{page.title}</h1>
      {page.sections.map((section) => <SectionView key={section.id} section={section} />)}
    </article>
  );
}
