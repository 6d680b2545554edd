import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { breakpoints, cssTheme, media } from '../styles/theme';
import { CheckList } from '../ui/CheckList';
import { PackageCard } from './PackageCard';
import { showsArrows, SLIDES_PER_VIEW, type PackageCardData } from './package-card';
import { loadSwiper, type SwiperInstance, type SwiperModules } from './swiper-loader';
import { handOverWhenReady, measureRow, nearestSnap, ROW_QUIET_MS, rowEdges, stepSnap } from './carousel-row';

/** The block's copy (docs/behaviour/packages-and-quotation.md#price-carousel) and the carousel's Dutch screen-reader texts. */
export const PACKAGE_PRICES_COPY = {
  features: 'Inbegrepen features',
  previous: 'Vorige pakketten',
  next: 'Volgende pakketten',
  carousel: 'Pakketten',
  roleDescription: 'carrousel',
  slideRoleDescription: 'pakket',
  firstSlide: 'Dit is het eerste pakket',
  lastSlide: 'Dit is het laatste pakket',
} as const;

/** '{index} van {count}', the name of each slide. */
const slideLabel = (index: number, count: number) => `${index} van ${count}`;

/** Space between slides in px (Swiper takes a number); the same in the CSS before Swiper runs. */
const SLIDE_GAP_PX = 16;

/** Slides per view at each breakpoint, in Swiper's form (min-width in px). */
const SWIPER_BREAKPOINTS = {
  [breakpoints.sm]: { slidesPerView: SLIDES_PER_VIEW.sm },
  [breakpoints.md]: { slidesPerView: SLIDES_PER_VIEW.md },
  [breakpoints.lg]: { slidesPerView: SLIDES_PER_VIEW.lg },
  [breakpoints.xl]: { slidesPerView: SLIDES_PER_VIEW.xl },
};

/** A slide's width before Swiper sets it (Swiper's own formula), so the server's HTML already shows the carousel's layout. */
const slideWidth = (perView: number) => css`
  width: calc((100% - ${(perView - 1) * SLIDE_GAP_PX}px) / ${perView});
`;

const FeaturesHeading = styled.h3`
  margin: 0 0 ${cssTheme.space.sm};
  font-size: ${cssTheme.fontSizes.body};
  color: ${cssTheme.colors.navy};
`;

const FeatureList = styled(CheckList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.sm} ${cssTheme.space.lg};
  margin-bottom: ${cssTheme.space.xl};
`;

/**
 * Swiper's own core rules (swiper/css), written here instead of importing its global stylesheet:
 * the carousel's styles stay in styled-components (server-rendered with the page, scoped to the
 * block) and the build needs no global CSS import.
 */
const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  z-index: 1;

  .swiper-wrapper {
    position: relative;
    z-index: 1;
    display: flex;
    width: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transform: translate3d(0, 0, 0);
  }

  .swiper-slide {
    position: relative;
    flex-shrink: 0;
    height: auto;
    transition-property: transform;
  }

  /* Swiper's own: a horizontal swipe is Swiper's, a vertical one scrolls the page. */
  &.swiper-horizontal {
    touch-action: pan-y;
  }

  /*
   * Before Swiper runs (and without JavaScript) the slides are a native scroll-snap row at the
   * widths Swiper gives them: a finger, a trackpad or the keyboard (Tab to a card's link, then the
   * arrow keys) scrolls it, and it rests at a slide's start, where Swiper takes over.
   * The scrollbar is hidden as Swiper has none: the cut-off next slide and the arrows show there is more.
   */
  &:not(.swiper-initialized) {
    overflow-x: auto;
    overflow-y: hidden;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    touch-action: pan-x pan-y pinch-zoom;

    &::-webkit-scrollbar {
      display: none;
    }

    @media (prefers-reduced-motion: no-preference) {
      scroll-behavior: smooth;
    }

    .swiper-wrapper {
      gap: ${SLIDE_GAP_PX}px;
    }
    .swiper-slide {
      scroll-snap-align: start;
      ${slideWidth(SLIDES_PER_VIEW.default)}
      ${media.sm} {
        ${slideWidth(SLIDES_PER_VIEW.sm)}
      }
      ${media.md} {
        ${slideWidth(SLIDES_PER_VIEW.md)}
      }
      ${media.lg} {
        ${slideWidth(SLIDES_PER_VIEW.lg)}
      }
      ${media.xl} {
        ${slideWidth(SLIDES_PER_VIEW.xl)}
      }
    }
  }

  /* The a11y module's live region. */
  .swiper-notification {
    position: absolute;
    top: 0;
    left: 0;
    z-index: -1000;
    opacity: 0;
    pointer-events: none;
  }
`;

