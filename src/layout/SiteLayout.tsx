import type { ReactNode } from 'react';
import { WordPressUrlContext } from '../forms/FormsConfig';
import { useSiteWordPressUrl } from '../forms/WordPressUrlQuery';
import { Layout, type LayoutLocation } from './Layout';
import { NewsletterForm } from './Newsletter/NewsletterForm';
import type { PageSettings } from './site-settings';
import { useSiteSettings } from './SiteSettingsQuery';

export interface SiteLayoutProps {
  location: LayoutLocation;
  pageSettings?: PageSettings | null;
  breadcrumb?: ReactNode;
  children: ReactNode;
}

/** The Layout with the site settings from the data layer: what every Gatsby page renders; the forms send to the site config's WordPress. */
export function SiteLayout({ location, pageSettings, breadcrumb, children }: SiteLayoutProps) {
  const settings = useSiteSettings();
  const wordpressUrl = useSiteWordPressUrl();
  return (
    <WordPressUrlContext.Provider value={wordpressUrl}>
      <Layout
        settings={settings}
        pageSettings={pageSettings}
        location={location}
        breadcrumb={breadcrumb}
        newsletterForm={<NewsletterForm form={settings?.newsletter?.form ?? null} email={settings?.info?.email ?? null} />}
      >
        {children}
      </Layout>
    </WordPressUrlContext.Provider>
  );
}
