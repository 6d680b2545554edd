import type { MouseEvent, MouseEventHandler, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { safeUrl } from '../../lib/links';
import { transitionOf } from '../../styles/motion';
import { Link } from '../Link';
import type { ButtonVariant } from './button-theme';
import { useButtonSurface, type Surface } from './surface';
import { cssTheme } from '../../styles/theme';

interface CommonProps {
  /** orange (default), orange_outlined, white_outlined, blue_outlined or black. */
  variant?: ButtonVariant;
  /** The label: also the accessible name. */
  children: ReactNode;
  className?: string;
  /** What the button sits on; by default the surface of the nearest ButtonSurface ('light' outside one). */
  surface?: Surface;
}

/** A link that looks like a button. */
export interface LinkButtonProps extends CommonProps {
  /** Without a usable URL (empty, or unsafe such as `javascript:`) nothing renders, never an empty or dead button. */
  href: string | null | undefined;
  /** Opens a new tab, and says so to screen readers (see Link). */
  newTab?: boolean;
  type?: never;
  onClick?: never;
  disabled?: never;
  busy?: never;
}

/** A real button (a form's submit, an action on the page). */
export interface ActionButtonProps extends CommonProps {
  type: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
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
  orange: css`
    background: ${cssTheme.colors.orange};
    border-color: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.orangeHover};
      border-color: ${cssTheme.colors.orangeHover};
    }
  `,
  orange_outlined: css`
    background: transparent;
    border-color: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.orange};
    ${hover} {
      background: ${cssTheme.colors.orangeLight};
      color: ${cssTheme.colors.orangeHover};
    }
  `,
  white_outlined: css`
    background: transparent;
    border-color: ${cssTheme.colors.white};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.white};
      color: ${cssTheme.colors.navy};
    }
  `,
  blue_outlined: css`
    background: transparent;
    border-color: ${cssTheme.colors.blue};
    color: ${cssTheme.colors.blue};
    ${hover} {
      background: ${cssTheme.colors.blue};
      color: ${cssTheme.colors.white};
    }
  `,
  black: css`
    background: ${cssTheme.colors.black};
    border-color: ${cssTheme.colors.black};
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.blackHover};
      border-color: ${cssTheme.colors.blackHover};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

/**
 * On a dark (navy) surface the orange and blue outlines keep their outline colour but get
 * white text, which their own colours would not be readable as; orange_outlined fills orange
 * on hover (its light fill would hide the white text). The filled variants and white_outlined
 * need nothing.
 */
const onDark = {
  orange_outlined: css`
    color: ${cssTheme.colors.white};
    ${hover} {
      background: ${cssTheme.colors.orange};
      color: ${cssTheme.colors.white};
    }
  `,
  blue_outlined: css`
    color: ${cssTheme.colors.white};
  `,
} satisfies Partial<Record<ButtonVariant, ReturnType<typeof css>>>;

interface StyleProps {
  $variant: ButtonVariant;
  $surface: Surface;
}

const buttonStyle = css<StyleProps>`
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
  ${({ $variant }) => palette[$variant]}
  ${({ $variant, $surface }) => ($surface === 'dark' && $variant in onDark ? onDark[$variant as keyof typeof onDark] : '')}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const LinkButton = styled(Link)<StyleProps>`
  ${buttonStyle}
`;

const ActionButton = styled.button<StyleProps>`
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
 * The site's button (spec §3 Button themes). With `href` it is a link (through Link: the
 * router for site paths, a new tab that says so, unsafe URLs refused); with `type` it is a
 * <button> for forms and actions, with disabled and busy states.
 */
export function Button(props: ButtonProps) {
  const contextSurface = useButtonSurface();
  const { variant = 'orange', children, className, surface } = props;
  const style = { $variant: variant, $surface: surface ?? contextSurface, className };

  if (props.type === undefined) {
    if (!safeUrl(props.href)) return null;
    return (
      <LinkButton href={props.href} newTab={props.newTab} {...style}>
        <Label>{children}</Label>
      </LinkButton>
    );
  }

  const { type, onClick, disabled, busy = false } = props;
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
      type={type}
      onClick={click}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      {...style}
    >
      {busy && <BusyIndicator aria-hidden="true" />}
      <Label>{children}</Label>
    </ActionButton>
  );
}

export const ButtonGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.md};
`;
