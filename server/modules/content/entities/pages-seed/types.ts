/** Exports: `SeedPage`, `SeedSection`, `PageKey`, `TEMPLATES`. The shape of the seeded content pages, one file per language. */

/** The templates sections use, each naming the web app component that draws it. */
export const TEMPLATES = [
  { name: 'Rich text', component: 'RichText' },
  { name: 'Frequently asked questions', component: 'Faq' },
  { name: 'Contact card', component: 'ContactCard' },
] as const;

export type TemplateComponent = (typeof TEMPLATES)[number]['component'];

/** The pages the seeded menus link to; a page's six language versions share its key (`translationKey`). */
export type PageKey = 'about' | 'faq' | 'how-to-book' | 'changes-and-cancellations' | 'terms' | 'privacy';

export interface SeedSection {
  readonly component: TemplateComponent;
  /** Ordered key/value items; keys `html` and `…Html` hold rich text (sanitised when seeded). */
  readonly items: readonly (readonly [key: string, value: string])[];
}

export interface SeedPage {
  readonly key: PageKey;
  readonly slug: string;
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly metaKeywords: string;
  readonly sections: readonly SeedSection[];
}

/** A rich-text section: an optional plain heading and HTML. */
export function richText(html: string, heading?: string): SeedSection {
  return { component: 'RichText', items: heading ? [['heading', heading], ['html', html]] : [['html', html]] };
}

/** A FAQ section: a heading and question/answer pairs. */
export function faq(heading: string, entries: readonly (readonly [question: string, answerHtml: string])[]): SeedSection {
  return { component: 'Faq', items: [['heading', heading], ...entries.flatMap(([q, a]) => [['question', q], ['answerHtml', a]] as const)] };
}

/** The customer-care card: a heading and a short text; the web app adds the support phone, e-mail and hours. */
export function contactCard(heading: string, html: string): SeedSection {
  return { component: 'ContactCard', items: [['heading', heading], ['html', html]] };
}
