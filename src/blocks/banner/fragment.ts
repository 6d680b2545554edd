import { graphql } from 'gatsby';

/** The ACF "Banner" layout; its styletype picks the component. */
export const bannerFragment = graphql`
  fragment BannerBlock on WpPage_Flexcontent_Flex_Banner {
    fieldGroupName
    styletype
    label
    title
    description
    links {
      theme
      link {
        url
        title
        target
      }
    }
  }
`;

export type BannerBlock = Queries.BannerBlockFragment;
