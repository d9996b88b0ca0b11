import type { MetadataRoute } from 'next';
import { getRoutes } from '@/lib/routes';
import { kindOf } from './_pages/pageKinds';
import { absoluteUrl } from './_pages/urls';

// Static export: the sitemap is written once at build time.
export const dynamic = 'force-static';

/** Only canonical URLs, exactly as the pages' canonical links spell them (docs/product-rules.md#seo). */
export default function sitemap(): MetadataRoute.Sitemap {
  return getRoutes().map((route) => ({ url: absoluteUrl(route.canonical), ...kindOf(route).sitemap }));
}
