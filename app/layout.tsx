import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink/SkipLink';
import { OutboxNoticeWhenWaiting } from '@/components/forms/OutboxNotice/OutboxNoticeWhenWaiting';
import { ScrollToTop } from '@/components/layout/ScrollToTop/ScrollToTop';
import { HydratedMark } from '@/components/layout/HydratedMark/HydratedMark';
import { getContent } from '@/lib/content';
import { outboxCopy } from '@/lib/forms/copy';
import { colors } from '@/styles/tokens';
import { sans } from './fonts';
import '@/styles/globals.scss';

const content = getContent();
const { site, pages } = content;

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  // Every page gives its whole title (app/_pages/metadata.ts): whether the site name follows depends on its length.
  title: pages.home.seo.title,
  description: pages.home.seo.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: colors.ink,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <head>
        <ScrollToTop />
      </head>
      <body>
        <SkipLink />
        {/* docs/product-rules.md#outbox: offers to send a message kept after a failed send. */}
        <OutboxNoticeWhenWaiting copy={outboxCopy(content)} />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <HydratedMark />
      </body>
    </html>
  );
}
