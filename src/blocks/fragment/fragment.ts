import { graphql } from 'gatsby';

/**
 * The ACF "Fragment" layout: a reference to a reusable fragment, whose blocks are selected
 * with FlexSection (every kind but Fragment). GraphQL has no recursive selections, so a
 * fragment inside a fragment brings only its id and title: the block says it is skipped
 * (in development) instead of looping when a fragment includes itself.
 */
export const fragmentBlockFragment = graphql`
  fragment FragmentBlock on WpFlexFragmentLayout {
    styletype
    sectionId
    fragment {
      databaseId
      title
      flexContent {
        flex {
          ...FlexSection
          ... on WpFlexFragmentLayout {
            fragment {
              databaseId
              title
            }
          }
        }
      }
    }
  }
`;

export type FragmentBlock = Queries.FragmentBlockFragment;
