import type { Metadata } from 'next';
import { fillTemplate, getContent, withSiteName } from '@/lib/content';
import { feedPath } from '@/lib/feed';
import { listPagePath, type PageRoute } from '@/lib/routes';
import { kindOf } from './pageKinds';
import { absoluteUrl, ogImagePath, ogImageSize } from './urls';

const xHandle = (): string | undefined => {
  const x = getContent().site.socials.find((s) => s.network === 'x' && !s.hidden);
  return x ? `@${new URL(x.href).pathname.replace(/^\/+|\/+$/g, '')}` : undefined;
};

/** One metadata helper every route calls, so canonical, Open Graph and Twitter tags never drift apart. */
export function pageMetadata(route: PageRoute): Metadata {
  const { site, texts } = getContent();
  const spec = kindOf(route);
  const { title, description } = route.seo;
  const isHome = route.kind === 'home';
  const fullTitle = isHome ? title : withSiteName(title, site.name);
  // Aliases (/WhyWe, /ContactUs, /Services) name their canonical page's URL and image.
  const url = absoluteUrl(route.canonical);
  const image = { url: absoluteUrl(ogImagePath(route)), ...ogImageSize, alt: spec.shareCard(route).alt, type: 'image/png' };
  // Pages of a list link their neighbours (docs/product-rules.md#blog); each page stays its own canonical.
  const neighbour = (page: number) => ('listing' in route && page >= 1 && page <= route.listing.pages ? absoluteUrl(listPagePath(route, page)) : undefined);
  const page = 'listing' in route ? route.listing.page : 0;
  return {
    title: { absolute: fullTitle },
    ...('listing' in route && route.listing.pages > 1 ? { pagination: { previous: neighbour(page - 1), next: neighbour(page + 1) } } : {}),
    description,
    alternates: { canonical: url, types: { 'application/atom+xml': [{ url: feedPath, title: fillTemplate(texts.blog.feedTitle, { name: site.name }) }] } },
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
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
