import type { Metadata } from 'next';
import { pageMetadata } from './_pages/metadata';
import { PageView } from './_pages/PageView';
import { routeOf } from '@/lib/routes';

export const metadata: Metadata = pageMetadata(routeOf('home'));

export default function HomePage() {
  return <PageView route={routeOf('home')} />;
}
