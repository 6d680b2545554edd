import { graphql } from 'gatsby';

/**
 * Fragments on the sub-objects that several blocks share. A block's own fragment sits in its
 * folder and spreads these, so a button list or an image is selected the same way everywhere.
 */
export const sharedBlockFragments = graphql`
  fragment LinkFields on WpAcfLink {
    url
    title
    target
  }

  fragment ButtonItem on WpFlexButton {
    theme
    link {
      ...LinkFields
    }
  }

  fragment ImageMedia on WpMediaItem {
    altText
    mediaItemUrl
    blurBase64
    mediaDetails {
      width
      height
    }
    localFile {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 1920, placeholder: BLURRED, formats: [AUTO, WEBP])
      }
    }
  }

  fragment ImageField on WpFlexImage {
    position
    image {
      ...ImageMedia
    }
  }
`;

export type ButtonItem = Queries.ButtonItemFragment;
export type ImageMedia = Queries.ImageMediaFragment;
export type ImageField = Queries.ImageFieldFragment;
