import { useNavigate } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { type SearchQuery } from '../../../core/search';
import { useLocalize } from '../../shared/i18n/use-locale';

/**
 * A link to the results of a search (`/results?trip=…&legs=…`), followed inside the app. The query keeps its values
 * as written (the router's own search format would quote numbers).
 */
export function ResultsLink({ query, className, label, children }: { query: SearchQuery; className?: string; label?: string; children: ReactNode }) {
  const localize = useLocalize();
  const navigate = useNavigate();
  const href = `${localize('/results')}?${new URLSearchParams(query).toString()}`;
  return (
    <a href={href} className={className} aria-label={label} onClick={(event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate({ href });
    }}>
      {children}
    </a>
  );
}
