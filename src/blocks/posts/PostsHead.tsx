import styled from 'styled-components';
import { RichText } from '../../ui/RichText';
import { BlockHeading, Kicker, textOf, type BlockHeadingInfo } from '../shared';
import { cssTheme } from '../../styles/theme';

const Head = styled.div`
  display: grid;
  gap: ${cssTheme.space.sm};
  margin-bottom: ${cssTheme.space.xl};
`;

const Intro = styled(RichText)`
  max-width: ${cssTheme.layout.readableWidth};
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.lead};
`;

export interface PostsHeadProps {
  label?: string | null;
  description?: string | null;
  heading: BlockHeadingInfo;
}

/** The head of a Posts block (latest posts, price carousel): kicker, heading and introduction; nothing when all are empty. */
export function PostsHead({ label: rawLabel, description: rawDescription, heading }: PostsHeadProps) {
  const label = textOf(rawLabel);
  const description = textOf(rawDescription);
  if (!label && !heading.text && !description) return null;
  return (
    <Head>
      {label && <Kicker>{label}</Kicker>}
      <BlockHeading heading={heading} />
      {description && <Intro html={description} headingBase={heading.itemLevel} />}
    </Head>
  );
}
