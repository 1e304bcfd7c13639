import { useEffect } from 'react';
import { useServerHead } from '../../shared/head-context';
import { BRAND } from '../../shared/i18n/use-locale';

/** Sets `document.title`: the page's meta title as written, or its title with the brand. */
export function usePageHeadTitle(metaTitle: string | null | undefined, title: string): void {
  const text = metaTitle || `${title} | ${BRAND}`;
  useServerHead({ title: text });
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** Sets the page's `<meta name="description">` while it shows, and puts the previous text back afterwards. */
export function useMetaDescription(description: string | null | undefined): void {
  useServerHead({ description: description ?? undefined });
  useEffect(() => {
    if (!description) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
