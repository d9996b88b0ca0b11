import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from './seo';

// Static export: the sitemap is written once at build time.
export const dynamic = 'force-static';

/** Only canonical URLs, exactly as the pages' canonical links spell them; aliases point at these (DECISIONS). */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((r) => ({
    url: absoluteUrl(r.canonical),
    changeFrequency: 'monthly',
    priority: r.kind === 'home' ? 1 : r.kind === 'service' || r.kind === 'sector' ? 0.7 : 0.8,
  }));
}
