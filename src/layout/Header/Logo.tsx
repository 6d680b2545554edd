import { Link } from 'gatsby';
import styled from 'styled-components';
import { colors, cssTheme } from '../../styles/theme';
import { HEADER_COPY } from './copy';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${cssTheme.colors.navy};
  text-decoration: none;
  border-radius: ${cssTheme.radii.small};
`;

const Wordmark = styled.svg`
  display: block;
  width: auto;
  height: 2rem;
  font-family: ${cssTheme.fonts.heading};
`;

/** The wordmark 'Wolkwerk Cloud', linking to the home page. The link carries the name; the drawing is decoration. */
export function Logo({ className }: { className?: string }) {
  return (
    <LogoLink to="/" aria-label={HEADER_COPY.logo} className={className}>
      <Wordmark viewBox="0 0 224 40" aria-hidden="true" focusable="false">
        <path d="M11 32h20a7.5 7.5 0 0 0 1.2-14.9A10.5 10.5 0 0 0 12 15.2 8.5 8.5 0 0 0 11 32Z" fill={colors.orange} />
        <path d="M14 24.5h14" stroke={colors.white} strokeWidth="2.5" strokeLinecap="round" />
        {/* textLength keeps the wordmark inside the drawing whatever font the browser ends up with. */}
        <text x="46" y="28" fontSize="22" fontWeight="800" fill="currentColor" textLength="174" lengthAdjust="spacingAndGlyphs">
          Wolkwerk <tspan fontWeight="500">Cloud</tspan>
        </text>
      </Wordmark>
    </LogoLink>
  );
}
