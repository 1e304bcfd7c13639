import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

/** Page links of a paged list (`?page=n`); the current page is marked for assistive technology. */
export function Pagination({ path, page, pages }: { path: string; page: number; pages: number }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const search = (n: number) => (n === 1 ? {} : { page: n });
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      <ul>
        {page > 1 && (
          <li><Link to={path} search={search(page - 1)} rel="prev"><FormattedMessage id="catalog.pagination.previous" /></Link></li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={path} search={search(n)} aria-current={n === page ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page: n })}>{n}</Link>
          </li>
        ))}
        {page < pages && (
          <li><Link to={path} search={search(page + 1)} rel="next"><FormattedMessage id="catalog.pagination.next" /></Link></li>
        )}
      </ul>
    </nav>
  );
}
