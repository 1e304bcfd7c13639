import { type ContentGateway, type MenuItem, type MenuName, type SettingEntry } from '../../core/content';
import { type ApiFailure } from '../../core/shared/api-failure';
import { type Locale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';
import { type ContentSeed, seedContent } from './content.seed';

type LanguageRow = ContentSeed['languages'][number];

/** A ContentGateway holding its content in memory, seeded like the shop's demo data; for tests and offline runs. */
export class InMemoryContentGateway implements ContentGateway {
  private readonly state: ContentSeed;
  private failure: ApiFailure | undefined;

  constructor(seed: ContentSeed = seedContent()) {
    this.state = structuredClone(seed);
  }

  async languages(): Promise<Result<LanguageRow[], ApiFailure>> {
    if (this.failure) return err(this.failure);
    return ok(this.state.languages.map((l) => ({ ...l })));
  }

  async settings(): Promise<Result<SettingEntry[], ApiFailure>> {
    if (this.failure) return err(this.failure);
    return ok(Object.entries(this.state.settings).map(([key, value]) => ({ key, value })));
  }

  async menu(name: MenuName, locale: Locale): Promise<Result<MenuItem[] | null, ApiFailure>> {
    if (this.failure) return err(this.failure);
    const items = this.state.menus[locale]?.[name];
    return ok(items ? structuredClone(items) as MenuItem[] : null);
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
  failWith(failure: ApiFailure): void {
    this.failure = failure;
  }

  recover(): void {
    this.failure = undefined;
  }
}
