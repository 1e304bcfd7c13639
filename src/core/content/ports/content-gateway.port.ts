import { type ApiFailure } from '../../shared/api-failure';
import { type Locale } from '../../shared/locale';
import { type Result } from '../../shared/result';
import { type MenuItem, type MenuName } from '../domain/menu';
import { type ContentPage } from '../domain/page';
import { type SettingEntry } from '../domain/settings';

/** The shop's content as the web app reads it (SPEC.md section 7, Content API). */
export interface ContentGateway {
  /** The languages the shop is offered in; fails with an ApiFailure kind. */
  languages(): Promise<Result<readonly { code: string; name: string; default: boolean; position: number }[], ApiFailure>>;
  /** The raw settings (key/value); fails with an ApiFailure kind. */
  settings(): Promise<Result<readonly SettingEntry[], ApiFailure>>;
  /** The items of the named menu in a language, or null when that menu does not exist; fails with an ApiFailure kind. */
  menu(name: MenuName, locale: Locale): Promise<Result<readonly MenuItem[] | null, ApiFailure>>;
  /** The active page with this slug in a language, with its sections and translations, or null; fails with an ApiFailure kind. */
  findPage(slug: string, locale: Locale): Promise<Result<ContentPage | null, ApiFailure>>;
}
