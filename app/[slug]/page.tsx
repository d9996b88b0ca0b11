import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allPaths, findRoute, type PageRoute } from '@/lib/routes';
import { pageMetadata } from '../_pages/metadata';
import { PageView } from '../_pages/PageView';

// Every one-segment path of the route registry is pre-rendered; anything else is the 404 page
// (routeFor). No `dynamicParams = false`: the export holds only these paths anyway, and under
// `next dev` it answers a page added since the server started with a 404 until Next has refreshed
// its list of paths in the background (docs/product-rules.md#photos, the editing server).

export function generateStaticParams(): { slug: string }[] {
  return allPaths()
    .filter((p) => /^\/[^/]+$/.test(p))
    .map((p) => ({ slug: p.slice(1) }));
}

interface Props {
  params: Promise<{ slug: string }>;
}

async function routeFor(params: Props['params']): Promise<Exclude<PageRoute, { kind: 'home' }>> {
  const { slug } = await params;
  const route = findRoute(`/${slug}`);
  if (!route || route.kind === 'home' || !route.paths.includes(`/${slug}`)) notFound();
  return route;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(params));
}

export default async function Page({ params }: Props) {
  return <PageView route={await routeFor(params)} />;
}
