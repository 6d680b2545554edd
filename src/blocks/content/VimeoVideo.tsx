import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { Image } from '../../ui/Image';
import type { BlockImages } from './shared';
import { withAutoplay } from './vimeo';
import { cssTheme } from '../../styles/theme';

/** Dutch UI copy of the video control. */
export const VIDEO_COPY = {
  play: 'Video afspelen',
  frameTitle: 'Video',
} as const;

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`;

const PlayLink = styled.a`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.orange};
    outline-offset: -3px;
  }
`;

const Poster = styled.span`
  position: absolute;
  inset: 0;
`;

const PlayBadge = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.sm};
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.orange};
  color: ${cssTheme.colors.white};
  font-weight: 700;
  box-shadow: ${cssTheme.shadows.overMedia};
  transition: ${transitionOf('transform', 'instant', 'decelerate')};

  ${PlayLink}:hover &,
  ${PlayLink}:focus-visible & {
    transform: scale(1.05);
  }
`;

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 3.5v13l11-6.5z" fill="currentColor" />
    </svg>
  );
}

export interface VimeoVideoProps {
  /** The player url (vimeoEmbedUrl). */
  playerUrl: string;
  /** The video on vimeo.com, for visitors without JavaScript. */
  watchUrl: string;
  /** What the video is about: names the play control and the player frame. */
  title: string;
  /** The block's image as the poster; a plain panel without one. */
  poster: BlockImages | null;
}

/**
 * A Vimeo video that loads the player only when the visitor presses play (a facade): until
 * then the page makes no request to Vimeo (no third-party cookies, ~0.5 MB less script, and
 * nothing to fail without a network). Pressing play swaps in the player, which starts at once
 * and takes the focus. Without JavaScript the control links to the video on vimeo.com.
 */
export function VimeoVideo({ playerUrl, watchUrl, title, poster }: VimeoVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <Frame
        ref={frameRef}
        src={withAutoplay(playerUrl)}
        title={title ? `${VIDEO_COPY.frameTitle}: ${title}` : VIDEO_COPY.frameTitle}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  return (
    <PlayLink
      href={watchUrl}
      aria-label={title ? `${VIDEO_COPY.play}: ${title}` : VIDEO_COPY.play}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      {poster && (
        <Poster>
          <Image {...poster} fit="cover" alt="" />
        </Poster>
      )}
      <PlayBadge>
        <PlayIcon />
        {VIDEO_COPY.play}
      </PlayBadge>
    </PlayLink>
  );
}
