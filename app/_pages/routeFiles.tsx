import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import { getContent } from '@/lib/content';
import { articleFeed } from '@/lib/feed';
import { editions, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/requestLocale';
import { findRoute, getRoutes, routeOf, type PageRoute } from '@/lib/routes';
import { HomeView } from '../_views/HomeView';
import { pageMetadata } from './metadata';
import { PageFrame } from './PageFrame';
import { structuredDataFor } from './pageKinds';
import { PageView } from './PageView';
import { absoluteUrl } from './urls';

/**
 * What every edition's route files export (docs/product-rules.md#routes, #languages): English's
 * under app/(en)/, Hindi's under app/(hi)/hi/, Marathi's under app/(mr)/mr/, each a line that names
 * its edition. Every page of the route registry is pre-rendered by the file that matches its depth;
 * any other path is the 404 page. The home page has a route of its own, so no inner page loads
 * its client code (app/_pages/pageKinds.tsx). No `dynamicParams = false`: the export holds only
 * these paths anyway, and under `next dev` a page saved since the server started would answer 404
 * until Next had refreshed its list of paths in the background.
 */

/** The home page of an edition. */
export function homePage(locale: Locale) {
  return {
    metadata: pageMetadata(routeOf('home', locale)),
    Page: function HomePage() {
      setRequestLocale(locale);
      const route = routeOf('home', locale);
      return (
        <PageFrame page={route}>
          <JsonLd data={structuredDataFor(route)} />
          <HomeView />
        </PageFrame>
      );
    },
  };
}

/**
 * The inner pages of an edition at one depth below its prefix: `[slug]` (/services, /hi/services)
 * takes one segment, `[slug]/[...rest]` two or more (/blog/<slug>, /blogpage/2, /blog/tag/<tag>).
 * One catch-all rather than blog/ folders, so no article slug can collide with a folder name
 * (Next drops such a param silently).
 */
export function innerPages(locale: Locale, segments: 'one' | 'more') {
  const { prefix } = editions[locale];
  type Params = { slug: string; rest?: string[] };
  const below = (path: string) => (prefix ? path.slice(prefix.length) : path);
  const routeFor = async (params: Promise<Params>): Promise<Exclude<PageRoute, { kind: 'home' }>> => {
    const { slug, rest = [] } = await params;
    const path = `${prefix}/${[slug, ...rest].join('/')}`;
    const route = findRoute(path);
    if (!route || route.kind === 'home' || route.locale !== locale || !route.paths.includes(path)) notFound();
    return route;
  };
  return {
    generateStaticParams: (): Params[] =>
      getRoutes()
        .filter((r) => r.locale === locale)
        .flatMap((r) => r.paths.map(below))
        .filter((p) => (segments === 'one' ? /^\/[^/]+$/ : /^\/[^/]+\/./).test(p))
        .map((p) => {
          const [slug = '', ...rest] = p.slice(1).split('/');
          return segments === 'one' ? { slug } : { slug, rest };
        }),
    generateMetadata: async ({ params }: { params: Promise<Params> }): Promise<Metadata> => pageMetadata(await routeFor(params)),
    Page: async function InnerPage({ params }: { params: Promise<Params> }) {
      setRequestLocale(locale);
      const route = await routeFor(params);
      return (
        <PageFrame page={route}>
          <PageView route={route} />
        </PageFrame>
      );
    },
  };
}

/** An edition's Atom feed (docs/product-rules.md#blog): its own articles, written once at build time. */
export function feedRoute(locale: Locale) {
  return function GET() {
    const { articles, site } = getContent(undefined, locale);
    return new Response(articleFeed(articles, site, absoluteUrl(routeOf('blog', locale).canonical), locale), {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
    });
  };
}
