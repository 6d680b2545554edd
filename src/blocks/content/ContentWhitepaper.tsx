import styled from 'styled-components';
import { Image } from '../../ui/Image';
import {
  BlockHeading,
  BlockImage,
  blockImages,
  Columns,
  ContentSection,
  Description,
  Inner,
  isShowable,
  Label,
  LinkButtons,
  Text,
  textOf,
  useBlockHeading,
  type ContentBlockProps,
} from './shared';

const ICON_SIZE = '3rem';
const ICON_REQUEST_WIDTH = 96;

const Kicker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Icon = styled.div`
  flex: none;
  width: ${ICON_SIZE};
  height: ${ICON_SIZE};
`;

const KickerLabel = styled(Label)`
  min-width: 0;
`;

const Cover = styled.div`
  min-width: 0;
  box-shadow: 0 1.5rem 3rem -1.5rem ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.card};
`;

/**
 * content_whitepaper (spec §2): a download offer on a tinted band — the whitepaper's cover
 * image, its icon and label, title, description and the download link(s).
 */
export function ContentWhitepaper({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(block.title, index, page.title);
  const images = blockImages(block);
  const icon = isShowable(block.icon) ? block.icon : null;
  const label = textOf(block.label);

  return (
    <ContentSection block={block} headingId={heading.id} tone="accent" styletype="content_whitepaper">
      <Inner>
        <Columns $single={!images}>
          {images && (
            <Cover>
              <BlockImage images={images} />
            </Cover>
          )}
          <Text>
            {(icon || label) && (
              <Kicker>
                {icon && (
                  <Icon>
                    {/* Decorative: the label and title say what it is. */}
                    <Image image={icon} alt="" fit="cover" width={ICON_REQUEST_WIDTH} height={ICON_REQUEST_WIDTH} sizes={ICON_SIZE} />
                  </Icon>
                )}
                {label && <KickerLabel>{label}</KickerLabel>}
              </Kicker>
            )}
            <BlockHeading heading={heading} />
            <Description html={block.description} parentLevel={heading.outlineLevel} />
            <LinkButtons links={block.links} />
          </Text>
        </Columns>
      </Inner>
    </ContentSection>
  );
}
