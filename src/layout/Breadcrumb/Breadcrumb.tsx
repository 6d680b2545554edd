import { Link } from 'gatsby';
import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { backAction, crumbsFor, type BreadcrumbInput, type Crumb } from '../../lib/breadcrumb';
import { cssTheme } from '../../styles/theme';

/** The breadcrumb's input is exactly what crumbsFor takes. */
export type BreadcrumbProps = BreadcrumbInput;

const Nav = styled.nav`
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssTheme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.xs};
`;

const Separator = styled.span`
  color: ${cssTheme.colors.textMuted};
`;

const crumbLinkStyle = css`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

const CrumbLink = styled(Link)`
  ${crumbLinkStyle}
`;

const ExternalCrumbLink = styled.a`
  ${crumbLinkStyle}
`;

const Current = styled.span`
  color: ${cssTheme.colors.text};
  font-weight: 600;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.xs};
  color: ${cssTheme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

function CrumbAnchor({ crumb }: { crumb: Crumb }) {
  return crumb.url.startsWith('/') && !crumb.url.startsWith('//') ? (
    <CrumbLink to={crumb.url}>{crumb.title}</CrumbLink>
  ) : (
    <ExternalCrumbLink href={crumb.url}>{crumb.title}</ExternalCrumbLink>
  );
}

/**
 * Mode history: back one step when the visitor came from a page of this site, otherwise the
 * link itself (to /); see backAction. Where the visitor came from is read on click, not while
 * rendering, so the static HTML and the hydrated page agree.
 */
function onBackClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const context = { referrer: document.referrer, origin: window.location.origin, historyState: window.history.state as unknown };
  if (backAction(context) === 'history-back') {
    event.preventDefault();
    window.history.back();
  }
}

/** The breadcrumb of docs/behaviour/routes-and-layout.md#breadcrumb (modes path, fragment, custom, history; posts: Home › Kennisbank). */
export function Breadcrumb(props: BreadcrumbProps) {
  const trail = crumbsFor(props);
  if (trail.kind === 'none') return null;

  if (trail.kind === 'back') {
    return (
      <Nav aria-label="Kruimelpad">
        <List>
          <Item>
            <BackLink to={trail.fallbackUrl} onClick={onBackClick}>
              <span aria-hidden="true">‹</span>
              {trail.label}
            </BackLink>
          </Item>
        </List>
      </Nav>
    );
  }

  const last = trail.crumbs.length - 1;
  return (
    <Nav aria-label="Kruimelpad">
      <List>
        {trail.crumbs.map((crumb, index) => (
          <Item key={`${index}-${crumb.url}`}>
            {index > 0 && <Separator aria-hidden="true">›</Separator>}
            {index === last ? <Current aria-current="page">{crumb.title}</Current> : <CrumbAnchor crumb={crumb} />}
          </Item>
        ))}
      </List>
    </Nav>
  );
}
