import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { usableButtonItems, type ButtonItemLike } from './button-items';
import { isInternalUrl, toButtonTheme, type ButtonTheme } from './button-theme';
import { useButtonSurface, type Surface } from './surface';

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
  /** What the button sits on; by default the surface of the nearest ButtonSurface ('light' outside one). */
  surface?: Surface;
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

/**
 * On a dark (navy) surface the orange and blue outlines keep their outline colour but get
 * white text, which their own colours would not be readable as; orange_outlined fills orange
 * on hover (its light fill would hide the white text). The filled themes and white_outlined
 * need nothing.
 */
const onDark = {
  orange_outlined: css`
    color: ${({ theme }) => theme.colors.white};
    &:hover { background: ${({ theme }) => theme.colors.orange}; color: ${({ theme }) => theme.colors.white}; }
  `,
  blue_outlined: css`
    color: ${({ theme }) => theme.colors.white};
  `,
} satisfies Partial<Record<ButtonTheme, ReturnType<typeof css>>>;

const buttonStyle = css<{ $theme: ButtonTheme; $surface: Surface }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  /* Never wider than its container: a long Dutch word in the label wraps (see Label). */
  max-width: 100%;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.button};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  transition: background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease;
  ${({ $theme }) => palette[$theme]}
  ${({ $theme, $surface }) => ($surface === 'dark' && $theme in onDark ? onDark[$theme as keyof typeof onDark] : '')}
`;

const InternalButton = styled(Link)<{ $theme: ButtonTheme; $surface: Surface }>`
  ${buttonStyle}
`;

const ExternalButton = styled.a<{ $theme: ButtonTheme; $surface: Surface }>`
  ${buttonStyle}
`;

/**
 * The label may shrink below its longest word (min-width: 0; a flex item would not), so a
 * single word wider than the container breaks instead of overflowing it. Words that fit are
 * never broken, and the button does not get narrower than before in a row that squeezes it.
 */
const Label = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A link styled as a button. Renders nothing without a url or a text, so broken content never shows an empty button. */
export function Button({ link, theme, children, className, surface }: ButtonProps) {
  const contextSurface = useButtonSurface();
  const url = textOf(link?.url);
  const label = children ?? textOf(link?.title);
  if (!url || !label) return null;

  const $theme = toButtonTheme(theme);
  const $surface = surface ?? contextSurface;
  const newTab = link?.target === '_blank';
  const common = { $theme, $surface, className, 'data-theme': $theme, 'data-surface': $surface === 'dark' ? 'dark' : undefined };

  if (isInternalUrl(url) && !newTab) {
    return (
      <InternalButton to={url} {...common}>
        <Label>{label}</Label>
      </InternalButton>
    );
  }
  return (
    <ExternalButton href={url} {...common} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Label>{label}</Label>
    </ExternalButton>
  );
}

export const ButtonGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface ButtonListProps {
  /** Button items as content brings them: a link (url, title, target) and a theme each. */
  items: readonly (ButtonItemLike | null | undefined)[] | null | undefined;
  className?: string;
}

/**
 * A group of buttons from content: items without a url or a text are left out, and nothing at
 * all (no empty group) is rendered when none is left.
 */
export function ButtonList({ items, className }: ButtonListProps) {
  const usable = usableButtonItems(items);
  if (usable.length === 0) return null;
  return (
    <ButtonGroup className={className}>
      {usable.map((item, position) => (
        <Button key={`${position}-${item.link?.url}`} link={item.link} theme={item.theme} />
      ))}
    </ButtonGroup>
  );
}
