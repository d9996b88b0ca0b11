import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink/SkipLink';
import { ScrollToTop } from '@/components/layout/ScrollToTop/ScrollToTop';
import { homeSeo } from '@/content/seo';
import { site } from '@/content/site';
import { assertValidContent } from '@/content/validate';
import { tokenColour } from '@/styles/tokenColour';
import { sans } from './fonts';
import '@/styles/globals.scss';

// Fails the build with a message naming the broken entry (content/validate.ts).
assertValidContent();

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: homeSeo.title, template: `%s | ${site.name}` },
  description: homeSeo.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: tokenColour('ink'),
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
      </body>
    </html>
  );
}
