import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { isLighthouse, prefersReducedMotion } from '../../lib/environment';
import { fadeDelayMs } from '../../styles/constants';
import { withCustomProperties } from '../../styles/custom-properties';
import { transitionOf } from '../../styles/motion';

type Phase = 'static' | 'waiting' | 'shown';

/** The custom property the shown phase reads its delay from (set on the element, as it differs per element). */
const FADE_DELAY = '--fade-delay' as const;

/*
 * The phase is a data attribute and the delay a custom property, read by static rules: no
 * function interpolation, so styled-components makes this class once instead of again for every
 * fade-in at every phase (mount, waiting, shown) while the page starts.
 */
const Wrapper = styled.div`
  &:where([data-phase='waiting']) {
    /* Hide at once; only the way in is animated. */
    opacity: 0;
    transform: translateY(24px);
  }

  &:where([data-phase='shown']) {
    opacity: 1;
    transform: none;
    transition: ${transitionOf(['opacity', 'transform'], 'layout', 'decelerate')};
    transition-delay: var(${FADE_DELAY});
  }
`;

/**
 * Fades its children in when they are first scrolled into view, after index × 100 + 300 ms
 * (docs/behaviour/routes-and-layout.md#fade-in). The server-rendered HTML shows everything (nothing is hidden without
 * JavaScript); only elements still below the fold at mount fade in. Skipped entirely in
 * performance-audit mode (isLighthouse) and for visitors who prefer reduced motion.
 * Other props (id, aria-*, data-*) go to the wrapping div.
 */
export interface FadeInProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Position in a list: the fade starts index × 100 + 300 ms after the element comes into view. */
  index?: number;
  children: ReactNode;
}

export function FadeIn({ index = 0, children, ...rest }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || isLighthouse() || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already in view: leave it be
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      // Any visible pixel counts: content at the very end of a page can never scroll further up.
      { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Wrapper
      {...rest}
      ref={ref}
      data-phase={phase === 'static' ? undefined : phase}
      style={phase === 'shown' ? withCustomProperties({ [FADE_DELAY]: `${fadeDelayMs(index)}ms` }, rest.style) : rest.style}
    >
      {children}
    </Wrapper>
  );
}
