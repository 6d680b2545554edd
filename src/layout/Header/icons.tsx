import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  flex: none;
  width: 1.25em;
  height: 1.25em;
`;

const chevrons = {
  down: 'm6 9 6 6 6-6',
  right: 'm9 6 6 6-6 6',
  left: 'm15 6-6 6 6 6',
} as const;

/** A decorative chevron; the control it sits in carries the name. */
export function Chevron({ direction, className }: { direction: keyof typeof chevrons; className?: string }) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={chevrons[direction]} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** Three bars (open the menu) or a cross (close it); decorative. */
export function MenuIcon({ variant }: { variant: 'open' | 'close' }) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={variant === 'open' ? 'M4 7h16M4 12h16M4 17h16' : 'M6 6l12 12M18 6 6 18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
      />
    </Svg>
  );
}
