import { graphql } from 'gatsby';

/** The ACF "Banner" layout on any owner; its styletype picks the component. */
export const bannerFragment = graphql`
  fragment BannerBlock on WpFlexBannerLayout {
    styletype
    sectionId
    label
    title
    description
    links {
      ...ButtonItem
    }
    services {
      title
      sortNumber
      link {
        ...LinkFields
      }
      image {
        ...ImageMedia
      }
    }
  }
`;

export type BannerBlock = Queries.BannerBlockFragment;
