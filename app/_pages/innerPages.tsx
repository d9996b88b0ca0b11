import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { editions, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/requestLocale';
import { findRoute, getRoutes, type PageRoute } from '@/lib/routes';
import { pageMetadata } from './metadata';
import { PageFrame } from './PageFrame';
import { PageView } from './PageView';

/**
 * What every edition's route files export (docs/product-rules.md#routes, #languages): English's
 * under app/(en)/, Hindi's under app/(hi)/hi/, Marathi's under app/(mr)/mr/, each a line that names
 * its edition. Every page of the route registry is pre-rendered by the file that matches its depth;
 * any other path is the 404 page. The home page has a route and a module of its own (homePage.tsx), so no inner page loads
 * its client code. No `dynamicParams = false`: the export holds only
 * these paths anyway, and under `next dev` a page saved since the server started would answer 404
 * until Next had refreshed its list of paths in the background.
 */

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

