import styled from 'styled-components';
import { Button, ButtonGroup } from '../../ui/Button';
import type { BannerBlock } from './fragment';

type ButtonItems = BannerBlock['links'];

/** The first block on a page owns its h1; every later banner is an h2. */
export function headingTag(index: number): 'h1' | 'h2' {
  return index === 0 ? 'h1' : 'h2';
}

/** A text field trimmed; '' for null or anything that is not a string. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The banner's own title, else the page's; '' when neither has text (then no heading is rendered). */
export function bannerTitle(blockTitle: string | null | undefined, pageTitle: string | null | undefined): string {
  return textOf(blockTitle) || textOf(pageTitle);
}

/** Button items that can render: a link with a url and a text. */
export function usableButtons(links: ButtonItems | null | undefined) {
  return (Array.isArray(links) ? links : []).filter((item): item is NonNullable<typeof item> => !!textOf(item?.link?.url) && !!textOf(item?.link?.title));
}

/** A banner's buttons; nothing at all (no empty group) when none can render. */
export function BannerButtons({ links, className }: { links: ButtonItems | null | undefined; className?: string }) {
  const buttons = usableButtons(links);
  if (buttons.length === 0) return null;
  return (
    <ButtonGroup className={className}>
      {buttons.map((item, position) => (
        <Button key={`${item.link?.url}-${position}`} link={item.link} theme={item.theme} />
      ))}
    </ButtonGroup>
  );
}

/** The page-width frame every banner sits in. */
export const BannerFrame = styled.section`
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

/** The dark panel of banner_landing and banner_service (their links use white_outlined buttons). */
export const DarkPanel = styled.div`
  display: grid;
  /* minmax(0, …): a long Dutch compound may not widen the column beyond the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    padding: ${({ theme }) => theme.space.xxl};
  }

  /*
   * The orange and blue outlines are made for light backgrounds: their text would not be
   * readable on navy. Here they keep their outline colour and get white text (and an orange
   * fill on hover, where orange_outlined's own light fill would hide the white text).
   */
  & a[data-theme='orange_outlined'],
  & a[data-theme='blue_outlined'] {
    color: ${({ theme }) => theme.colors.white};
  }

  & a[data-theme='orange_outlined']:hover {
    background: ${({ theme }) => theme.colors.orange};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** A two-column banner (text beside an image on wide screens), one column on small ones. */
export const SplitBanner = styled(BannerFrame)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** A banner title: long Dutch compounds wrap instead of overflowing. Pass `as` for the level. */
export const BannerHeading = styled.h1<{ $onDark?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.white : theme.colors.navy)};
  overflow-wrap: break-word;
  hyphens: auto;
`;
