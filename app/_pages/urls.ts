import { getContent } from '@/lib/content';
import type { PageRoute } from '@/lib/routes';

/** Open Graph images are 1200x630, the size every network shows uncropped. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Where Next serves app/apple-icon.png; also the organisation's logo in structured data (a square raster). */
export const appleIconPath = '/apple-icon.png';

/**
 * Absolute URL of a site path, from NEXT_PUBLIC_SITE_URL: canonical links, sitemap, Open Graph, JSON-LD.
 * The home page is the bare origin, as Next prints its canonical link, so every place spells it alike.
 */
export const absoluteUrl = (path: string): string => {
  const origin = getContent().site.url;
  return path === '/' ? origin : `${origin}${path}`;
};

/** File name of a page's share image, from its canonical path, so every alias shares one image. */
export const ogImageName = (route: Pick<PageRoute, 'canonical'>): string =>
  `${route.canonical === '/' ? 'home' : route.canonical.slice(1).replace(/\//g, '--')}.png`;

/** Path of a page's share image (app/og/[image]/route.tsx renders it at build time). */
export const ogImagePath = (route: Pick<PageRoute, 'canonical'>): string => `/og/${ogImageName(route)}`;
