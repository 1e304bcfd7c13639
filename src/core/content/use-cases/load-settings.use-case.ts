import { type ContentRefusal } from '../ports/content-gateway.port';
import { type Result, err, ok } from '../../shared/result';
import { type SiteSettings, toSiteSettings } from '../domain/settings';
import { type ContentGateway } from '../ports/content-gateway.port';

export type LoadSettingsError = { kind: 'SettingsUnavailable'; failure: ContentRefusal };

/** Loads the shop settings the web app shows; fails with `SettingsUnavailable`. */
export class LoadSettings {
  constructor(private readonly deps: { content: Pick<ContentGateway, 'settings'> }) {}

  async execute(): Promise<Result<SiteSettings, LoadSettingsError>> {
    const answer = await this.deps.content.settings();
    if (!answer.ok) return err({ kind: 'SettingsUnavailable', failure: answer.error });
    return ok(toSiteSettings(answer.value));
  }
}
