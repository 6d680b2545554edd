import { graphql } from 'gatsby';

/**
 * One post card (PostCard.tsx, post-card.ts). gatsby-node's query for the listing's chunk files
 * selects exactly these fields and maps them with the same toPostCard.
 */
export const postCardFragment = graphql`
  fragment PostCard on WpPost {
    databaseId
    uri
    title
    date
    excerptText
    categories {
      nodes {
        databaseId
        name
      }
    }
    featuredImage {
      node {
        altText
        mediaItemUrl
        blurBase64
        mediaDetails {
          width
          height
        }
        localFile {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 640, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
