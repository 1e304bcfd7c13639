import { type ContentGateway, type ContentPage, type ContentRefusal, type MenuItem, type MenuName, type SettingEntry } from '../../core/content';
import { type Locale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';
import { type InMemoryPage } from './content-pages.seed';
import { type ContentSeed, seedContent } from './content.seed';

type LanguageRow = ContentSeed['languages'][number];

/** A ContentGateway holding its content in memory, seeded like the shop's demo data; for tests and offline runs. */
export class InMemoryContentGateway implements ContentGateway {
  private readonly state: ContentSeed & { pages: InMemoryPage[] };
  private failure: ContentRefusal | undefined;

  constructor(seed: ContentSeed = seedContent()) {
    this.state = { ...structuredClone(seed), pages: structuredClone(seed.pages ?? []) };
  }

  async languages(): Promise<Result<LanguageRow[], ContentRefusal>> {
    if (this.failure) return err(this.failure);
    return ok(this.state.languages.map((l) => ({ ...l })));
  }

  async settings(): Promise<Result<SettingEntry[], ContentRefusal>> {
    if (this.failure) return err(this.failure);
    return ok(Object.entries(this.state.settings).map(([key, value]) => ({ key, value })));
  }

  async menu(name: MenuName, locale: Locale): Promise<Result<MenuItem[] | null, ContentRefusal>> {
    if (this.failure) return err(this.failure);
    const items = this.state.menus[locale]?.[name];
    return ok(items ? structuredClone(items) as MenuItem[] : null);
  }

  async findPage(slug: string, locale: Locale): Promise<Result<ContentPage | null, ContentRefusal>> {
    if (this.failure) return err(this.failure);
    const found = this.state.pages.find((p) => p.active && p.slug === slug && p.locale === locale);
    if (!found) return ok(null);
    return ok({
      id: found.id,
      slug: found.slug,
      locale: found.locale,
      title: found.title,
      metaTitle: found.metaTitle,
      metaDescription: found.metaDescription,
      metaKeywords: null,
      guestOnly: found.guestOnly ?? false,
      unprotected: found.unprotected ?? true,
      mainImageId: null,
      ogImageId: null,
      sections: structuredClone(found.sections),
      translations: this.state.pages
        .filter((p) => p.active && p.translationKey === found.translationKey && p.id !== found.id)
        .map((p) => ({ locale: p.locale, slug: p.slug })),
    });
  }

  /** Adds (or replaces, by id) a page version. */
  putPage(page: InMemoryPage): void {
    this.state.pages = [...this.state.pages.filter((p) => p.id !== page.id), structuredClone(page)];
  }

  /** Replaces (or creates) a menu of a locale. */
  putMenu(name: MenuName, locale: Locale, items: MenuItem[]): void {
    (this.state.menus[locale] ??= {})[name] = structuredClone(items);
  }

  /** Changes one setting. */
  putSetting(key: string, value: string): void {
    this.state.settings[key] = value;
  }

  /** Makes every call answer with this failure until `recover()`; simulates an unreachable content service. */
  failWith(failure: ContentRefusal): void {
    this.failure = failure;
  }

  recover(): void {
    this.failure = undefined;
  }
}
