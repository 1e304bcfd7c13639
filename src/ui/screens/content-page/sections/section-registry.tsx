import { type ComponentType, useEffect } from 'react';
import { type PageSection } from '../../../../core/content';
import { type Logger } from '../../../../core/shared/logger.port';
import { useService } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';
import { ContactCardSection } from './contact-card-section';
import { FaqSection } from './faq-section';
import { RichTextSection } from './rich-text-section';

/** The section components by the component name of their template (`templates.component` on the server). */
export const SECTION_COMPONENTS: Readonly<Record<string, ComponentType<{ section: PageSection }>>> = {
  RichText: RichTextSection,
  Faq: FaqSection,
  ContactCard: ContactCardSection,
};

// Per logger, i.e. per app (one in the browser, one per test container).
const reported = new WeakMap<Logger, Set<string>>();

/** Logs a template this app has no component for, once per name, so content editors learn of it. */
export function reportUnknownSection(logger: Logger, component: string): void {
  const names = reported.get(logger) ?? new Set<string>();
  reported.set(logger, names);
  if (names.has(component)) return;
  names.add(component);
  logger.log('warn', `content page: no section component for template "${component}"`);
}

/** Draws a section by its template's component; an unknown template draws nothing. */
export function SectionView({ section }: { section: PageSection }) {
  const logger = useService(uiTokens.Logger);
  const Component = SECTION_COMPONENTS[section.component];
  useEffect(() => {
    if (!Component) reportUnknownSection(logger, section.component);
  }, [Component, logger, section.component]);
  return Component ? <Component section={section} /> : null;
}
