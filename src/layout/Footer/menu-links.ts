import { usableLink, type UsableLink } from '../../lib/links';
import type { MenuLink } from '../site-settings';

export type FooterMenuLink = UsableLink;

/** The usable links of a menu: items without a url or a title, or with an unsafe url, are left out, so nothing empty shows. */
export function toMenuLinks(items: readonly (MenuLink | null)[] | null | undefined): FooterMenuLink[] {
  return (items ?? []).flatMap((item) => {
    const link = usableLink(item?.link);
    return link ? [link] : [];
  });
}
