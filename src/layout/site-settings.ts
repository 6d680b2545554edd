import { graphql } from 'gatsby';

/** Site settings, menus and the newsletter: everything the shell (header, footer, newsletter) shows. Links select LinkFields (src/data/fragments.ts). */
export const siteSettingsFragment = graphql`
  fragment SiteSettings on WpSiteSettings {
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
        databaseId
        title
        description
      }
    }
  }
`;

export type SiteSettings = Queries.SiteSettingsFragment;
export type SiteInfo = NonNullable<SiteSettings['info']>;
export type MenuItem = NonNullable<NonNullable<SiteSettings['menuHeader']>[number]>;
export type MenuLink = NonNullable<NonNullable<SiteSettings['menuFooter']>[number]>;

/** The page settings of spec §3 that the shell reads. */
export const pageSettingsFragment = graphql`
  fragment PageSettings on WpPage_Pagesettings {
    showNewsletter
    showFooter
    breadcrumb
    breadcrumbCustom {
      ...LinkFields
    }
    stickyHeader
  }
`;

export type PageSettings = Queries.PageSettingsFragment;
