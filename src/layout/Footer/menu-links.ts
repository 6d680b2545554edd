import type { MenuLink } from '../site-settings';

export interface FooterMenuLink {
  url: string;
  title: string;
  newTab: boolean;
}

/** The usable links of a menu: items without a url or a title are left out, so nothing empty shows. */
export function toMenuLinks(items: readonly (MenuLink | null)[] | null | undefined): FooterMenuLink[] {
  return (items ?? []).flatMap((item) => {
    const url = item?.link?.url?.trim();
    const title = item?.link?.title?.trim();
    return url && title ? [{ url, title, newTab: item?.link?.target === '_blank' }] : [];
  });
}
