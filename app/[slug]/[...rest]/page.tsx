import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allPaths, findRoute, type PageRoute } from '@/lib/routes';
import { pageMetadata } from '../../_pages/metadata';
import { PageView } from '../../_pages/PageView';

// Every registry path of two or more segments: articles (/blog/<slug>), the blog index's later
// pages (/blogpage/2) and tag pages (/blog/tag/<tag>, /blog/tag/<tag>/2); anything else is the
// 404 page. One catch-all rather than blog/ folders, so no article slug can collide with a folder
// name (Next drops such a param silently), and its list is never empty, which a static export
// refuses: the content check makes sure one article is published (docs/product-rules.md#blog).
// Any other path is the 404 page (routeFor). No `dynamicParams = false`: the export holds only
// these paths anyway, and under `next dev` it answers an article saved since the server started
// with a 404 until Next has refreshed its list of paths in the background
// (docs/product-rules.md#photos, the editing server).

export function generateStaticParams(): { slug: string; rest: string[] }[] {
  return allPaths()
    .filter((p) => /^\/[^/]+\/./.test(p))
    .map((p) => {
      const [slug = '', ...rest] = p.slice(1).split('/');
      return { slug, rest };
    });
}

interface Props {
  params: Promise<{ slug: string; rest: string[] }>;
}

async function routeFor(params: Props['params']): Promise<Exclude<PageRoute, { kind: 'home' }>> {
  const { slug, rest } = await params;
  const path = `/${[slug, ...rest].join('/')}`;
  const route = findRoute(path);
  if (!route || route.kind === 'home' || !route.paths.includes(path)) notFound();
  return route;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(params));
}

export default async function Page({ params }: Props) {
  return <PageView route={await routeFor(params)} />;
}
