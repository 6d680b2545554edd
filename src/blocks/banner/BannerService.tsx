import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { ContentButtonList, fromMediaItem, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import { bannerServiceImages, type BannerServiceImage } from './banner-service';
import type { BannerBlock } from './fragment';
import { DarkBanner } from './shared';
import { cssTheme } from '../../styles/theme';

/** How far the other services' images fade back while one is the current page's. */
const DIMMED_OPACITY = 0.45;

const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${cssTheme.space.md};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${cssTheme.space.sm};
  color: ${cssTheme.colors.white};
  text-decoration: none;
  border-radius: ${cssTheme.radii.card};
`;

const LinkTile = styled(Link)`
  ${tile}
`;

const StaticTile = styled.div`
  ${tile}
`;

/*
 * The state is a data attribute (data-state on the picture, data-current on the caption) with
 * static rules: no function interpolations, so styled-components makes these classes once. The
 * variants sit in :where(), as heavy as the rules they replace.
 */
const Picture = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: ${cssTheme.radii.card};
  overflow: hidden;
  outline: 3px solid transparent;
  outline-offset: 3px;
  opacity: 1;
  filter: none;
  transition: ${transitionOf(['opacity', 'filter'])};

  &:where([data-state='current']) {
    outline: 3px solid ${cssTheme.colors.orange};
  }

  &:where([data-state='dimmed']) {
    opacity: ${DIMMED_OPACITY};
    filter: grayscale(0.6);
  }

  /* A dimmed service comes forward when pointed at or focused: it is a link to its page. */
  a:hover > &,
  a:focus-visible > & {
    opacity: 1;
    filter: none;
  }
`;

const Caption = styled.span`
  font-weight: 400;

  &:where([data-current]) {
    font-weight: 700;
  }

  text-align: center;
  overflow-wrap: anywhere;
  hyphens: auto;

  a:hover > & {
    text-decoration: underline;
  }
`;

type ServiceState = 'current' | 'dimmed' | 'plain';

function ServiceTile({ service, state }: { service: BannerServiceImage; state: ServiceState }) {
  const content = (
    <>
      {/* The caption names the service (and the link): the picture is decoration here, also for
          gatsby-plugin-image's <noscript> copy, which some name computations would read out. */}
      <Picture data-state={state} aria-hidden="true">
        <Image
          {...fromMediaItem(service.image)}
          alt=""
          fit="cover"
          requestWidth={640}
          sizes="(min-width: 1024px) 14vw, 30vw"
          loading="eager"
        />
      </Picture>
      {service.name && <Caption data-current={state === 'current' ? '' : undefined}>{service.name}</Caption>}
    </>
  );
  if (!service.url || !service.name) return <StaticTile>{content}</StaticTile>;

  return (
    <LinkTile href={service.url} newTab={service.newTab} aria-current={service.current ? 'page' : undefined}>
      {content}
    </LinkTile>
  );
}

/**
 * banner_service (docs/behaviour/blocks.md#banners): title and links on a dark panel, with at most three service
 * images sorted by sortNumber, each linking to its service page. On a service's own page
 * its image is highlighted (and its link marked as the current page), the others dimmed;
 * on any other page all are shown alike.
 */
export function BannerService({ block, index, page }: BlockProps<BannerBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const services = bannerServiceImages(block.services, page.uri);
  const hasCurrent = services.some((service) => service.current);
  const tiles =
    services.length > 0 ? (
      <Services>
        {services.map((service, position) => (
          <li key={`${service.url ?? service.name}-${position}`}>
            <ServiceTile service={service} state={service.current ? 'current' : hasCurrent ? 'dimmed' : 'plain'} />
          </li>
        ))}
      </Services>
    ) : null;
  return (
    <DarkBanner heading={heading} sectionId={block.sectionId} aside={tiles}>
      <ContentButtonList items={block.links} />
    </DarkBanner>
  );
}
