import { Link as GatsbyLink } from 'gatsby';
import { forwardRef, useId, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { isInternalUrl, safeUrl } from '../../lib/links';

/** What a link that opens a new tab adds to its description for screen readers. */
export const NEW_TAB_HINT = 'opent in een nieuw tabblad';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'> {
  /** Where the link goes. Without a usable URL (empty, or an unsafe scheme such as `javascript:`) the children render as plain text. */
  href: string | null | undefined;
  /** Opens a new tab (`target="_blank"` with `rel="noopener noreferrer"`), and says so to screen readers. */
  newTab?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * The one link of the site: a site path goes through Gatsby's router (prefetching), anything
 * else is a plain anchor. A link that opens a new tab does not hand the page over to it and
 * tells screen readers "opent in een nieuw tabblad" as its description (its name stays its
 * text). A URL that is empty or could run script is never rendered: the children stay, as
 * text, in a span that keeps the className (so the layout holds). A ref reaches the anchor.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, newTab = false, children, className, ...anchorProps },
  ref,
) {
  const hintId = useId();
  const url = safeUrl(href);
  if (!url) return <span className={className}>{children}</span>;

  if (!newTab) {
    if (isInternalUrl(url)) {
      return (
        // Gatsby's Link forwards its ref to the anchor; its types still describe the old class component.
        <GatsbyLink ref={ref as never} to={url} className={className} {...anchorProps}>
          {children}
        </GatsbyLink>
      );
    }
    return (
      <a ref={ref} href={url} className={className} {...anchorProps}>
        {children}
      </a>
    );
  }

  const describedBy = [anchorProps['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <>
      <a
        ref={ref}
        href={url}
        className={className}
        {...anchorProps}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
      >
        {children}
      </a>
      {/* Hidden (display: none, so it takes no place in any layout and is not read on its own); referenced, so it is the link's description. */}
      <span id={hintId} hidden>
        {NEW_TAB_HINT}
      </span>
    </>
  );
});
