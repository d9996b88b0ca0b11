import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { site } from '@/content/site';

// Static export: the sitemap is written once at build time.
export const dynamic = 'force-static';

/** Only canonical URLs; alias spellings point at them with rel=canonical instead (DECISIONS). */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((r) => ({
    url: `${site.url}${r.canonical === '/' ? '' : r.canonical}`,
    changeFrequency: 'monthly',
    priority: r.kind === 'home' ? 1 : r.kind === 'service' || r.kind === 'sector' ? 0.7 : 0.8,
  }));
}
