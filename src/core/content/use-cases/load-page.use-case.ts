import { type ContentRefusal } from '../ports/content-gateway.port';
import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';
import { type ContentPage } from '../domain/page';
import { type ContentGateway } from '../ports/content-gateway.port';

export type LoadPageError = { kind: 'NotFound' } | { kind: 'PageUnavailable'; failure: ContentRefusal };

/** A slug the Content API could hold: letters of any script, digits, hyphens, underscores (as the server's routes). */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u;

/** Loads the active content page with this slug in a locale; fails with `NotFound` or `PageUnavailable`. */
export class LoadPage {
  constructor(private readonly deps: { content: Pick<ContentGateway, 'findPage'> }) {}

  async execute(input: { slug: string; locale: Locale }): Promise<Result<ContentPage, LoadPageError>> {
    if (!SLUG.test(input.slug)) return err({ kind: 'NotFound' });
    const answer = await this.deps.content.findPage(input.slug, input.locale);
    if (!answer.ok) return err({ kind: 'PageUnavailable', failure: answer.error });
    return answer.value ? ok(answer.value) : err({ kind: 'NotFound' });
  }
}