const Arrows = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${cssTheme.space.sm};
  margin-bottom: ${cssTheme.space.md};
`;

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${cssTheme.colors.navy};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.background};
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.lead};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${cssTheme.colors.navy};
    color: ${cssTheme.colors.white};
  }

  &:disabled {
    border-color: ${cssTheme.colors.border};
    color: ${cssTheme.colors.textMuted};
    cursor: default;
  }
`;

interface Edges {
  isBeginning: boolean;
  isEnd: boolean;
}

/** Swiper's events after which the arrows read its edges again. */
const EDGE_EVENTS = ['slideChange', 'reachBeginning', 'reachEnd', 'fromEdge', 'resize', 'breakpoint', 'lock', 'unlock'] as const;

/**
 * Swiper on the server's slides, started over the native row without moving a slide: at the slide
 * the row rests at (initialSlide; or the one an arrow is scrolling it to), with the row's scroll given back to 0 in the same task, so no
 * frame shows the slides shifted by both the scroll and Swiper's translate, or by neither. Keyboard and a11y modules: arrow keys move the carousel, slides
 * are named groups ('1 van 7'), moving is announced, and a focused card's slide scrolls into view.
 */
function startSwiper(
  element: HTMLDivElement,
  [{ default: Swiper }, { A11y, Keyboard }]: SwiperModules,
  goingTo: number | null,
): SwiperInstance {
  const { snaps, scrollLeft } = measureRow(element);
  const initialSlide = goingTo ?? nearestSnap(scrollLeft, snaps);
  // Swiper makes the row overflow: hidden, which keeps its scroll offset: Swiper's translate replaces it.
  element.scrollTo({ left: 0, behavior: 'instant' });
  return new Swiper(element, {
    modules: [A11y, Keyboard],
    initialSlide,
    slidesPerView: SLIDES_PER_VIEW.default,
    spaceBetween: SLIDE_GAP_PX,
    breakpoints: SWIPER_BREAKPOINTS,
    watchOverflow: true,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      firstSlideMessage: PACKAGE_PRICES_COPY.firstSlide,
      lastSlideMessage: PACKAGE_PRICES_COPY.lastSlide,
      slideLabelMessage: '{{index}} van {{slidesLength}}',
      containerRoleDescriptionMessage: PACKAGE_PRICES_COPY.roleDescription,
      itemRoleDescriptionMessage: PACKAGE_PRICES_COPY.slideRoleDescription,
      slideRole: 'group',
      scrollOnFocus: true,
    },
  });
}

/**
 * The carousel's behaviour. Until Swiper runs the slides are a native scroll-snap row (a finger
 * or the keyboard scrolls it, the arrows scroll it one slide and show its edges). Swiper, loaded
 * with the block's code (kinds.ts), takes over on the first touch, pointer, key or focus in the row,
 * an arrow, or when the browser is idle, once the row is at rest (carousel-row.ts): a visitor's
 * swipe is never cut off, and Swiper starts at the slide the row shows. An arrow tapped before the
 * island hydrated is given again by the island (DeferredIsland) and scrolls the row. If Swiper
 * fails to load, the row stays a working native row.
 */
