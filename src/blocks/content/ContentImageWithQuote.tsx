import styled from 'styled-components';
import { BlockHeading, BlockSection, hasText, isShowableImage, useBlockHeading } from '../shared';
import { splitPersonLabel } from './person-label';
import {
  BlockImage,
  blockImages,
  Columns,
  singleColumn,
  Description,
  Text,
  Thumbnail,
  ThumbnailRow,
  type ContentBlockProps,
} from './shared';
import { cssTheme } from '../../styles/theme';

/** The portrait's size (rem). */
const AVATAR_REM = 4;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssTheme.space.lg};
`;

const Quote = styled(Description)`
  margin: 0;
  padding-left: ${cssTheme.space.lg};
  border-left: 4px solid ${cssTheme.colors.orange};
  font-size: ${cssTheme.fontSizes.lead};
  line-height: 1.5;
  color: ${cssTheme.colors.navy};
`;

const Person = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
`;

const Name = styled.span`
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

const Role = styled.span`
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.small};
`;

/**
 * content_image_with_quote (docs/behaviour/blocks.md#content-blocks): a quote (the description) in a figure with the person
 * who said it — portrait and label "name, role" — beside the block's image. The portrait is
 * decorative when the name is written right next to it.
 */
export function ContentImageWithQuote({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  const person = splitPersonLabel(block.label);
  const portrait = isShowableImage(block.personImage) ? block.personImage : null;
  const hasQuote = hasText(block.description);

  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Columns {...singleColumn(!images)}>
        {images && <BlockImage images={images} />}
        <Text>
          <BlockHeading heading={heading} />
          {(hasQuote || person) && (
            <Figure>
              {hasQuote && <Quote forwardedAs="blockquote" html={block.description} headingBase={heading.itemLevel} />}
              {(person || portrait) && (
                <ThumbnailRow as="figcaption">
                  {portrait && <Thumbnail image={portrait} rem={AVATAR_REM} round alt={person ? '' : undefined} />}
                  {person && (
                    <Person>
                      <Name>{person.name}</Name>
                      {person.role && <Role>{person.role}</Role>}
                    </Person>
                  )}
                </ThumbnailRow>
              )}
            </Figure>
          )}
        </Text>
      </Columns>
    </BlockSection>
  );
}
