import { type ContentGateway, type MenuItem, type MenuName, type SettingEntry } from '../../core/content';
import { type ApiFailure } from '../../core/shared/api-failure';
import { type Locale } from '../../core/shared/locale';
import { type Result, ok } from '../../core/shared/result';
import { type HttpClient } from './http-client';

interface ListAnswer<T> { data: T[] }
interface LanguageRow { code: string; name: string; default: boolean; position: number }
interface MenuNode { id: string | number; name?: string; link?: string | null; position?: number; active?: boolean; children?: MenuNode[] }

/** The ContentGateway over the shop server's Content API (`/api/languages`, `/api/settings`, `/api/menus`). */
export class HttpContentGateway implements ContentGateway {
  constructor(private readonly http: Pick<HttpClient, 'get'>) {}

  async languages(): Promise<Result<LanguageRow[], ApiFailure>> {
    const answer = await this.http.get<ListAnswer<LanguageRow>>('/api/languages');
    return answer.ok ? ok(answer.value.data ?? []) : answer;
  }

  async settings(): Promise<Result<SettingEntry[], ApiFailure>> {
    const answer = await this.http.get<ListAnswer<SettingEntry>>('/api/settings');
    return answer.ok ? ok((answer.value.data ?? []).map((s) => ({ key: String(s.key), value: String(s.value ?? '') }))) : answer;
  }

  async menu(name: MenuName, locale: Locale): Promise<Result<MenuItem[] | null, ApiFailure>> {
    const roots = await this.http.get<ListAnswer<{ id: string | number }>>('/api/menus', {
      query: { where: JSON.stringify({ name, active: true, languageCode: locale }), take: 1 },
    });
    if (!roots.ok) return roots;
    const root = roots.value.data?.[0];
    if (!root) return ok(null);
    const tree = await this.http.get<MenuNode>(`/api/menus/${encodeURIComponent(String(root.id))}/subtree`, {
      query: { active: true },
    });
    if (!tree.ok) return tree;
    return ok((tree.value.children ?? []).map(toMenuItem));
  }
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
