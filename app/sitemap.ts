import type { MetadataRoute } from 'next';
import { getRoutes } from '@/lib/routes';
import { languageAlternates } from './_pages/metadata';
import { kindOf } from './_pages/pageKinds';
import { absoluteUrl } from './_pages/urls';

// Static export: the sitemap is written once at build time.
export const dynamic = 'force-static';

/**
 * Only canonical URLs, exactly as the pages' canonical links spell them, in every edition, each with
 * its translations as xhtml:link alternates (docs/product-rules.md#seo, #languages). The Hindi and
 * Marathi 404 pages are not pages to index.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return getRoutes()
    .filter((route) => route.kind !== 'notFound')
    .map((route) => {
      const languages = languageAlternates(route);
      return { url: absoluteUrl(route.canonical), ...kindOf(route).sitemap, ...(languages ? { alternates: { languages } } : {}) };
    });
}
