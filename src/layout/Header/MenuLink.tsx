import { Link, type LinkProps } from '../../ui/Link';
import type { NavLink } from './header-menu';

export interface MenuLinkProps extends Omit<LinkProps, 'href' | 'newTab' | 'children'> {
  link: NavLink;
  /** The current pathname: the link to it gets aria-current="page". */
  currentPath?: string;
  children?: LinkProps['children'];
}

/** A menu entry (through Link: the router for site paths, a new tab that says so); the current page's entry is marked. */
export function MenuLink({ link, currentPath, children, ...anchorProps }: MenuLinkProps) {
  const current = currentPath !== undefined && link.url === currentPath ? 'page' : undefined;
  return (
    <Link href={link.url} newTab={link.newTab} aria-current={current} {...anchorProps}>
      {children ?? link.title}
    </Link>
  );
}
