import { graphql } from 'gatsby';
import type { ImageMedia, LinkFields } from '../../data/fragments';
import type { LazyGravityFormProps } from '../../forms/LazyGravityForm';
import type { SectionSource } from '../../quotation/sections';
import type { RawPackage } from '../../quotation/types';
import type { ButtonItemLike } from '../shared';
import type { PackageCardSource } from '../../packages/package-card';
import type { PostCardSource } from '../../kennisbank/post-card';

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
        imageData(width: 640)
      }
    }
  }
`;

/**
 * One package card of the price carousel (PackageCard.tsx, package-card.ts): what the card shows
 * of a package, with the office feature flags ('Ja' means yes).
 */
export const packageCardFragment = graphql`
  fragment PackageSpecs on WpFlexPackageInfo {
    type
    level
    vcpu
    ram
    nvme
    priceFrom
    flexible
    fullBackup
    includeSnapshots
    isoNenDutchDatacenters
    fullService
    unlimitedData
    workSafeFromHome
  }

  fragment PackageCard on WpPackage {
    databaseId
    title
    info {
      ...PackageSpecs
      icon {
        ...ImageMedia
      }
    }
  }
`;

/**
 * Everything the quotation builder and its prices need of a package (src/quotation/types.ts
 * toQuotationPackage reads these fields). gatsby-node's query for the endpoint's package file
 * selects this same fragment, so the browser and the server price from the same fields.
 */
export const quotationPackageFragment = graphql`
  fragment QuotationPackageFields on WpPackage {
    databaseId
    title
    info {
      ...PackageSpecs
      oneTimeCost
      minAmount
      optionOperatingSystems
      upgradeMsRdp
      upgradeMsRdpMax
      upgradeIpv4
      upgradeIpv4Max
      upgradeVcpuCore
      upgradeVcpuCoreMax
      upgradeRam
      upgradeRamMax
      upgradeStorage
      upgradeStorageMax
      optionExtraSafeHome
      optionFullService
      optionExtraStorageUnlimited
    }
  }
`;

/**
 * The ACF "Posts" layout on any owner; its styletype picks the component. latestPosts,
 * listingFirstPage and listingManifest are computed at build time (src/build/resolvers.ts);
 * packages (posts_package_prices: the block's packagesType, priceFrom ascending), quotationPackages
 * (every package) and quotationForm (form 5) of posts_package_quotation too.
 */
export const postsFragment = graphql`
  fragment PostsBlock on WpFlexPostsLayout {
    styletype
    sectionId
    label
    title
    description
    links {
      ...ButtonItem
    }
    count
    latestPosts {
      ...PostCard
    }
    listingFirstPage {
      ...PostCard
    }
    listingManifest
    packagesType
    features
    packages {
      ...PackageCard
    }
    sections {
      type
      title
      description
      defaultOpen
      image {
        ...ImageMedia
      }
    }
    ctaTitle
    ctaImage {
      ...ImageMedia
    }
    ctaLink {
      ...LinkFields
    }
    quotationPackages {
      ...QuotationPackageFields
    }
    quotationForm {
      ...GravityForm
    }
  }
`;

/**
 * What the Posts kind's components read of a block: the shape of the `PostsBlock` fragment
 * (written out so that it holds before a build has generated Queries.PostsBlockFragment,
 * which is assignable to it). listingManifest is a JSON field: manifestOf checks it.
 */
export interface PostsBlock {
  readonly styletype?: string | null;
  readonly sectionId?: string | null;
  readonly label?: string | null;
  readonly title?: string | null;
  /** Sanitized WordPress HTML. */
  readonly description?: string | null;
  readonly links?: ReadonlyArray<ButtonItemLike | null> | null;
  /** posts_latest: how many posts (gatsby-node gives latestPosts that many, 3 when empty). */
  readonly count?: number | null;
  readonly latestPosts?: ReadonlyArray<PostCardSource | null> | null;
  readonly listingFirstPage?: ReadonlyArray<PostCardSource | null> | null;
  readonly listingManifest?: unknown;
  /** posts_package_prices: which packages ('vps', 'pc', 'office') and the comma-separated 'Inbegrepen features'. */
  readonly packagesType?: string | null;
  readonly features?: string | null;
  /** posts_package_prices: the packages of packagesType, priceFrom ascending (gatsby-node). */
  readonly packages?: ReadonlyArray<PackageCardSource | null> | null;
  /** posts_package_quotation: its collapsible sections, CTA box, every package and form 5. */
  readonly sections?: ReadonlyArray<SectionSource | null> | null;
  readonly ctaTitle?: string | null;
  readonly ctaImage?: ImageMedia | null;
  readonly ctaLink?: LinkFields | null;
  readonly quotationPackages?: ReadonlyArray<RawPackage | null> | null;
  readonly quotationForm?: LazyGravityFormProps['form'] | null;
}
