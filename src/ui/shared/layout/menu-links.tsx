import { useRouter, useRouterState } from '@tanstack/react-router';
import { type MouseEvent } from 'react';
import { type MenuItem } from '../../../core/content';
import { useLocalize } from '../i18n/use-locale';
import { isPlainClick } from '../plain-click';

interface MenuLinksProps {
  items: readonly MenuItem[];
  className?: string;
  onNavigate?: () => void;
}

/**
 * A server menu as a list of links (sub-items as nested lists), each with the page's locale prefix. The links are
 * plain anchors the router follows in the page (a click without modifier keys), preloaded on hover, focus or touch,
 * and marked `aria-current="page"` on the page they lead to. The router's `Link` would do the same but works out a
 * location per link on every render: the header's and footer's thirty-odd links made the page's start visibly
 * slower on a slow phone.
 */
export function MenuLinks(props: MenuLinksProps) {
  const pathname = useRouterState({ select: (s) => trimSlash(s.location.pathname) });
  return <MenuList {...props} pathname={pathname} />;
}

function MenuList({ items, className, onNavigate, pathname }: MenuLinksProps & { pathname: string }) {
  const localize = useLocalize();
  const router = useRouter();
  if (items.length === 0) return null;

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const preload = (href: string) => () => {
    router.preloadRoute({ to: href }).catch(() => undefined);
  };

  return (
    <ul className={className}>
      {items.map((item) => {
        const href = isExternal(item.link) ? undefined : localize(item.link);
        return (
          <li key={item.id}>
            {href === undefined
              ? <a href={item.link} rel="noopener">{item.name}</a>
              : (
                <a href={href} onClick={follow(href)} onMouseEnter={preload(href)} onFocus={preload(href)} onTouchStart={preload(href)}
                  aria-current={trimSlash(href) === pathname ? 'page' : undefined}>
                  {item.name}
                </a>
              )}
            {item.children.length > 0 && (
              <MenuList items={item.children} className="menu-links__sub" onNavigate={onNavigate} pathname={pathname} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link);
}
