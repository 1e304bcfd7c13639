import { Link } from '@tanstack/react-router';
import { type MenuItem } from '../../../core/content';
import { useLocalize } from '../i18n/use-locale';

/** A server menu as a list of links (sub-items as nested lists), each with the page's locale prefix. */
export function MenuLinks({ items, className, onNavigate }: { items: readonly MenuItem[]; className?: string; onNavigate?: () => void }) {
  const localize = useLocalize();
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          {isExternal(item.link)
            ? <a href={item.link} rel="noopener">{item.name}</a>
            : <Link to={localize(item.link)} onClick={onNavigate}>{item.name}</Link>}
          {item.children.length > 0 && <MenuLinks items={item.children} className="menu-links__sub" onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link);
}
