import { graphql } from 'gatsby';

/**
 * Site settings, menus and the newsletter: everything the shell (header, footer, newsletter)
 * shows, from the ACF options page's field group (`wp { siteSettings { siteOptions } }`). Links
 * select LinkFields (src/data/fragments.ts); the newsletter's form is the Gravity Form its
 * formId names, linked at build time (gatsby-node).
 */
export const siteSettingsFragment = graphql`
  fragment SiteSettings on WpFlexSiteSettings {
    info {
      addressRuleOne
      addressRuleTwo
      addressGoogleMaps
      phonenumber
      email
      linkedinUrl
      loginOperatorUrl
    }
    menuHeader {
      link {
        ...LinkFields
      }
      submenu {
        link {
          ...LinkFields
        }
      }
    }
    menuFooter {
      link {
        ...LinkFields
      }
    }
    menuServices {
      link {
        ...LinkFields
      }
    }
    newsletter {
      title
      form {
        ...GravityForm
      }
    }
  }
`;

export type SiteSettings = Queries.SiteSettingsFragment;
export type SiteInfo = NonNullable<SiteSettings['info']>;
export type MenuItem = NonNullable<NonNullable<SiteSettings['menuHeader']>[number]>;
export type MenuLink = NonNullable<NonNullable<SiteSettings['menuFooter']>[number]>;

/** The page settings that the shell reads (docs/behaviour/routes-and-layout.md#site-settings-and-menus). */
export const pageSettingsFragment = graphql`
  fragment PageSettings on WpFlexPageSettings {
    showNewsletter
    showFooter
    breadcrumb
    breadcrumbCustom {
      link {
        ...LinkFields
      }
    }
    stickyHeader
  }
`;

export type PageSettings = Queries.PageSettingsFragment;
