import { useMatches, useRouterState } from '@tanstack/react-router';
import { type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { languageLinks, publishedAlternatePaths } from '../i18n/language-links';
import { ENDONYMS } from '../i18n/locale-names';
import { useLocale } from '../i18n/use-locale';
import { isPlainClick } from '../plain-click';

/**
 * The other locales as upper-case codes, each a plain link to the same page in that locale (its translated path
 * when the route publishes one, see language-links.ts) with the same query: following it loads the page anew
 * (messages, menus and `lang` of that locale). `onSwitch` hears a plain click (a new tab leaves this page as is).
 */
export function LanguageSelector({ onSwitch, className = 'language-selector', labelId = 'header.languages.label' }: {
  onSwitch: () => void; className?: string; labelId?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => { if (isPlainClick(event)) onSwitch(); };
  const alternates = useMatches({ select: publishedAlternatePaths });
  return (
    <nav className={className} aria-label={intl.formatMessage({ id: labelId })}>
      <ul>
        {languageLinks(pathname, locale, alternates, search).map((link) => (
          <li key={link.locale}>
            <a href={link.href} hrefLang={link.locale} lang={link.locale} title={ENDONYMS[link.locale]} onClick={follow}>
              {link.code}
              <span className="visually-hidden"> {ENDONYMS[link.locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
