import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { ButtonSurface } from '../../ui/Button';
import { cssTheme } from '../../styles/theme';

const Panel = styled.div`
  padding: ${cssTheme.space.xl} ${cssTheme.space.lg};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};

  ${cssTheme.media.lg} {
    padding: ${cssTheme.space.xxl};
  }

  /* The block heading and the headings in its text (&&: above their own navy). */
  && h1,
  && h2,
  && h3,
  && h4 {
    color: ${cssTheme.colors.white};
  }

  /* The site's focus blue is too dark to see on navy. */
  & :focus-visible {
    outline-color: ${cssTheme.colors.white};
  }
`;

/**
 * A navy panel with white text (banner_landing, banner_service, content_cta). Its buttons know
 * they sit on a dark surface (ButtonSurface), so every theme stays readable on it.
 */
export function DarkPanel({ children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <ButtonSurface value="dark">
      <Panel {...rest}>{children}</Panel>
    </ButtonSurface>
  );
}
