import { graphql } from 'gatsby';

/**
 * Fragments on the sub-objects that blocks, layout and templates share: a link, a button item,
 * a media item, an image field. A block's own fragment sits in its folder and the shell's in
 * src/layout/site-settings.ts; they spread these, so a link or an image is selected the same
 * way everywhere. Gatsby's fragments are global by name: this file only has to sit in src/
 * for Gatsby to extract them; the exports below are their generated types.
 */
export const sharedFragments = graphql`
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
    imageData
  }

  fragment ImageField on WpFlexImage {
    position
    image {
      ...ImageMedia
    }
  }
`;

export type LinkFields = Queries.LinkFieldsFragment;
export type ButtonItem = Queries.ButtonItemFragment;
export type ImageMedia = Queries.ImageMediaFragment;
export type ImageField = Queries.ImageFieldFragment;
