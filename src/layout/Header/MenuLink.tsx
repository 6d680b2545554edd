import { Link } from 'gatsby';
import type { AnchorHTMLAttributes } from 'react';
import { isInternalUrl } from '../../ui/Button/button-theme';
import type { NavLink } from './header-menu';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  link: NavLink;
  /** The current pathname: the link to it gets aria-current="page". */
  currentPath?: string;
}

/** A menu entry: internal links go through Gatsby's router, others (and new tabs) are plain anchors. */
export function MenuLink({ link, currentPath, children, ...anchorProps }: MenuLinkProps) {
  const current = currentPath !== undefined && link.url === currentPath ? 'page' : undefined;
  const newTab = link.target === '_blank';
  if (isInternalUrl(link.url) && !newTab) {
    return (
      <Link to={link.url} aria-current={current} {...anchorProps}>
        {children ?? link.title}
      </Link>
    );
  }
  return (
    <a
      href={link.url}
      aria-current={current}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...anchorProps}
    >
      {children ?? link.title}
    </a>
  );
}
