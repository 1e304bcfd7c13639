import { type CommonRefusalKind, type Refusal } from '../../shared/refusal';
import { type Locale } from '../../shared/locale';
import { type Result } from '../../shared/result';
import { type MenuItem, type MenuName } from '../domain/menu';
import { type ContentPage } from '../domain/page';
import { type SettingEntry } from '../domain/settings';

/** Why the shop refused a content or catalogue call, in its words. */
export type ContentRefusal = Refusal<CommonRefusalKind>;

/** The shop's content as the web app reads it (SPEC.md section 7, Content API). */
export interface ContentGateway {
  /** The languages the shop is offered in; fails with a ContentRefusal. */
  languages(): Promise<Result<readonly { code: string; name: string; default: boolean; position: number }[], ContentRefusal>>;
  /** The raw settings (key/value); fails with a ContentRefusal. */
  settings(): Promise<Result<readonly SettingEntry[], ContentRefusal>>;
  /** The items of the named menu in a language, or null when that menu does not exist; fails with a ContentRefusal. */
  menu(name: MenuName, locale: Locale): Promise<Result<readonly MenuItem[] | null, ContentRefusal>>;
  /** The active page with this slug in a language, with its sections and translations, or null; fails with a ContentRefusal. */
  findPage(slug: string, locale: Locale): Promise<Result<ContentPage | null, ContentRefusal>>;
}
