import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { ButtonSurface } from '../../ui/Button';

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space.xxl};
  }

  /* The block heading and the headings in its text (&&: above their own navy). */
  && h1,
  && h2,
  && h3,
  && h4 {
    color: ${({ theme }) => theme.colors.white};
  }

  /* The site's focus blue is too dark to see on navy. */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.white};
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
