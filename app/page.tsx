import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import { routeOf } from '@/lib/routes';
import { pageMetadata } from './_pages/metadata';
import { structuredDataFor } from './_pages/pageKinds';
import { HomeView } from './_views/HomeView';

export const metadata: Metadata = pageMetadata(routeOf('home'));

/** The home page has a route of its own, so no inner page loads its client code (app/_pages/pageKinds.tsx). */
export default function HomePage() {
  return (
    <>
      <JsonLd data={structuredDataFor(routeOf('home'))} />
      <HomeView />
    </>
  );
}
