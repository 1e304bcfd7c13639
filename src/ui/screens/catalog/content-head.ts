import { type CatalogItemBase, catalogTitle } from '../../../core/content';
import { stripHtml } from '../../../core/shared/truncate-html';
import { usePageHead } from '../../shared/head-context';
import { BRAND } from '../../shared/i18n/use-locale';

/** A list screen's head: its title with the brand and its description. */
export function useListHead(title: string, description: string): void {
  usePageHead({ title: `${title} | ${BRAND}`, description, type: 'website' });
}

/** An item's head: meta title (or name with the brand), meta description (or excerpt), keywords and share image. */
export function useItemHead(item: CatalogItemBase, type: 'website' | 'article' = 'website'): void {
  const title = item.metaTitle ? catalogTitle(item) : `${item.name} | ${BRAND}`;
  usePageHead({
    title,
    description: item.metaDescription ?? stripHtml(item.excerpt),
    ...(item.metaKeywords ? { keywords: item.metaKeywords } : {}),
    ...(item.ogImage ? { image: item.ogImage } : {}),
    type,
  });
}
