import { forwardRef, type ComponentPropsWithoutRef, type ForwardedRef, type MouseEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { safeUrl } from '../../lib/links';
import { transitionOf } from '../../styles/motion';
import { Link, type LinkProps } from '../Link';
import type { ButtonAppearance } from './button-theme';
import { useButtonSurface, type Surface } from './surface';
import { cssTheme } from '../../styles/theme';

interface CommonProps {
  /**
   * How much the button stands out: primary (the default, filled orange), secondary (orange
   * outline), subtle (blue outline), inverse (white outline, for dark backgrounds) or neutral (filled black).
   */
  appearance?: ButtonAppearance;
  /** The label: also the accessible name. */
  children: ReactNode;
  /** What the button sits on; by default the surface of the nearest ButtonSurface ('light' outside one). */
  surface?: Surface;
}

/** A link that looks like a button: everything a Link (an anchor) takes. */
export interface LinkButtonProps extends CommonProps, Omit<LinkProps, 'children'> {
  /** Without a usable URL (empty, or unsafe such as `javascript:`) nothing renders, never an empty or dead button. */
  href: string | null | undefined;
  type?: never;
  disabled?: never;
  busy?: never;
}

/** A real button (a form's submit, an action on the page): everything a <button> takes. */
export interface ActionButtonProps extends CommonProps, Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'children'> {
  type: 'submit' | 'button' | 'reset';
  /**
   * Work is under way (a form is being sent): aria-busy, a busy indicator beside the label
   * (still under reduced motion), and clicks do nothing; it stays focusable and keeps its name.
   */
  busy?: boolean;
  href?: never;
  newTab?: never;
}

export type ButtonProps = LinkButtonProps | ActionButtonProps;

/** Hover feedback only where the button can be used. */
const hover = '&:hover:not(:disabled):not([aria-busy="true"])';

const palette = {
  primary: css`
    background: ${cssTheme.colors.orange};
    border-color: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.orangeHover};
      border-color: ${cssTheme.colors.orangeHover};
    }
  `,
  secondary: css`
    background: transparent;
    border-color: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.orange};
    ${hover} {
      background: ${cssTheme.colors.orangeLight};
      color: ${cssTheme.colors.orangeHover};
    }
  `,
  inverse: css`
    background: transparent;
    border-color: ${cssTheme.colors.white};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.white};
      color: ${cssTheme.colors.navy};
    }
  `,
  subtle: css`
    background: transparent;
    border-color: ${cssTheme.colors.blue};
    color: ${cssTheme.colors.blue};
    ${hover} {
      background: ${cssTheme.colors.blue};
      color: ${cssTheme.colors.white};
    }
  `,
  neutral: css`
    background: ${cssTheme.colors.black};
    border-color: ${cssTheme.colors.black};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.blackHover};
      border-color: ${cssTheme.colors.blackHover};
    }
  `,
} satisfies Record<ButtonAppearance, ReturnType<typeof css>>;

/**
 * On a dark (navy) surface the orange and blue outlines keep their outline colour but get
 * white text, which their own colours would not be readable as; secondary fills orange on
 * hover (its light fill would hide the white text). The filled appearances and inverse need nothing.
 */
const onDark = {
  secondary: css`
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.orange};
      color: ${cssTheme.colors.white};
    }
  `,
  subtle: css`
    color: ${cssTheme.colors.white};
  `,
} satisfies Partial<Record<ButtonAppearance, ReturnType<typeof css>>>;

/**
 * Appearance and surface are data attributes with static rules, not function interpolations:
 * styled-components makes the buttons' classes once, not again for every button on every render.
 * The variants sit in :where(), as heavy as the base rule (so the disabled state after them and the
 * rules of components that extend a button still win), and dark follows the palette, which it amends.
 */
const variants = css`
  ${Object.entries(palette).map(
    ([appearance, rules]) => css`
      &:where([data-appearance='${appearance}']) {
        ${rules}
      }
    `,
  )}
  ${Object.entries(onDark).map(
    ([appearance, rules]) => css`
      &:where([data-appearance='${appearance}'][data-surface='dark']) {
        ${rules}
      }
    `,
  )}
`;

/** The attributes the variant rules read: data-surface only on a dark surface. */
const variantAttributes = (appearance: ButtonAppearance, surface: Surface) => ({
  'data-appearance': appearance,
  'data-surface': surface === 'dark' ? surface : undefined,
});

const buttonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssTheme.space.sm};
  /* Never wider than its container: a long Dutch word in the label wraps (see Label). */
  max-width: 100%;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 2px solid;
  border-radius: ${cssTheme.radii.button};
  font-family: inherit;
  font-weight: 700;
  font-size: ${cssTheme.fontSizes.body};
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition: ${transitionOf(['background-color', 'color', 'border-color'])};
  ${variants}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const LinkButton = styled(Link)`
  ${buttonStyle}
`;

const ActionButton = styled.button`
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

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

/** A ring with one open quarter, turning; under reduced motion it stands still (still visibly "busy"). */
const BusyIndicator = styled.span`
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} ${cssTheme.motion.duration.spin} ${cssTheme.motion.easing.linear} infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The site's button. With `href` it is a link (through Link: the router for site paths, a new
 * tab that says so, unsafe URLs refused); with `type` it is a <button> for forms and actions,
 * with disabled and busy states. Other attributes go to the element, and so does a ref.
 */
export const Button = forwardRef<HTMLAnchorElement | HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const contextSurface = useButtonSurface();

  if (props.type === undefined) {
    const { appearance = 'primary', surface, children, href, ...linkProps } = props;
    if (!safeUrl(href)) return null;
    return (
      <LinkButton
        ref={ref as ForwardedRef<HTMLAnchorElement>}
        href={href}
        {...linkProps}
        {...variantAttributes(appearance, surface ?? contextSurface)}
      >
        <Label>{children}</Label>
      </LinkButton>
    );
  }

  const { appearance = 'primary', surface, children, onClick, busy = false, ...buttonProps } = props;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A busy button stays focusable (its name is read out), but neither submits nor acts again.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ActionButton
      ref={ref as ForwardedRef<HTMLButtonElement>}
      {...buttonProps}
      onClick={click}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      {...variantAttributes(appearance, surface ?? contextSurface)}
    >
      {busy && <BusyIndicator aria-hidden="true" />}
      <Label>{children}</Label>
    </ActionButton>
  );
});

export const ButtonGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.md};
`;
