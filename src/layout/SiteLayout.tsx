import type { ReactNode } from 'react';
import { Layout, type LayoutLocation } from './Layout';
import { NewsletterFallback } from './NewsletterFallback';
import type { PageSettings } from './site-settings';
import { useSiteSettings } from './SiteSettingsQuery';

export interface SiteLayoutProps {
  location: LayoutLocation;
  pageSettings?: PageSettings | null;
  breadcrumb?: ReactNode;
  children: ReactNode;
}

/** The Layout with the site settings from the data layer: what every Gatsby page renders. */
export function SiteLayout({ location, pageSettings, breadcrumb, children }: SiteLayoutProps) {
  const settings = useSiteSettings();
  return (
    <Layout
      settings={settings}
      pageSettings={pageSettings}
      location={location}
      breadcrumb={breadcrumb}
      newsletterForm={<NewsletterFallback form={settings?.newsletter?.form ?? null} email={settings?.info?.email ?? null} />}
    >
      {children}
    </Layout>
  );
}
