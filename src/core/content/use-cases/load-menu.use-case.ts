import { type ContentRefusal } from '../ports/content-gateway.port';
import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';
import { type MenuItem, type MenuName, visibleMenuItems } from '../domain/menu';
import { type ContentGateway } from '../ports/content-gateway.port';

export type LoadMenuError = { kind: 'MenuUnavailable'; failure: ContentRefusal };

/** Loads a menu's visible items in a locale (an absent menu is empty); fails with `MenuUnavailable`. */
export class LoadMenu {
  constructor(private readonly deps: { content: Pick<ContentGateway, 'menu'> }) {}

  async execute(input: { name: MenuName; locale: Locale }): Promise<Result<MenuItem[], LoadMenuError>> {
    const answer = await this.deps.content.menu(input.name, input.locale);
    if (!answer.ok) return err({ kind: 'MenuUnavailable', failure: answer.error });
    return ok(visibleMenuItems(answer.value ?? []));
  }
}
