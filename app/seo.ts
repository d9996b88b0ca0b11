import type { Metadata } from 'next';
import { site } from '@/content/site';

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's canonical, lower-case path (route registry). */
  canonical: string;
  /** The home page sets its own full title instead of the "%s | Ekchhat Studio" template. */
  absoluteTitle?: boolean;
}

/** One metadata helper every route calls, so canonical, Open Graph and Twitter tags never drift apart. */
export function pageMetadata({ title, description, canonical, absoluteTitle }: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_IN',
      url: canonical,
      title: fullTitle,
      description,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}
