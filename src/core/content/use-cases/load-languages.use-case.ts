import { type ContentRefusal } from '../ports/content-gateway.port';
import { type Result, err, ok } from '../../shared/result';
import { type Language, orderLanguages } from '../domain/language';
import { type ContentGateway } from '../ports/content-gateway.port';

export type LoadLanguagesError = { kind: 'LanguagesUnavailable'; failure: ContentRefusal };

/** Loads the shop's languages, default first, known locales only; fails with `LanguagesUnavailable`. */
export class LoadLanguages {
  constructor(private readonly deps: { content: Pick<ContentGateway, 'languages'> }) {}

  async execute(): Promise<Result<Language[], LoadLanguagesError>> {
    const answer = await this.deps.content.languages();
    if (!answer.ok) return err({ kind: 'LanguagesUnavailable', failure: answer.error });
    return ok(orderLanguages(answer.value));
  }
}
