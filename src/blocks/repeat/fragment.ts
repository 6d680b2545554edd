import { graphql } from 'gatsby';

/** The ACF "Repeat" layout on any owner; its styletype picks which list it shows. */
export const repeatFragment = graphql`
  fragment RepeatBlock on WpFlexRepeatLayout {
    styletype
    sectionId
    title
    description
    view
    serviceCards {
      title
      text
      link {
        ...LinkFields
      }
      image {
        ...ImageMedia
      }
    }
    usps {
      title
      description
      link {
        uri
      }
      icon {
        ...ImageMedia
      }
    }
    content {
      type
      title
      description
    }
    ctaTitle
    ctaImage {
      ...ImageMedia
    }
    links {
      ...ButtonItem
    }
    faq {
      question
      answer
      answerText
    }
  }
`;

export type RepeatBlock = Queries.RepeatBlockFragment;
