import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useNavigate, useParams } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { localizePath } from '../../../core/shared/locale';
import { useContentQueryDeps } from '../../shared/content/queries';
import { usePageHead } from '../../shared/head-context';
import { useLocale } from '../../shared/i18n/use-locale';
import { useService } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
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
      {page.guestOnly && <GuestOnly />}
    </article>
  );
}

/**
 * A guest-only page (SPEC.md section 2, e.g. a login-type page) sends a logged-in user to the account, also when the
 * session is restored after the page has shown. The session lives in the browser, so the server cannot do this.
 */
const GuestOnly = observer(function GuestOnly() {
  const session = useService(uiTokens.AuthSession);
  const navigate = useNavigate();
  const locale = useLocale();
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void navigate({ to: localizePath('/account', locale), replace: true });
  }, [loggedIn, navigate, locale]);
  return null;
});
