import { usePageHead } from '../../shared/head-context';
import { BRAND } from '../../shared/i18n/use-locale';

/** Sets `document.title`: the page's meta title as written, or its title with the brand. */
export function usePageHeadTitle(metaTitle: string | null | undefined, title: string): void {
  usePageHead({ title: metaTitle || `${title} | ${BRAND}` });
}

/** Sets the page's `<meta name="description">` (and its Open Graph and Twitter copies) while it shows. */
export function useMetaDescription(description: string | null | undefined): void {
  usePageHead({ description: description ?? undefined });
}
