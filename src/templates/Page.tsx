import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { FlexContent } from '../blocks/FlexContent';
import type { PageContext } from '../blocks/types';

export const query = graphql`
  query PageById($id: String!) {
    wpPage(id: { eq: $id }) {
      title
      uri
      featuredImage {
        node {
          altText
          localFile {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 960, placeholder: BLURRED, formats: [AUTO, WEBP])
            }
          }
        }
      }
      flexContent {
        flex {
          ...FlexContentBlock
        }
      }
    }
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

export function toPageContext(page: NonNullable<Queries.PageByIdQuery['wpPage']>): PageContext {
  const media = page.featuredImage?.node;
  const image = getImage(media?.localFile?.childImageSharp?.gatsbyImageData ?? null);
  return {
    uri: page.uri ?? '/',
    title: page.title ?? '',
    featuredImage: image ? { image, alt: media?.altText ?? '' } : null,
  };
}

export default function Page({ data }: PageProps<Queries.PageByIdQuery>) {
  const page = data.wpPage;
  if (!page) return null;
  return (
    <Main id="main">
      <FlexContent blocks={page.flexContent?.flex} page={toPageContext(page)} />
    </Main>
  );
}

export function Head({ data }: HeadProps<Queries.PageByIdQuery>) {
  const title = data.wpPage?.title;
  return <title>{title ? `${title} | Wolkwerk Cloud` : 'Wolkwerk Cloud'}</title>;
}
