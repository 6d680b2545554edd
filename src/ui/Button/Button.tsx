import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { isInternalUrl, toButtonTheme, type ButtonTheme } from './button-theme';

export interface ButtonLink {
  url?: string | null;
  title?: string | null;
  target?: string | null;
}

export interface ButtonProps {
  link: ButtonLink | null | undefined;
  /** orange, orange_outlined, white_outlined or blue_outlined; anything else renders black (spec §3). */
  theme?: string | null;
  children?: ReactNode;
  className?: string;
}

const palette = {
  orange: css`
    background: ${({ theme }) => theme.colors.orange};
    border-color: ${({ theme }) => theme.colors.orange};
    color: ${({ theme }) => theme.colors.white};
    &:hover { background: ${({ theme }) => theme.colors.orangeHover}; border-color: ${({ theme }) => theme.colors.orangeHover}; }
  `,
  orange_outlined: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.orange};
    color: ${({ theme }) => theme.colors.orange};
    &:hover { background: ${({ theme }) => theme.colors.orangeLight}; color: ${({ theme }) => theme.colors.orangeHover}; }
  `,
  white_outlined: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.white};
    &:hover { background: ${({ theme }) => theme.colors.white}; color: ${({ theme }) => theme.colors.navy}; }
  `,
  blue_outlined: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.blue};
    color: ${({ theme }) => theme.colors.blue};
    &:hover { background: ${({ theme }) => theme.colors.blue}; color: ${({ theme }) => theme.colors.white}; }
  `,
  black: css`
    background: ${({ theme }) => theme.colors.black};
    border-color: ${({ theme }) => theme.colors.black};
    color: ${({ theme }) => theme.colors.white};
    &:hover { background: ${({ theme }) => theme.colors.blackHover}; border-color: ${({ theme }) => theme.colors.blackHover}; }
  `,
} satisfies Record<ButtonTheme, ReturnType<typeof css>>;

const buttonStyle = css<{ $theme: ButtonTheme }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.button};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: 1.2;
  text-decoration: none;
  transition: background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease;
  ${({ $theme }) => palette[$theme]}
`;

const InternalButton = styled(Link)<{ $theme: ButtonTheme }>`
  ${buttonStyle}
`;

const ExternalButton = styled.a<{ $theme: ButtonTheme }>`
  ${buttonStyle}
`;

/** A link styled as a button. Renders nothing without a url or a text, so broken content never shows an empty button. */
export function Button({ link, theme, children, className }: ButtonProps) {
  const url = link?.url?.trim();
  const label = children ?? link?.title?.trim();
  if (!url || !label) return null;

  const $theme = toButtonTheme(theme);
  const newTab = link?.target === '_blank';

  if (isInternalUrl(url) && !newTab) {
    return (
      <InternalButton to={url} $theme={$theme} className={className} data-theme={$theme}>
        {label}
      </InternalButton>
    );
  }
  return (
    <ExternalButton
      href={url}
      $theme={$theme}
      className={className}
      data-theme={$theme}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </ExternalButton>
  );
}

export const ButtonGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
