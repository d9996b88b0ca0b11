import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { OutboxNoticeWhenWaiting } from '@/components/forms/OutboxNotice/OutboxNoticeWhenWaiting';
import { HydratedMark } from '@/components/layout/HydratedMark/HydratedMark';
import { ScrollToTop } from '@/components/layout/ScrollToTop/ScrollToTop';
import { SkipLink } from '@/components/layout/SkipLink/SkipLink';
import { getContent } from '@/lib/content';
import { outboxCopy } from '@/lib/forms/copy';
import type { Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/requestLocale';
import { colors } from '@/styles/tokens';
import '@/styles/globals.scss';

/**
 * The page every edition's pages sit in: <html lang> of its language, its fonts, the skip link and
 * the outbox notice (docs/product-rules.md#languages); each page puts its header, main and footer
 * in it (PageFrame), because the header's language switch links the page's own versions, which a
 * layout does not know. Each edition's route group has a root layout of its own (app/(en),
 * app/(hi), app/(mr)), so a page's language is in its first byte; app/global-not-found.tsx draws
 * English's 404 page in it too.
 */
export function EditionLayout({
  locale,
  fonts,
  face,
  children,
}: {
  locale: Locale;
  /** The class names of the edition's next/font fonts (app/fonts.ts). */
  fonts: string;
  /** A face only this edition loads, declared in its <head> (components/layout/DevanagariFace). */
  face?: ReactNode;
  children: ReactNode;
}) {
  setRequestLocale(locale);
  const content = getContent(undefined, locale);
  return (
    // Before hydration, the Devanagari face's script may mark <html> (components/layout/DevanagariFace).
    <html lang={locale} className={fonts} suppressHydrationWarning>
      <head>
        <ScrollToTop />
        {face}
      </head>
      <body>
        <SkipLink />
        {/* docs/product-rules.md#outbox: offers to send a message kept after a failed send. */}
        <OutboxNoticeWhenWaiting copy={outboxCopy(content)} locale={locale} />
        {children}
        <HydratedMark />
      </body>
    </html>
  );
}

/** What an edition's root layout says for every page before the page's own metadata. */
export function editionMetadata(locale: Locale): Metadata {
  const { site, pages } = getContent(undefined, locale);
  return {
    metadataBase: new URL(site.url),
    // Every page gives its whole title (app/_pages/metadata.ts): whether the site name follows depends on its length.
    title: pages.home.seo.title,
    description: pages.home.seo.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: colors.ink,
  width: 'device-width',
  initialScale: 1,
};
