import { graphql } from 'gatsby';

/** The ACF "Content" layout on any owner; its styletype picks the component. */
export const contentFragment = graphql`
  fragment ContentBlock on WpFlexContentLayout {
    styletype
    sectionId
    label
    title
    description
    pointers
    links {
      ...ButtonItem
    }
    imageDesktop {
      ...ImageField
    }
    imageMobile {
      ...ImageField
    }
    vimeoUrl
    personImage {
      ...ImageMedia
    }
    icon {
      ...ImageMedia
    }
    view
    encloseType
    typeformId
  }
`;

export type ContentBlock = Queries.ContentBlockFragment;