function useCarousel(viewport: React.RefObject<HTMLDivElement | null>, count: number) {
  const swiper = useRef<SwiperInstance | null>(null);
  /** Asks for Swiper's hand-over (an arrow pressed before it). */
  const requestSwiper = useRef<((scrolling: boolean) => void) | null>(null);
  /** The snap an arrow is scrolling the native row to, until the row rests: a second tap goes one further. */
  const target = useRef<number | null>(null);
  const [edges, setEdges] = useState<Edges>({ isBeginning: true, isEnd: count <= 1 });
  useEffect(() => {
    const element = viewport.current;
    if (!element || count === 0) return undefined;
    const show = (next: Edges) =>
      setEdges((shown) => (shown.isBeginning === next.isBeginning && shown.isEnd === next.isEnd ? shown : next));
    let settled: ReturnType<typeof setTimeout> | undefined;
    const showRowEdges = () => {
      const { scrollLeft, maxScroll, laidOut } = measureRow(element);
      if (laidOut) show(rowEdges(scrollLeft, maxScroll));
    };
    // Only a scroll that has come to rest ends an arrow's target (not the mount, which an arrow
    // tapped before the island hydrated follows at once).
    const onRowScroll = () => {
      showRowEdges();
      clearTimeout(settled);
      settled = setTimeout(() => {
        target.current = null;
      }, ROW_QUIET_MS);
    };
    showRowEdges();
    element.addEventListener('scroll', onRowScroll, { passive: true });
    const stopRow = () => {
      element.removeEventListener('scroll', onRowScroll);
      clearTimeout(settled);
      target.current = null;
    };
    const handOver = handOverWhenReady(element, loadSwiper(), (modules) => {
      // An arrow's scroll whose frames have not come yet (a busy main thread) would be cut off at
      // its start: Swiper starts at the slide the arrow was going to.
      const goingTo = target.current;
      stopRow();
      const instance = startSwiper(element, modules, goingTo);
      swiper.current = instance;
      const update = () => show({ isBeginning: instance.isBeginning, isEnd: instance.isEnd });
      for (const event of EDGE_EVENTS) instance.on(event, update);
      update();
    });
    requestSwiper.current = handOver.request;
    return () => {
      handOver.stop();
      stopRow();
      requestSwiper.current = null;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [viewport, count]);
  const move = (direction: -1 | 1) => {
    const running = swiper.current;
    if (running) {
      if (direction < 0) running.slidePrev();
      else running.slideNext();
      return;
    }
    const element = viewport.current;
    if (!element) return;
    const { snaps, scrollLeft } = measureRow(element);
    const to = stepSnap(target.current ?? nearestSnap(scrollLeft, snaps), direction, snaps);
    target.current = to;
    // The row's scroll-behavior makes this smooth unless the visitor prefers reduced motion.
    element.scrollTo({ left: snaps[to] });
    // Swiper takes over once this scroll has come to rest, at the slide it went to.
    requestSwiper.current?.(true);
  };
  return { edges, previous: () => move(-1), next: () => move(1) };
}

/**
 * The price carousel: the 'Inbegrepen features' list, then the package cards in a row that is a
 * CSS scroll-snap row in the server's HTML and until Swiper takes over (docs/architecture.md, the
 * price carousel painted by the server). Arrows only for more than 2 packages: previous disabled
 * at the start, next at the end. headingLevel is the level of the features heading and of each
 * card's heading.
 */
export function PackageCarousel({
  cards,
  features,
  headingLevel,
}: {
  cards: readonly PackageCardData[];
  features: readonly string[];
  headingLevel: 2 | 3;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const { edges, previous, next } = useCarousel(viewport, cards.length);
  return (
    <>
      {features.length > 0 && (
        <>
          <FeaturesHeading as={`h${headingLevel}`}>{PACKAGE_PRICES_COPY.features}</FeaturesHeading>
          <FeatureList>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </FeatureList>
        </>
      )}
      {showsArrows(cards.length) && (
        <Arrows>
          <Arrow type="button" aria-label={PACKAGE_PRICES_COPY.previous} disabled={edges.isBeginning} onClick={previous}>
            <span aria-hidden="true">←</span>
          </Arrow>
          <Arrow type="button" aria-label={PACKAGE_PRICES_COPY.next} disabled={edges.isEnd} onClick={next}>
            <span aria-hidden="true">→</span>
          </Arrow>
        </Arrows>
      )}
      {cards.length > 0 && (
        <Viewport
          ref={viewport}
          className="swiper"
          role="region"
          aria-roledescription={PACKAGE_PRICES_COPY.roleDescription}
          aria-label={PACKAGE_PRICES_COPY.carousel}
        >
          <div className="swiper-wrapper">
            {cards.map((card, position) => (
              <div
                key={card.databaseId}
                className="swiper-slide"
                role="group"
                aria-roledescription={PACKAGE_PRICES_COPY.slideRoleDescription}
                aria-label={slideLabel(position + 1, cards.length)}
              >
                <PackageCard card={card} headingLevel={headingLevel} />
              </div>
            ))}
          </div>
        </Viewport>
      )}
    </>
  );
}
