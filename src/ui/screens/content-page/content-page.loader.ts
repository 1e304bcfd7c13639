import { type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { alternatePaths } from '../../../core/content';
import { type Locale } from '../../../core/shared/locale';
import { contentQueryDeps } from '../../shared/content/queries';
import { type AlternatesLoaderData } from '../../shared/i18n/language-links';
import { type Resolver } from '../../shared/resolver';
import { pageQueryOptions } from './content-page.queries';

/**
 * The catch-all route's loader (loaded with the page's chunk): fetches the page with the same query options the
 * component reads, throws the router's notFound when there is none, and publishes the page's translated paths.
 */
export async function loadContentPage(
  context: { queryClient: QueryClient; resolver: Resolver },
  slug: string,
  locale: Locale,
): Promise<AlternatesLoaderData> {
  const page = await context.queryClient.ensureQueryData(pageQueryOptions(contentQueryDeps(context.resolver), slug, locale));
  if (!page) throw notFound();
  return { alternatePaths: alternatePaths(page) };
}
