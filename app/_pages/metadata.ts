import type { Metadata } from 'next';
import { fillTemplate, getContent, withSiteName } from '@/lib/content';
import { feedPath } from '@/lib/feed';
import { defaultLocale, editions, type Locale } from '@/lib/i18n/locales';
import { listPagePath, type PageRoute } from '@/lib/routes';
import { shareCardOf } from '../og/shareCardOf';
import { absoluteUrl, ogImagePath, ogImageSize } from './urls';

const xHandle = (locale: Locale): string | undefined => {
  const x = getContent(undefined, locale).site.socials.find((s) => s.network === 'x' && !s.hidden);
  return x ? `@${new URL(x.href).pathname.replace(/^\/+|\/+$/g, '')}` : undefined;
};

/** hreflang alternates of a page with translations: each edition's address, and x-default to English's (none for a page in one language only). */
export function languageAlternates(route: Pick<PageRoute, 'alternates'>): Record<string, string> | undefined {
  const entries = Object.entries(route.alternates) as [Locale, string][];
  if (entries.length < 2) return undefined;
  const english = route.alternates[defaultLocale];
  return { ...Object.fromEntries(entries.map(([l, p]) => [l, absoluteUrl(p)])), ...(english ? { 'x-default': absoluteUrl(english) } : {}) };
}

/** One metadata helper every route calls, so canonical, Open Graph and Twitter tags never drift apart. */
export function pageMetadata(route: PageRoute): Metadata {
  const { site, texts } = getContent(undefined, route.locale);
  const { title, description } = route.seo;
  const isHome = route.kind === 'home';
  const fullTitle = isHome ? title : withSiteName(title, site.name);
  // An edition's 404 page is no page to index, share or offer as an alternate, as English's is not
  // (app/global-not-found.tsx); hosts serve it for the edition's unknown addresses (docs/product-rules.md#hosts).
  if (route.kind === 'notFound') return { title: { absolute: fullTitle }, robots: { index: false } };
  // Aliases (/WhyWe, /ContactUs, /Services) name their canonical page's URL and image.
  const url = absoluteUrl(route.canonical);
  const image = { url: absoluteUrl(ogImagePath(route)), ...ogImageSize, alt: shareCardOf(route).alt, type: 'image/png' };
  // Pages of a list link their neighbours (docs/product-rules.md#blog); each page stays its own canonical.
  const neighbour = (page: number) => ('listing' in route && page >= 1 && page <= route.listing.pages ? absoluteUrl(listPagePath(route, page)) : undefined);
  const page = 'listing' in route ? route.listing.page : 0;
  return {
    title: { absolute: fullTitle },
    ...('listing' in route && route.listing.pages > 1 ? { pagination: { previous: neighbour(page - 1), next: neighbour(page + 1) } } : {}),
    description,
    alternates: {
      canonical: url,
      // docs/product-rules.md#languages: the same page in every edition that has it; English is the default for every other language.
      languages: languageAlternates(route),
      types: { 'application/atom+xml': [{ url: feedPath(route.locale), title: fillTemplate(texts.blog.feedTitle, { name: site.name }) }] },
    },
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      siteName: site.name,
      locale: editions[route.locale].ogLocale,
      alternateLocale: (Object.keys(route.alternates) as Locale[]).filter((l) => l !== route.locale).map((l) => editions[l].ogLocale),
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      site: xHandle(route.locale),
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
