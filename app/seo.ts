import type { Metadata } from 'next';
import { routes, type PageRoute } from '@/content/routes';
import { homeSeo, pageSeo, sectorSeo, serviceSeo, type PageSeo } from '@/content/seo';
import { site } from '@/content/site';
import { shareCardFor } from './og/shareCard';

/** Open Graph images are 1200x630, the size every network shows uncropped. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Where Next serves app/apple-icon.png; also the organisation's logo in structured data (a square raster). */
export const appleIconPath = '/apple-icon.png';

/** The home page's registry entry (app/page.tsx is not a [slug] page). */
export const homeRoute: PageRoute = routes.find((r) => r.kind === 'home')!;

/**
 * Absolute URL of a site path, from NEXT_PUBLIC_SITE_URL: canonical links, sitemap, Open Graph, JSON-LD.
 * The home page is the bare origin, as Next prints its canonical link, so every place spells it alike.
 */
export const absoluteUrl = (path: string): string => (path === '/' ? site.url : `${site.url}${path}`);

/** Search title and description of a page (content/seo.ts; the content check guarantees one per page). */
export function seoFor(route: PageRoute): PageSeo {
  switch (route.kind) {
    case 'home':
      return homeSeo;
    case 'service':
      return serviceSeo[route.slug!]!;
    case 'sector':
      return sectorSeo[route.slug!]!;
    default:
      return pageSeo[route.kind];
  }
}

/** File name of a page's share image, from its canonical path, so every alias shares one image. */
export const ogImageName = (route: PageRoute): string =>
  `${route.canonical === '/' ? 'home' : route.canonical.slice(1)}.png`;

/** Path of a page's share image (app/og/[image]/route.tsx renders it at build time). */
export const ogImagePath = (route: PageRoute): string => `/og/${ogImageName(route)}`;

const xHandle = (): string | undefined => {
  const x = site.socials.find((s) => s.network === 'x' && !s.hidden);
  return x ? `@${new URL(x.href).pathname.replace(/^\/+|\/+$/g, '')}` : undefined;
};

/** One metadata helper every route calls, so canonical, Open Graph and Twitter tags never drift apart. */
export function pageMetadata(route: PageRoute): Metadata {
  const { title, description } = seoFor(route);
  const isHome = route.kind === 'home';
  const fullTitle = isHome ? title : `${title} | ${site.name}`;
  // Aliases (/WhyWe, /ContactUs, /Services) name their canonical page's URL and image.
  const url = absoluteUrl(route.canonical);
  const image = { url: absoluteUrl(ogImagePath(route)), ...ogImageSize, alt: shareCardFor(route).alt, type: 'image/png' };
  return {
    title: isHome ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_IN',
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      site: xHandle(),
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
