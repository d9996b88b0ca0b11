import type { MetadataRoute } from 'next';
import { absoluteUrl } from './_pages/urls';

export const dynamic = 'force-static';

/** Every page may be crawled; the sitemap lists the canonical URLs. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
