import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findRoute, getRoutes, type RouteOf } from '@/lib/routes';
import { pageMetadata } from '../../_pages/metadata';
import { PageView } from '../../_pages/PageView';

// Articles of content/blog/ are pre-rendered at /blog/<slug> (docs/product-rules.md#blog).
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getRoutes()
    .filter((r) => r.kind === 'article')
    .map((r) => ({ slug: r.article.slug }));
}

interface Props {
  params: Promise<{ slug: string }>;
}

async function routeFor(params: Props['params']): Promise<RouteOf<'article'>> {
  const { slug } = await params;
  const route = findRoute(`/blog/${slug}`);
  if (!route || route.kind !== 'article') notFound();
  return route;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(params));
}

export default async function ArticlePage({ params }: Props) {
  return <PageView route={await routeFor(params)} />;
}
