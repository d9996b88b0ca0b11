import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allPaths, findRoute, type PageRoute } from '@/content/routes';
import { PageView, metadataFor } from '../_views/PageView';

// Every path of the route registry is pre-rendered; anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return allPaths()
    .filter((p) => p !== '/')
    .map((p) => ({ slug: p.slice(1) }));
}

interface Props {
  params: Promise<{ slug: string }>;
}

async function routeOf(params: Props['params']): Promise<PageRoute> {
  const { slug } = await params;
  const route = findRoute(`/${slug}`);
  if (!route || !route.paths.includes(`/${slug}`)) notFound();
  return route;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataFor(await routeOf(params));
}

export default async function Page({ params }: Props) {
  return <PageView route={await routeOf(params)} />;
}
