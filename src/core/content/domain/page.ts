import { LOCALES, type Locale } from '../../shared/locale';

/** One key/value entry of a section; it may point to a destination, company or post (resolved by later issues). */
export interface SectionItem {
  readonly key: string;
  readonly value: string;
  readonly destinationId: number | null;
  readonly companyId: number | null;
  readonly postId: number | null;
}

/** A block of a content page, drawn by the UI component its template names (`RichText`, `Faq`, `ContactCard`). */
export interface PageSection {
  readonly id: number;
  readonly component: string;
  readonly items: readonly SectionItem[];
}

/** The same page in another language. */
export interface PageTranslation {
  readonly locale: Locale;
  readonly slug: string;
}

/** A content page of one language (SPEC.md section 3). */
export interface ContentPage {
  readonly id: number;
  readonly slug: string;
  readonly locale: Locale;
  readonly title: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly metaKeywords: string | null;
  readonly guestOnly: boolean;
  readonly unprotected: boolean;
  readonly mainImageId: number | null;
  readonly ogImageId: number | null;
  readonly sections: readonly PageSection[];
  readonly translations: readonly PageTranslation[];
}

/**
 * Item keys that hold rich text (HTML): `html` and keys ending in `Html` (`answerHtml`). The server sanitises these
 * when they are stored; every other value is plain text and is never read as HTML.
 */
export function isRichTextKey(key: string): boolean {
  return key === 'html' || /^[a-z][A-Za-z0-9]*Html$/.test(key);
}

/** The value of the first item with this key, if any. */
export function itemValue(items: readonly SectionItem[], key: string): string | undefined {
  return items.find((item) => item.key === key)?.value;
}

export interface FaqEntry {
  readonly question: string;
  readonly answerHtml: string;
}

/** The question/answer pairs of a FAQ section, in order: each `question` item is answered by the next `answerHtml`. */
export function faqEntries(items: readonly SectionItem[]): FaqEntry[] {
  const entries: FaqEntry[] = [];
  let question: string | undefined;
  for (const item of items) {
    if (item.key === 'question') question = item.value;
    else if (item.key === 'answerHtml' && question !== undefined) {
      entries.push({ question, answerHtml: item.value });
      question = undefined;
    }
  }
  return entries;
}

/** The locale-free path of the page in each language it exists in (its own included), for the language switch. */
export function alternatePaths(page: Pick<ContentPage, 'locale' | 'slug' | 'translations'>): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = { [page.locale]: `/${page.slug}` };
  for (const t of page.translations) if (LOCALES.includes(t.locale)) paths[t.locale] = `/${t.slug}`;
  return paths;
}
