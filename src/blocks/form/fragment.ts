import { graphql } from 'gatsby';

/** The ACF "Form" layout on any owner: a Gravity Form and, for form_contact, an optional image. */
export const formFragment = graphql`
  fragment FormBlock on WpFlexFormLayout {
    styletype
    sectionId
    title
    description
    form {
      ...GravityForm
    }
    imageDesktop {
      ...ImageField
    }
  }
`;

export type FormBlock = Queries.FormBlockFragment;
