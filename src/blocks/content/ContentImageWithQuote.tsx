import styled from 'styled-components';
import { Image } from '../../ui/Image';
import { splitPersonLabel } from './person-label';
import {
  BlockHeading,
  BlockImage,
  blockImages,
  Columns,
  ContentSection,
  Description,
  Inner,
  isShowable,
  Text,
  useBlockHeading,
  type ContentBlockProps,
} from './shared';

/** The portrait's rendered size, and the width requested for it (sharp on 2× screens). */
const AVATAR_SIZE = '4rem';
const AVATAR_REQUEST_WIDTH = 128;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Quote = styled(Description)`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.orange};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.navy};
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Avatar = styled.div`
  flex: none;
  width: ${AVATAR_SIZE};
  height: ${AVATAR_SIZE};
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const Person = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
`;

const Name = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Role = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/**
 * content_image_with_quote (spec §2): a quote (the description) in a figure with the person
 * who said it — portrait and label "name, role" — beside the block's image. The portrait is
 * decorative when the name is written right next to it.
 */
export function ContentImageWithQuote({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(block.title, index, page.title);
  const images = blockImages(block);
  const person = splitPersonLabel(block.label);
  const portrait = isShowable(block.personImage) ? block.personImage : null;
  const hasQuote = typeof block.description === 'string' && block.description.trim() !== '';

  return (
    <ContentSection block={block} headingId={heading.id} styletype="content_image_with_quote">
      <Inner>
        <Columns $single={!images}>
          {images && <BlockImage images={images} />}
          <Text>
            <BlockHeading heading={heading} />
            {(hasQuote || person) && (
              <Figure>
                {hasQuote && <Quote forwardedAs="blockquote" html={block.description} parentLevel={heading.outlineLevel} />}
                {(person || portrait) && (
                  <Caption>
                    {portrait && (
                      <Avatar>
                        <Image image={portrait} alt={person ? '' : undefined} fit="cover" width={AVATAR_REQUEST_WIDTH} height={AVATAR_REQUEST_WIDTH} sizes={AVATAR_SIZE} />
                      </Avatar>
                    )}
                    {person && (
                      <Person>
                        <Name>{person.name}</Name>
                        {person.role && <Role>{person.role}</Role>}
                      </Person>
                    )}
                  </Caption>
                )}
              </Figure>
            )}
          </Text>
        </Columns>
      </Inner>
    </ContentSection>
  );
}
