import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { withCustomProperties } from '../../styles/custom-properties';
import { cssTheme } from '../../styles/theme';

/** One full flip cycle of a tile (front → back → front), and the offset between tiles. */
const FLIP_CYCLE_S = 8;
const FLIP_STAGGER_S = 1;

const flip = keyframes`
  0%, 40% { transform: rotateY(0deg); }
  50%, 90% { transform: rotateY(180deg); }
  100% { transform: rotateY(360deg); }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${cssTheme.space.md};
  max-width: 28rem;
  perspective: 800px;

  ${cssTheme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${cssTheme.space.lg};
    justify-self: end;
    width: 100%;
  }
`;

/*
 * Each tile's delay is a custom property and the back face a data attribute, read by static
 * rules: no function interpolations, so styled-components makes these classes once.
 */
const FLIP_DELAY = '--flip-delay' as const;

const Tile = styled.div`
  position: relative;
  aspect-ratio: 1;
  transform-style: preserve-3d;
  animation: ${flip} ${FLIP_CYCLE_S}s ${cssTheme.motion.easing.inOut} infinite;
  animation-delay: var(${FLIP_DELAY});

  @media (prefers-reduced-motion: reduce) {
    /* Not just shortened (the global reduced-motion rule): a zero-length infinite flip would flicker. */
    animation: none;
  }
`;

const Face = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.navyHover};
  color: ${cssTheme.colors.white};
  backface-visibility: hidden;
  transform: none;

  &:where([data-back]) {
    background: ${cssTheme.colors.orange};
    transform: rotateY(180deg);
  }

  & svg {
    width: 50%;
    height: 50%;
  }
`;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const cloud = <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z" />;
const server = (
  <>
    <rect x="4" y="4" width="16" height="6" rx="1.5" />
    <rect x="4" y="14" width="16" height="6" rx="1.5" />
    <path d="M8 7h.01M8 17h.01" />
  </>
);
const shield = (
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </>
);
const lock = (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>
);
const monitor = (
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </>
);
const database = (
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </>
);
const headset = (
  <>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </>
);
const gauge = (
  <>
    <path d="M4 17a8 8 0 1 1 16 0" />
    <path d="M12 17l4-5" />
  </>
);

/** Front and back of each tile: what the provider does, in pictures. */
const TILES: [ReactNode, ReactNode][] = [
  [cloud, server],
  [shield, lock],
  [monitor, database],
  [headset, gauge],
];

/**
 * The decorative flip icons of banner_landing (docs/behaviour/blocks.md#banners): tiles that turn over one after another.
 * Hidden from assistive technology; standing still for visitors who prefer reduced motion.
 */
export function FlipIcons({ className }: { className?: string }) {
  return (
    <Grid className={className} aria-hidden="true">
      {TILES.map(([front, back], index) => (
        <Tile key={index} style={withCustomProperties({ [FLIP_DELAY]: `${index * FLIP_STAGGER_S}s` })}>
          <Face>
            <Icon>{front}</Icon>
          </Face>
          <Face data-back="">
            <Icon>{back}</Icon>
          </Face>
        </Tile>
      ))}
    </Grid>
  );
}
