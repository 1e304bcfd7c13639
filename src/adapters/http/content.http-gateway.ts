import { type ContentGateway, type ContentPage, type ContentRefusal, type MenuItem, type MenuName, type PageSection, type SettingEntry } from '../../core/content';
import { type Locale, isLocale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';
import { contentRefusalOf } from './content.mappers';
import { type HttpClient } from './http-client';

interface ListAnswer<T> { data: T[] }
interface LanguageRow { code: string; name: string; default: boolean; position: number }
interface PageRow {
  id: number; slug: string; languageCode: string; title: string; metaTitle?: string | null; metaDescription?: string | null;
  metaKeywords?: string | null; guestOnly?: boolean; unprotected?: boolean; mainImageId?: number | null; ogImageId?: number | null;
  sections?: { id: number; template?: { component?: string }; items?: { key: string; value?: string | null; destinationId?: number | null; companyId?: number | null; postId?: number | null }[] }[];
  translations?: { languageCode: string; slug: string }[];
}
interface MenuNode { id: string | number; name?: string; link?: string | null; position?: number; active?: boolean; children?: MenuNode[] }

/** The ContentGateway over the shop server's Content API (`/api/languages`, `/api/settings`, `/api/menus`, `/api/pages`). */
export class HttpContentGateway implements ContentGateway {
  constructor(private readonly http: Pick<HttpClient, 'get'>) {}

  async languages(): Promise<Result<LanguageRow[], ContentRefusal>> {
    const answer = await this.http.get<ListAnswer<LanguageRow>>('/api/languages');
    return answer.ok ? ok(answer.value.data ?? []) : err(contentRefusalOf(answer.error));
  }

  async settings(): Promise<Result<SettingEntry[], ContentRefusal>> {
    const answer = await this.http.get<ListAnswer<SettingEntry>>('/api/settings');
    return answer.ok ? ok((answer.value.data ?? []).map((s) => ({ key: String(s.key), value: String(s.value ?? '') }))) : err(contentRefusalOf(answer.error));
  }

  async menu(name: MenuName, locale: Locale): Promise<Result<MenuItem[] | null, ContentRefusal>> {
    const roots = await this.http.get<ListAnswer<{ id: string | number }>>('/api/menus', {
      query: { where: JSON.stringify({ name, active: true, languageCode: locale }), take: 1 },
    });
    if (!roots.ok) return err(contentRefusalOf(roots.error));
    const root = roots.value.data?.[0];
    if (!root) return ok(null);
    const tree = await this.http.get<MenuNode>(`/api/menus/${encodeURIComponent(String(root.id))}/subtree`, {
      query: { active: true },
    });
    if (!tree.ok) return err(contentRefusalOf(tree.error));
    return ok((tree.value.children ?? []).map(toMenuItem));
  }

  async findPage(slug: string, locale: Locale): Promise<Result<ContentPage | null, ContentRefusal>> {
    const answer = await this.http.get<ListAnswer<PageRow>>('/api/pages', {
      query: {
        where: JSON.stringify({ slug, languageCode: locale, active: true }),
        include: JSON.stringify({ sections: true, translations: true }),
        take: 1,
      },
    });
    if (!answer.ok) return err(contentRefusalOf(answer.error));
    const row = answer.value.data?.[0];
    return ok(row ? toPage(row, locale) : null);
  }
}

function toPage(row: PageRow, locale: Locale): ContentPage {
  return {
    id: row.id,
    slug: row.slug,
    locale,
    title: row.title,
    metaTitle: row.metaTitle ?? null,
    metaDescription: row.metaDescription ?? null,
    metaKeywords: row.metaKeywords ?? null,
    guestOnly: row.guestOnly ?? false,
    unprotected: row.unprotected ?? true,
    mainImageId: row.mainImageId ?? null,
    ogImageId: row.ogImageId ?? null,
    sections: (row.sections ?? []).map((section): PageSection => ({
      id: section.id,
      component: section.template?.component ?? '',
      items: (section.items ?? []).map((item) => ({
        key: item.key,
        value: item.value ?? '',
        destinationId: item.destinationId ?? null,
        companyId: item.companyId ?? null,
        postId: item.postId ?? null,
      })),
    })),
    translations: (row.translations ?? []).flatMap((t) => (isLocale(t.languageCode) ? [{ locale: t.languageCode, slug: t.slug }] : [])),
  };
}

function toMenuItem(node: MenuNode): MenuItem {
  return {
    id: String(node.id),
    name: node.name ?? '',
    link: node.link ?? '/',
    position: node.position ?? 0,
    active: node.active ?? true,
    children: (node.children ?? []).map(toMenuItem),
  };
}
