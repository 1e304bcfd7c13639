import { useNavigate } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { type SearchQuery } from '../../../core/search';
import { useLocalize } from '../../shared/i18n/use-locale';
import { isPlainClick } from '../../shared/plain-click';
import { resultsHref } from '../../shared/search/results-href';

/**
 * A link to the results of a search (`/results?trip=…&legs=…`), followed inside the app. The query keeps its values
 * as written (the router's own search format would quote numbers).
 */
export function ResultsLink({ query, className, label, children }: { query: SearchQuery; className?: string; label?: string; children: ReactNode }) {
  const localize = useLocalize();
  const navigate = useNavigate();
  const href = resultsHref(localize, query);
  return (
    <a href={href} className={className} aria-label={label} onClick={(event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void navigate({ href });
    }}>
      {children}
    </a>
  );
}
